import { GRAPH_LIMITS } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { findComment } from './comments.ts';
import { planConnection } from './connect.ts';
import {
  canAddNode,
  componentAddition,
  type EditorState,
  editorReducer,
  graphNodeCount,
  initialEditorState,
} from './editor-state.ts';
import { flowToGraph, graphShape, graphToFlow, newComponentNode, newNode } from './flow.ts';
import { at, BUTTON, EN, graph, link, node, PANEL } from './test-fixtures.ts';
import { isGraphNode } from './types.ts';

function load(): EditorState {
  return initialEditorState(
    graphToFlow(
      graph({
        nodes: [node('n1', 'Integer'), node('n2', 'Decimal'), node('add', 'Add'), node('m', 'Mystery')],
        connections: [link('n1', 'value', 'add', 'a'), link('n2', 'value', 'm', 'x')],
        comments: [{ id: 'c', text: 'About n1', link: 'n1', position: { x: 0, y: 0 } }],
      }),
      EN,
      [],
    ),
  );
}

const connect = (state: EditorState, source: string, output: string, target: string, input: string) => {
  const plan = planConnection(graphShape(state.nodes, state.edges), link(source, output, target, input));
  if (plan.kind === 'refuse') throw new Error(plan.reason);
  return editorReducer(state, { type: 'connected', plan });
};

describe('editorReducer', () => {
  it('starts unchanged, with the connections of unknown nodes aside', () => {
    const state = load();
    expect(state.dirty).toBe(false);
    expect(state.hidden).toEqual([link('n2', 'value', 'm', 'x')]);
    expect(state.edges).toHaveLength(1);
  });

  it('routes comment changes of the canvas to the comment actions', () => {
    let state = load();
    state = editorReducer(state, {
      type: 'nodesChanged',
      changes: [{ type: 'select', id: 'comment:c', selected: true }],
    });
    expect(findComment(state.nodes, 'c')?.selected).toBe(true);
    expect(state.dirty).toBe(false);
    state = editorReducer(state, {
      type: 'nodesChanged',
      changes: [{ type: 'position', id: 'comment:c', position: { x: 50, y: 60 }, dragging: true }],
    });
    expect(findComment(state.nodes, 'c')?.position).toEqual({ x: 50, y: 60 });
    expect(state.dirty).toBe(true);
    state = editorReducer(state, { type: 'nodesChanged', changes: [{ type: 'remove', id: 'comment:c' }] });
    expect(findComment(state.nodes, 'c')).toBeUndefined();
  });

  it('measuring and selecting do not count as changes; moving a node does', () => {
    let state = load();
    state = editorReducer(state, {
      type: 'nodesChanged',
      changes: [
        { type: 'dimensions', id: 'n1', dimensions: { width: 100, height: 50 } },
        { type: 'select', id: 'n1', selected: true },
      ],
    });
    expect(state.dirty).toBe(false);
    const n1 = state.nodes.find((n) => n.id === 'n1')!;
    expect(n1.measured).toEqual({ width: 100, height: 50 });
    expect(n1.selected).toBe(true);
    state = editorReducer(state, {
      type: 'nodesChanged',
      changes: [{ type: 'position', id: 'n1', position: { x: 5, y: 5 }, dragging: false }],
    });
    expect(state.dirty).toBe(true);
    expect(flowToGraph(graph(), state.nodes, state.edges).nodes[0]?.position).toEqual({ x: 5, y: 5 });
  });

  it('removing a node takes its connections and unlinks its comments', () => {
    let state = load();
    state = editorReducer(state, { type: 'nodesChanged', changes: [{ type: 'remove', id: 'n1' }] });
    expect(state.edges).toEqual([]);
    expect(findComment(state.nodes, 'c')?.data.comment.link).toBeNull();
    expect(state.dirty).toBe(true);
    state = editorReducer(state, { type: 'nodesChanged', changes: [{ type: 'remove', id: 'm' }] });
    expect(state.hidden).toEqual([]);
  });

  it('removing a selected edge', () => {
    const state = load();
    const id = state.edges[0]!.id;
    const selected = editorReducer(state, {
      type: 'edgesChanged',
      changes: [{ type: 'select', id, selected: true }],
    });
    expect(selected.dirty).toBe(false);
    const removed = editorReducer(selected, { type: 'edgesChanged', changes: [{ type: 'remove', id }] });
    expect(removed.edges).toEqual([]);
    expect(removed.dirty).toBe(true);
  });

  it('connects, and replaces the source of a value input', () => {
    let state = connect(load(), 'n2', 'value', 'add', 'b');
    expect(state.edges.map((e) => e.data?.connection)).toEqual([
      link('n1', 'value', 'add', 'a'),
      link('n2', 'value', 'add', 'b'),
    ]);
    expect(state.dirty).toBe(true);
    state = connect(state, 'n2', 'value', 'add', 'a');
    expect(state.edges.map((e) => e.data?.connection)).toEqual([
      link('n2', 'value', 'add', 'b'),
      link('n2', 'value', 'add', 'a'),
    ]);
    expect(state.edges[1]?.data?.kind).toBe('number');
  });

  it('sets a control value', () => {
    const state = editorReducer(load(), { type: 'controlChanged', nodeId: 'n1', name: 'value', value: 8 });
    const n1 = state.nodes.find((n) => n.id === 'n1');
    expect(n1 && isGraphNode(n1) ? n1.data.values : null).toEqual({ value: 8 });
    expect(state.dirty).toBe(true);
    expect(flowToGraph(graph(), state.nodes, state.edges).nodes[0]?.controls).toEqual([
      { name: 'value', index: 0, value: 8 },
    ]);
    // An input without a control, or the same value, changes nothing.
    expect(editorReducer(state, { type: 'controlChanged', nodeId: 'add', name: 'a', value: 1 })).toBe(state);
    expect(editorReducer(state, { type: 'controlChanged', nodeId: 'n1', name: 'value', value: 8 })).toBe(
      state,
    );
  });

  it('highlights one node at a time', () => {
    let state = editorReducer(load(), { type: 'highlighted', nodeId: 'add' });
    const on = state.nodes.filter((n) => isGraphNode(n) && n.data.highlighted).map((n) => n.id);
    expect(on).toEqual(['add']);
    expect(state.dirty).toBe(false);
    state = editorReducer(state, { type: 'highlighted', nodeId: null });
    expect(state.nodes.some((n) => isGraphNode(n) && n.data.highlighted)).toBe(false);
  });

  it('adds nodes up to the limit', () => {
    const state = load();
    const added = editorReducer(state, { type: 'nodeAdded', node: newNode('Add', 'x', { x: 0, y: 0 }, EN)! });
    expect(graphNodeCount(added.nodes)).toBe(5);
    expect(added.dirty).toBe(true);
    expect(editorReducer(added, { type: 'nodeAdded', node: newNode('Add', 'x', { x: 0, y: 0 }, EN)! })).toBe(
      added,
    );
    const full: EditorState = {
      ...state,
      nodes: Array.from(
        { length: GRAPH_LIMITS.nodes },
        (_, i) => newNode('Add', `a${i}`, { x: 0, y: 0 }, EN)!,
      ),
    };
    expect(canAddNode(full)).toBe(false);
    expect(canAddNode(state)).toBe(true);
    expect(editorReducer(full, { type: 'nodeAdded', node: newNode('Add', 'y', { x: 0, y: 0 }, EN)! })).toBe(
      full,
    );
  });

  it('comment actions that change content mark the graph changed; opening a dialog does not', () => {
    const state = load();
    expect(editorReducer(state, { type: 'openCommentDialog', id: 'c' }).dirty).toBe(false);
    const created = editorReducer(state, {
      type: 'commentCreated',
      comment: { id: 'new', text: '', link: null, position: { x: 0, y: 0 } },
    });
    expect(created.dirty).toBe(true);
  });

  it('saved clears the change mark', () => {
    const changed = editorReducer(load(), { type: 'controlChanged', nodeId: 'n1', name: 'value', value: 8 });
    expect(editorReducer(changed, { type: 'saved' }).dirty).toBe(false);
  });
});

describe('componentAddition', () => {
  it('adds a component once; a second add finds the node to highlight', () => {
    const state = load();
    expect(componentAddition(state, BUTTON.id)).toEqual({ kind: 'add' });
    const added = editorReducer(state, {
      type: 'nodeAdded',
      node: newComponentNode(BUTTON, 'btn', { x: 0, y: 0 }, EN),
    });
    const again = componentAddition(added, BUTTON.id);
    expect(again.kind).toBe('exists');
    expect(again.kind === 'exists' ? again.node.id : null).toBe('btn');
    expect(componentAddition(added, PANEL.id)).toEqual({ kind: 'add' });
  });

  it('a missing component still counts as in the graph', () => {
    const state = initialEditorState(
      graphToFlow(graph({ nodes: [node('gone', 'Component', { componentId: 'brick-gone' })] }), EN, []),
    );
    expect(componentAddition(state, 'brick-gone').kind).toBe('exists');
  });

  it('a duplicate Component node stands for its brick once the first node is removed', () => {
    let state = initialEditorState(
      graphToFlow(
        graph({
          nodes: [
            node('btn', 'Component', { componentId: BUTTON.id }),
            node('btn2', 'Component', { componentId: BUTTON.id }),
            node('btn3', 'Component', { componentId: BUTTON.id }),
          ],
        }),
        EN,
        [BUTTON],
      ),
    );
    const status = (s: EditorState) =>
      s.nodes.flatMap((n) => (isGraphNode(n) ? [`${n.id}:${n.data.status}`] : []));
    expect(status(state)).toEqual(['btn:known', 'btn2:duplicate', 'btn3:duplicate']);
    // Removing a duplicate promotes nothing.
    const lessOne = editorReducer(state, { type: 'nodesChanged', changes: [{ type: 'remove', id: 'btn3' }] });
    expect(status(lessOne)).toEqual(['btn:known', 'btn2:duplicate']);
    state = editorReducer(state, { type: 'nodesChanged', changes: [{ type: 'remove', id: 'btn' }] });
    expect(status(state)).toEqual(['btn2:known', 'btn3:duplicate']);
    expect(componentAddition(state, BUTTON.id)).toMatchObject({ kind: 'exists', node: { id: 'btn2' } });
  });

  it('refuses beyond the node limit', () => {
    const full: EditorState = {
      ...load(),
      nodes: Array.from(
        { length: GRAPH_LIMITS.nodes },
        (_, i) => newNode('Add', `a${i}`, { x: 0, y: 0 }, EN)!,
      ),
    };
    expect(componentAddition(full, BUTTON.id)).toEqual({ kind: 'full' });
  });
});

describe('a graph changed elsewhere', () => {
  it("shows another person's graph, keeping what this canvas knows of the nodes it had", () => {
    let state = load();
    // n1 selected and measured here, n2 being dragged, the comment's dialog open.
    state = editorReducer(state, {
      type: 'nodesChanged',
      changes: [
        { type: 'select', id: 'n1', selected: true },
        { type: 'dimensions', id: 'n1', dimensions: { width: 190, height: 80 } },
        { type: 'position', id: 'n2', position: at(40, 40), dragging: true },
      ],
    });
    state = editorReducer(state, { type: 'openCommentDialog', id: 'c' });
    const untouched = state.nodes.find((n) => n.id === 'add');
    // Elsewhere: n1 and n2 moved, the comment deleted, a node added.
    const remote = graphToFlow(
      graph({
        nodes: [
          node('n1', 'Integer', { position: at(100, 0) }),
          node('n2', 'Decimal', { position: at(200, 0) }),
          node('add', 'Add'),
          node('m', 'Mystery'),
          node('n3', 'Integer'),
        ],
        connections: [link('n1', 'value', 'add', 'a'), link('n2', 'value', 'm', 'x')],
      }),
      EN,
      [],
    );
    const next = editorReducer(state, { type: 'remote', graph: remote });
    const byId = new Map(next.nodes.map((n) => [n.id, n]));
    expect([...byId.keys()]).toEqual(['n1', 'n2', 'add', 'm', 'n3']);
    expect(byId.get('n1')).toMatchObject({ position: at(100, 0), selected: true, measured: { width: 190 } });
    // The node under the pointer stays there; one that stores the same keeps its object.
    expect(byId.get('n2')?.position).toEqual(at(40, 40));
    expect(byId.get('add')).toBe(untouched);
    expect(findComment(next.nodes, 'c')).toBeUndefined();
    expect(next.dialog).toBeNull();
    expect(next.hidden).toEqual(remote.hidden);
  });
});
