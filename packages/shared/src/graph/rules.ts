import { nodeSockets } from './catalogue.ts';
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

/** Whether `connection` may be added to `graph`, else why not. O(nodes + connections). */
export function canConnect(graph: GraphShape, connection: GraphConnection): ConnectCheck {
  const source = graph.nodes.find((n) => n.id === connection.source);
  const target = graph.nodes.find((n) => n.id === connection.target);
  const sourceSockets = source && nodeSockets(source);
  const targetSockets = target && nodeSockets(target);
  if (!sourceSockets || !targetSockets) return refuse('unknown node');
  const output = sourceSockets.outputs.find((o) => o.name === connection.sourceOutput);
  const input = targetSockets.inputs.find((i) => i.name === connection.targetInput && !i.hidePort);
  if (!output || !input) return refuse('unknown socket');
  if (output.type !== input.type) return refuse('incompatible sockets');
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
