/**
 * Co-editing in the behaviour dialog (issue 25): the graph goes into the page as it is edited, and a change the
 * page's graph gets elsewhere (another person's edit, through the shared document) comes into the editor, so
 * that everyone with the dialog open sees every change within a frame.
 *
 * Out: after a change of the editor's graph, on the next animation frame (a drag moves a node many times a
 * frame), the graph goes to `onApply` when it differs from what the page holds and the server would accept it
 * (one over a limit stays here, as on close). In: a graph prop that is not the one last sent or received is
 * somebody else's; shown at once, with this editor's edit not yet sent merged on top (mergeGraph, the shared
 * document's own rule). `baseline` is what the page holds: the editor's Save and leave guard read it.
 */
import { type BehaviourGraph, mergeGraph } from '@tessera/shared';
import { type Dispatch, useCallback, useEffect, useRef } from 'react';
import type { GraphSnapshot } from '../model/changes.ts';
import type { EditorAction, EditorState } from '../model/editor-state.ts';
import { graphToFlow } from '../model/flow.ts';
import type { GraphComponent } from '../model/types.ts';
import { graphProblem } from '../model/validate.ts';

interface LiveGraphOptions {
  /** The page's graph (the prop). */
  graph: BehaviourGraph;
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  readOnly: boolean;
  catalogue: Parameters<typeof graphToFlow>[1];
  components: readonly GraphComponent[];
  /** The graph the editor would store now. */
  currentGraph(): BehaviourGraph;
  /** Whether the editor's graph differs from the baseline. */
  hasChanges(): boolean;
  /** Makes `snapshot` what the page holds (hasChanges compares with it from now on). */
  rebase(snapshot: GraphSnapshot): void;
  /** The editor's nodes, edges and hidden connections now. */
  snapshot(): GraphSnapshot;
  onApply(graph: BehaviourGraph): void;
}

export function useLiveGraph(options: LiveGraphOptions): void {
  const { graph, state, readOnly } = options;
  const latestOptions = useRef(options);
  latestOptions.current = options;
  // The page's graph this editor's state stands on: the last one sent or received.
  const shared = useRef(graph);
  const frame = useRef<number | null>(null);

  const send = useCallback(() => {
    const { readOnly, hasChanges, currentGraph, rebase, snapshot, onApply } = latestOptions.current;
    if (readOnly || !hasChanges()) return;
    const next = currentGraph();
    if (graphProblem(next)) return;
    rebase(snapshot());
    shared.current = next;
    onApply(next);
  }, []);

  // In first: when an edit here and a change from elsewhere come in one render, the edit is merged in.
  useEffect(() => {
    if (graph === shared.current) return;
    const { catalogue, components, hasChanges, currentGraph, dispatch, rebase } = latestOptions.current;
    const mine = hasChanges() ? mergeGraph(shared.current, currentGraph(), graph) : graph;
    shared.current = graph;
    const held = graphToFlow(graph, catalogue, components);
    rebase({ nodes: held.nodes, edges: held.edges, hidden: held.hidden });
    // A merged edit of this editor's goes out on the next frame, as any edit (the effect below sees it).
    dispatch({ type: 'remote', graph: mine === graph ? held : graphToFlow(mine, catalogue, components) });
  }, [graph]);

  const { nodes, edges, hidden } = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the graph's parts change, by design
  useEffect(() => {
    if (readOnly || frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      send();
    });
  }, [readOnly, nodes, edges, hidden, send]);
  // Closed within a frame of an edit: it goes out now.
  useEffect(
    () => () => {
      if (frame.current === null) return;
      cancelAnimationFrame(frame.current);
      frame.current = null;
      send();
    },
    [send],
  );
}
