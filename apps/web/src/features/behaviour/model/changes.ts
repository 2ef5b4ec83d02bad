import type { GraphConnection } from '@tessera/shared';
import { storedComment, storedNode } from './flow.ts';
import { type FlowEdge, type FlowNode, isCommentNode, isGraphNode } from './types.ts';

/**
 * Whether the editor holds changes: the graph `flowToGraph` would store now differs from the one it would
 * store for an earlier state (the state at load, or the one last given to Save). Changes that cancel out (a
 * node moved and moved back, a value changed and changed back, a node added then deleted) are no change.
 *
 * The answer is the same as comparing `JSON.stringify(flowToGraph(...))` of both states (the graph's own
 * fields, which the editor never changes, aside), but cheap enough to run on every change of a 2 000-node
 * graph: a node whose data and position are the objects it had is unchanged without being stored again
 * (selecting and measuring keep its data); only the nodes and connections that are new objects are
 * compared as stored JSON, and the first difference ends the walk.
 */
export interface GraphSnapshot {
  readonly nodes: readonly FlowNode[];
  readonly edges: readonly FlowEdge[];
  readonly hidden: readonly GraphConnection[];
}

const storedJson = (node: FlowNode): string =>
  JSON.stringify(isGraphNode(node) ? storedNode(node) : isCommentNode(node) ? storedComment(node) : null);

/** Whether two nodes store the same (flowToGraph reads only their data and position). */
export function sameStoredNode(a: FlowNode, b: FlowNode): boolean {
  if (a === b) return true;
  if (a.id !== b.id || a.type !== b.type) return false;
  // storedNode and storedComment read only the data and the position's x and y.
  if (a.data === b.data) return a.position.x === b.position.x && a.position.y === b.position.y;
  return storedJson(a) === storedJson(b);
}

const sameConnectionStored = (a: GraphConnection, b: GraphConnection) =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

/** The nodes of one kind, in order (flowToGraph stores graph nodes and comments as two lists). */
function sameList(
  then: readonly FlowNode[],
  now: readonly FlowNode[],
  keep: (node: FlowNode) => boolean,
): boolean {
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < then.length && !keep(then[i]!)) i += 1;
    while (j < now.length && !keep(now[j]!)) j += 1;
    if (i === then.length || j === now.length) return i === then.length && j === now.length;
    if (!sameStoredNode(then[i]!, now[j]!)) return false;
    i += 1;
    j += 1;
  }
}

/** The connections flowToGraph stores: the drawn ones, then the hidden ones whose two ends remain. */
function storedConnections(snapshot: GraphSnapshot): GraphConnection[] {
  const connections = snapshot.edges.flatMap((edge) => (edge.data ? [edge.data.connection] : []));
  if (snapshot.hidden.length === 0) return connections;
  const ids = new Set<string>();
  for (const node of snapshot.nodes) if (isGraphNode(node)) ids.add(node.id);
  for (const connection of snapshot.hidden)
    if (ids.has(connection.source) && ids.has(connection.target)) connections.push(connection);
  return connections;
}

export function graphChanged(then: GraphSnapshot, now: GraphSnapshot): boolean {
  if (then.nodes !== now.nodes) {
    if (!sameList(then.nodes, now.nodes, isGraphNode)) return true;
    if (!sameList(then.nodes, now.nodes, isCommentNode)) return true;
  }
  // The same graph nodes: the same ids, so the same hidden connections stay.
  if (then.edges === now.edges && then.hidden === now.hidden) return false;
  const before = storedConnections(then);
  const after = storedConnections(now);
  if (before.length !== after.length) return true;
  for (let k = 0; k < before.length; k += 1) if (!sameConnectionStored(before[k]!, after[k]!)) return true;
  return false;
}
