import { allBricks, jsonEqual, type PageContent } from '@tessera/shared';
import type { EditorBrick } from '../model/types.ts';
import { load } from './load.ts';
import { validSelection } from './select.ts';
import type { EditorData } from './store-api.ts';

/** What a change made elsewhere touched (packages/shared collabChange): the bricks whose own fields changed. */
export interface RemoteChange {
  readonly bricks: ReadonlySet<string>;
  readonly template: boolean;
  readonly graph: boolean;
}

/**
 * The page as changed elsewhere (co-editing: another person, or this person's own undo) replaces the shown
 * one. It is loaded like stored content, so it is repaired the same way, but every brick that did not change
 * keeps its identity (load.ts `reuse`), and so do the template settings and the behaviour graph when they did
 * not: the canvas redraws what changed only. The selection stays unless its brick is gone. Not an edit: what
 * is shown is what the shared document holds, so nothing is left to store.
 */
export function applyRemote<S extends EditorData>(
  state: S,
  content: PageContent,
  change: RemoteChange,
  newId: () => string,
): S {
  if (state.status !== 'ready' || !state.templateDef) return state;
  const bricks = new Map<string, EditorBrick>(allBricks(state.slots).map((brick) => [brick.id, brick]));
  const next = load(
    state,
    {
      content,
      template: state.templateDef,
      components: [...state.components.values()],
      prefabs: [...state.prefabs.values()],
    },
    newId,
    { bricks, changed: change.bricks },
  );
  const sameList = (name: string) => {
    const a = state.slots[name];
    const b = next.slots[name];
    return !!a && !!b && a.length === b.length && a.every((brick, i) => brick === b[i]);
  };
  const names = Object.keys(next.slots);
  const slots =
    names.length === Object.keys(state.slots).length && names.every(sameList) ? state.slots : next.slots;
  const template = change.template ? next.template : state.template;
  const pageEvents = change.graph ? next.pageEvents : state.pageEvents;
  // The same component and prefab lists: a fresh Map would make every brick's lean form be made again on the
  // next save or write (content.ts brickForSave keeps them per component list), 1 000 bricks per remote change.
  return validSelection({
    ...next,
    components: state.components,
    prefabs: state.prefabs,
    // Unchanged lists keep their identity too, so what reads them does not redraw on every remote keystroke.
    problems: jsonEqual(state.problems, next.problems) ? state.problems : next.problems,
    preserved: jsonEqual(state.preserved, next.preserved) ? state.preserved : next.preserved,
    slots,
    template,
    pageEvents,
    selection: state.selection,
    saved: { slots, template, pageEvents },
  });
}
