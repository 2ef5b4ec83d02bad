import { GRAPH_LIMITS, type GraphConnection } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { type ConnectTarget, connectTargets, planConnection } from './connect.ts';
import { graphShape, graphToFlow } from './flow.ts';
import { BUTTON, EN, graph, link, node, PANEL } from './test-fixtures.ts';

function shape(connections: GraphConnection[] = []) {
  const loaded = graphToFlow(
    graph({
      nodes: [
        node('n1', 'Integer'),
        node('n2', 'Decimal'),
        node('txt', 'Text'),
        node('add', 'Add'),
        node('add2', 'Add'),
        node('flag', 'Boolean'),
        node('branch', 'Branch'),
        node('btn', 'Component', { componentId: BUTTON.id }),
        node('ready', 'Ready'),
        node('panel', 'Component', { componentId: PANEL.id }),
      ],
      connections,
    }),
    EN,
    [BUTTON, PANEL],
  );
  expect(loaded.dropped).toEqual([]);
  return graphShape(loaded.nodes, loaded.edges);
}

describe('planConnection', () => {
  it('adds a connection between sockets of the same kind, with its kind', () => {
    expect(planConnection(shape(), link('n1', 'value', 'add', 'a'))).toEqual({
      kind: 'add',
      connection: link('n1', 'value', 'add', 'a'),
      socket: 'number',
    });
    expect(planConnection(shape(), link('btn', 'onclick', 'panel', 'toggle'))).toMatchObject({
      kind: 'add',
      socket: 'action',
    });
  });

  it('refuses sockets of different kinds', () => {
    expect(planConnection(shape(), link('txt', 'value', 'add', 'a'))).toEqual({
      kind: 'refuse',
      reason: 'incompatible sockets',
    });
    expect(planConnection(shape(), link('flag', 'value', 'panel', 'show'))).toMatchObject({
      reason: 'incompatible sockets',
    });
  });

  it('refuses a loop', () => {
    const connections = [link('add', 'value', 'add2', 'a')];
    expect(planConnection(shape(connections), link('add2', 'value', 'add', 'a'))).toEqual({
      kind: 'refuse',
      reason: 'cycle',
    });
  });

  it('refuses unknown sockets and control-only inputs', () => {
    expect(planConnection(shape(), link('n1', 'value', 'add', 'zzz'))).toMatchObject({
      reason: 'unknown socket',
    });
    expect(planConnection(shape(), link('n1', 'value', 'n2', 'value'))).toMatchObject({
      reason: 'unknown socket',
    });
    expect(planConnection(shape(), link('btn', 'onmousemove', 'panel', 'show'))).toMatchObject({
      reason: 'unknown socket',
    });
    expect(planConnection(shape(), link('ghost', 'value', 'add', 'a'))).toMatchObject({
      reason: 'unknown node',
    });
  });

  it('replaces the source of a value input that already has one', () => {
    const connections = [link('n1', 'value', 'add', 'a')];
    expect(planConnection(shape(connections), link('n2', 'value', 'add', 'a'))).toEqual({
      kind: 'replace',
      connection: link('n2', 'value', 'add', 'a'),
      socket: 'number',
      replaced: link('n1', 'value', 'add', 'a'),
    });
  });

  it('does not replace when the new connection breaks another rule', () => {
    // add2 → add is taken by n1; add → add2 exists, so add2 → add would loop even without the old edge.
    const connections = [link('n1', 'value', 'add', 'a'), link('add', 'value', 'add2', 'b')];
    expect(planConnection(shape(connections), link('add2', 'value', 'add', 'a'))).toEqual({
      kind: 'refuse',
      reason: 'cycle',
    });
  });

  it('refuses the same connection twice', () => {
    const connections = [link('n1', 'value', 'add', 'a'), link('btn', 'onclick', 'panel', 'hide')];
    expect(planConnection(shape(connections), link('n1', 'value', 'add', 'a'))).toEqual({
      kind: 'refuse',
      reason: 'already connected',
    });
    expect(planConnection(shape(connections), link('btn', 'onclick', 'panel', 'hide'))).toEqual({
      kind: 'refuse',
      reason: 'already connected',
    });
  });

  it('lets an action input have several sources', () => {
    const connections = [link('btn', 'onclick', 'panel', 'hide')];
    expect(planConnection(shape(connections), link('ready', 'run', 'panel', 'hide'))).toMatchObject({
      kind: 'add',
      socket: 'action',
    });
    expect(planConnection(shape(connections), link('btn', 'onmouseenter', 'panel', 'hide'))).toMatchObject({
      kind: 'add',
    });
  });

  it('refuses a connection beyond the limit', () => {
    const full = shape();
    const crowded = {
      nodes: full.nodes,
      connections: Array.from({ length: GRAPH_LIMITS.connections }, (_, i) =>
        link(`x${i}`, 'o', `y${i}`, 'i'),
      ),
    };
    expect(planConnection(crowded, link('n1', 'value', 'add', 'a'))).toEqual({
      kind: 'refuse',
      reason: 'limit',
    });
  });

  describe('with the hidden connections of unknown-type nodes', () => {
    // m is of a type this release does not know: its connections are kept but not drawn.
    function withHidden(connections: GraphConnection[]) {
      const loaded = graphToFlow(
        graph({
          nodes: [node('n1', 'Integer'), node('n2', 'Integer'), node('add', 'Add'), node('m', 'Mystery')],
          connections,
        }),
        EN,
        [],
      );
      return { loaded, shape: graphShape(loaded.nodes, loaded.edges, loaded.hidden) };
    }

    it('holds them in the shape the rules check', () => {
      const { loaded, shape } = withHidden([link('m', 'out', 'add', 'a'), link('n1', 'value', 'add', 'b')]);
      expect(loaded.hidden).toEqual([link('m', 'out', 'add', 'a')]);
      expect(shape.connections).toEqual([link('n1', 'value', 'add', 'b'), link('m', 'out', 'add', 'a')]);
      // Not once their node is gone.
      const without = loaded.nodes.filter((n) => n.id !== 'm');
      expect(graphShape(without, loaded.edges, loaded.hidden).connections).toEqual([
        link('n1', 'value', 'add', 'b'),
      ]);
    });

    it('refuses, without replacing it, a value input a hidden connection takes', () => {
      const { shape } = withHidden([link('m', 'out', 'add', 'a')]);
      expect(planConnection(shape, link('n1', 'value', 'add', 'a'))).toEqual({
        kind: 'refuse',
        reason: 'hidden connection',
      });
      expect(planConnection(shape, link('n1', 'value', 'add', 'b'))).toMatchObject({ kind: 'add' });
    });

    it('refuses a loop closed through an unknown-type node', () => {
      // add → m → add2 are hidden: add2 → add would close a loop.
      const loaded = graphToFlow(
        graph({
          nodes: [node('add', 'Add'), node('add2', 'Add'), node('m', 'Mystery')],
          connections: [link('add', 'value', 'm', 'in'), link('m', 'out', 'add2', 'a')],
        }),
        EN,
        [],
      );
      expect(loaded.hidden).toHaveLength(2);
      const looped = graphShape(loaded.nodes, loaded.edges, loaded.hidden);
      expect(planConnection(looped, link('add2', 'value', 'add', 'a'))).toEqual({
        kind: 'refuse',
        reason: 'cycle',
      });
      // Without the hidden connections the loop would not be seen.
      expect(
        planConnection(graphShape(loaded.nodes, loaded.edges), link('add2', 'value', 'add', 'a')),
      ).toMatchObject({
        kind: 'add',
      });
    });

    it('counts them towards the connection limit', () => {
      const { shape } = withHidden([link('m', 'out', 'add', 'a')]);
      const drawn = Array.from({ length: GRAPH_LIMITS.connections - 1 }, (_, i) =>
        link(`x${i}`, 'o', `y${i}`, 'i'),
      );
      const crowded = { nodes: shape.nodes, connections: [...drawn, ...shape.connections] };
      expect(crowded.connections).toHaveLength(GRAPH_LIMITS.connections);
      expect(planConnection(crowded, link('n1', 'value', 'add', 'b'))).toEqual({
        kind: 'refuse',
        reason: 'limit',
      });
      expect(
        planConnection({ ...crowded, connections: drawn }, link('n1', 'value', 'add', 'b')),
      ).toMatchObject({
        kind: 'add',
      });
    });
  });
});

describe('connectTargets', () => {
  function loaded(nodes = defaultNodes(), connections: GraphConnection[] = []) {
    const flow = graphToFlow(graph({ nodes, connections }), EN, [BUTTON, PANEL]);
    return { flow, shape: graphShape(flow.nodes, flow.edges, flow.hidden) };
  }
  function defaultNodes() {
    return [
      node('n1', 'Integer'),
      node('n2', 'Decimal'),
      node('txt', 'Text'),
      node('add', 'Add'),
      node('add2', 'Add'),
      node('flag', 'Boolean'),
      node('branch', 'Branch'),
      node('btn', 'Component', { componentId: BUTTON.id }),
      node('ready', 'Ready'),
      node('panel', 'Component', { componentId: PANEL.id }),
      node('switch', 'Switch'),
      node('calc', 'Calc'),
    ];
  }
  const ids = (targets: readonly ConnectTarget[]) => targets.map((t) => `${t.nodeId}.${t.input.name}`);
  const plan = (
    shape: ReturnType<typeof loaded>['shape'],
    source: string,
    output: string,
    t: ConnectTarget,
  ) => planConnection(shape, link(source, output, t.nodeId, t.input.name));

  it('lists the drawn inputs of the same kind on the other nodes, sorted by node title', () => {
    const { flow, shape } = loaded();
    const targets = connectTargets(shape, flow.nodes, 'n1', 'value');
    // Titles: Add, Add, Calc, Switch (en-US catalogue labels); each node keeps its inputs' order.
    expect(ids(targets)).toEqual([
      'add.a',
      'add.b',
      'add2.a',
      'add2.b',
      'calc.a',
      'calc.b',
      'switch.value',
      'switch.limit',
    ]);
    expect(targets[0]).toEqual({
      nodeId: 'add',
      title: 'Add',
      input: { name: 'a', kind: 'number', label: 'A' },
      state: 'free',
    });
    // Every one of them is a connection planConnection accepts.
    for (const target of targets) expect(plan(shape, 'n1', 'value', target).kind).toBe('add');
  });

  it('leaves out control-only inputs, other kinds and the node itself', () => {
    const { flow, shape } = loaded();
    // Text and number value nodes have a control-only `value` input: never listed.
    expect(ids(connectTargets(shape, flow.nodes, 'txt', 'value'))).toEqual([]);
    expect(ids(connectTargets(shape, flow.nodes, 'flag', 'value'))).toEqual([
      'branch.condition',
      'btn.visible',
      'panel.visible',
    ]);
    // Add's own a and b are not offered to its output.
    expect(ids(connectTargets(shape, flow.nodes, 'add', 'value'))).not.toContain('add.a');
    expect(ids(connectTargets(shape, flow.nodes, 'add', 'value'))).toContain('add2.a');
    // Calc's operation (a select control) is not a socket.
    expect(ids(connectTargets(shape, flow.nodes, 'n1', 'value'))).not.toContain('calc.operation');
  });

  it('lists action inputs for action outputs, titled as the nodes are', () => {
    const { flow, shape } = loaded();
    const targets = connectTargets(shape, flow.nodes, 'ready', 'run');
    expect(targets.map((t) => `${t.title} › ${t.input.label}`)).toEqual([
      'Branch › Run',
      'Buy button › Show',
      'Buy button › Hide',
      'Buy button › Toggle',
      'Panel › Show',
      'Panel › Hide',
      'Panel › Toggle',
    ]);
    const titled = connectTargets(shape, flow.nodes, 'ready', 'run', (n) => `#${n.id}`);
    expect(titled.map((t) => t.title)[0]).toBe('#branch');
  });

  it('is empty for an unknown node or output', () => {
    const { flow, shape } = loaded();
    expect(connectTargets(shape, flow.nodes, 'ghost', 'value')).toEqual([]);
    expect(connectTargets(shape, flow.nodes, 'n1', 'zzz')).toEqual([]);
    // Add has no action output.
    expect(connectTargets(shape, flow.nodes, 'add', 'run')).toEqual([]);
  });

  it('leaves out the inputs that would close a loop', () => {
    // add → add2 → switch: from add2, add is upstream; from switch's output (boolean) nothing loops.
    const { flow, shape } = loaded(defaultNodes(), [
      link('add', 'value', 'add2', 'a'),
      link('add2', 'value', 'switch', 'value'),
    ]);
    const fromAdd2 = ids(connectTargets(shape, flow.nodes, 'add2', 'value'));
    expect(fromAdd2).not.toContain('add.a');
    expect(fromAdd2).not.toContain('add.b');
    expect(fromAdd2).toContain('calc.a');
    // planConnection agrees: these are the loops it refuses.
    expect(planConnection(shape, link('add2', 'value', 'add', 'b'))).toMatchObject({ reason: 'cycle' });
    // Downstream nodes stay listed.
    expect(ids(connectTargets(shape, flow.nodes, 'add', 'value'))).toContain('add2.b');
  });

  it('leaves out loops closed through a hidden connection', () => {
    const nodes = [node('add', 'Add'), node('add2', 'Add'), node('m', 'Mystery')];
    const { flow, shape } = loaded(nodes, [link('add', 'value', 'm', 'in'), link('m', 'out', 'add2', 'a')]);
    expect(flow.hidden).toHaveLength(2);
    expect(ids(connectTargets(shape, flow.nodes, 'add2', 'value'))).toEqual([]);
    // add2.a is taken by the hidden m → add2.a: listed, marked (planConnection refuses it).
    expect(
      connectTargets(shape, flow.nodes, 'add', 'value').map((t) => `${t.nodeId}.${t.input.name}:${t.state}`),
    ).toEqual(['add2.a:hidden', 'add2.b:free']);
  });

  it('marks the inputs already taken', () => {
    const { flow, shape } = loaded(defaultNodes(), [
      link('n2', 'value', 'add', 'a'),
      link('n1', 'value', 'add', 'b'),
      link('btn', 'onclick', 'panel', 'show'),
      link('ready', 'run', 'panel', 'hide'),
    ]);
    const numbers = connectTargets(shape, flow.nodes, 'n1', 'value');
    const state = (targets: readonly ConnectTarget[], id: string) =>
      targets.find((t) => `${t.nodeId}.${t.input.name}` === id)?.state;
    expect(state(numbers, 'add.a')).toBe('replaces');
    expect(state(numbers, 'add.b')).toBe('linked');
    expect(state(numbers, 'add2.a')).toBe('free');
    expect(plan(shape, 'n1', 'value', numbers.find((t) => t.state === 'replaces')!)).toMatchObject({
      kind: 'replace',
      replaced: link('n2', 'value', 'add', 'a'),
    });
    expect(plan(shape, 'n1', 'value', numbers.find((t) => t.state === 'linked')!)).toEqual({
      kind: 'refuse',
      reason: 'already connected',
    });
    const actions = connectTargets(shape, flow.nodes, 'ready', 'run');
    expect(state(actions, 'panel.show')).toBe('adds');
    expect(state(actions, 'panel.hide')).toBe('linked');
    expect(plan(shape, 'ready', 'run', actions.find((t) => t.state === 'adds')!)).toMatchObject({
      kind: 'add',
    });
  });

  it('marks a value input a hidden connection takes (planConnection refuses it)', () => {
    const nodes = [node('n1', 'Integer'), node('add', 'Add'), node('m', 'Mystery')];
    const { flow, shape } = loaded(nodes, [link('m', 'out', 'add', 'a')]);
    const targets = connectTargets(shape, flow.nodes, 'n1', 'value');
    expect(targets.map((t) => `${t.nodeId}.${t.input.name}:${t.state}`)).toEqual([
      'add.a:hidden',
      'add.b:free',
    ]);
    expect(plan(shape, 'n1', 'value', targets[0]!)).toEqual({ kind: 'refuse', reason: 'hidden connection' });
  });

  it('sorts titles by the locale, numbers by value', () => {
    const nodes = [node('r', 'Ready'), node('p10', 'Branch'), node('p9', 'Branch'), node('p1', 'Branch')];
    const { flow, shape } = loaded(nodes);
    const titles = { p10: 'Branch 10', p9: 'branch 9', p1: 'Álpha' } as Record<string, string>;
    const targets = connectTargets(shape, flow.nodes, 'r', 'run', (n) => titles[n.id] ?? n.id, 'pt-BR');
    expect(targets.map((t) => t.nodeId)).toEqual(['p1', 'p9', 'p10']);
  });
});
