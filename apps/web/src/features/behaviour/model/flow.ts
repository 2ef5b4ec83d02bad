import {
  type BehaviourGraph,
  componentNode,
  type GraphComment,
  type GraphConnection,
  type GraphNode,
  type GraphShape,
  type GraphSocket,
  type InputDefinition,
  nodeDefinition,
  nodeSockets,
  restoreConnections,
  type SocketKind,
} from '@tessera/shared';
import type { GraphCatalogue } from './catalogue.ts';
import { controlInputs, initialValues, storedControls } from './controls.ts';
import {
  COMMENT_NODE,
  type CommentFlowNode,
  type ControlView,
  commentFlowId,
  edgeId,
  type FlowEdge,
  type FlowNode,
  GRAPH_NODE,
  type GraphComponent,
  type GraphFlowNode,
  type GraphNodeData,
  isCommentNode,
  isGraphNode,
} from './types.ts';

/**
 * Stored graph ⇄ @xyflow/react nodes and edges. A load keeps everything it does not understand: unknown
 * fields of the graph, its nodes, connections and comments are spread back on save; a node of an unknown
 * type is drawn greyed without sockets and stored back untouched, with its connections; a Component node
 * whose brick left the page is kept ("Missing component"), and so is a second Component node for the same
 * brick (the engine ignores it: drawn greyed as a duplicate). Stored connections the rules refuse (the
 * engine would refuse them too) are left out, and reported.
 */

export interface LoadedGraph {
  readonly nodes: FlowNode[];
  readonly edges: FlowEdge[];
  /** Connections of unknown-type nodes: not drawn, stored back as they were while both ends remain. */
  readonly hidden: GraphConnection[];
  /** The unknown types met, each once, in order. */
  readonly unknownTypes: string[];
  /** Stored connections the rules refuse: left out. */
  readonly dropped: GraphConnection[];
  /** Nodes and comments left out because their id was already taken. */
  readonly duplicates: number;
  /** Component nodes kept as 'duplicate': their brick already has a node earlier in the graph. */
  readonly duplicateComponents: number;
}

const NO_CONTROL_KIND: Record<SocketKind, ControlView['kind']> = {
  action: 'text',
  boolean: 'boolean',
  number: 'decimal',
  text: 'text',
};

/** The edge class giving a connection its socket kind's colour (graph.module.css). */
export function edgeClass(kind: SocketKind): string {
  return `tessera-graph-edge tessera-graph-edge-${kind}`;
}

const byName = <T extends { readonly name: string }>(list: readonly T[] | undefined, name: string) =>
  list?.find((item) => item.name === name);

/** What a node draws and keeps, for a stored or new node. */
export function nodeData(
  stored: GraphNode,
  catalogue: GraphCatalogue,
  components: ReadonlyMap<string, GraphComponent>,
): GraphNodeData {
  const definition = nodeDefinition(stored.type);
  if (!definition) {
    return {
      node: stored,
      status: 'unknown',
      category: null,
      label: stored.label ?? stored.type,
      detail: null,
      help: null,
      inputs: [],
      outputs: [],
      controls: [],
      values: {},
    };
  }
  const entry = catalogue.byName.get(definition.name);
  let node = stored;
  let status: GraphNodeData['status'] = 'known';
  let label = entry?.label ?? definition.name;
  let detail: string | null = null;
  if (definition.name === 'Component') {
    const brick = stored.componentId ? components.get(stored.componentId) : undefined;
    if (brick) {
      // The event outputs follow what the component declares now.
      const events = new Set<string>(brick.events);
      node = {
        ...stored,
        outputs: definition.outputs
          .filter((o) => events.has(o.name))
          .map((o) => ({ ...byName(stored.outputs, o.name), name: o.name, type: o.type })),
      };
      label = brick.name;
      // The component's name under the brick's, unless the brick still has its component's name.
      detail = brick.componentName && brick.componentName !== brick.name ? brick.componentName : null;
    } else {
      status = 'missing';
      label = stored.label ?? '';
      detail = stored.label ?? null;
    }
  }
  const sockets = nodeSockets(node) ?? definition;
  const inputLabel = (input: { name: string }) => byName(entry?.inputs, input.name)?.label ?? input.name;
  const controls: ControlView[] = controlInputs(definition).map((input: InputDefinition) => ({
    name: input.name,
    kind: input.control ?? NO_CONTROL_KIND[input.type],
    label: inputLabel(input),
    ...(input.options ? { options: input.options } : {}),
    socket: !input.hidePort,
  }));
  return {
    node,
    status,
    category: definition.category,
    label,
    detail,
    help: entry ? { label: entry.helpLabel, description: entry.helpDescription } : null,
    inputs: sockets.inputs
      .filter((input) => !input.hidePort)
      .map((input) => ({ name: input.name, kind: input.type, label: inputLabel(input) })),
    outputs: sockets.outputs.map((output) => ({
      name: output.name,
      kind: output.type,
      label: byName(entry?.outputs, output.name)?.label ?? output.name,
    })),
    controls,
    values: initialValues(node, definition),
  };
}

export function graphFlowNode(data: GraphNodeData): GraphFlowNode {
  const { x, y } = data.node.position;
  return { id: data.node.id, type: GRAPH_NODE, position: { x, y }, data };
}

export function commentFlowNode(comment: GraphComment): CommentFlowNode {
  const { x, y } = comment.position;
  return { id: commentFlowId(comment.id), type: COMMENT_NODE, position: { x, y }, data: { comment } };
}

/** The socket kind of a connection (its output's), when both ends exist. */
function connectionKind(
  nodes: ReadonlyMap<string, GraphNode>,
  connection: GraphConnection,
): SocketKind | undefined {
  const source = nodes.get(connection.source);
  return source && byName(nodeSockets(source)?.outputs, connection.sourceOutput)?.type;
}

export function flowEdge(connection: GraphConnection, kind: SocketKind): FlowEdge {
  return {
    id: edgeId(connection),
    source: connection.source,
    sourceHandle: connection.sourceOutput,
    target: connection.target,
    targetHandle: connection.targetInput,
    className: edgeClass(kind),
    data: { kind, connection },
  };
}

export function componentsById(components: readonly GraphComponent[]): Map<string, GraphComponent> {
  return new Map(components.map((c) => [c.id, c]));
}

/** A stored graph as the editor's nodes and edges. */
export function graphToFlow(
  graph: BehaviourGraph,
  catalogue: GraphCatalogue,
  components: readonly GraphComponent[],
): LoadedGraph {
  const bricks = componentsById(components);
  const nodes: FlowNode[] = [];
  const ids = new Set<string>();
  let duplicates = 0;
  // Comments first: drawn under the nodes.
  for (const comment of graph.comments ?? []) {
    const id = commentFlowId(comment.id);
    if (ids.has(id)) {
      duplicates += 1;
      continue;
    }
    ids.add(id);
    nodes.push(commentFlowNode(comment));
  }
  const graphNodes = new Map<string, GraphNode>();
  const unknown = new Set<string>();
  const unknownTypes: string[] = [];
  // The bricks that already have a Component node: the engine keeps the first node of a brick only.
  const placed = new Set<string>();
  let duplicateComponents = 0;
  for (const stored of graph.nodes ?? []) {
    if (ids.has(stored.id)) {
      duplicates += 1;
      continue;
    }
    ids.add(stored.id);
    let data = nodeData(stored, catalogue, bricks);
    graphNodes.set(stored.id, data.node);
    if (data.status === 'unknown') {
      unknown.add(stored.id);
      if (!unknownTypes.includes(stored.type)) unknownTypes.push(stored.type);
    } else if (data.node.type === 'Component' && stored.componentId) {
      if (!placed.has(stored.componentId)) placed.add(stored.componentId);
      else if (data.status === 'known') {
        data = { ...data, status: 'duplicate' };
        duplicateComponents += 1;
      }
    }
    nodes.push(graphFlowNode(data));
  }
  const edges: FlowEdge[] = [];
  const hidden: GraphConnection[] = [];
  const candidates: GraphConnection[] = [];
  for (const connection of graph.connections ?? []) {
    const ends = graphNodes.has(connection.source) && graphNodes.has(connection.target);
    if (ends && (unknown.has(connection.source) || unknown.has(connection.target))) hidden.push(connection);
    else candidates.push(connection);
  }
  const { kept } = restoreConnections([...graphNodes.values()], candidates);
  // `kept` is in stored order, so one walk sorts the candidates into drawn and dropped.
  const dropped: GraphConnection[] = [];
  let next = 0;
  for (const connection of candidates) {
    const isKept = kept[next] === connection;
    if (isKept) next += 1;
    const kind = isKept ? connectionKind(graphNodes, connection) : undefined;
    if (kind) edges.push(flowEdge(connection, kind));
    else dropped.push(connection);
  }
  return { nodes, edges, hidden, unknownTypes, dropped, duplicates, duplicateComponents };
}

function mergeSockets(
  stored: readonly GraphSocket[] | undefined,
  sockets: readonly { name: string; type: SocketKind }[],
): GraphSocket[] {
  return sockets.map(({ name, type }) => ({ ...byName(stored, name), name, type }));
}

/** A node as stored: what it was loaded with, its position, sockets and controls brought up to date. */
export function storedNode(flowNode: GraphFlowNode): GraphNode {
  const { data } = flowNode;
  const original = data.node;
  const position = { ...original.position, x: flowNode.position.x, y: flowNode.position.y };
  const definition = nodeDefinition(original.type);
  if (data.status === 'unknown' || !definition) return { ...original, position };
  const sockets = nodeSockets(original) ?? definition;
  const onPage = data.status === 'known' || data.status === 'duplicate';
  const label = definition.name === 'Component' && onPage ? data.label : (original.label ?? data.label);
  return {
    ...original,
    category: definition.category,
    ...(label ? { label } : {}),
    position,
    inputs: mergeSockets(
      original.inputs,
      sockets.inputs.filter((input) => !input.hidePort),
    ),
    outputs: mergeSockets(original.outputs, sockets.outputs),
    controls: storedControls(original, definition, data.values),
  };
}

export function storedComment(flowNode: CommentFlowNode): GraphComment {
  const { comment } = flowNode.data;
  return { ...comment, position: { ...comment.position, x: flowNode.position.x, y: flowNode.position.y } };
}

/** The editor's nodes and edges as a stored graph; `base` gives the graph's own unknown fields. */
export function flowToGraph(
  base: BehaviourGraph,
  nodes: readonly FlowNode[],
  edges: readonly FlowEdge[],
  hidden: readonly GraphConnection[] = [],
): BehaviourGraph {
  const stored: GraphNode[] = [];
  const comments: GraphComment[] = [];
  for (const node of nodes) {
    if (isGraphNode(node)) stored.push(storedNode(node));
    else if (isCommentNode(node)) comments.push(storedComment(node));
  }
  const ids = new Set(stored.map((n) => n.id));
  const connections: GraphConnection[] = edges.flatMap((edge) => (edge.data ? [edge.data.connection] : []));
  for (const connection of hidden)
    if (ids.has(connection.source) && ids.has(connection.target)) connections.push(connection);
  return { ...base, nodes: stored, connections, comments };
}

/**
 * The graph the rules check: the graph nodes (comments aside), the drawn connections and the hidden ones
 * (connections of unknown-type nodes, stored back with the graph): they count towards the connection limit,
 * take their input, and close loops like any other.
 */
export function graphShape(
  nodes: readonly FlowNode[],
  edges: readonly FlowEdge[],
  hidden: readonly GraphConnection[] = [],
): GraphShape {
  const shapeNodes: GraphNode[] = [];
  const ids = new Set<string>();
  for (const node of nodes)
    if (isGraphNode(node)) {
      shapeNodes.push(node.data.node);
      ids.add(node.id);
    }
  const connections = edges.flatMap((edge) => (edge.data ? [edge.data.connection] : []));
  for (const connection of hidden)
    if (ids.has(connection.source) && ids.has(connection.target)) connections.push(connection);
  return { nodes: shapeNodes, connections };
}

/** A new node of a catalogue type at `position` (flow coordinates). Undefined for an unknown type. */
export function newNode(
  type: string,
  id: string,
  position: { x: number; y: number },
  catalogue: GraphCatalogue,
): GraphFlowNode | undefined {
  const definition = nodeDefinition(type);
  if (!definition || definition.name === 'Component') return undefined;
  const entry = catalogue.byName.get(definition.name);
  const stored: GraphNode = {
    id,
    type: definition.name,
    category: definition.category,
    label: entry?.label ?? definition.name,
    position,
    inputs: definition.inputs
      .filter((i) => !i.hidePort)
      .map(({ name, type: kind }) => ({ name, type: kind })),
    outputs: definition.outputs.map(({ name, type: kind }) => ({ name, type: kind })),
    controls: controlInputs(definition).map((input, index) => ({
      name: input.name,
      index,
      value: input.value,
    })),
  };
  return graphFlowNode(nodeData(stored, catalogue, new Map()));
}

/** A new Component node for a placed brick (componentNode of @tessera/shared). */
export function newComponentNode(
  brick: GraphComponent,
  id: string,
  position: { x: number; y: number },
  catalogue: GraphCatalogue,
): GraphFlowNode {
  const stored = componentNode({
    id,
    componentId: brick.id,
    label: brick.name,
    events: brick.events,
    position,
  });
  return graphFlowNode(nodeData(stored, catalogue, new Map([[brick.id, brick]])));
}

/** The node standing for a brick, if the graph has one. */
export function componentNodeOf(nodes: readonly FlowNode[], brickId: string): GraphFlowNode | undefined {
  for (const node of nodes)
    if (isGraphNode(node) && node.data.node.type === 'Component' && node.data.node.componentId === brickId)
      return node;
  return undefined;
}
