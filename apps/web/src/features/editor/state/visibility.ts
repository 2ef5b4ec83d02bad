import { type Breakpoint, valueAt } from '@tessera/shared';
import type { EditorBrick, PropertyEntry } from '../model/types.ts';
import { isRecord, withValueAtBreakpoint } from './entries.ts';
import { updateBrick } from './find-brick.ts';
import type { EditorData } from './store-api.ts';

/** The entry the component editor adds to every component (spec §3), for bricks that lack it. */
const VISIBILITY_ENTRY: PropertyEntry = { type: 'Switch', value: true, defaultValue: true };

/**
 * Shows or hides a brick (spec §4: hidden bricks get a blurred overlay on the canvas), at breakpoint `at`
 * (issue 23: "hide on phone"; absent, null or 'desktop': the base, for every size without an override).
 */
export function setVisibility<S extends EditorData>(
  state: S,
  brickId: string,
  visible: boolean,
  at: string | null = null,
): S {
  return updateBrick(state, brickId, (brick) => {
    const entries = isRecord(brick.dataTypes.visibility)
      ? brick.dataTypes
      : { ...brick.dataTypes, visibility: VISIBILITY_ENTRY };
    const dataTypes = withValueAtBreakpoint(entries, 'visibility', visible, at);
    if (dataTypes === brick.dataTypes) return brick;
    return { ...brick, dataTypes };
  });
}

/** Whether a brick is hidden at breakpoint `at` (the value in force there); visible without the entry. */
export function isHiddenAt(
  brick: Pick<EditorBrick, 'dataTypes'>,
  at: string | null,
  breakpoints: readonly Breakpoint[],
): boolean {
  const entry = brick.dataTypes.visibility;
  if (!isRecord(entry)) return false;
  return valueAt(entry, at, breakpoints).value === false;
}
