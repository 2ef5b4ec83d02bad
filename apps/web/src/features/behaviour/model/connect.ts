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
