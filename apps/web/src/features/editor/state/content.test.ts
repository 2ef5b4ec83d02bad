import { PAGE_CONTENT_VERSION, pageContentSchema, stripBricks } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { isDirty, markSaved, toContent } from './content.ts';
import { updateBrick } from './find-brick.ts';
import { initialEditorData } from './initial.ts';
import { load } from './load.ts';
import { setPageEvents } from './page-events.ts';
import { select } from './select.ts';
import { setProperty } from './set-property.ts';
import { COMPONENTS, stateWith, storedBrick, templateDef } from './test-fixtures.ts';

describe('toContent', () => {
  it('round-trips loaded content: shown slots, preserved extra slots and unknown keys, saved lean', () => {
    const content = {
      version: 1,
      template: { id: 't-1', isPrefab: false, dataTypes: {} },
      slots: { slot1: [storedBrick('a')], slot2: [storedBrick('b')], slot3: [storedBrick('c')] },
      pageEvents: {
        nodes: [{ id: 'n', type: 'Boolean', position: { x: 0, y: 0 } }],
        connections: [],
        comments: [],
      },
      theme: 'dark',
    };
    const input = { template: templateDef(2), components: COMPONENTS };
    const state = load(initialEditorData(), { content, ...input });
    const out = toContent(state);
    expect(out.version).toBe(PAGE_CONTENT_VERSION);
    expect(Object.keys(out.slots)).toEqual(['slot1', 'slot2', 'slot3']);
    // The extra slot goes back as stored (stripped by the migration to version 5), the rest lean.
    expect(out.slots.slot3).toEqual(stripBricks({ slot3: content.slots.slot3 }).slot3);
    expect(out.pageEvents).toBe(state.pageEvents);
    expect((out as Record<string, unknown>).theme).toBe('dark');
    const { dataTypes: _types, dataGroups: _groups, ...fields } = storedBrick('a');
    // storedBrick holds its component's values: nothing of its own is left to store.
    expect(out.slots.slot1![0]).toEqual({ ...fields, dataTypes: {} });
    expect(pageContentSchema.safeParse(out).success).toBe(true);
    // Loading what was saved gives the same editor state.
    const again = load(initialEditorData(), { content: out, ...input });
    expect(again.slots).toEqual(state.slots);
    expect(again.template).toEqual(state.template);
  });

  it('saves only what differs from the definitions, never isMutable, and leaves the state alone', () => {
    let state = stateWith({ slot1: ['a', 'b'] });
    state = updateBrick(state, 'a', (brick) => ({
      ...brick,
      dataTypes: {
        ...brick.dataTypes,
        text: { ...brick.dataTypes.text!, value: 'Changed', isMutable: false },
      },
    }));
    state = {
      ...state,
      template: {
        ...state.template,
        dataTypes: {
          ...state.template.dataTypes,
          font: { ...state.template.dataTypes.font!, isMutable: true },
        },
      },
    };
    const out = toContent(state);
    const a = out.slots.slot1![0]!;
    expect(a.dataTypes).toEqual({ text: { type: 'TextInput', value: 'Changed' } });
    expect(out.slots.slot1![1]!.dataTypes).toEqual({});
    expect(out.template.dataTypes).toEqual({});
    expect('dataGroups' in a).toBe(false);
    // The editor's state itself is not touched.
    expect(state.slots.slot1![0]!.dataTypes.text!.isMutable).toBe(false);
  });

  it('writes malformed bricks back as they were, in place', () => {
    const content = {
      template: { id: 't-1', isPrefab: false, dataTypes: {} },
      slots: { slot1: [storedBrick('a'), 42] },
    };
    const state = load(initialEditorData(), { content, template: templateDef(1), components: COMPONENTS });
    expect(toContent(state).slots.slot1![1]).toBe(42);
  });
});

describe('isDirty and markSaved', () => {
  const state = stateWith({ slot1: ['a'] });

  it('is clean after load and before it', () => {
    expect(isDirty(state)).toBe(false);
    expect(isDirty(initialEditorData())).toBe(false);
  });

  it('is dirty after an edit of slots, template or pageEvents, not after a selection', () => {
    expect(isDirty(select(state, { kind: 'brick', id: 'a' }))).toBe(false);
    expect(isDirty(setProperty(state, { kind: 'brick', id: 'a' }, 'text', 'x'))).toBe(true);
    expect(isDirty(setProperty(state, { kind: 'template' }, 'background', '#000'))).toBe(true);
    expect(isDirty(setPageEvents(state, { nodes: [], connections: [], comments: [] }))).toBe(true);
  });

  it('is clean again after markSaved, and when the edit is undone back to the saved objects', () => {
    const edited = setProperty(state, { kind: 'brick', id: 'a' }, 'text', 'x');
    expect(isDirty(markSaved(edited))).toBe(false);
    expect(markSaved(state)).toBe(state);
    expect(isDirty({ ...edited, slots: state.slots })).toBe(false);
  });

  it('marks what a request carried, so edits made while it was in flight stay dirty', () => {
    const sentState = setProperty(state, { kind: 'brick', id: 'a' }, 'text', 'sent');
    const sent = { slots: sentState.slots, template: sentState.template, pageEvents: sentState.pageEvents };
    const later = setProperty(sentState, { kind: 'brick', id: 'a' }, 'text', 'typed during the save');
    const marked = markSaved(later, sent);
    expect(marked.saved).toEqual(sent);
    expect(isDirty(marked)).toBe(true);
    expect(isDirty(markSaved(sentState, sent))).toBe(false);
  });
});
