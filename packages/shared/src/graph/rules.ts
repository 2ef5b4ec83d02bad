import { type InputDefinition, nodeSockets } from './catalogue.ts';
import type { GraphConnection } from './schema.ts';

/**
 * Graph rules (spec: studio §5): a connection joins an output to an input of the same socket kind, a
 * value input (boolean, number, text) has at most one source while an action input may be triggered from
 * many (two buttons may both hide a panel), an output may fan out, the same connection is not added twice,
 * and the graph stays acyclic, so every recompute and every event propagation ends.
 */

export type ConnectRefusal =
  | 'unknown node'
  | 'unknown socket'
  | 'incompatible sockets'
  | 'input already connected'
  | 'cycle';

export type ConnectCheck = { readonly ok: true } | { readonly ok: false; readonly reason: ConnectRefusal };

export interface GraphShape {
  readonly nodes: readonly {
    readonly id: string;
    readonly type: string;
    readonly outputs?: readonly { readonly name: string }[];
  }[];
  readonly connections: readonly GraphConnection[];
}

const refuse = (reason: ConnectRefusal): ConnectCheck => ({ ok: false, reason });

type Sockets = ReturnType<typeof nodeSockets>;

/** Whether the connection's two sockets exist and are of one kind: the checks that need no other connection. */
function socketsJoin(
  source: Sockets,
  target: Sockets,
  connection: GraphConnection,
):
  | { readonly ok: false; readonly reason: ConnectRefusal }
  | { readonly ok: true; readonly input: InputDefinition } {
  if (!source || !target) return { ok: false, reason: 'unknown node' };
  const output = source.outputs.find((o) => o.name === connection.sourceOutput);
  const input = target.inputs.find((i) => i.name === connection.targetInput && !i.hidePort);
  if (!output || !input) return { ok: false, reason: 'unknown socket' };
  if (output.type !== input.type) return { ok: false, reason: 'incompatible sockets' };
  return { ok: true, input };
}

/** Whether `connection` may be added to `graph`, else why not. O(nodes + connections). */
export function canConnect(graph: GraphShape, connection: GraphConnection): ConnectCheck {
  const source = graph.nodes.find((n) => n.id === connection.source);
  const target = graph.nodes.find((n) => n.id === connection.target);
  const sockets = socketsJoin(source && nodeSockets(source), target && nodeSockets(target), connection);
  if (!sockets.ok) return sockets;
  const { input } = sockets;
  const taken = graph.connections.filter(
    (c) => c.target === connection.target && c.targetInput === connection.targetInput,
  );
  if (
    (input.type !== 'action' && taken.length > 0) ||
    taken.some((c) => c.source === connection.source && c.sourceOutput === connection.sourceOutput)
  ) {
    return refuse('input already connected');
  }
  if (reaches(graph.connections, connection.target, connection.source)) return refuse('cycle');
  return { ok: true };
}

/** Whether `to` can be reached from `from` along connections (a node reaches itself). */
function reaches(connections: readonly GraphConnection[], from: string, to: string): boolean {
  const next = new Map<string, string[]>();
  for (const c of connections) {
    const list = next.get(c.source);
    if (list) list.push(c.target);
    else next.set(c.source, [c.target]);
  }
  const seen = new Set([from]);
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === to) return true;
    for (const n of next.get(id) ?? []) {
      if (!seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return false;
}

/** The stored connections sorted into those that may stay and those refused, each with its reason. */
export interface RestoredConnections {
  readonly kept: GraphConnection[];
  readonly refused: { readonly connection: GraphConnection; readonly reason: ConnectRefusal }[];
}

/**
 * `canConnect` for a whole stored list, in order, as if each were added one after the other, but in
 * O(nodes + connections) for a graph without cycles (the normal case): sockets and taken inputs are
 * checked with maps, and acyclicity once for the lot. Only a list that does hold a cycle is checked again
 * one connection at a time, to refuse exactly the connections that `canConnect` would.
 */
export function restoreConnections(
  nodes: GraphShape['nodes'],
  connections: readonly GraphConnection[],
): RestoredConnections {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const sockets = new Map<string, Sockets>();
  const socketsOf = (id: string) => {
    if (!sockets.has(id)) {
      const node = byId.get(id);
      sockets.set(id, node && nodeSockets(node));
    }
    return sockets.get(id);
  };
  const taken = new Map<string, Set<string>>();
  const kept: GraphConnection[] = [];
  const refused: { connection: GraphConnection; reason: ConnectRefusal }[] = [];
  for (const connection of connections) {
    const joined = socketsJoin(socketsOf(connection.source), socketsOf(connection.target), connection);
    if (!joined.ok) {
      refused.push({ connection, reason: joined.reason });
      continue;
    }
    const { input } = joined;
    const inputKey = `${connection.target}\u0000${connection.targetInput}`;
    const from = `${connection.source}\u0000${connection.sourceOutput}`;
    const sources = taken.get(inputKey);
    if (sources && (input.type !== 'action' || sources.has(from))) {
      refused.push({ connection, reason: 'input already connected' });
      continue;
    }
    if (sources) sources.add(from);
    else taken.set(inputKey, new Set([from]));
    kept.push(connection);
  }
  if (acyclic(kept)) return { kept, refused };
  // A cycle among them: a connection refused for closing it may have taken an input that a later one needed,
  // so the whole list is checked again one connection after the other (only for such a graph).
  const slow: GraphConnection[] = [];
  const slowRefused: { connection: GraphConnection; reason: ConnectRefusal }[] = [];
  for (const connection of connections) {
    const check = canConnect({ nodes, connections: slow }, connection);
    if (check.ok) slow.push(connection);
    else slowRefused.push({ connection, reason: check.reason });
  }
  return { kept: slow, refused: slowRefused };
}

/** Whether the connections form no cycle (Kahn's algorithm). */
function acyclic(connections: readonly GraphConnection[]): boolean {
  const incoming = new Map<string, number>();
  const next = new Map<string, string[]>();
  const ids = new Set<string>();
  for (const c of connections) {
    ids.add(c.source);
    ids.add(c.target);
    incoming.set(c.target, (incoming.get(c.target) ?? 0) + 1);
    const list = next.get(c.source);
    if (list) list.push(c.target);
    else next.set(c.source, [c.target]);
  }
  const queue = [...ids].filter((id) => !incoming.has(id));
  let seen = 0;
  for (let i = 0; i < queue.length; i++) {
    seen += 1;
    for (const t of next.get(queue[i]!) ?? []) {
      const left = incoming.get(t)! - 1;
      incoming.set(t, left);
      if (left === 0) queue.push(t);
    }
  }
  return seen === ids.size;
}

export function sameConnection(a: GraphConnection, b: GraphConnection): boolean {
  return (
    a.source === b.source &&
    a.sourceOutput === b.sourceOutput &&
    a.target === b.target &&
    a.targetInput === b.targetInput
  );
}
