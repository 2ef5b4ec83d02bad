import * as Y from 'yjs';
import type { BehaviourGraph } from '../graph/schema.ts';
import { applyGraph } from './apply-graph.ts';
import { graphOf } from './from-doc.ts';
import { GRAPH_LISTS, type JsonObject, jsonEqual } from './schema.ts';

/**
 * A behaviour graph edited in two places since `base`: `theirs` (the page's graph, with what others did) with
 * `mine`'s changes from `base` on top, by the rule the shared document merges with (applyGraph): node by node,
 * connection by connection, comment by comment; what both changed is mine. The behaviour dialog merges with it
 * when another person's change reaches a graph that holds an edit of its own not yet in the page.
 */
export function mergeGraph(
  base: BehaviourGraph,
  mine: BehaviourGraph,
  theirs: BehaviourGraph,
): BehaviourGraph {
  const doc = new Y.Doc();
  try {
    applyGraph(doc, undefined, theirs as JsonObject);
    applyGraph(
      doc,
      base as JsonObject,
      onTheirs(base as JsonObject, mine as JsonObject, theirs as JsonObject),
    );
    return graphOf(doc) as BehaviourGraph;
  } finally {
    doc.destroy();
  }
}

/** Mine's lists, and the graph's other keys as theirs has them except those mine changed from base. */
function onTheirs(base: JsonObject, mine: JsonObject, theirs: JsonObject): JsonObject {
  const lists = new Set<string>(GRAPH_LISTS);
  const next: JsonObject = {};
  for (const key in theirs) if (!lists.has(key)) next[key] = theirs[key];
  for (const key in base) if (!lists.has(key) && !(key in mine)) delete next[key];
  for (const key in mine) if (lists.has(key) || !jsonEqual(mine[key], base[key])) next[key] = mine[key];
  return next;
}
