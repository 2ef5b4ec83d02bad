/**
 * The only script a live page sends to visitors, and only when its behaviour graph is not empty
 * (docs/decisions/0021). The page arrives rendered; this binds the graph to the same `data-tessera-brick`
 * wrappers the editor's preview uses. The graph is in the page as JSON (`#tessera-behaviour`), never as code.
 */
import { bindBehaviour } from '../graph/dom.ts';

/** Id of the JSON script element holding the page's graph. */
export const BEHAVIOUR_DATA_ID = 'tessera-behaviour';
/** Id of the element the page's bricks are rendered into. */
export const LIVE_ROOT_ID = 'root';

export function startLiveBehaviour(doc: Document): void {
  const data = doc.getElementById(BEHAVIOUR_DATA_ID);
  const root = doc.getElementById(LIVE_ROOT_ID);
  if (!data || !root) return;
  let graph: unknown;
  try {
    graph = JSON.parse(data.textContent ?? '');
  } catch {
    return;
  }
  if (typeof graph !== 'object' || graph === null) return;
  bindBehaviour(root, graph as { nodes?: unknown[]; connections?: unknown[] });
}
