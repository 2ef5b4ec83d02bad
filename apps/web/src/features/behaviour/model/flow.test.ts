import {
  behaviourGraphSchema,
  canConnect,
  type GraphConnection,
  type GraphNode,
  NODE_TYPES,
} from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { engineEventsOf } from './catalogue.ts';
import {
  componentNodeOf,
  flowToGraph,
  graphShape,
  graphToFlow,
  newComponentNode,
  newNode,
  nodeData,
  storedNode,
} from './flow.ts';
import { BUTTON, EN, graph, link, node, PANEL } from './test-fixtures.ts';
import { type GraphFlowNode, isCommentNode, isGraphNode } from './types.ts';

const graphNodes = (nodes: ReturnType<typeof graphToFlow>['nodes']) => nodes.filter(isGraphNode);

describe('graphToFlow / flowToGraph', () => {
  it('round-trips a graph, keeping unknown fields of the graph, nodes, sockets, controls, connections and comments', () => {
    const stored = graph({
      nodes: [
        node('a', 'Integer', {
          category: 'input',
          label: 'Quantity',
          position: { x: 10, y: 20, z: 1 } as GraphNode['position'],
          controls: [{ name: 'value', index: 0, value: 3, note: 'kept' }],
          outputs: [{ name: 'value', type: 'number', colour: 'blue' }],
          future: { anything: true },
        }),
        node('b', 'Add', { position: { x: 300, y: 20 } }),
      ],
      connections: [{ ...link('a', 'value', 'b', 'a'), weight: 2 }],
      comments: [{ id: 'c1', text: 'Hello', link: 'a', position: { x: 5, y: 6 }, colour: 'pink' }],
      version: 7,
    });
    const loaded = graphToFlow(stored, EN, []);
    expect(loaded.dropped).toEqual([]);
    expect(loaded.unknownTypes).toEqual([]);
    const saved = flowToGraph(stored, loaded.nodes, loaded.edges, loaded.hidden);
    expect(behaviourGraphSchema.safeParse(saved).success).toBe(true);
    expect(saved.version).toBe(7);
    const a = saved.nodes.find((n) => n.id === 'a')!;
    expect(a).toMatchObject({
      type: 'Integer',
      category: 'input',
      label: 'Quantity',
      position: { x: 10, y: 20, z: 1 },
      future: { anything: true },
      controls: [{ name: 'value', index: 0, value: 3, note: 'kept' }],
      outputs: [{ name: 'value', type: 'number', colour: 'blue' }],
    });
    expect(saved.connections).toEqual([{ ...link('a', 'value', 'b', 'a'), weight: 2 }]);
    expect(saved.comments).toEqual([
      { id: 'c1', text: 'Hello', link: 'a', position: { x: 5, y: 6 }, colour: 'pink' },
    ]);
    // A second round trip changes nothing.
    const again = graphToFlow(saved, EN, []);
    expect(flowToGraph(saved, again.nodes, again.edges, again.hidden)).toEqual(saved);
  });

  it('writes the spec fields of a known node: category, label, sockets and controls', () => {
    const saved = flowToGraph(
      graph(),
      graphToFlow(graph({ nodes: [node('s', 'Switch')] }), EN, []).nodes,
      [],
    );
    expect(saved.nodes[0]).toEqual({
      id: 's',
      type: 'Switch',
      category: 'conditional',
      label: 'Switch',
      position: { x: 0, y: 0 },
      inputs: [
        { name: 'value', type: 'number' },
        { name: 'limit', type: 'number' },
      ],
      outputs: [{ name: 'value', type: 'boolean' }],
      controls: [{ name: 'limit', index: 0, value: 0 }],
    });
  });

  it('keeps a node of an unknown type (greyed, without sockets), its connections, and reports the type once', () => {
    const mystery = node('m', 'Teleport', { label: 'Beam', position: { x: 1, y: 2 }, gadget: [1, 2] });
    const stored = graph({
      nodes: [mystery, node('m2', 'Teleport'), node('b', 'Boolean'), node('t', 'Text')],
      connections: [
        link('b', 'value', 'm', 'in'),
        link('m', 'out', 'm2', 'in'),
        link('t', 'value', 'x', 'y'),
      ],
    });
    const loaded = graphToFlow(stored, EN, []);
    expect(loaded.unknownTypes).toEqual(['Teleport']);
    const m = graphNodes(loaded.nodes).find((n) => n.id === 'm')!;
    expect(m.data).toMatchObject({
      status: 'unknown',
      category: null,
      inputs: [],
      outputs: [],
      controls: [],
    });
    expect(loaded.edges).toEqual([]);
    expect(loaded.hidden).toEqual([link('b', 'value', 'm', 'in'), link('m', 'out', 'm2', 'in')]);
    expect(loaded.dropped).toEqual([link('t', 'value', 'x', 'y')]);
    const saved = flowToGraph(stored, loaded.nodes, loaded.edges, loaded.hidden);
    expect(saved.nodes[0]).toEqual(mystery);
    expect(saved.connections).toEqual([link('b', 'value', 'm', 'in'), link('m', 'out', 'm2', 'in')]);
    // Once the unknown node is gone, its connections go too.
    const without = loaded.nodes.filter((n) => n.id !== 'm');
    expect(flowToGraph(stored, without, loaded.edges, loaded.hidden).connections).toEqual([]);
  });

  it('drops the stored connections the rules refuse and reports them', () => {
    const stored = graph({
      nodes: [node('n', 'Integer'), node('t', 'Text'), node('add', 'Add'), node('add2', 'Add')],
      connections: [
        link('n', 'value', 'add', 'a'),
        link('t', 'value', 'add', 'b'), // incompatible
        link('n', 'value', 'add', 'a'), // input already connected
        link('add', 'value', 'add2', 'a'),
        link('add2', 'value', 'add', 'b'), // cycle
        link('n', 'nothing', 'add2', 'b'), // unknown socket
      ],
    });
    const loaded = graphToFlow(stored, EN, []);
    expect(loaded.edges.map((e) => e.data?.connection)).toEqual([
      link('n', 'value', 'add', 'a'),
      link('add', 'value', 'add2', 'a'),
    ]);
    expect(loaded.dropped).toHaveLength(4);
    expect(loaded.edges[0]).toMatchObject({
      sourceHandle: 'value',
      targetHandle: 'a',
      data: { kind: 'number' },
    });
    expect(loaded.edges[0]?.className).toContain('tessera-graph-edge-number');
  });

  it('leaves out nodes and comments whose id repeats', () => {
    const stored = graph({
      nodes: [node('a', 'Add'), node('a', 'Boolean')],
      comments: [
        { id: 'c', text: 'x', position: { x: 0, y: 0 } },
        { id: 'c', text: 'y', position: { x: 0, y: 0 } },
      ],
    });
    const loaded = graphToFlow(stored, EN, []);
    expect(loaded.duplicates).toBe(2);
    expect(loaded.nodes).toHaveLength(2);
  });

  it('gives comments their own ids in the flow, drawn first, and keeps their ids on save', () => {
    const stored = graph({
      nodes: [node('same', 'Add')],
      comments: [{ id: 'same', text: 'note', link: null, position: { x: 1, y: 1 } }],
    });
    const loaded = graphToFlow(stored, EN, []);
    expect(loaded.nodes.map((n) => n.id)).toEqual(['comment:same', 'same']);
    expect(isCommentNode(loaded.nodes[0]!)).toBe(true);
    expect(flowToGraph(stored, loaded.nodes, loaded.edges).comments[0]?.id).toBe('same');
  });

  it('stores positions from the canvas', () => {
    const loaded = graphToFlow(graph({ nodes: [node('a', 'Add')] }), EN, []);
    const moved = loaded.nodes.map((n) => ({ ...n, position: { x: 42, y: -7 } }));
    expect(flowToGraph(graph(), moved, []).nodes[0]?.position).toEqual({ x: 42, y: -7 });
  });
});

describe('controls', () => {
  const valuesOf = (stored: GraphNode) => nodeData(stored, EN, new Map()).values;

  it('default when nothing is stored, in index order', () => {
    const calc = nodeData(node('c', 'Calc'), EN, new Map());
    expect(calc.controls.map((c) => [c.name, c.kind, c.socket])).toEqual([['operation', 'select', false]]);
    expect(calc.controls[0]?.options).toEqual(['+', '-', '*', '/']);
    expect(calc.values).toEqual({ operation: '+' });
    expect(valuesOf(node('b', 'Boolean'))).toEqual({ value: false });
    expect(valuesOf(node('i', 'Integer'))).toEqual({ value: 0 });
    expect(valuesOf(node('d', 'Decimal'))).toEqual({ value: 0 });
    expect(valuesOf(node('t', 'Text'))).toEqual({ value: '' });
    expect(valuesOf(node('s', 'Switch'))).toEqual({ limit: 0 });
    expect(nodeData(node('s', 'Switch'), EN, new Map()).controls[0]).toMatchObject({
      kind: 'decimal',
      socket: true,
    });
  });

  it('take stored values by name, else by position for a control stored without a name', () => {
    expect(valuesOf(node('i', 'Integer', { controls: [{ index: 0, value: 12 }] }))).toEqual({ value: 12 });
    expect(valuesOf(node('i', 'Integer', { controls: [{ name: 'value', index: 5, value: 7 }] }))).toEqual({
      value: 7,
    });
  });

  it('bring stored values into the control shape (integers truncated, bad values default)', () => {
    expect(valuesOf(node('i', 'Integer', { controls: [{ name: 'value', index: 0, value: 3.9 }] }))).toEqual({
      value: 3,
    });
    expect(valuesOf(node('d', 'Decimal', { controls: [{ name: 'value', index: 0, value: '1,5' }] }))).toEqual(
      {
        value: 1.5,
      },
    );
    expect(valuesOf(node('c', 'Calc', { controls: [{ name: 'operation', index: 0, value: '%' }] }))).toEqual({
      operation: '+',
    });
    expect(
      valuesOf(node('b', 'Boolean', { controls: [{ name: 'value', index: 0, value: 'true' }] })),
    ).toEqual({
      value: true,
    });
    expect(valuesOf(node('t', 'Text', { controls: [{ name: 'value', index: 0, value: 12 }] }))).toEqual({
      value: '12',
    });
  });

  it('are stored with their edited value, and stored controls matching no input are kept', () => {
    const stored = node('i', 'Integer', {
      controls: [
        { name: 'value', index: 0, value: 1 },
        { name: 'later', index: 1, value: 'x' },
      ],
    });
    const flowNode: GraphFlowNode = {
      id: 'i',
      type: 'graph',
      position: { x: 0, y: 0 },
      data: { ...nodeData(stored, EN, new Map()), values: { value: 9 } },
    };
    expect(storedNode(flowNode).controls).toEqual([
      { name: 'value', index: 0, value: 9 },
      { name: 'later', index: 1, value: 'x' },
    ]);
  });
});

describe('Component nodes', () => {
  it('take the brick name as title and the declared events as outputs', () => {
    const created = newComponentNode(BUTTON, 'n1', { x: 5, y: 5 }, EN);
    expect(created.data).toMatchObject({ status: 'known', label: 'Buy button', detail: 'Button' });
    const unnamed = newComponentNode({ ...BUTTON, name: 'Button' }, 'n2', { x: 5, y: 5 }, EN);
    expect(unnamed.data).toMatchObject({ label: 'Button', detail: null });
    expect(created.data.outputs.map((o) => [o.name, o.label, o.kind])).toEqual([
      ['onclick', 'Click', 'action'],
      ['onmouseenter', 'Mouse enter', 'action'],
    ]);
    expect(created.data.inputs.map((i) => i.name)).toEqual(['visible', 'show', 'hide', 'toggle']);
    expect(created.data.values).toEqual({ visible: true });
    expect(storedNode(created)).toMatchObject({
      id: 'n1',
      type: 'Component',
      category: 'component',
      componentId: BUTTON.id,
      label: 'Buy button',
      outputs: [
        { name: 'onclick', type: 'action' },
        { name: 'onmouseenter', type: 'action' },
      ],
      controls: [{ name: 'visible', index: 0, value: true }],
    });
  });

  it('follow the events the component declares now, dropping connections of events it no longer has', () => {
    const stored = graph({
      nodes: [
        node('btn', 'Component', {
          componentId: BUTTON.id,
          label: 'Old name',
          outputs: [
            { name: 'onclick', type: 'action' },
            { name: 'onmousemove', type: 'action' },
          ],
        }),
        node('p', 'Component', { componentId: PANEL.id }),
      ],
      connections: [link('btn', 'onclick', 'p', 'hide'), link('btn', 'onmousemove', 'p', 'show')],
    });
    const loaded = graphToFlow(stored, EN, [BUTTON, PANEL]);
    expect(loaded.edges.map((e) => e.data?.connection)).toEqual([link('btn', 'onclick', 'p', 'hide')]);
    expect(loaded.dropped).toEqual([link('btn', 'onmousemove', 'p', 'show')]);
    const saved = flowToGraph(stored, loaded.nodes, loaded.edges);
    expect(saved.nodes[0]).toMatchObject({
      label: 'Buy button',
      outputs: [
        { name: 'onclick', type: 'action' },
        { name: 'onmouseenter', type: 'action' },
      ],
    });
  });

  it('whose brick left the page are kept as "missing", with their stored sockets and connections', () => {
    const stored = graph({
      nodes: [
        node('gone', 'Component', { componentId: 'brick-gone', label: 'Old banner' }),
        node('p', 'Component', { componentId: PANEL.id }),
      ],
      connections: [link('gone', 'onmouseleave', 'p', 'toggle')],
    });
    const loaded = graphToFlow(stored, EN, [PANEL]);
    const gone = graphNodes(loaded.nodes).find((n) => n.id === 'gone')!;
    expect(gone.data).toMatchObject({ status: 'missing', detail: 'Old banner', category: 'component' });
    expect(gone.data.outputs).toHaveLength(4);
    expect(loaded.edges).toHaveLength(1);
    expect(flowToGraph(stored, loaded.nodes, loaded.edges).nodes[0]).toMatchObject({
      componentId: 'brick-gone',
      label: 'Old banner',
    });
  });

  it('a second node for the same brick is kept as "duplicate", with its connections, and counted', () => {
    const stored = graph({
      nodes: [
        node('btn', 'Component', { componentId: BUTTON.id, label: 'Buy button' }),
        node('p', 'Component', { componentId: PANEL.id }),
        node('btn2', 'Component', { componentId: BUTTON.id, label: 'Copy', position: { x: 9, y: 9 } }),
        node('btn3', 'Component', { componentId: BUTTON.id }),
        // A brick gone from the page: missing, however many nodes it has.
        node('gone', 'Component', { componentId: 'brick-gone' }),
        node('gone2', 'Component', { componentId: 'brick-gone' }),
      ],
      connections: [link('btn', 'onclick', 'p', 'hide'), link('btn2', 'onclick', 'p', 'show')],
    });
    const loaded = graphToFlow(stored, EN, [BUTTON, PANEL]);
    const status = Object.fromEntries(graphNodes(loaded.nodes).map((n) => [n.id, n.data.status]));
    expect(status).toEqual({
      btn: 'known',
      p: 'known',
      btn2: 'duplicate',
      btn3: 'duplicate',
      gone: 'missing',
      gone2: 'missing',
    });
    expect(loaded.duplicateComponents).toBe(2);
    expect(loaded.duplicates).toBe(0);
    const btn2 = graphNodes(loaded.nodes).find((n) => n.id === 'btn2')!;
    // Drawn like its brick's node (sockets, name: the title says "Duplicate of {name}").
    expect(btn2.data).toMatchObject({ label: 'Buy button', category: 'component' });
    expect(btn2.data.outputs.map((o) => o.name)).toEqual(['onclick', 'onmouseenter']);
    // Nothing is lost: the node and its connection are stored back.
    expect(loaded.edges).toHaveLength(2);
    const saved = flowToGraph(stored, loaded.nodes, loaded.edges, loaded.hidden);
    expect(saved.nodes.map((n) => n.id)).toEqual(['btn', 'p', 'btn2', 'btn3', 'gone', 'gone2']);
    expect(saved.nodes[2]).toMatchObject({ componentId: BUTTON.id, position: { x: 9, y: 9 } });
    expect(saved.connections).toEqual(stored.connections);
    // The first node stands for the brick.
    expect(componentNodeOf(loaded.nodes, BUTTON.id)?.id).toBe('btn');
  });

  it('are found by brick', () => {
    const loaded = graphToFlow(graph({ nodes: [node('btn', 'Component', { componentId: BUTTON.id })] }), EN, [
      BUTTON,
    ]);
    expect(componentNodeOf(loaded.nodes, BUTTON.id)?.id).toBe('btn');
    expect(componentNodeOf(loaded.nodes, PANEL.id)).toBeUndefined();
  });
});

describe('new nodes', () => {
  it('are built from the catalogue with their defaults', () => {
    const calc = newNode('Calc', 'id-1', { x: 1, y: 2 }, EN)!;
    expect(calc).toMatchObject({ id: 'id-1', type: 'graph', position: { x: 1, y: 2 } });
    expect(calc.data).toMatchObject({ status: 'known', category: 'function', label: 'Calc' });
    expect(calc.data.help).toEqual({ label: 'Calc', description: expect.stringContaining('3 decimals') });
    expect(storedNode(calc).controls).toEqual([{ name: 'operation', index: 0, value: '+' }]);
    expect(newNode('Component', 'x', { x: 0, y: 0 }, EN)).toBeUndefined();
    expect(newNode('Nope', 'x', { x: 0, y: 0 }, EN)).toBeUndefined();
  });

  it('take their texts from the catalogue in the user language', () => {
    const pt = engineEventsOf([
      {
        id: 'add',
        name: 'Add',
        category: 'function',
        label: 'Somar',
        description: 'Soma A e B.',
        helpLabel: 'Somar',
        helpDescription: 'Soma.',
        inputs: [
          {
            type: 'number',
            name: 'a',
            label: 'A',
            hidePort: false,
            value: null,
            control: null,
            options: null,
          },
          {
            type: 'number',
            name: 'b',
            label: 'B',
            hidePort: false,
            value: null,
            control: null,
            options: null,
          },
        ],
        outputs: [{ type: 'number', name: 'value', label: 'Resultado' }],
      },
      // Unknown to this console: left out.
      { ...EN.events[0]!, name: 'Warp', inputs: [], outputs: [] },
    ]);
    expect(pt.map((e) => e.name)).toEqual(['Add']);
    expect(pt[0]?.inputs[0]).toEqual({ type: 'number', name: 'a', label: 'A', hidePort: false });
  });
});

describe('graphShape', () => {
  it('holds the graph nodes (not the comments) and the drawn connections', () => {
    const loaded = graphToFlow(
      graph({
        nodes: [node('n', 'Integer'), node('add', 'Add')],
        connections: [link('n', 'value', 'add', 'a')],
        comments: [{ id: 'c', text: 't', position: { x: 0, y: 0 } }],
      }),
      EN,
      [],
    );
    const shape = graphShape(loaded.nodes, loaded.edges);
    expect(shape.nodes.map((n) => n.id)).toEqual(['n', 'add']);
    expect(shape.connections).toEqual([link('n', 'value', 'add', 'a')]);
  });
});

describe('restoring the stored connections', () => {
  /** The load before restoreConnections: canConnect for each connection, one after the other. */
  function oneByOne(stored: ReturnType<typeof graph>) {
    const nodes = stored.nodes.filter((n, i) => stored.nodes.findIndex((m) => m.id === n.id) === i);
    const shaped = graphNodes(graphToFlow(graph({ nodes }), EN, [BUTTON, PANEL]).nodes).map(
      (n) => n.data.node,
    );
    const known = new Set(shaped.filter((n) => NODE_TYPES.includes(n.type as never)).map((n) => n.id));
    const ids = new Set(shaped.map((n) => n.id));
    const shape = { nodes: shaped, connections: [] as GraphConnection[] };
    const dropped: GraphConnection[] = [];
    for (const connection of stored.connections) {
      const ends = ids.has(connection.source) && ids.has(connection.target);
      if (ends && (!known.has(connection.source) || !known.has(connection.target))) continue;
      if (canConnect(shape, connection).ok) shape.connections.push(connection);
      else dropped.push(connection);
    }
    return { kept: shape.connections, dropped };
  }

  /** A small deterministic generator (mulberry32). */
  function random(seed: number) {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  const TYPES = ['Integer', 'Add', 'Add', 'Calc', 'Switch', 'Branch', 'Branch', 'Ready', 'Text', 'Mystery'];
  const SOCKETS = ['value', 'value', 'a', 'b', 'limit', 'condition', 'exec', 'true', 'false', 'run', 'x'];

  it('keeps and drops exactly what canConnect one by one would, loops included', () => {
    for (let seed = 1; seed <= 60; seed += 1) {
      const next = random(seed);
      const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
      const count = 3 + Math.floor(next() * 8);
      const nodes = Array.from({ length: count }, (_, i) => node(`n${i}`, pick(TYPES)));
      const connections = Array.from({ length: Math.floor(next() * 30) }, () =>
        link(
          `n${Math.floor(next() * (count + 1))}`,
          pick(SOCKETS),
          `n${Math.floor(next() * count)}`,
          pick(SOCKETS),
        ),
      );
      const stored = graph({ nodes, connections });
      const loaded = graphToFlow(stored, EN, []);
      const expected = oneByOne(stored);
      expect(
        loaded.edges.map((e) => e.data?.connection),
        `seed ${seed}`,
      ).toEqual(expected.kept);
      expect(loaded.dropped, `seed ${seed}`).toEqual(expected.dropped);
    }
  });

  it('keeps a connection to an input whose earlier connection was refused for a loop', () => {
    // add → add.a is a loop: refused, so it does not take add.a, and n → add.a stays.
    const stored = graph({
      nodes: [node('n', 'Integer'), node('add', 'Add')],
      connections: [link('add', 'value', 'add', 'a'), link('n', 'value', 'add', 'a')],
    });
    const loaded = graphToFlow(stored, EN, []);
    expect(loaded.dropped).toEqual([link('add', 'value', 'add', 'a')]);
    expect(loaded.edges.map((e) => e.data?.connection)).toEqual([link('n', 'value', 'add', 'a')]);
  });

  it('drops the connection that closes a loop, as the stored order gives it', () => {
    const stored = graph({
      nodes: [node('a', 'Add'), node('b', 'Add'), node('c', 'Add')],
      connections: [
        link('a', 'value', 'b', 'a'),
        link('b', 'value', 'c', 'a'),
        link('c', 'value', 'a', 'a'), // closes a → b → c → a
        link('a', 'value', 'c', 'b'),
      ],
    });
    const loaded = graphToFlow(stored, EN, []);
    expect(loaded.dropped).toEqual([link('c', 'value', 'a', 'a')]);
    expect(loaded.edges.map((e) => e.data?.connection)).toEqual([
      link('a', 'value', 'b', 'a'),
      link('b', 'value', 'c', 'a'),
      link('a', 'value', 'c', 'b'),
    ]);
  });
});
