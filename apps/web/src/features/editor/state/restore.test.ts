import { describe, expect, it } from 'vitest';
import { isDirty, toContent } from './content.ts';
import { initialEditorData } from './initial.ts';
import { restore } from './restore.ts';
import { setProperty } from './set-property.ts';
import { createEditorStore } from './store.ts';
import type { EditorData } from './store-api.ts';
import { COMPONENTS, PARAGRAPH, storedBrick, templateDef } from './test-fixtures.ts';

const graph = (id: string) => ({
  nodes: [{ id, type: 'PageLoad', position: { x: 0, y: 0 }, data: {} }],
  connections: [],
  comments: [],
});

/** Stored content of one slot holding the bricks, the first one's text set. */
function content(ids: string[], text: string, nodeId = 'draft-node') {
  const bricks = ids.map((id) => storedBrick(id, PARAGRAPH));
  const first = bricks[0]!;
  bricks[0] = {
    ...first,
    dataTypes: { ...first.dataTypes, text: { ...first.dataTypes.text!, value: text } },
  };
  return {
    version: 1,
    template: { id: 't-1', isPrefab: false, dataTypes: {} },
    slots: { slot1: bricks },
    pageEvents: graph(nodeId),
  };
}

const textOf = (state: EditorData) => state.slots.slot1?.[0]?.dataTypes.text?.value;

function setup() {
  let time = 1_000_000;
  let n = 0;
  const store = createEditorStore({ now: () => time, newId: () => `n${++n}` });
  store
    .getState()
    .load({ content: content(['a', 'b'], 'Draft'), template: templateDef(1), components: COMPONENTS });
  return { store, tick: (ms: number) => (time += ms) };
}

describe('restore', () => {
  it("puts the version's bricks and template settings in place, keeps the draft's graph and saved marker", () => {
    const { store } = setup();
    const before = store.getState();
    const after = restore(before, content(['a'], 'Published'), () => 'x');
    expect(after.slots.slot1!.map((brick) => brick.id)).toEqual(['a']);
    expect(after.slots.slot1![0]!.dataTypes.text!.value).toBe('Published');
    // Merged with the current definition, as the editor loads any content.
    expect(after.slots.slot1![0]!.dataGroups).toEqual(PARAGRAPH.dataGroups);
    expect(after.pageEvents).toBe(before.pageEvents);
    expect(after.saved).toBe(before.saved);
    expect(after.selection).toBeNull();
    expect(isDirty(after)).toBe(true);
    expect(toContent(after).pageEvents).toEqual(graph('draft-node'));
  });

  it('keeps what the draft preserves but cannot show (extra slots, unknown keys) and its problems', () => {
    let n = 0;
    const store = createEditorStore({ newId: () => `k${++n}` });
    const draft = {
      ...content(['a'], 'Draft'),
      slots: { slot1: [storedBrick('a', PARAGRAPH)], slot9: [storedBrick('z')] },
      extra: 1,
    };
    store.getState().load({ content: draft, template: templateDef(1), components: COMPONENTS });
    const before = store.getState();
    expect(before.problems.length).toBeGreaterThan(0);
    const after = restore(before, content(['b'], 'Published'), () => 'x');
    expect(after.preserved).toBe(before.preserved);
    expect(after.problems).toBe(before.problems);
    expect(toContent(after).slots.slot9).toHaveLength(1);
  });

  it('does nothing before the editor is loaded', () => {
    const loading = initialEditorData();
    expect(restore(loading, content(['a'], 'Published'), () => 'x')).toBe(loading);
  });

  it('is one undo step of its own, right after an edit too; undo brings the draft back, redo the version', () => {
    const { store, tick } = setup();
    const s = store.getState;
    s().setProperty({ kind: 'brick', id: 'a' }, 'text', 'Draft edited');
    tick(100);
    s().restore(content(['a'], 'Published'));
    expect(textOf(s())).toBe('Published');
    expect(s().slots.slot1).toHaveLength(1);
    expect(isDirty(s())).toBe(true);
    store.history.undo();
    expect(textOf(s())).toBe('Draft edited');
    expect(s().slots.slot1).toHaveLength(2);
    store.history.redo();
    expect(textOf(s())).toBe('Published');
    // An edit right after the restore is a step of its own too.
    store.history.undo();
    store.history.redo();
    tick(10);
    s().setProperty({ kind: 'brick', id: 'a' }, 'text', 'Published, edited');
    store.history.undo();
    expect(textOf(s())).toBe('Published');
  });

  it('works on a state edited by the pure actions (no store needed)', () => {
    const { store } = setup();
    const edited = setProperty(store.getState(), { kind: 'brick', id: 'b' }, 'text', 'B');
    const after = restore(edited, content(['b'], 'Only b'), () => 'x');
    expect(after.slots.slot1!.map((brick) => brick.id)).toEqual(['b']);
  });
});
