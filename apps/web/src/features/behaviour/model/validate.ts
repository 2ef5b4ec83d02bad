import { type BehaviourGraph, behaviourGraphSchema, GRAPH_LIMITS } from '@tessera/shared';

/**
 * Why the server would refuse the graph (behaviourGraphSchema), checked before Save and before closing with
 * changes: the page must never hold a graph it cannot save. A list over its limit is named with its size
 * (the usual case: a graph loaded over a limit, or hidden connections of unknown-type nodes); anything else
 * gives the schema's first issue.
 */
export type GraphProblem =
  | {
      readonly kind: 'nodes' | 'connections' | 'comments';
      readonly total: number;
      readonly max: number;
    }
  | { readonly kind: 'other'; readonly detail: string };

const LISTS = ['nodes', 'connections', 'comments'] as const;

export function graphProblem(graph: BehaviourGraph): GraphProblem | null {
  for (const kind of LISTS) {
    const total = graph[kind].length;
    if (total > GRAPH_LIMITS[kind]) return { kind, total, max: GRAPH_LIMITS[kind] };
  }
  const parsed = behaviourGraphSchema.safeParse(graph);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return { kind: 'other', detail: issue ? `${issue.path.join('.')}: ${issue.message}` : '' };
}
