/**
 * The behaviour editor's view of a page's graph (spec: studio §3 "Behaviour graph (pageEvents)"): the stored
 * graph becomes @xyflow/react nodes and edges (flow.ts) and back. Everything here is plain data, so the
 * conversions, rules and reducers are tested without a DOM.
 */
import type {
  ControlKind,
  GraphComment,
  GraphConnection,
  GraphNode,
  MouseEventName,
  NodeCategory,
  SocketKind,
} from '@tessera/shared';
import type { Edge, Node } from '@xyflow/react';

/** A placed brick the graph may stand for (its Component node). */
export interface GraphComponent {
  /** The placed brick's id (a Component node's `componentId`). */
  id: string;
  /** The brick's name (the node's title). */
  name: string;
  /** The name of the component it places. */
  componentName: string;
  /** The mouse events its component declares: the node's event outputs. */
  events: readonly MouseEventName[];
}

/** A socket as a node draws it. */
export interface SocketView {
  readonly name: string;
  readonly kind: SocketKind;
  readonly label: string;
}

/** A control as a node draws it, in index order. */
export interface ControlView {
  /** The input it sets. */
  readonly name: string;
  readonly kind: ControlKind;
  readonly label: string;
  readonly options?: readonly string[];
  /** Also a socket (Switch's limit, Component's visible): the control applies while nothing is connected. */
  readonly socket: boolean;
}

/**
 * known: a type of the catalogue; missing: a Component node whose brick is no longer on the page (kept, its
 * sockets drawn from what is stored); duplicate: a second Component node for a brick that already has one
 * (kept and drawn greyed: the engine ignores it, 'Duplicate component'); unknown: a type this release does
 * not know (kept as it is, no sockets).
 */
export type NodeStatus = 'known' | 'missing' | 'duplicate' | 'unknown';

export type GraphNodeData = {
  /** The node as loaded or created, with its Component outputs refreshed; unknown fields survive a save. */
  readonly node: GraphNode;
  readonly status: NodeStatus;
  /** The catalogue's category (null: unknown type): the header icon. */
  readonly category: NodeCategory | null;
  /** The catalogue label, or the brick's name for a Component node; the stored label for the others. */
  readonly label: string;
  /** A Component node: the component's name (missing: the stored brick name). */
  readonly detail: string | null;
  readonly help: { readonly label: string; readonly description: string } | null;
  readonly inputs: readonly SocketView[];
  readonly outputs: readonly SocketView[];
  readonly controls: readonly ControlView[];
  /** The controls' values by input name. */
  readonly values: Readonly<Record<string, unknown>>;
  /** Pulsing for a moment (a component added a second time). */
  readonly highlighted?: boolean;
};

export type CommentNodeData = {
  /** The comment as loaded or created (its position is the flow node's); unknown fields survive a save. */
  readonly comment: GraphComment;
};

export type GraphFlowNode = Node<GraphNodeData, 'graph'>;
export type CommentFlowNode = Node<CommentNodeData, 'comment'>;
export type FlowNode = GraphFlowNode | CommentFlowNode;

export type FlowEdgeData = {
  readonly kind: SocketKind;
  /** The connection as loaded or made; unknown fields survive a save. */
  readonly connection: GraphConnection;
};

export type FlowEdge = Edge<FlowEdgeData>;

export const GRAPH_NODE = 'graph' as const;
export const COMMENT_NODE = 'comment' as const;

export function isCommentNode(node: FlowNode): node is CommentFlowNode {
  return node.type === COMMENT_NODE;
}

export function isGraphNode(node: FlowNode): node is GraphFlowNode {
  return node.type === GRAPH_NODE;
}

/** Comments get their own id space in the flow: a stored comment may share an id with a node. */
export function commentFlowId(commentId: string): string {
  return `comment:${commentId}`;
}

/** One edge per connection: the same connection is never made twice. */
export function edgeId(connection: GraphConnection): string {
  return `edge:${connection.source}:${connection.sourceOutput}:${connection.target}:${connection.targetInput}`;
}
