import { describe, expect, it } from 'vitest';
import { canConnect, type GraphConnection, type GraphShape, restoreConnections } from '../index.ts';

const node = (id: string, type: string) => ({ id, type });
const link = (
  source: string,
  sourceOutput: string,
  target: string,
  targetInput: string,
): GraphConnection => ({
  source,
  sourceOutput,
  target,
  targetInput,
});

const graph: GraphShape = {
  nodes: [
    node('int', 'Integer'),
    node('dec', 'Decimal'),
    node('add1', 'Add'),
    node('add2', 'Add'),
    node('bool', 'Boolean'),
    node('text', 'Text'),
    node('branch', 'Branch'),
    node('sw', 'Switch'),
    { id: 'btn', type: 'Component', outputs: [{ name: 'onclick' }] },
    node('weird', 'Unknown'),
  ],
  connections: [link('int', 'value', 'add1', 'a'), link('add1', 'value', 'add2', 'a')],
};

describe('canConnect', () => {
  it('joins sockets of the same kind', () => {
    expect(canConnect(graph, link('dec', 'value', 'add1', 'b'))).toEqual({ ok: true });
    expect(canConnect(graph, link('bool', 'value', 'branch', 'condition'))).toEqual({ ok: true });
    expect(canConnect(graph, link('btn', 'onclick', 'branch', 'exec'))).toEqual({ ok: true });
    expect(canConnect(graph, link('add2', 'value', 'sw', 'limit'))).toEqual({ ok: true });
  });

  it('refuses different kinds', () => {
    for (const c of [
      link('text', 'value', 'add1', 'b'),
      link('bool', 'value', 'add1', 'b'),
      link('add2', 'value', 'branch', 'condition'),
      link('btn', 'onclick', 'add1', 'b'),
      link('sw', 'value', 'branch', 'exec'),
    ]) {
      expect(canConnect(graph, c)).toEqual({ ok: false, reason: 'incompatible sockets' });
    }
  });

  it('refuses unknown nodes and sockets, and control-only inputs', () => {
    expect(canConnect(graph, link('nope', 'value', 'add1', 'b'))).toEqual({
      ok: false,
      reason: 'unknown node',
    });
    expect(canConnect(graph, link('int', 'value', 'weird', 'a'))).toEqual({
      ok: false,
      reason: 'unknown node',
    });
    expect(canConnect(graph, link('int', 'nope', 'add1', 'b'))).toEqual({
      ok: false,
      reason: 'unknown socket',
    });
    expect(canConnect(graph, link('int', 'value', 'add1', 'c'))).toEqual({
      ok: false,
      reason: 'unknown socket',
    });
    expect(canConnect(graph, link('add2', 'value', 'int', 'value'))).toEqual({
      ok: false,
      reason: 'unknown socket',
    });
    expect(canConnect(graph, link('btn', 'onmousemove', 'branch', 'exec'))).toEqual({
      ok: false,
      reason: 'unknown socket',
    });
  });

  it('allows one source per value input while outputs fan out', () => {
    expect(canConnect(graph, link('dec', 'value', 'add1', 'a'))).toEqual({
      ok: false,
      reason: 'input already connected',
    });
    expect(canConnect(graph, link('int', 'value', 'add2', 'b'))).toEqual({ ok: true });
  });

  it('lets an action input be triggered from many outputs, but not twice from the same one', () => {
    const twoButtons: GraphShape = {
      nodes: [
        ...graph.nodes,
        { id: 'btn2', type: 'Component', outputs: [{ name: 'onclick' }] },
        { id: 'panel', type: 'Component', outputs: [] },
      ],
      connections: [link('btn', 'onclick', 'panel', 'hide')],
    };
    expect(canConnect(twoButtons, link('btn2', 'onclick', 'panel', 'hide'))).toEqual({ ok: true });
    expect(canConnect(twoButtons, link('btn', 'onclick', 'panel', 'hide'))).toEqual({
      ok: false,
      reason: 'input already connected',
    });
  });

  it('refuses cycles, including a node to itself', () => {
    expect(canConnect(graph, link('add2', 'value', 'add1', 'b'))).toEqual({ ok: false, reason: 'cycle' });
    expect(canConnect(graph, link('add1', 'value', 'add1', 'b'))).toEqual({ ok: false, reason: 'cycle' });
  });
});

describe('restoreConnections', () => {
  it('keeps and refuses exactly what canConnect would, one connection after the other', () => {
    const stored = [
      link('int', 'value', 'add1', 'a'),
      link('dec', 'value', 'add1', 'a'),
      link('text', 'value', 'add1', 'b'),
      link('nope', 'value', 'add1', 'b'),
      link('int', 'nope', 'add2', 'b'),
      link('add1', 'value', 'add2', 'a'),
      link('btn', 'onclick', 'branch', 'exec'),
      link('btn', 'onclick', 'branch', 'exec'),
      link('add2', 'value', 'add1', 'b'),
    ];
    const expected = {
      kept: [] as GraphConnection[],
      refused: [] as { connection: GraphConnection; reason: string }[],
    };
    for (const connection of stored) {
      const check = canConnect({ nodes: graph.nodes, connections: expected.kept }, connection);
      if (check.ok) expected.kept.push(connection);
      else expected.refused.push({ connection, reason: check.reason });
    }
    const restored = restoreConnections(graph.nodes, stored);
    expect(restored.kept).toEqual(expected.kept);
    expect(new Set(restored.refused.map((r) => `${JSON.stringify(r.connection)} ${r.reason}`))).toEqual(
      new Set(expected.refused.map((r) => `${JSON.stringify(r.connection)} ${r.reason}`)),
    );
    expect(restored.refused.map((r) => r.reason).sort()).toEqual([
      'cycle',
      'incompatible sockets',
      'input already connected',
      'input already connected',
      'unknown node',
      'unknown socket',
    ]);
  });

  it('lets a later connection take an input whose earlier link closed a cycle', () => {
    const nodes = [
      { id: 'n', type: 'Integer' },
      { id: 'add', type: 'Add' },
    ];
    const loop = link('add', 'value', 'add', 'a');
    const ok = link('n', 'value', 'add', 'a');
    expect(restoreConnections(nodes, [loop, ok])).toEqual({
      kept: [ok],
      refused: [{ connection: loop, reason: 'cycle' }],
    });
  });
});
