import { GRAPH_LIMITS, type GraphConnection } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { planConnection } from './connect.ts';
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
