import { describe, expect, it } from 'vitest';
import {
  isDeviceOnlyPatch,
  isValuesOnlyPatch,
  parseEditorKey,
  parseFromEditorFrame,
  parseToEditorFrame,
} from './editor-protocol.ts';

const labels = { emptySlot: 'Drop here', unknownComponent: 'Unknown', failedComponent: 'Failed' };
const node = (key: string) => ({ key, moduleId: 'heading', props: { text: 'Hi', style: { color: '#000' } } });
const page = (bricks: unknown[]) => ({
  kind: 'editor-page',
  requestId: 1,
  modules: [{ id: 'heading', compiledCode: 'export default () => null' }],
  template: { key: 'template', moduleId: 'tpl', props: {} },
  slots: { slot1: bricks },
  device: 'desktop',
  labels,
});
const box = { x: 0, y: 10.5, width: 300, height: 40 };
const layout = (bricks: unknown[]) => ({
  kind: 'editor-layout',
  requestId: 3,
  height: 900,
  slots: [{ ...box, slot: 'slot1', empty: false, depth: 1 }],
  bricks,
});

describe('parseToEditorFrame', () => {
  it('carries a node steps per breakpoint, and refuses steps of the wrong shape', () => {
    const responsive = { fontSize: { type: 'FontSize', steps: [[478, { value: 1.5, unit: 'rem' }]] } };
    const parsed = parseToEditorFrame(page([{ ...node('a'), responsive }]));
    expect(parsed?.kind === 'editor-page' && parsed.slots.slot1?.[0]?.responsive).toEqual(responsive);
    expect(
      parseToEditorFrame(
        page([{ ...node('a'), responsive: { fontSize: { type: 'FontSize', steps: 'x' } } }]),
      ),
    ).toBeNull();
    expect(parseToEditorFrame(page([{ ...node('a'), responsive: [] }]))).toBeNull();
  });

  it('accepts the stretch of the page the canvas shows, as finite numbers within bounds', () => {
    expect(parseToEditorFrame({ kind: 'editor-view', top: -800, bottom: 2400 })).toEqual({
      kind: 'editor-view',
      top: -800,
      bottom: 2400,
    });
    expect(parseToEditorFrame({ kind: 'editor-view', top: 0 })).toBeNull();
    expect(parseToEditorFrame({ kind: 'editor-view', top: '0', bottom: 10 })).toBeNull();
    expect(parseToEditorFrame({ kind: 'editor-view', top: 0, bottom: Number.POSITIVE_INFINITY })).toBeNull();
    expect(parseToEditorFrame({ kind: 'editor-view', top: 0, bottom: 1e9 })).toBeNull();
  });

  it('accepts preview on with a graph and off with null, and nothing else', () => {
    const graph = { nodes: [{ id: 'n', type: 'Boolean' }], connections: [], comments: [] };
    expect(parseToEditorFrame({ kind: 'editor-behaviour', graph })).toEqual({
      kind: 'editor-behaviour',
      graph,
    });
    expect(parseToEditorFrame({ kind: 'editor-behaviour', graph: null })).toEqual({
      kind: 'editor-behaviour',
      graph: null,
    });
    expect(parseToEditorFrame({ kind: 'editor-behaviour' })).toBeNull();
    expect(
      parseToEditorFrame({ kind: 'editor-behaviour', graph: { nodes: 'x', connections: [] } }),
    ).toBeNull();
    expect(
      parseToEditorFrame({
        kind: 'editor-behaviour',
        graph: { nodes: Array(2001).fill(0), connections: [] },
      }),
    ).toBeNull();
  });

  it('accepts a page and keeps each node as sent', () => {
    const message = parseToEditorFrame(page([node('a'), node('b')]));
    expect(message?.kind).toBe('editor-page');
    expect(message?.kind === 'editor-page' && message.slots.slot1?.map((n) => n.key)).toEqual(['a', 'b']);
  });

  it.each([
    ['a node without props', { key: 'a', moduleId: 'heading' }],
    ['props that are a list', { key: 'a', moduleId: 'heading', props: [] }],
    ['an empty module id', { key: 'a', moduleId: '', props: {} }],
    ['a key that is not text', { key: 7, moduleId: 'heading', props: {} }],
    ['a key over 200 characters', { key: 'k'.repeat(201), moduleId: 'heading', props: {} }],
    ['slot names that are not a list', { key: 'a', moduleId: 'heading', props: {}, slotNames: 'slot1' }],
    ['an empty slot name', { key: 'a', moduleId: 'heading', props: {}, slotNames: [''] }],
    ['null', null],
  ])('refuses a page with %s', (_, bad) => {
    expect(parseToEditorFrame(page([node('a'), bad]))).toBeNull();
  });

  it("accepts a container's slot names and its slots keyed by address", () => {
    const message = parseToEditorFrame({
      ...page([{ ...node('box'), slotNames: ['slot1', 'slot2'] }]),
      slots: { slot1: [{ ...node('box'), slotNames: ['slot1', 'slot2'] }], 'box/slot1': [node('a')] },
    });
    expect(message?.kind === 'editor-page' && message.slots['box/slot1']?.[0]?.key).toBe('a');
    expect(message?.kind === 'editor-page' && message.slots.slot1?.[0]?.slotNames).toEqual([
      'slot1',
      'slot2',
    ]);
    const patch = parseToEditorFrame({ kind: 'editor-patch', requestId: 2, order: { 'box/slot2': ['a'] } });
    expect(patch?.kind === 'editor-patch' && patch.order).toEqual({ 'box/slot2': ['a'] });
  });

  it('refuses a patch whose changed node is malformed', () => {
    const patch = { kind: 'editor-patch', requestId: 2, nodes: [{ key: 'a', moduleId: 'x', props: 'no' }] };
    expect(parseToEditorFrame(patch)).toBeNull();
    expect(parseToEditorFrame({ ...patch, nodes: [node('a')] })?.kind).toBe('editor-patch');
  });
});

/** The report parsed, as a whole layout (null when it is none). */
const parseLayout = (data: unknown) => {
  const message = parseFromEditorFrame(data);
  return message?.kind === 'editor-layout' ? message : null;
};

describe('parseFromEditorFrame', () => {
  it('accepts a layout', () => {
    const message = parseLayout(layout([{ ...box, key: 'a', slot: 'slot1', index: 0, depth: 1 }]));
    expect(message?.bricks[0]).toMatchObject({ key: 'a', index: 0, height: 40 });
  });

  it("accepts boxes of a container's slots and the bricks in them, by address and depth", () => {
    const message = parseLayout({
      ...layout([{ ...box, key: 'inner', slot: 'outer/slot2', index: 0, depth: 2 }]),
      slots: [
        { ...box, slot: 'slot1', empty: false, depth: 1 },
        { ...box, slot: 'outer/slot2', empty: false, depth: 2 },
        { ...box, slot: 'outer/slot1', empty: true, depth: 2 },
      ],
    });
    expect(message?.slots.map((slot) => [slot.slot, slot.depth])).toEqual([
      ['slot1', 1],
      ['outer/slot2', 2],
      ['outer/slot1', 2],
    ]);
    expect(message?.bricks[0]).toMatchObject({ slot: 'outer/slot2', depth: 2 });
  });

  it('accepts word that the last layout still holds, and nothing more or less', () => {
    expect(parseFromEditorFrame({ kind: 'editor-layout-same', requestId: 4 })).toEqual({
      kind: 'editor-layout-same',
      requestId: 4,
    });
    expect(parseFromEditorFrame({ kind: 'editor-layout-same' })).toBeNull();
    expect(parseFromEditorFrame({ kind: 'editor-layout-same', requestId: -1 })).toBeNull();
  });

  it('refuses a slot box without its depth', () => {
    expect(
      parseFromEditorFrame({ ...layout([]), slots: [{ ...box, slot: 'slot1', empty: false }] }),
    ).toBeNull();
  });

  it.each([
    ['a negative width', { ...box, width: -1, key: 'a', slot: 'slot1', index: 0, depth: 1 }],
    [
      'an infinite position',
      { ...box, x: Number.POSITIVE_INFINITY, key: 'a', slot: 'slot1', index: 0, depth: 1 },
    ],
    ['a fractional index', { ...box, key: 'a', slot: 'slot1', index: 0.5, depth: 1 }],
    ['a negative index', { ...box, key: 'a', slot: 'slot1', index: -1, depth: 1 }],
    ['an empty key', { ...box, key: '', slot: 'slot1', index: 0, depth: 1 }],
    ['a slot address over 260 characters', { ...box, key: 'a', slot: 's'.repeat(261), index: 0, depth: 1 }],
    ['a missing height', { x: 0, y: 0, width: 1, key: 'a', slot: 'slot1', index: 0, depth: 1 }],
    ['no depth', { ...box, key: 'a', slot: 'slot1', index: 0 }],
    ['a depth of 0', { ...box, key: 'a', slot: 'slot1', index: 0, depth: 0 }],
  ])('refuses a brick box with %s', (_, bad) => {
    expect(parseFromEditorFrame(layout([bad]))).toBeNull();
  });
});

describe('parseEditorKey', () => {
  const key = (
    key: string,
    mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
  ) => ({
    kind: 'editor-key',
    key,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...mods,
  });

  it("accepts the editor's shortcuts only", () => {
    expect(parseEditorKey(key('s', { ctrlKey: true }))).toEqual(key('s', { ctrlKey: true }));
    expect(parseEditorKey(key('Z', { metaKey: true, shiftKey: true }))?.key).toBe('Z');
    expect(parseEditorKey(key('y', { ctrlKey: true }))?.key).toBe('y');
    expect(parseEditorKey(key('Escape'))?.key).toBe('Escape');
  });

  it('refuses other keys and malformed messages', () => {
    expect(parseEditorKey(key('s'))).toBeNull();
    expect(parseEditorKey(key('a', { ctrlKey: true }))).toBeNull();
    expect(parseEditorKey(key('s', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(parseEditorKey(key('Delete'))).toBeNull();
    expect(parseEditorKey({ kind: 'editor-key', key: 's' })).toBeNull();
    expect(parseEditorKey({ ...key('Escape'), key: 'x'.repeat(21) })).toBeNull();
  });
});

describe('isDeviceOnlyPatch', () => {
  it('is true for a patch that carries the device and nothing else', () => {
    expect(isDeviceOnlyPatch({ kind: 'editor-patch', requestId: 3, device: 'mobile' })).toBe(true);
    expect(isDeviceOnlyPatch({ kind: 'editor-patch', requestId: 3, device: 'desktop', order: {} })).toBe(
      true,
    );
  });

  it('is false for a patch that changes content, and for a whole page', () => {
    const node = { key: 'a', moduleId: 'm', props: {} };
    expect(isDeviceOnlyPatch({ kind: 'editor-patch', requestId: 3, device: 'mobile', nodes: [node] })).toBe(
      false,
    );
    expect(isDeviceOnlyPatch({ kind: 'editor-patch', requestId: 3, removed: ['a'] })).toBe(false);
    expect(isDeviceOnlyPatch({ kind: 'editor-patch', requestId: 3, order: { slot1: ['a'] } })).toBe(false);
    expect(isDeviceOnlyPatch({ kind: 'editor-patch', requestId: 3, template: node })).toBe(false);
    expect(
      isDeviceOnlyPatch({
        kind: 'editor-page',
        requestId: 1,
        modules: [],
        template: node,
        slots: {},
        device: 'mobile',
        labels: { emptySlot: '', unknownComponent: '', failedComponent: '' },
      }),
    ).toBe(false);
  });
});

describe('isValuesOnlyPatch', () => {
  const node = { key: 'a', moduleId: 'm', props: { text: 'Hello' } };

  it('is true for a patch that carries changed bricks and nothing that moves them', () => {
    expect(isValuesOnlyPatch({ kind: 'editor-patch', requestId: 3, nodes: [node] })).toBe(true);
    expect(isValuesOnlyPatch({ kind: 'editor-patch', requestId: 3, nodes: [node], order: {} })).toBe(true);
  });

  it('is false when the patch moves, removes, loads, switches the device, changes the template or nothing', () => {
    const patch = { kind: 'editor-patch' as const, requestId: 3, nodes: [node] };
    expect(isValuesOnlyPatch({ ...patch, order: { slot1: ['a'] } })).toBe(false);
    expect(isValuesOnlyPatch({ ...patch, removed: ['b'] })).toBe(false);
    expect(isValuesOnlyPatch({ ...patch, modules: [{ id: 'm', compiledCode: '' }] })).toBe(false);
    expect(isValuesOnlyPatch({ ...patch, device: 'mobile' })).toBe(false);
    expect(isValuesOnlyPatch({ ...patch, template: node })).toBe(false);
    expect(isValuesOnlyPatch({ kind: 'editor-patch', requestId: 3 })).toBe(false);
    expect(isValuesOnlyPatch({ kind: 'editor-behaviour', graph: null })).toBe(false);
  });
});
