import { MISSING_MODULE_ID } from '@tessera/runtime/editor-protocol';
import { DEFAULT_BREAKPOINTS, linkContext } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import type { ComponentDef, EditorBrick, EditorTemplate, Slots, TemplateDef } from '../model/types.ts';
import { brickNode, resolveTolerant, TEMPLATE_KEY, templateNode } from './frame-nodes.ts';
import { type FrameInput, framePage, framePatch, slotNames } from './render-model.ts';

const LABELS = { emptySlot: 'Drop here', unknownComponent: 'Unknown', failedComponent: 'Failed' };

function component(id: string, code = `code of ${id}`): ComponentDef {
  return {
    id,
    name: id,
    description: '',
    icon: '<svg/>',
    compiledCode: code,
    dataTypes: {},
    dataGroups: [],
    events: [],
    slots: 0,
  };
}

function brick(id: string, componentId = 'heading', text = id): EditorBrick {
  return {
    id,
    name: id,
    componentId,
    isPrefab: false,
    dataTypes: {
      name: { type: 'TextInput', value: id },
      visibility: { type: 'Switch', value: true },
      text: { type: 'TextInput', value: text },
    },
    dataGroups: [],
  };
}

const templateDef: TemplateDef = {
  id: 'tpl',
  name: 'Template',
  compiledCode: 'template code',
  dataTypes: {},
  dataGroups: [],
  slots: 2,
};
const template: EditorTemplate = {
  id: 'tpl',
  isPrefab: false,
  dataTypes: { background: { type: 'BackgroundColor', value: '#ffffff' } },
};
const components: ReadonlyMap<string, ComponentDef> = new Map([
  ['columns', { ...component('columns'), slots: 2 }],
  ['heading', component('heading')],
  ['button', component('button')],
  ['image', component('image')],
]);

function input(slots: Slots, over: Partial<FrameInput> = {}): FrameInput {
  return { templateDef, template, slots, components, device: 'desktop', ...over };
}

describe('resolveTolerant', () => {
  it('resolves known types and passes name and visibility as they are', () => {
    expect(
      resolveTolerant({
        name: { type: 'Whatever', value: 'Hero' },
        visibility: { type: 'Switch', value: false },
        text: { type: 'TextInput', defaultValue: 'Title' },
      }),
    ).toEqual({ name: 'Hero', visibility: false, text: 'Title' });
  });

  it('leaves out an entry of unknown type or one whose resolution throws, keeping the others', () => {
    const throwing = {
      type: 'TextInput',
      get value(): unknown {
        throw new Error('broken');
      },
    };
    expect(
      resolveTolerant({
        future: { type: 'Hologram', value: 1 },
        broken: throwing,
        text: { type: 'TextInput', value: 'kept' },
      }),
    ).toEqual({ text: 'kept' });
  });
});

describe('brickNode', () => {
  it('keys the node by brick id and points at the component module', () => {
    const node = brickNode(brick('b1', 'heading', 'Hello'), components.get('heading'));
    expect(node).toEqual({
      key: 'b1',
      moduleId: 'heading',
      props: { name: 'b1', visibility: true, text: 'Hello' },
    });
  });

  it('returns the same node for the same brick object (cached by identity)', () => {
    const b = brick('b1');
    const heading = components.get('heading');
    expect(brickNode(b, heading)).toBe(brickNode(b, heading));
    expect(brickNode({ ...b }, heading)).not.toBe(brickNode(b, heading));
  });

  it('gives a form field the ids of its brick, as the live page does', () => {
    const field: EditorBrick = {
      ...brick('b/7', 'heading'),
      dataTypes: { field: { type: 'FormField', value: { name: 'email', kind: 'email' } } },
    };
    const props = brickNode(field, components.get('heading')).props as {
      field: { inputId: string; attributes: { id: string; name: string } };
    };
    expect(props.field.inputId).toBe('tessera-field-b-7');
    expect(props.field.attributes).toMatchObject({ id: 'tessera-field-b-7', name: 'email' });
  });

  it('draws a placeholder for a missing component', () => {
    expect(brickNode(brick('b1', 'gone'), undefined)).toEqual({
      key: 'b1',
      moduleId: MISSING_MODULE_ID,
      props: { componentId: 'gone' },
    });
  });
});

describe('templateNode', () => {
  it('resolves the template props under the template key', () => {
    expect(templateNode(template, templateDef)).toEqual({
      key: TEMPLATE_KEY,
      moduleId: 'tpl',
      props: { background: '#ffffff' },
    });
    expect(templateNode(template, templateDef)).toBe(templateNode(template, templateDef));
  });
});

describe('slotNames', () => {
  it("lists the template's slots in numeric order, including empty ones the store lacks", () => {
    expect(slotNames({ slots: { slot10: [], slot2: [] }, templateDef })).toEqual([
      'slot1',
      'slot2',
      'slot10',
    ]);
  });
});

describe('framePage', () => {
  it("sends every slot and only the template's and the placed components' modules", () => {
    const slots: Slots = { slot1: [brick('a', 'heading'), brick('b', 'button'), brick('c', 'heading')] };
    const { message, snapshot } = framePage(input(slots), LABELS);
    expect(message.modules.map((module) => module.id).sort()).toEqual(['button', 'heading', 'tpl']);
    expect(Object.keys(message.slots)).toEqual(['slot1', 'slot2']);
    expect(message.slots.slot1?.map((node) => node.key)).toEqual(['a', 'b', 'c']);
    expect(message.slots.slot2).toEqual([]);
    expect(message.labels).toEqual(LABELS);
    expect([...snapshot.modules.keys()].sort()).toEqual(['button', 'heading', 'tpl']);
  });

  it('sends no module for a brick whose component is missing', () => {
    const { message } = framePage(input({ slot1: [brick('a', 'gone')] }), LABELS);
    expect(message.modules.map((module) => module.id)).toEqual(['tpl']);
    expect(message.slots.slot1?.[0]?.moduleId).toBe(MISSING_MODULE_ID);
  });
});

describe('framePatch', () => {
  const a = brick('a');
  const b = brick('b');
  const c = brick('c');
  const start = (slots: Slots) => framePage(input(slots), LABELS).snapshot;

  it('returns null when nothing changed', () => {
    const slots: Slots = { slot1: [a, b], slot2: [c] };
    expect(framePatch(start(slots), input(slots)).patch).toBeNull();
  });

  it('sends only the changed brick of a changed slot, without order', () => {
    const slot2 = [c];
    const before = start({ slot1: [a, b], slot2 });
    const b2 = { ...b, dataTypes: { ...b.dataTypes, text: { type: 'TextInput', value: 'new' } } };
    const { patch } = framePatch(before, input({ slot1: [a, b2], slot2 }));
    expect(patch).toEqual({ nodes: [brickNode(b2, components.get('heading'))] });
    expect(patch?.nodes?.[0]?.props.text).toBe('new');
  });

  it('sends the order of a reordered slot and no nodes', () => {
    const before = start({ slot1: [a, b, c] });
    expect(framePatch(before, input({ slot1: [c, a, b] })).patch).toEqual({
      order: { slot1: ['c', 'a', 'b'] },
    });
  });

  it('moves a brick between slots without resending it', () => {
    const before = start({ slot1: [a, b], slot2: [c] });
    expect(framePatch(before, input({ slot1: [a], slot2: [b, c] })).patch).toEqual({
      order: { slot1: ['a'], slot2: ['b', 'c'] },
    });
  });

  it('lists removed keys', () => {
    const before = start({ slot1: [a, b, c] });
    expect(framePatch(before, input({ slot1: [a, c] })).patch).toEqual({
      order: { slot1: ['a', 'c'] },
      removed: ['b'],
    });
  });

  it('sends an inserted brick with its module the first time the component is used', () => {
    const before = start({ slot1: [a] });
    const image = brick('i', 'image');
    const first = framePatch(before, input({ slot1: [a, image] }));
    expect(first.patch).toEqual({
      nodes: [brickNode(image, components.get('image'))],
      order: { slot1: ['a', 'i'] },
      modules: [{ id: 'image', compiledCode: 'code of image' }],
    });
    const image2 = brick('j', 'image');
    const second = framePatch(first.snapshot, input({ slot1: [a, image, image2] }));
    expect(second.patch?.modules).toBeUndefined();
    expect(second.patch?.nodes?.map((node) => node.key)).toEqual(['j']);
  });

  it('resends a brick that undo brought back as an older object', () => {
    const b2 = { ...b, dataTypes: { ...b.dataTypes, text: { type: 'TextInput', value: 'edited' } } };
    const first = framePatch(start({ slot1: [a, b] }), input({ slot1: [a, b2] }));
    const undone = framePatch(first.snapshot, input({ slot1: [a, b] }));
    expect(undone.patch).toEqual({ nodes: [brickNode(b, components.get('heading'))] });
  });

  it('sends nothing for a new brick object that renders the same (a rename keeps its values)', () => {
    expect(
      framePatch(start({ slot1: [a, b] }), input({ slot1: [a, { ...b, name: 'renamed' }] })).patch,
    ).toBeNull();
  });

  it('sends the template, the device and nothing else when only they changed', () => {
    const slots: Slots = { slot1: [a] };
    const template2 = {
      ...template,
      dataTypes: { background: { type: 'BackgroundColor', value: '#000000' } },
    };
    const { patch } = framePatch(start(slots), input(slots, { template: template2, device: 'mobile' }));
    expect(patch).toEqual({ template: templateNode(template2, templateDef), device: 'mobile' });
  });

  it('does not look inside slots whose arrays are unchanged (cost follows the edit)', () => {
    const big = Array.from({ length: 1000 }, (_, i) => brick(`x${i}`));
    const slot1 = big;
    const before = start({ slot1, slot2: [a] });
    // A brick object inside the untouched slot1 array is never compared: only identity of slot arrays counts.
    const trap = new Proxy(slot1, {
      get(target, property, receiver) {
        if (property === 'length' || /^\d+$/.test(String(property))) throw new Error('slot1 was read');
        return Reflect.get(target, property, receiver);
      },
    });
    const beforeWithTrap = { ...before, input: { ...before.input, slots: { slot1: trap, slot2: [a] } } };
    const { patch } = framePatch(beforeWithTrap, input({ slot1: trap, slot2: [a, b] }));
    expect(patch).toEqual({ nodes: [brickNode(b, components.get('heading'))], order: { slot2: ['a', 'b'] } });
  });

  it('sends new code and re-resolves bricks whose component appeared when components reload', () => {
    const ghost = brick('g', 'later');
    const before = start({ slot1: [a, ghost] });
    const reloaded = new Map(components);
    reloaded.set('heading', component('heading', 'new heading code'));
    reloaded.set('later', component('later'));
    const { patch } = framePatch(before, input({ slot1: [a, ghost] }, { components: reloaded }));
    expect(patch?.modules).toEqual([
      { id: 'heading', compiledCode: 'new heading code' },
      { id: 'later', compiledCode: 'code of later' },
    ]);
    expect(patch?.nodes?.map((node) => [node.key, node.moduleId])).toEqual([
      ['a', 'heading'],
      ['g', 'later'],
    ]);
    expect(patch?.order).toBeUndefined();
  });
});

/** A container brick (component `columns`, two slots) holding the given lists. */
function container(id: string, slots: Slots): EditorBrick {
  return { ...brick(id, 'columns'), slots };
}

describe('nested slots', () => {
  const heading = components.get('heading');
  const start = (slots: Slots) => framePage(input(slots), LABELS).snapshot;

  it("names a container's slots in its node: the component's, plus any other list it holds", () => {
    expect(brickNode(container('row', {}), components.get('columns')).slotNames).toEqual(['slot1', 'slot2']);
    expect(brickNode(container('row', { slot3: [] }), components.get('columns')).slotNames).toEqual([
      'slot1',
      'slot2',
      'slot3',
    ]);
    expect(brickNode(brick('h'), heading).slotNames).toBeUndefined();
    // A missing container still names the lists it holds: the frame stacks them under the placeholder.
    expect(brickNode(container('lost', { slot1: [] }), undefined).slotNames).toEqual(['slot1']);
  });

  it('sends every slot of every depth by address, empty container slots included', () => {
    const deep = container('inner', { slot1: [brick('b')] });
    const row = container('row', { slot1: [brick('a'), deep] });
    const { message } = framePage(input({ slot1: [row] }), LABELS);
    expect(Object.keys(message.slots)).toEqual([
      'slot1',
      'slot2',
      'row/slot1',
      'row/slot2',
      'inner/slot1',
      'inner/slot2',
    ]);
    expect(message.slots['row/slot1']?.map((node) => node.key)).toEqual(['a', 'inner']);
    expect(message.slots['inner/slot1']?.map((node) => node.key)).toEqual(['b']);
    expect(message.slots['row/slot2']).toEqual([]);
    expect(message.modules.map((module) => module.id).sort()).toEqual(['columns', 'heading', 'tpl']);
  });

  it('sends only the edited brick three levels down, not the containers around it', () => {
    const b = brick('b');
    const inner = container('inner', { slot1: [b] });
    const row = container('row', { slot1: [inner] });
    const sibling = container('side', { slot1: [brick('s')] });
    const before = start({ slot1: [row, sibling] });
    const b2 = { ...b, dataTypes: { ...b.dataTypes, text: { type: 'TextInput', value: 'deep edit' } } };
    // The state copies the path to the edit: new containers, same values.
    const inner2 = { ...inner, slots: { slot1: [b2] } };
    const row2 = { ...row, slots: { slot1: [inner2] } };
    const { patch } = framePatch(before, input({ slot1: [row2, sibling] }));
    expect(patch).toEqual({ nodes: [brickNode(b2, heading)] });
    expect(patch?.nodes?.[0]?.props.text).toBe('deep edit');
  });

  it("sends a container's own node when its values change, and not its contents", () => {
    const row = container('row', { slot1: [brick('a')] });
    const before = start({ slot1: [row] });
    const row2 = { ...row, dataTypes: { ...row.dataTypes, text: { type: 'TextInput', value: 'gap' } } };
    const { patch } = framePatch(before, input({ slot1: [row2] }));
    expect(patch?.nodes?.map((node) => [node.key, node.slotNames])).toEqual([['row', ['slot1', 'slot2']]]);
    expect(patch?.order).toBeUndefined();
  });

  it('moves a brick from deep inside a container out to a template slot with two orders and no node', () => {
    const b = brick('b');
    const inner = container('inner', { slot1: [b, brick('c')] });
    const row = container('row', { slot1: [inner] });
    const before = start({ slot1: [row], slot2: [] });
    const inner2 = { ...inner, slots: { slot1: [inner.slots?.slot1?.[1] as EditorBrick] } };
    const row2 = { ...row, slots: { slot1: [inner2] } };
    const { patch } = framePatch(before, input({ slot1: [row2], slot2: [b] }));
    expect(patch).toEqual({ order: { slot2: ['b'], 'inner/slot1': ['c'] } });
  });

  it("moves a brick into another container's slot without resending it", () => {
    const a = brick('a');
    const left = container('left', {});
    const before = start({ slot1: [a, left] });
    const left2 = { ...left, slots: { slot2: [a] } };
    const { patch } = framePatch(before, input({ slot1: [left2] }));
    expect(patch).toEqual({ order: { slot1: ['left'], 'left/slot2': ['a'] } });
  });

  it('moves a whole container, contents and all, with orders only', () => {
    const row = container('row', { slot1: [brick('a'), container('inner', { slot1: [brick('b')] })] });
    const host = container('host', {});
    const before = start({ slot1: [row, host] });
    const { patch } = framePatch(before, input({ slot1: [{ ...host, slots: { slot1: [row] } }] }));
    expect(patch).toEqual({ order: { slot1: ['host'], 'host/slot1': ['row'] } });
  });

  it('sends a new container with its contents, slots and modules', () => {
    const a = brick('a');
    const before = start({ slot1: [a] });
    const pasted = container('copy', { slot2: [brick('x', 'image')] });
    const { patch } = framePatch(before, input({ slot1: [a, pasted] }));
    expect(patch?.nodes?.map((node) => node.key)).toEqual(['copy', 'x']);
    expect(patch?.order).toEqual({ slot1: ['a', 'copy'], 'copy/slot2': ['x'] });
    expect(patch?.modules?.map((module) => module.id).sort()).toEqual(['columns', 'image']);
  });

  it('removes a container with everything inside it', () => {
    const row = container('row', { slot1: [brick('a'), container('inner', { slot2: [brick('b')] })] });
    const before = start({ slot1: [brick('k'), row] });
    const { patch } = framePatch(before, input({ slot1: [brick('k')] }));
    expect(patch?.order).toEqual({ slot1: ['k'] });
    expect(patch?.removed?.sort()).toEqual(['a', 'b', 'inner', 'row']);
  });

  it('keeps a brick taken out of a container that is removed in the same edit', () => {
    const keep = brick('keep');
    const row = container('row', { slot1: [brick('gone'), container('inner', { slot1: [keep] })] });
    const before = start({ slot1: [row], slot2: [] });
    const { patch } = framePatch(before, input({ slot1: [], slot2: [keep] }));
    expect(patch?.nodes).toBeUndefined();
    expect(patch?.order).toEqual({ slot1: [], slot2: ['keep'] });
    expect(patch?.removed?.sort()).toEqual(['gone', 'inner', 'row']);
  });

  it('wraps a brick in a new container: the container is new, the brick keeps its node', () => {
    const a = brick('a');
    const before = start({ slot1: [a] });
    const wrap = container('wrap', { slot1: [a] });
    const { patch } = framePatch(before, input({ slot1: [wrap] }));
    expect(patch?.nodes?.map((node) => node.key)).toEqual(['wrap']);
    expect(patch?.order).toEqual({ slot1: ['wrap'], 'wrap/slot1': ['a'] });
    expect(patch?.removed).toBeUndefined();
  });

  it('does not look inside a container whose object is unchanged', () => {
    const trapped = new Proxy(container('row', { slot1: [brick('a')] }), {
      get(target, property, receiver) {
        if (property === 'slots') throw new Error('row was looked into');
        return Reflect.get(target, property, receiver);
      },
    });
    const list = [trapped];
    const before = { ...start({ slot1: [] }), input: input({ slot1: list, slot2: [] }) };
    const { patch } = framePatch(before, input({ slot1: list, slot2: [brick('n')] }));
    expect(patch?.order).toEqual({ slot2: ['n'] });
  });
});

describe('Link values on the canvas', () => {
  const about = { id: 'p-about', name: 'About', url: '/about' };
  const linked = (id: string): EditorBrick => ({
    ...brick(id, 'button'),
    dataTypes: {
      ...brick(id, 'button').dataTypes,
      link: { type: 'Link', value: { kind: 'page', to: about.id, newTab: false } },
    },
  });
  const navBar = (id: string): EditorBrick => ({
    ...brick(id, 'heading'),
    dataTypes: {
      ...brick(id, 'heading').dataTypes,
      auto: { type: 'Switch', value: true, settings: { sitePages: true } },
    },
  });

  it('resolves page links and the automatic page list against the app pages in the frame input', () => {
    const links = linkContext([about]);
    const slots = { slot1: [linked('btn'), navBar('nav')], slot2: [] };
    const { message } = framePage(input(slots, { links }), LABELS);
    const [button, nav] = message.slots.slot1!;
    expect((button!.props.link as { href: string | null }).href).toBe('/about');
    expect(nav!.props.sitePages).toEqual([{ id: about.id, name: 'About', href: '/about' }]);
    // Without the pages (still loading): the page link goes nowhere, the list is empty.
    const bare = framePage(input({ slot1: [linked('btn-2')], slot2: [] }), LABELS).message;
    expect((bare.slots.slot1![0]!.props.link as { href: string | null }).href).toBeNull();
  });

  it('a new page list re-resolves the bricks that read the pages, and sends only those whose props changed', () => {
    const button = linked('btn');
    const plain = brick('plain');
    const slots = { slot1: [button, plain], slot2: [] };
    const first = framePage(input(slots, { links: linkContext([about]) }), LABELS);
    const plainNode = first.message.slots.slot1![1]!;
    const renamed = linkContext([{ ...about, url: '/about-us' }]);
    const { patch, snapshot } = framePatch(first.snapshot, input(slots, { links: renamed }));
    expect(patch?.nodes?.map((node) => node.key)).toEqual(['btn']);
    expect((patch!.nodes![0]!.props.link as { href: string }).href).toBe('/about-us');
    expect(patch?.template).toBeUndefined();
    expect(brickNode(plain, components.get('heading'), undefined, { links: renamed, breakpoints: [] })).toBe(
      plainNode,
    );
    // An ordinary edit afterwards sends that one brick only, as before.
    const edited = { ...plain, dataTypes: { ...plain.dataTypes, text: { type: 'TextInput', value: 'x' } } };
    const next = framePatch(snapshot, input({ slot1: [button, edited], slot2: [] }, { links: renamed }));
    expect(next.patch?.nodes?.map((node) => node.key)).toEqual(['plain']);
    // The same list again: nothing to send.
    expect(
      framePatch(next.snapshot, input({ slot1: [button, edited], slot2: [] }, { links: renamed })).patch,
    ).toBeNull();
  });
});

describe('values per breakpoint', () => {
  const breakpoints = DEFAULT_BREAKPOINTS;
  function sized(id: string, phone?: number): EditorBrick {
    const base = brick(id);
    return {
      ...base,
      dataTypes: {
        ...base.dataTypes,
        size: {
          type: 'FontSize',
          value: { value: 2, unit: 'rem' },
          ...(phone === undefined ? {} : { breakpoints: { phone: { value: phone, unit: 'rem' } } }),
        },
      },
    };
  }

  it('gives a node the steps of its values below the desktop, and none to a brick without any', () => {
    const slots = { slot1: [sized('a', 1.25), sized('b')], slot2: [] };
    const { message } = framePage(input(slots, { breakpoints }), LABELS);
    const [a, b] = message.slots.slot1 ?? [];
    expect(a?.props.size).toEqual({ value: 2, unit: 'rem' });
    expect(a?.responsive).toEqual({
      size: { type: 'FontSize', steps: [[478, { value: 1.25, unit: 'rem' }]] },
    });
    expect(b && 'responsive' in b).toBe(false);
    const tinted: EditorTemplate = {
      ...template,
      dataTypes: {
        background: { type: 'BackgroundColor', value: '#ffffff', breakpoints: { tablet: '#000000' } },
      },
    };
    expect(
      framePage(input(slots, { breakpoints, template: tinted }), LABELS).message.template.responsive,
    ).toEqual({
      background: { type: 'BackgroundColor', steps: [[991, '#000000']] },
    });
  });

  it('sends only the edited brick when a value at a breakpoint changes, and nothing when only the device does', () => {
    const a = sized('a', 1.25);
    const b = sized('b', 1);
    const first = framePage(input({ slot1: [a, b], slot2: [] }, { breakpoints }), LABELS);
    const nodeB = first.message.slots.slot1?.[1];
    const edited = sized('a', 1);
    const { patch, snapshot } = framePatch(
      first.snapshot,
      input({ slot1: [edited, b], slot2: [] }, { breakpoints }),
    );
    expect(patch?.nodes?.map((node) => node.key)).toEqual(['a']);
    expect(patch?.nodes?.[0]?.responsive?.size?.steps).toEqual([[478, { value: 1, unit: 'rem' }]]);
    // b's node is the one already sent: not rebuilt.
    expect(brickNode(b, components.get('heading'), undefined, { links: null, breakpoints })).toBe(nodeB);
    // The breakpoint shown is not part of the nodes: switching changes the width (and the phone frame) only.
    const switched = framePatch(snapshot, { ...snapshot.input, device: 'mobile' });
    expect(switched.patch).toEqual({ device: 'mobile' });
  });

  it('looks at every brick once when the app breakpoints change, sending only those whose steps changed', () => {
    const a = sized('a', 1.25);
    const plain = sized('b');
    const first = framePage(input({ slot1: [a, plain], slot2: [] }, { breakpoints }), LABELS);
    const wider = breakpoints.map((bp) => (bp.id === 'phone' ? { ...bp, maxWidth: 500 } : bp));
    const { patch } = framePatch(first.snapshot, { ...first.snapshot.input, breakpoints: wider });
    expect(patch?.nodes?.map((node) => node.key)).toEqual(['a']);
    expect(patch?.nodes?.[0]?.responsive?.size?.steps?.[0]?.[0]).toBe(500);
    expect(patch?.template).toBeUndefined();
  });
});
