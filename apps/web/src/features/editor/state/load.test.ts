import { stripBrick, stripBricks } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import type { ComponentDef } from '../model/types.ts';
import { initialEditorData } from './initial.ts';
import { load, MALFORMED_KEY } from './load.ts';
import type { LoadInput } from './store-api.ts';
import { COMPONENTS, HEADING, PARAGRAPH, storedBrick, templateDef } from './test-fixtures.ts';

function loaded(content: unknown, overrides: Partial<LoadInput> = {}) {
  let n = 0;
  return load(
    initialEditorData(),
    { content, template: templateDef(2), components: COMPONENTS, ...overrides },
    () => `gen-${++n}`,
  );
}

const TEMPLATE = { id: 't-1', isPrefab: false, dataTypes: {} };

describe('load: slots', () => {
  it('shows slot1 … slotN of the template and becomes ready with a clean slate', () => {
    const state = loaded({
      version: 1,
      template: TEMPLATE,
      slots: { slot1: [storedBrick('a')] },
      pageEvents: { nodes: [], connections: [], comments: [] },
    });
    expect(state.status).toBe('ready');
    expect(Object.keys(state.slots)).toEqual(['slot1', 'slot2']);
    expect(state.slots.slot2).toEqual([]);
    expect(state.slots.slot1!.map((brick) => brick.id)).toEqual(['a']);
    expect(state.selection).toBeNull();
    expect(state.problems).toEqual([]);
    expect(state.saved).toEqual({
      slots: state.slots,
      template: state.template,
      pageEvents: state.pageEvents,
    });
    expect(state.saved!.slots).toBe(state.slots);
    expect(state.components.get(HEADING.id)).toBe(HEADING);
    expect(state.templateDef).toEqual(templateDef(2));
  });

  it('gives one empty slot for empty content', () => {
    for (const content of [null, undefined, {}, 'garbage', 42, []]) {
      const state = loaded(content, { template: templateDef(0) });
      expect(state.slots).toEqual({ slot1: [] });
      expect(state.pageEvents).toEqual({ nodes: [], connections: [], comments: [] });
      expect(state.template.id).toBe('t-1');
    }
  });

  it('migrates content written before versions (no version, no pageEvents)', () => {
    const state = loaded({ template: TEMPLATE, slots: { slot1: [storedBrick('a')], slot2: [] } });
    expect(state.slots.slot1).toHaveLength(1);
    expect(state.pageEvents).toEqual({ nodes: [], connections: [], comments: [] });
  });

  it('keeps slots beyond the template in preserved and reports them', () => {
    const extra = [storedBrick('x'), storedBrick('y')];
    const state = loaded({
      template: TEMPLATE,
      slots: { slot1: [], slot2: [], slot3: extra, header: 'odd' },
    });
    expect(Object.keys(state.slots)).toEqual(['slot1', 'slot2']);
    // As stored: content before version 5 is stripped by its migration (lean-content.ts), nothing else.
    expect(state.preserved).toEqual({ slots: { slot3: stripBricks({ slot3: extra }).slot3, header: 'odd' } });
    expect(state.problems).toEqual([
      { kind: 'extraSlot', slot: 'slot3', bricks: 2 },
      { kind: 'extraSlot', slot: 'header', bricks: 0 },
    ]);
  });

  it('keeps unknown top-level keys in preserved', () => {
    const state = loaded({ template: TEMPLATE, slots: {}, theme: { dark: true } });
    expect(state.preserved).toEqual({ theme: { dark: true } });
  });
});

describe('load: bricks', () => {
  it('keeps bricks of unknown components as they are and reports them', () => {
    const ghost = { ...storedBrick('g'), componentId: 'gone', extra: 1 };
    const state = loaded({ template: TEMPLATE, slots: { slot1: [ghost] } });
    // Stripped by the migration to version 5; the editor's state gives it no groups (it shows no inspector).
    expect(state.slots.slot1![0]).toEqual({ ...stripBrick(ghost), dataGroups: [] });
    expect(state.problems).toEqual([{ kind: 'unknownComponent', brickId: 'g', componentId: 'gone' }]);
  });

  it('merges a brick with the current component: stored values, current labels and settings', () => {
    const stored = storedBrick('a');
    const brick = {
      ...stored,
      dataTypes: {
        ...stored.dataTypes,
        text: {
          type: 'TextInput',
          value: 'Mine',
          defaultValue: 'old default',
          i18n: { 'en-US': { label: 'Old' } },
        },
        level: { type: 'TextInput', value: 'h3' },
        removedLater: { type: 'Color', value: '#123456' },
      },
      dataGroups: [],
    };
    delete (brick.dataTypes as Record<string, unknown>).fontSize;
    const state = loaded({ template: TEMPLATE, slots: { slot1: [brick] } });
    const after = state.slots.slot1![0]!;
    // Same type: the brick's value with the component's current entry.
    expect(after.dataTypes.text).toEqual({ ...HEADING.dataTypes.text, value: 'Mine' });
    // Type changed in the component: the stored value cannot fit, the default is used.
    expect(after.dataTypes.level).toEqual({
      ...HEADING.dataTypes.level,
      value: HEADING.dataTypes.level!.defaultValue,
    });
    // New in the component: its default.
    expect(after.dataTypes.fontSize!.value).toEqual(HEADING.dataTypes.fontSize!.defaultValue);
    // Gone from the component: kept in the brick, written back on save.
    // (Stripped by the migration to version 5: a value that may vary says it has no values per breakpoint.)
    expect(after.dataTypes.removedLater).toEqual({ type: 'Color', value: '#123456', breakpoints: {} });
    expect(after.dataGroups).toBe(HEADING.dataGroups);
    expect(Object.keys(after.dataTypes).slice(0, Object.keys(HEADING.dataTypes).length)).toEqual(
      Object.keys(HEADING.dataTypes),
    );
    expect(state.problems).toEqual([]);
  });

  it('keeps entries of unknown types untouched and reports them', () => {
    const stored = storedBrick('a');
    const hologram = { type: 'Hologram', value: { beam: 3 } };
    const brick = {
      ...stored,
      dataTypes: { ...stored.dataTypes, text: hologram, glow: { type: 'Glow', value: 1 } },
    };
    const state = loaded({ template: TEMPLATE, slots: { slot1: [brick] } });
    expect(state.slots.slot1![0]!.dataTypes.text).toEqual(hologram);
    expect(state.problems).toEqual([
      { kind: 'unknownType', owner: 'a', property: 'text', type: 'Hologram' },
      { kind: 'unknownType', owner: 'a', property: 'glow', type: 'Glow' },
    ]);
  });

  it('repairs malformed bricks without throwing and without losing them', () => {
    const stored = storedBrick('a');
    const noTypes = { id: 'b', name: 'B', componentId: PARAGRAPH.id, isPrefab: false };
    const noId = { ...storedBrick(''), id: undefined, name: 7, isPrefab: 'yes' };
    const duplicate = storedBrick('a');
    const state = loaded({
      template: TEMPLATE,
      slots: { slot1: [stored, 42, noTypes, null, noId, duplicate, { componentId: 'gone', dataTypes: 'x' }] },
    });
    const slot = state.slots.slot1!;
    expect(slot).toHaveLength(7);
    expect(slot[1]).toMatchObject({ id: 'gen-1', componentId: '', dataTypes: {}, [MALFORMED_KEY]: 42 });
    expect(slot[2]!.dataTypes.text!.value).toBe(PARAGRAPH.dataTypes.text!.defaultValue);
    expect(slot[3]).toMatchObject({ componentId: '', [MALFORMED_KEY]: null });
    expect(slot[4]).toMatchObject({ id: 'gen-3', name: 'Heading', isPrefab: false });
    expect(slot[5]!.id).toBe('gen-4');
    expect(slot[6]).toMatchObject({
      id: 'gen-5',
      name: '',
      componentId: 'gone',
      dataTypes: {},
      dataGroups: [],
    });
    expect(new Set(slot.map((brick) => brick.id)).size).toBe(7);
    expect(state.problems.map((problem) => problem.kind)).toEqual([
      'unknownComponent',
      'unknownComponent',
      'unknownComponent',
    ]);
  });

  it('reports entries that are not objects as unknown types and keeps them', () => {
    const stored = storedBrick('a');
    const brick = { ...stored, dataTypes: { ...stored.dataTypes, junk: 5, nothing: null } };
    const state = loaded({ template: TEMPLATE, slots: { slot1: [brick] } });
    expect(state.slots.slot1![0]!.dataTypes.junk).toBe(5);
    expect(state.problems).toEqual([
      { kind: 'unknownType', owner: 'a', property: 'junk', type: '' },
      { kind: 'unknownType', owner: 'a', property: 'nothing', type: '' },
    ]);
  });
});

describe('load: template settings and pageEvents', () => {
  it('merges the template settings with the TemplateDef like a brick with its component', () => {
    const def = templateDef(1);
    const state = loaded(
      {
        template: {
          id: 't-1',
          isPrefab: false,
          extra: 'kept',
          dataTypes: {
            background: { type: 'BackgroundColor', value: '#abcdef' },
            old: { type: 'Color', value: 'red' },
          },
        },
        slots: { slot1: [] },
      },
      { template: def },
    );
    expect(state.template.extra).toBe('kept');
    expect(state.template.dataTypes.background).toEqual({ ...def.dataTypes.background, value: '#abcdef' });
    expect(state.template.dataTypes.font!.value).toEqual(def.dataTypes.font!.defaultValue);
    expect(state.template.dataTypes.old).toEqual({ type: 'Color', value: 'red', breakpoints: {} });
  });

  it('builds the template settings when they are missing or broken', () => {
    for (const template of [undefined, 'x', { dataTypes: 4 }]) {
      const state = loaded({ template, slots: { slot1: [] } });
      expect(state.template.id).toBe('t-1');
      expect(state.template.isPrefab).toBe(false);
      expect(Object.keys(state.template.dataTypes)).toEqual(Object.keys(templateDef(2).dataTypes));
    }
  });

  it('reports unknown types in the template settings', () => {
    const state = loaded({ template: { ...TEMPLATE, dataTypes: { mood: { type: 'Mood' } } }, slots: {} });
    expect(state.problems).toEqual([
      { kind: 'unknownType', owner: 'template', property: 'mood', type: 'Mood' },
    ]);
  });

  it('keeps pageEvents (unknown node types and fields included) and repairs missing lists', () => {
    const node = { id: 'n', type: 'FromTheFuture', position: { x: 1, y: 2 }, extra: true };
    const graph = { nodes: [node], connections: [], comments: [], zoom: 2 };
    const state = loaded({ template: TEMPLATE, slots: {}, pageEvents: graph });
    expect(state.pageEvents).toEqual(graph);
    expect(state.problems).toEqual([]);
    expect(loaded({ template: TEMPLATE, slots: {}, pageEvents: { nodes: 'x' } }).pageEvents).toEqual({
      nodes: [],
      connections: [],
      comments: [],
    });
  });

  it('leaves out graph parts that cannot be read, and says so', () => {
    const at = { x: 0, y: 0 };
    const good = { id: 'b', type: 'Boolean', position: at };
    const link = { source: 'b', sourceOutput: 'value', target: 'x', targetInput: 'condition' };
    const comment = { id: 'c', text: 'Note', position: at };
    const state = loaded({
      template: TEMPLATE,
      slots: {},
      pageEvents: {
        nodes: [good, { id: 'no-type', position: at }, 'junk'],
        connections: [link, { source: 'b' }],
        comments: [comment, { id: 'c2', text: 5, position: at }],
      },
    });
    expect(state.pageEvents).toEqual({ nodes: [good], connections: [link], comments: [comment] });
    expect(state.problems).toEqual([{ kind: 'unreadableGraph', count: 4 }]);
  });

  it('copes with components lacking nothing and a component list that changed ids', () => {
    const renamed: ComponentDef = { ...HEADING, id: 'c-heading-2' };
    const state = loaded(
      { template: TEMPLATE, slots: { slot1: [storedBrick('a')] } },
      { components: [renamed] },
    );
    expect(state.problems).toEqual([{ kind: 'unknownComponent', brickId: 'a', componentId: HEADING.id }]);
  });
});
