import type { PropertyEntry } from '../model/types.ts';
import { isRecord, withValue } from './entries.ts';
import { updateBrick } from './find-brick.ts';
import type { EditorData } from './store-api.ts';

/** The entry the component editor adds to every component (spec §3), for bricks that lack it. */
const VISIBILITY_ENTRY: PropertyEntry = { type: 'Switch', value: true, defaultValue: true };

/** Shows or hides a brick (spec §4: hidden bricks get a blurred overlay on the canvas). */
export function setVisibility<S extends EditorData>(state: S, brickId: string, visible: boolean): S {
  return updateBrick(state, brickId, (brick) => {
    const entry = brick.dataTypes.visibility;
    const dataTypes = isRecord(entry)
      ? withValue(brick.dataTypes, 'visibility', visible)
      : { ...brick.dataTypes, visibility: { ...VISIBILITY_ENTRY, value: visible } };
    return dataTypes === brick.dataTypes ? brick : { ...brick, dataTypes };
  });
}
