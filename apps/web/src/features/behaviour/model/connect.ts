import {
  type ConnectRefusal,
  canConnect,
  GRAPH_LIMITS,
  type GraphConnection,
  type GraphShape,
  nodeSockets,
  type SocketKind,
  sameConnection,
} from '@tessera/shared';
import { type FlowNode, type GraphFlowNode, isGraphNode, type SocketView } from './types.ts';

/**
 * What dropping a connection does (spec §5, decision 0018): the rules of @tessera/shared decide; a value
 * input (boolean, number, text) that already has a source takes the new one instead (the old connection
 * goes) when the new one passes the other rules; an action input may have several sources, but not the
 * same output twice. `graph` holds the hidden connections too (graphShape): they count towards the limit
 * and close loops; a value input taken by one is refused ('hidden connection'), not replaced: the user
 * cannot see that connection, and it belongs to a node this release does not know.
 */
export type ConnectRefusalReason = ConnectRefusal | 'already connected' | 'hidden connection' | 'limit';

export type ConnectPlan =
  | { readonly kind: 'add'; readonly connection: GraphConnection; readonly socket: SocketKind }
  | {
      readonly kind: 'replace';
      readonly connection: GraphConnection;
      readonly socket: SocketKind;
      readonly replaced: GraphConnection;
    }
  | { readonly kind: 'refuse'; readonly reason: ConnectRefusalReason };

const refuse = (reason: ConnectRefusalReason): ConnectPlan => ({
  kind: 'refuse',
  reason,
});

function outputKind(graph: GraphShape, connection: GraphConnection): SocketKind | undefined {
  const source = graph.nodes.find((n) => n.id === connection.source);
  return source && nodeSockets(source)?.outputs.find((o) => o.name === connection.sourceOutput)?.type;
}

export function planConnection(graph: GraphShape, connection: GraphConnection): ConnectPlan {
  const check = canConnect(graph, connection);
  if (check.ok) {
    if (graph.connections.length >= GRAPH_LIMITS.connections) return refuse('limit');
    return { kind: 'add', connection, socket: outputKind(graph, connection)! };
  }
  if (check.reason !== 'input already connected') return refuse(check.reason);
  const taken = graph.connections.filter(
    (c) => c.target === connection.target && c.targetInput === connection.targetInput,
  );
  const same = taken.some(
    (c) => c.source === connection.source && c.sourceOutput === connection.sourceOutput,
  );
  const target = graph.nodes.find((n) => n.id === connection.target);
  const input = target && nodeSockets(target)?.inputs.find((i) => i.name === connection.targetInput);
  if (same || !input || input.type === 'action' || taken.length !== 1) return refuse('already connected');
  const replaced = taken[0]!;
  const replacedSource = graph.nodes.find((n) => n.id === replaced.source);
  if (!replacedSource || !nodeSockets(replacedSource)) return refuse('hidden connection');
  const without: GraphShape = {
    nodes: graph.nodes,
    connections: graph.connections.filter((c) => !sameConnection(c, replaced)),
  };
  const again = canConnect(without, connection);
  if (!again.ok)
    return refuse(again.reason === 'input already connected' ? 'already connected' : again.reason);
  return { kind: 'replace', connection, socket: outputKind(graph, connection)!, replaced };
}

/**
 * How a listed target input stands (the Connect menu): free; 'replaces': a value input with a source, which
 * the new connection replaces; 'adds': an action input with other sources, which keeps them; 'linked': this
 * very output already goes there (choosing it is refused: 'already connected'); 'hidden': a value input
 * taken by a hidden connection (choosing it is refused: 'hidden connection').
 */
export type ConnectTargetState = 'free' | 'replaces' | 'adds' | 'linked' | 'hidden';

export interface ConnectTarget {
  readonly nodeId: string;
  /** The node's title, as the node shows it. */
  readonly title: string;
  readonly input: SocketView;
  readonly state: ConnectTargetState;
}

/**
 * Every input an output of `nodeId` could be connected to, for the node menu's Connect (the keyboard's way
 * to connect: handles are not focusable): the inputs of the same socket kind on the other graph nodes that
 * are real sockets (drawn inputs: control-only inputs are not, nor has an unknown-type node any), sorted by
 * node title, then in the node's input order. An input on a node the output's node can be reached from is
 * left out: the connection would close a loop (one reverse walk over the connections; replacing a value
 * input's link never opens that loop, since the replaced link ends at the target). Inputs taken already are
 * listed with their state (ConnectTargetState); choosing one still goes through planConnection, which has the
 * last word (the connection limit included). `shape` is graphShape's, hidden connections included.
 */
export function connectTargets(
  shape: GraphShape,
  nodes: readonly FlowNode[],
  nodeId: string,
  outputName: string,
  title: (node: GraphFlowNode) => string = (node) => node.data.label || node.data.node.type,
  locale?: string,
): ConnectTarget[] {
  const source = nodes.find((n): n is GraphFlowNode => n.id === nodeId && isGraphNode(n));
  const output = source?.data.outputs.find((o) => o.name === outputName);
  if (!source || !output) return [];
  // The nodes the source can be reached from (itself included): a connection into one closes a loop.
  const into = new Map<string, string[]>();
  for (const c of shape.connections) {
    const list = into.get(c.target);
    if (list) list.push(c.source);
    else into.set(c.target, [c.source]);
  }
  const upstream = new Set([nodeId]);
  const stack = [nodeId];
  while (stack.length > 0) {
    for (const previous of into.get(stack.pop()!) ?? [])
      if (!upstream.has(previous)) {
        upstream.add(previous);
        stack.push(previous);
      }
  }
  const known = new Set<string>();
  for (const node of shape.nodes) if (nodeSockets(node)) known.add(node.id);
  const takenBy = new Map<string, GraphConnection[]>();
  for (const c of shape.connections) {
    const key = `${c.target}\u0000${c.targetInput}`;
    const list = takenBy.get(key);
    if (list) list.push(c);
    else takenBy.set(key, [c]);
  }
  const found: ConnectTarget[] = [];
  for (const node of nodes) {
    if (!isGraphNode(node) || upstream.has(node.id)) continue;
    const inputs = node.data.inputs.filter((input) => input.kind === output.kind);
    if (inputs.length === 0) continue;
    const nodeTitle = title(node);
    for (const input of inputs) {
      const taken = takenBy.get(`${node.id}\u0000${input.name}`) ?? [];
      let state: ConnectTargetState = 'free';
      if (taken.some((c) => c.source === nodeId && c.sourceOutput === outputName)) state = 'linked';
      else if (taken.length > 0 && input.kind === 'action') state = 'adds';
      else if (taken.length > 0) state = taken.every((c) => known.has(c.source)) ? 'replaces' : 'hidden';
      found.push({ nodeId: node.id, title: nodeTitle, input, state });
    }
  }
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  // Array.prototype.sort is stable: same titles keep the nodes' order, and each node its inputs' order.
  return found.sort((a, b) => collator.compare(a.title, b.title));
}
