import { GRAPH_LIMITS, type GraphConnection, sameConnection } from '@tessera/shared';
import { applyEdgeChanges, applyNodeChanges, type EdgeChange, type NodeChange } from '@xyflow/react';
import { sameStoredNode } from './changes.ts';
import {
  type CommentAction,
  type CommentState,
  commentReducer,
  findComment,
  isCommentAction,
} from './comments.ts';
import type { ConnectPlan } from './connect.ts';
import { componentNodeOf, flowEdge, type LoadedGraph } from './flow.ts';
import {
  edgeId,
  type FlowEdge,
  type FlowNode,
  type GraphFlowNode,
  isCommentNode,
  isGraphNode,
} from './types.ts';

/**
 * The graph editor's state: the drawn nodes (graph nodes and comments) and edges, the connections of
 * unknown-type nodes kept aside, the open comment dialog, and whether anything was edited since the dialog
 * opened. Every change goes through `editorReducer`, so it is tested without a DOM; the component decides
 * what is allowed (limits, rules, component once) and tells the user, then dispatches.
 */
export interface EditorState extends CommentState {
  readonly nodes: readonly FlowNode[];
  readonly edges: readonly FlowEdge[];
  readonly hidden: readonly GraphConnection[];
  /**
   * An edit happened since the load (or the last save): selecting, measuring and highlighting do not
   * count. Edits may cancel out: whether the graph really differs is `graphChanged` (changes.ts).
   */
  readonly dirty: boolean;
}

export type EditorAction =
  | CommentAction
  /** Changes reported by the canvas (drag, select, measure, delete key). */
  | { readonly type: 'nodesChanged'; readonly changes: readonly NodeChange<FlowNode>[] }
  | { readonly type: 'edgesChanged'; readonly changes: readonly EdgeChange<FlowEdge>[] }
  | { readonly type: 'nodeAdded'; readonly node: GraphFlowNode }
  | { readonly type: 'connected'; readonly plan: Extract<ConnectPlan, { kind: 'add' | 'replace' }> }
  | {
      readonly type: 'controlChanged';
      readonly nodeId: string;
      readonly name: string;
      readonly value: unknown;
    }
  /** One node pulses (null: none). */
  | { readonly type: 'highlighted'; readonly nodeId: string | null }
  /** The graph was saved: what is shown is now the stored graph. */
  | { readonly type: 'saved' }
  /** The page's graph changed elsewhere (co-editing): it is shown, as this canvas knew its nodes. */
  | { readonly type: 'remote'; readonly graph: Pick<LoadedGraph, 'nodes' | 'edges' | 'hidden'> };

export function initialEditorState(loaded: Pick<LoadedGraph, 'nodes' | 'edges' | 'hidden'>): EditorState {
  return { nodes: loaded.nodes, edges: loaded.edges, hidden: loaded.hidden, dialog: null, dirty: false };
}

export function graphNodeCount(nodes: readonly FlowNode[]): number {
  let count = 0;
  for (const node of nodes) if (isGraphNode(node)) count += 1;
  return count;
}

/** Whether one more node fits (GRAPH_LIMITS.nodes). */
export function canAddNode(state: Pick<EditorState, 'nodes'>): boolean {
  return graphNodeCount(state.nodes) < GRAPH_LIMITS.nodes;
}

/**
 * Whether a brick's Component node may be added (spec §4: a component appears once): 'exists' gives the
 * node already standing for it (highlighted instead), 'full' the node limit.
 */
export function componentAddition(
  state: Pick<EditorState, 'nodes'>,
  brickId: string,
):
  | { readonly kind: 'add' }
  | { readonly kind: 'full' }
  | { readonly kind: 'exists'; readonly node: GraphFlowNode } {
  const existing = componentNodeOf(state.nodes, brickId);
  if (existing) return { kind: 'exists', node: existing };
  return canAddNode(state) ? { kind: 'add' } : { kind: 'full' };
}

const CONTENT_COMMENT_ACTIONS = new Set<CommentAction['type']>([
  'commentCreated',
  'closeCommentDialog',
  'commentMoved',
  'deleteComment',
]);

/**
 * A brick's Component node removed: the next node of that brick, drawn as a duplicate, now stands for it
 * (the engine keeps the first node of a brick).
 */
function promoteDuplicates(state: EditorState, bricks: ReadonlySet<string>): EditorState {
  if (bricks.size === 0) return state;
  const promoted = new Set<string>();
  let changed = false;
  const nodes = state.nodes.map((node) => {
    if (!isGraphNode(node) || node.data.node.type !== 'Component') return node;
    const brick = node.data.node.componentId;
    if (!brick || !bricks.has(brick) || promoted.has(brick)) return node;
    promoted.add(brick);
    if (node.data.status !== 'duplicate') return node;
    changed = true;
    return { ...node, data: { ...node.data, status: 'known' as const } };
  });
  return changed ? { ...state, nodes } : state;
}

/** Removing graph nodes takes their connections with them and unlinks the comments linked to them. */
function withoutNodes(state: EditorState, removed: ReadonlySet<string>): EditorState {
  if (removed.size === 0) return state;
  const touches = (c: { source: string; target: string }) => removed.has(c.source) || removed.has(c.target);
  const edges = state.edges.some(touches) ? state.edges.filter((e) => !touches(e)) : state.edges;
  const hidden = state.hidden.some(touches) ? state.hidden.filter((c) => !touches(c)) : state.hidden;
  let linked = false;
  const nodes = state.nodes.map((node) => {
    if (!isCommentNode(node) || !node.data.comment.link || !removed.has(node.data.comment.link)) return node;
    linked = true;
    return { ...node, data: { ...node.data, comment: { ...node.data.comment, link: null } } };
  });
  return { ...state, edges, hidden, nodes: linked ? nodes : state.nodes };
}

function nodesChanged(state: EditorState, changes: readonly NodeChange<FlowNode>[]): EditorState {
  const byId = new Map(state.nodes.map((node) => [node.id, node]));
  let next = state;
  let dirty = state.dirty;
  const rest: NodeChange<FlowNode>[] = [];
  const removed = new Set<string>();
  // Bricks whose standing Component node goes.
  const bricks = new Set<string>();
  for (const change of changes) {
    const node = byId.get(change.type === 'add' ? change.item.id : change.id);
    if (node && isCommentNode(node)) {
      const id = node.data.comment.id;
      if (change.type === 'position' && change.position) {
        next = commentReducer(next, { type: 'commentMoved', id, position: change.position });
        dirty = true;
        continue;
      }
      if (change.type === 'select') {
        next = commentReducer(next, { type: change.selected ? 'commentSelected' : 'commentUnselected', id });
        continue;
      }
      if (change.type === 'remove') {
        next = commentReducer(next, { type: 'deleteComment', id });
        dirty = true;
        continue;
      }
    }
    rest.push(change);
    if (change.type === 'remove') {
      removed.add(change.id);
      if (node && isGraphNode(node) && node.data.status === 'known' && node.data.node.componentId)
        bricks.add(node.data.node.componentId);
    }
    if (change.type === 'add' || change.type === 'replace' || change.type === 'remove') dirty = true;
    if (change.type === 'position' && change.position) dirty = true;
  }
  if (rest.length > 0) next = { ...next, nodes: applyNodeChanges(rest, [...next.nodes]) };
  next = promoteDuplicates(withoutNodes(next, removed), bricks);
  return dirty === next.dirty ? next : { ...next, dirty };
}

function updateNode(
  state: EditorState,
  id: string,
  change: (node: GraphFlowNode) => GraphFlowNode,
): readonly FlowNode[] {
  let changed = false;
  const nodes = state.nodes.map((node) => {
    if (node.id !== id || !isGraphNode(node)) return node;
    const next = change(node);
    changed ||= next !== node;
    return next;
  });
  return changed ? nodes : state.nodes;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  if (isCommentAction(action)) {
    const next = commentReducer(state, action);
    const changed = next.nodes !== state.nodes && CONTENT_COMMENT_ACTIONS.has(action.type);
    return changed && !next.dirty ? { ...next, dirty: true } : next;
  }
  switch (action.type) {
    case 'nodesChanged':
      return nodesChanged(state, action.changes);
    case 'edgesChanged': {
      if (action.changes.length === 0) return state;
      const edges = applyEdgeChanges([...action.changes], [...state.edges]);
      const dirty = state.dirty || action.changes.some((c) => c.type !== 'select');
      return { ...state, edges, dirty };
    }
    case 'nodeAdded':
      if (!canAddNode(state) || state.nodes.some((n) => n.id === action.node.id)) return state;
      return { ...state, nodes: [...state.nodes, action.node], dirty: true };
    case 'connected': {
      const { plan } = action;
      const id = edgeId(plan.connection);
      if (state.edges.some((e) => e.id === id)) return state;
      const replaced = plan.kind === 'replace' ? plan.replaced : null;
      const kept = replaced
        ? state.edges.filter((e) => !e.data || !sameConnection(e.data.connection, replaced))
        : state.edges;
      // (planConnection does not replace a hidden connection; should one be replaced, it goes.)
      const hidden =
        replaced && state.hidden.some((c) => sameConnection(c, replaced))
          ? state.hidden.filter((c) => !sameConnection(c, replaced))
          : state.hidden;
      return { ...state, edges: [...kept, flowEdge(plan.connection, plan.socket)], hidden, dirty: true };
    }
    case 'controlChanged': {
      const nodes = updateNode(state, action.nodeId, (node) =>
        Object.is(node.data.values[action.name], action.value) || !(action.name in node.data.values)
          ? node
          : { ...node, data: { ...node.data, values: { ...node.data.values, [action.name]: action.value } } },
      );
      return nodes === state.nodes ? state : { ...state, nodes, dirty: true };
    }
    case 'highlighted': {
      let changed = false;
      const nodes = state.nodes.map((node) => {
        if (!isGraphNode(node)) return node;
        const on = node.id === action.nodeId;
        if (Boolean(node.data.highlighted) === on) return node;
        changed = true;
        return { ...node, data: { ...node.data, highlighted: on } };
      });
      return changed ? { ...state, nodes } : state;
    }
    case 'saved':
      return state.dirty ? { ...state, dirty: false } : state;
    case 'remote':
      return remoteGraph(state, action.graph);
  }
}

/**
 * Another person's graph in place of this one: a node that stores the same keeps its object (no redraw), the
 * others take the new one with what this canvas knows of them (selected, measured, highlighted); a node being
 * dragged here stays under the pointer. A comment whose dialog is open and that is gone closes its dialog.
 */
function remoteGraph(
  state: EditorState,
  graph: Pick<LoadedGraph, 'nodes' | 'edges' | 'hidden'>,
): EditorState {
  const known = new Map(state.nodes.map((node) => [node.id, node]));
  const nodes = graph.nodes.map((node): FlowNode => {
    const mine = known.get(node.id);
    if (!mine || mine.type !== node.type) return node;
    if (sameStoredNode(mine, node)) return mine;
    const position = mine.dragging ? mine.position : node.position;
    const kept = {
      ...node,
      position,
      selected: mine.selected,
      dragging: mine.dragging,
      measured: mine.measured,
    };
    if (isGraphNode(kept) && isGraphNode(mine) && mine.data.highlighted)
      return { ...kept, data: { ...kept.data, highlighted: true } };
    return kept as FlowNode;
  });
  const selected = new Set(state.edges.filter((edge) => edge.selected).map((edge) => edge.id));
  const edges = graph.edges.map((edge) => (selected.has(edge.id) ? { ...edge, selected: true } : edge));
  const dialog = state.dialog && findComment(nodes, state.dialog.commentId) ? state.dialog : null;
  return { ...state, nodes, edges, hidden: graph.hidden, dialog };
}
