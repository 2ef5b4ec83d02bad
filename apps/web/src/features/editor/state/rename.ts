import { isLocked, withValue } from './entries.ts';
import { updateBrick } from './find-brick.ts';
import type { EditorData } from './store-api.ts';

/**
 * Renames a brick: brick.name and, when the brick has one, its `name` entry, which is what the
 * component receives. The inspector's name field is not subject to locking unless it arrives as a
 * property edit (`respectLock`, from setProperty).
 */
export function rename<S extends EditorData>(
  state: S,
  brickId: string,
  name: string,
  options: { respectLock?: boolean } = {},
): S {
  return updateBrick(state, brickId, (brick) => {
    const entry = brick.dataTypes.name;
    if (options.respectLock && entry && isLocked(entry)) return brick;
    const dataTypes = withValue(brick.dataTypes, 'name', name);
    if (brick.name === name && dataTypes === brick.dataTypes) return brick;
    return { ...brick, name, dataTypes };
  });
}
