import { describe, expect, it } from 'vitest';
import { UNDO_DEBOUNCE_MS } from './constants.ts';
import { createEditorStore } from './store.ts';
import { COMPONENTS, HEADING, storedBrick, templateDef } from './test-fixtures.ts';

/** Which edits fold into one undo step (decision 0024): one property of one brick, typed in a burst. */
function setup() {
  let time = 1_000_000;
  const store = createEditorStore({ now: () => time, newId: () => crypto.randomUUID() });
  store.getState().load({
    content: {
      version: 1,
      template: { id: 't-1', isPrefab: false, dataTypes: {} },
      slots: { slot1: [storedBrick('a'), storedBrick('b')], slot2: [] },
      pageEvents: { nodes: [], connections: [], comments: [] },
    },
    template: templateDef(2),
    components: COMPONENTS,
  });
  const value = (id: string, property: string) =>
    store.getState().slots.slot1!.find((brick) => brick.id === id)?.dataTypes[property]?.value;
  const past = () => store.temporal.getState().pastStates.length;
  return {
    store,
    value,
    past,
    tick: (ms: number) => {
      time += ms;
    },
  };
}

describe('undo steps', () => {
  it('keystrokes in one field fold into one step', () => {
    const { store, value, past, tick } = setup();
    for (const typed of ['B', 'Br', 'Bre', 'Brea', 'Bread']) {
      store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', typed);
      tick(120);
    }
    expect(past()).toBe(1);
    store.history.undo();
    expect(value('a', 'text')).toBe(HEADING.dataTypes.text!.value);
  });

  it('a different property right after is a step of its own: undo takes back only the colour', () => {
    const { store, value, past, tick } = setup();
    store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'Bread');
    tick(100);
    store.getState().setProperty({ kind: 'brick', id: 'a' }, 'color', '#ff0000');
    expect(past()).toBe(2);
    store.history.undo();
    expect(value('a', 'color')).toBe(HEADING.dataTypes.color!.value);
    expect(value('a', 'text')).toBe('Bread');
    store.history.undo();
    expect(value('a', 'text')).toBe(HEADING.dataTypes.text!.value);
  });

  it('the same property of another brick, a structural change or a rename start new steps', () => {
    const { store, past, tick } = setup();
    store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'One');
    tick(10);
    store.getState().setProperty({ kind: 'brick', id: 'b' }, 'text', 'Two');
    tick(10);
    store.getState().moveBy('a', 1);
    tick(10);
    store.getState().moveBy('a', -1);
    tick(10);
    store.getState().rename('a', 'Title');
    tick(10);
    store.getState().rename('a', 'Title 2');
    expect(past()).toBe(5);
  });

  it('going back to a field after another edit starts a new step for it', () => {
    const { store, value, past, tick } = setup();
    store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'One');
    tick(10);
    store.getState().setProperty({ kind: 'brick', id: 'a' }, 'color', '#00ff00');
    tick(10);
    store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'One more');
    expect(past()).toBe(3);
    store.history.undo();
    expect(value('a', 'text')).toBe('One');
    expect(value('a', 'color')).toBe('#00ff00');
  });

  it('a pause of a second in one field starts a new step', () => {
    const { store, past, tick } = setup();
    store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'One');
    tick(UNDO_DEBOUNCE_MS);
    store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'One two');
    expect(past()).toBe(2);
  });

  it('after an undo, typing in the same field starts a new step and the redo list goes', () => {
    const { store, value, past, tick } = setup();
    store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'One');
    tick(10);
    store.history.undo();
    tick(10);
    store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'Other');
    expect(past()).toBe(1);
    expect(store.temporal.getState().futureStates).toHaveLength(0);
    store.history.undo();
    expect(value('a', 'text')).toBe(HEADING.dataTypes.text!.value);
  });
});
