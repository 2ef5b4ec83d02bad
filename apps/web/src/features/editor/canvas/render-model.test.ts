import { MISSING_MODULE_ID } from '@tessera/runtime/editor-protocol';
import { describe, expect, it } from 'vitest';
import type { ComponentDef, EditorBrick, EditorTemplate, Slots, TemplateDef } from '../model/types.ts';
import {
  brickNode,
  type FrameInput,
  framePage,
  framePatch,
  resolveTolerant,
  slotNames,
  TEMPLATE_KEY,
  templateNode,
} from './render-model.ts';

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
    const b2 = { ...b, name: 'renamed' };
    const first = framePatch(start({ slot1: [a, b] }), input({ slot1: [a, b2] }));
    const undone = framePatch(first.snapshot, input({ slot1: [a, b] }));
    expect(undone.patch).toEqual({ nodes: [brickNode(b, components.get('heading'))] });
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
