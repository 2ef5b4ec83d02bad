import { describe, expect, it } from 'vitest';
import { parseGraphConnection, parseGraphNode } from './guards.ts';
import { graphConnectionSchema, graphNodeSchema } from './schema.ts';

const node = { id: 'n1', type: 'Boolean', position: { x: 1, y: 2 } };
const long = (n: number) => 'x'.repeat(n);

const NODES: unknown[] = [
  node,
  { ...node, extra: { kept: true } },
  { ...node, category: 'input', label: 'A label', componentId: 'brick-1' },
  { ...node, inputs: [{ name: 'a', type: 'number', label: 'A' }], outputs: [{ name: 'b' }] },
  {
    ...node,
    controls: [
      { index: 0, value: true },
      { name: 'value', index: 1, value: 3 },
    ],
  },
  null,
  [],
  'node',
  { ...node, id: '' },
  { ...node, id: long(101) },
  { ...node, id: 7 },
  { ...node, type: '' },
  { ...node, type: long(101) },
  { ...node, category: long(101) },
  { ...node, label: long(201) },
  { ...node, label: long(200) },
  { ...node, position: { x: Number.NaN, y: 0 } },
  { ...node, position: { x: Number.POSITIVE_INFINITY, y: 0 } },
  { ...node, position: { x: 1 } },
  { ...node, position: null },
  { id: 'n', type: 'Boolean' },
  { ...node, inputs: [{ name: '' }] },
  { ...node, inputs: [{ name: 'a', type: 3 }] },
  { ...node, inputs: {} },
  { ...node, outputs: [null] },
  { ...node, controls: [{ index: 1.5, value: 1 }] },
  { ...node, controls: [{ index: 2 ** 60, value: 1 }] },
  { ...node, controls: [{ name: '', index: 0 }] },
  { ...node, controls: [{ value: 1 }] },
  { ...node, componentId: '' },
  { ...node, componentId: long(101) },
  { ...node, componentId: null },
];

const connection = { source: 'a', sourceOutput: 'out', target: 'b', targetInput: 'in' };
const CONNECTIONS: unknown[] = [
  connection,
  { ...connection, extra: 1 },
  null,
  { ...connection, source: '' },
  { ...connection, sourceOutput: long(101) },
  { ...connection, target: 3 },
  { source: 'a', sourceOutput: 'out', target: 'b' },
];

describe('graph guards', () => {
  it('accept exactly what graphNodeSchema accepts', () => {
    for (const sample of NODES) {
      expect({ sample, ok: parseGraphNode(sample) !== null }).toEqual({
        sample,
        ok: graphNodeSchema.safeParse(sample).success,
      });
    }
  });

  it('accept exactly what graphConnectionSchema accepts', () => {
    for (const sample of CONNECTIONS) {
      expect({ sample, ok: parseGraphConnection(sample) !== null }).toEqual({
        sample,
        ok: graphConnectionSchema.safeParse(sample).success,
      });
    }
  });

  it('keep unknown fields', () => {
    expect(parseGraphNode({ ...node, extra: 1 })).toMatchObject({ extra: 1 });
  });
});
