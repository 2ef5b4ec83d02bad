import { describe, expect, it } from 'vitest';
import { type GraphSnapshot, graphChanged } from './changes.ts';
import { planConnection } from './connect.ts';
import { type EditorAction, type EditorState, editorReducer, initialEditorState } from './editor-state.ts';
import { flowToGraph, graphShape, graphToFlow, newNode } from './flow.ts';
import { EN, graph, link, node } from './test-fixtures.ts';

const stored = graph({
  nodes: [
    node('n1', 'Integer', { position: { x: 10, y: 20 } }),
    node('n2', 'Decimal'),
    node('add', 'Add'),
    node('m', 'Mystery'),
  ],
  connections: [link('n1', 'value', 'add', 'a'), link('n2', 'value', 'm', 'x')],
  comments: [{ id: 'c', text: 'About n1', link: 'n1', position: { x: 0, y: 0 } }],
});

function load(): EditorState {
  return initialEditorState(graphToFlow(stored, EN, []));
}

const snapshot = ({ nodes, edges, hidden }: EditorState): GraphSnapshot => ({ nodes, edges, hidden });

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);

const move = (id: string, x: number, y: number): EditorAction => ({
  type: 'nodesChanged',
  changes: [{ type: 'position', id, position: { x, y }, dragging: false }],
});

/** What the editor would store, as the close used to compare it. */
const json = (state: EditorState) =>
  JSON.stringify(flowToGraph(stored, state.nodes, state.edges, state.hidden));

describe('graphChanged', () => {
  const start = load();

  it('is false at load, and after selecting, measuring and highlighting', () => {
    expect(graphChanged(snapshot(start), snapshot(start))).toBe(false);
    const touched = run(
      start,
      {
        type: 'nodesChanged',
        changes: [
          { type: 'select', id: 'n1', selected: true },
          { type: 'dimensions', id: 'add', dimensions: { width: 180, height: 90 } },
          { type: 'select', id: 'comment:c', selected: true },
        ],
      },
      { type: 'highlighted', nodeId: 'add' },
    );
    expect(touched.nodes).not.toBe(start.nodes);
    expect(graphChanged(snapshot(start), snapshot(touched))).toBe(false);
  });

  it('is true for a real change, and false again when changes cancel out', () => {
    const moved = run(start, move('n1', 50, 60));
    expect(moved.dirty).toBe(true);
    expect(graphChanged(snapshot(start), snapshot(moved))).toBe(true);
    const back = run(moved, move('n1', 10, 20));
    expect(back.dirty).toBe(true);
    expect(graphChanged(snapshot(start), snapshot(back))).toBe(false);

    const set = run(start, { type: 'controlChanged', nodeId: 'n1', name: 'value', value: 8 });
    expect(graphChanged(snapshot(start), snapshot(set))).toBe(true);
    const reset = run(set, { type: 'controlChanged', nodeId: 'n1', name: 'value', value: 0 });
    expect(graphChanged(snapshot(start), snapshot(reset))).toBe(false);

    const added = run(start, { type: 'nodeAdded', node: newNode('Add', 'x', { x: 0, y: 0 }, EN)! });
    expect(graphChanged(snapshot(start), snapshot(added))).toBe(true);
    const removed = run(added, { type: 'nodesChanged', changes: [{ type: 'remove', id: 'x' }] });
    expect(graphChanged(snapshot(start), snapshot(removed))).toBe(false);

    const comment = run(
      start,
      { type: 'nodesChanged', changes: [{ type: 'position', id: 'comment:c', position: { x: 9, y: 9 } }] },
      { type: 'nodesChanged', changes: [{ type: 'position', id: 'comment:c', position: { x: 0, y: 0 } }] },
    );
    expect(graphChanged(snapshot(start), snapshot(comment))).toBe(false);

    const rewritten = run(
      start,
      { type: 'openCommentDialog', id: 'c' },
      { type: 'closeCommentDialog', text: 'Other' },
      { type: 'openCommentDialog', id: 'c' },
      { type: 'closeCommentDialog', text: 'About n1' },
    );
    expect(rewritten.nodes).not.toBe(start.nodes);
    expect(graphChanged(snapshot(start), snapshot(rewritten))).toBe(false);
  });

  it('sees connections, and the hidden connections of unknown-type nodes', () => {
    const edge = start.edges[0]!.id;
    const unlinked = run(start, { type: 'edgesChanged', changes: [{ type: 'remove', id: edge }] });
    expect(graphChanged(snapshot(start), snapshot(unlinked))).toBe(true);
    const plan = planConnection(
      graphShape(start.nodes, start.edges, start.hidden),
      link('n2', 'value', 'add', 'b'),
    );
    if (plan.kind === 'refuse') throw new Error(plan.reason);
    const connected = run(start, { type: 'connected', plan });
    expect(graphChanged(snapshot(start), snapshot(connected))).toBe(true);
    // The unknown node goes: its hidden connection with it.
    const gone = run(start, { type: 'nodesChanged', changes: [{ type: 'remove', id: 'm' }] });
    expect(gone.hidden).toEqual([]);
    expect(graphChanged(snapshot(start), snapshot(gone))).toBe(true);
  });

  it('agrees with comparing the stored graphs as JSON', () => {
    const steps: EditorAction[] = [
      { type: 'nodesChanged', changes: [{ type: 'select', id: 'add', selected: true }] },
      move('add', 1, 1),
      { type: 'controlChanged', nodeId: 'n2', name: 'value', value: 2.5 },
      move('add', 0, 0),
      { type: 'controlChanged', nodeId: 'n2', name: 'value', value: 0 },
      { type: 'nodeAdded', node: newNode('Text', 't', { x: 5, y: 5 }, EN)! },
      { type: 'nodesChanged', changes: [{ type: 'remove', id: 't' }] },
      { type: 'edgesChanged', changes: [{ type: 'remove', id: start.edges[0]!.id }] },
      { type: 'nodesChanged', changes: [{ type: 'remove', id: 'm' }] },
    ];
    let state = start;
    for (const step of steps) {
      state = editorReducer(state, step);
      expect(graphChanged(snapshot(start), snapshot(state)), step.type).toBe(json(state) !== json(start));
    }
  });
});
