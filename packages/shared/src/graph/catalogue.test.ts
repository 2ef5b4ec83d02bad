import { describe, expect, it } from 'vitest';
import {
  behaviourGraphSchema,
  canConnect,
  catalogue,
  catalogueTexts,
  componentNode,
  NODE_TYPES,
  nodeSockets,
} from '../index.ts';

describe('node catalogue', () => {
  it('describes every node type once, in en-US by default', () => {
    const entries = catalogue();
    expect(entries.map((e) => e.name)).toEqual([...NODE_TYPES]);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry.label).not.toBe('');
      expect(entry.description).not.toBe('');
      expect(entry.helpDescription).not.toBe('');
      for (const socket of [...entry.inputs, ...entry.outputs]) {
        expect(['action', 'boolean', 'number', 'text']).toContain(socket.type);
        expect(socket.label).not.toBe('');
      }
    }
    const add = entries.find((e) => e.name === 'Add')!;
    expect(add).toMatchObject({ category: 'function', label: 'Add' });
    expect(add.inputs.map((i) => [i.name, i.type, i.hidePort])).toEqual([
      ['a', 'number', false],
      ['b', 'number', false],
    ]);
    expect(add.outputs).toEqual([{ type: 'number', name: 'value', label: 'Result' }]);
  });

  it('translates to pt-BR and falls back to en-US for other locales', () => {
    expect(catalogue('pt-BR').find((e) => e.name === 'Branch')!.label).toBe('Desvio');
    expect(catalogue('fr-FR')).toEqual(catalogue('en-US'));
    expect(catalogue('pt-BR').find((e) => e.name === 'Component')!.outputs[0]!.label).toBe('Clique');
  });

  it('leaves no English in pt-BR: every text differs, but for names both languages share', () => {
    const en = catalogueTexts('en-US');
    const same = new Set(catalogueTexts('pt-BR').filter((text, index) => text === en[index]));
    expect([...same].sort()).toEqual(['A', 'B', 'Decimal']);
  });

  it('has controls with defaults for input nodes, Calc and Switch', () => {
    const byName = Object.fromEntries(catalogue().map((e) => [e.name, e]));
    expect(byName.Boolean!.inputs).toMatchObject([{ name: 'value', hidePort: true, value: false }]);
    expect(byName.Integer!.inputs).toMatchObject([{ name: 'value', hidePort: true, value: 0 }]);
    expect(byName.Text!.inputs).toMatchObject([{ name: 'value', type: 'text', value: '' }]);
    expect(byName.Calc!.inputs[2]).toMatchObject({ name: 'operation', options: ['+', '-', '*', '/'] });
    expect(byName.Switch!.inputs[1]).toMatchObject({ name: 'limit', hidePort: false, value: 0 });
    expect(byName.Component!.inputs.map((i) => [i.name, i.type])).toEqual([
      ['visible', 'boolean'],
      ['show', 'action'],
      ['hide', 'action'],
      ['toggle', 'action'],
    ]);
    expect(byName.Component!.outputs.map((o) => o.name)).toEqual([
      'onclick',
      'onmouseenter',
      'onmouseleave',
      'onmousemove',
    ]);
  });

  it('gives a component node event outputs for its declared mouse events only', () => {
    const node = componentNode({
      id: 'n1',
      componentId: 'brick-1',
      label: 'Button',
      events: ['onclick', 'onmouseleave', 'ondrag'],
      position: { x: 0, y: 0 },
    });
    expect(node.outputs.map((o) => o.name)).toEqual(['onclick', 'onmouseleave']);
    expect(nodeSockets(node)!.outputs.map((o) => o.name)).toEqual(['onclick', 'onmouseleave']);
    expect(nodeSockets({ type: 'Component' })!.outputs).toHaveLength(4);
    expect(nodeSockets({ type: 'Nope' })).toBeUndefined();
    const graph = { nodes: [node, { id: 'b', type: 'Branch' }], connections: [] };
    expect(
      canConnect(graph, { source: 'n1', sourceOutput: 'onmousemove', target: 'b', targetInput: 'exec' }),
    ).toEqual({ ok: false, reason: 'unknown socket' });
  });
});

describe('stored graph schema', () => {
  it('round-trips unknown fields and nodes of unknown types', () => {
    const stored = {
      nodes: [
        {
          id: 'n1',
          type: 'Integer',
          category: 'input',
          label: 'Integer',
          position: { x: 1, y: 2, extra: true },
          inputs: [],
          outputs: [{ name: 'value', type: 'number' }],
          controls: [{ name: 'value', index: 0, value: 3 }],
          helpLabel: 'kept',
        },
        { id: 'n2', type: 'Future', position: { x: 0, y: 0 } },
      ],
      connections: [{ source: 'n1', sourceOutput: 'value', target: 'n2', targetInput: 'a', editor: 1 }],
      comments: [{ id: 'c1', text: 'Hello', link: 'n1', position: { x: 5, y: 6 }, colour: 'red' }],
      zoom: 2,
    };
    expect(behaviourGraphSchema.parse(stored)).toEqual(stored);
  });

  it('refuses malformed parts', () => {
    const base = { nodes: [], connections: [], comments: [] };
    expect(behaviourGraphSchema.safeParse({ ...base, nodes: [{ id: 'x', type: 'Add' }] }).success).toBe(
      false,
    );
    expect(behaviourGraphSchema.safeParse({ ...base, connections: [{ source: 'a' }] }).success).toBe(false);
    expect(
      behaviourGraphSchema.safeParse({ ...base, comments: [{ id: 'c', text: 1, position: { x: 0, y: 0 } }] })
        .success,
    ).toBe(false);
  });
});
