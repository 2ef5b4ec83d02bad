/**
 * The behaviour graph editor (spec §2 "Behaviour graph editor", §4 Behaviour graph, §5 Graph), loaded on
 * demand by the page behaviour dialog: @xyflow/react and its styles stay out of the console's main bundle.
 *
 * The canvas (`graph-canvas`, `data-fitted="true"` once the opening zoom-to-fit is done) holds the graph
 * nodes and the comments, a background, zoom controls, a minimap and the socket legend. A right-click opens
 * the graph menu where it happened; the header's "Add node" offers the same menu for keyboard users, adding
 * at the centre of the view. On a focused node, comment or connection, the ContextMenu key or Shift+F10
 * opens that element's menu at its place (as a right-click there would), and gives the focus back to it
 * when the menu closes; on the focused canvas, the canvas menu at the centre. A node's menu has Connect
 * (graph-menu.tsx): keyboard users connect sockets there, through the same rules as a drag
 * (planConnection). While a focused node or connection is selected, Escape deselects it (xyflow) and the
 * dialog stays; the next Escape closes it.
 *
 * Test ids: see graph-menu.tsx, graph-node.tsx, comment-node.tsx, comment-dialog.tsx; here `graph-canvas`,
 * `graph-add-node`, `page-behaviour-save`, `graph-empty-hint`, `graph-empty-add-node`.
 *
 * Changes: the editor compares the graph it would store with the one the page holds (as loaded, then as last
 * sent or saved): edits that cancel out are no change. Co-editing (use-live-graph.ts): each edit goes into the
 * page on the next frame, and others' edits come in as they arrive. Save is enabled when the graph differs or
 * the page holds unsaved changes (`pageDirty`); a graph over a limit stays here, and closing then refuses.
 * `onDirtyChange` tells the host whether the editor holds changes not yet given to onApply or onSave.
 */
import '@xyflow/react/dist/style.css';
import { Button, Menu, Text, useComputedColorScheme } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDeviceFloppy, IconPlus, IconX } from '@tabler/icons-react';
import { type BehaviourGraph, type EngineEvent, GRAPH_LIMITS, type GraphConnection } from '@tessera/shared';
import {
  type AriaLabelConfig,
  Background,
  type Connection,
  Controls,
  MiniMap,
  type Node,
  type NodeTypes,
  type OnEdgesChange,
  type OnNodesChange,
  Panel,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  useStoreApi,
} from '@xyflow/react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { graphCatalogue } from '../model/catalogue.ts';
import { type GraphSnapshot, graphChanged } from '../model/changes.ts';
import { commentCount, findComment } from '../model/comments.ts';
import { type ConnectRefusalReason, planConnection } from '../model/connect.ts';
import { canAddNode, componentAddition, editorReducer, initialEditorState } from '../model/editor-state.ts';
import { flowToGraph, graphShape, graphToFlow, newComponentNode, newNode } from '../model/flow.ts';
import { deleteKeyApplies, isMenuKey } from '../model/keys.ts';
import {
  type FlowEdge,
  type FlowNode,
  type GraphComponent,
  type GraphFlowNode,
  isCommentNode,
} from '../model/types.ts';
import { CommentDialog } from './comment-dialog.tsx';
import { CommentNode } from './comment-node.tsx';
import classes from './graph.module.css';
import { type GraphUi, GraphUiContext } from './graph-context.ts';
import { type FocusedItem, flowItemOf, freeSpot, isTyping, type MenuTarget } from './graph-editor-parts.ts';
import { GraphIconSymbols } from './graph-icons.tsx';
import { GraphLegend } from './graph-legend.tsx';
import { GraphMenuDropdown, type GraphMenuProps } from './graph-menu.tsx';
import { GraphNode } from './graph-node.tsx';
import { HelpLayer, HelpTexts } from './help-layer.tsx';
import { useGraphContextMenu } from './use-graph-context-menu.ts';
import { useGraphSave } from './use-graph-save.ts';
import { useLiveGraph } from './use-live-graph.ts';
import { useLoadNotices } from './use-load-notices.tsx';

/** Spec §2: zoom range 0.35 to 3, zoom to fit after 500 ms. */
export const MIN_ZOOM = 0.35;
export const MAX_ZOOM = 3;
export const FIT_DELAY_MS = 500;
/** Spec §4: the existing node of a component added again is highlighted for 1000 ms. */
export const HIGHLIGHT_MS = 1000;

const NODE_TYPES = { graph: GraphNode, comment: CommentNode } as unknown as NodeTypes;
/** Fitting never enlarges beyond the natural size (a small graph would fill the screen at 3×). */
const FIT_OPTIONS = { padding: 0.12, maxZoom: 1 };
const minimapColor = (node: Node) =>
  node.type === 'comment' ? 'var(--mantine-color-yellow-4)' : 'var(--mantine-color-gray-5)';

export interface GraphEditorProps {
  graph: BehaviourGraph;
  events: readonly EngineEvent[];
  components: readonly GraphComponent[];
  readOnly: boolean;
  /** The dialog header's place for "Add node" and Save. */
  toolbar: HTMLElement | null;
  /** The page has unsaved changes of its own (a graph applied earlier): Save is enabled without edits. */
  pageDirty: boolean;
  onApply(graph: BehaviourGraph): void;
  onSave(graph: BehaviourGraph): Promise<boolean>;
  onClose(): void;
  /** Whether the editor holds changes not yet given to onApply or onSave; false again when it unmounts. */
  onDirtyChange?(dirty: boolean): void;
  /** Set to the dialog's close request (X, Escape): a changed graph is applied, then the dialog closes. */
  closeRequest: RefObject<(() => void) | null>;
  /** True while Escape belongs to something inside (a menu, the comment dialog, a help tooltip) or a save runs. */
  onEscapeBlocked(blocked: boolean): void;
}

export function GraphEditor(props: GraphEditorProps) {
  return (
    <ReactFlowProvider>
      <Editor {...props} />
    </ReactFlowProvider>
  );
}

function Editor(props: GraphEditorProps) {
  const { graph, components, readOnly } = props;
  const { t } = useTranslation();
  const flow = useReactFlow<FlowNode, FlowEdge>();
  const store = useStoreApi<FlowNode, FlowEdge>();
  const scheme = useComputedColorScheme('light');
  const catalogue = useMemo(() => graphCatalogue(props.events), [props.events]);
  // The graph as it was when the dialog opened; changes made elsewhere come in through useLiveGraph.
  const [loaded] = useState(() => graphToFlow(graph, catalogue, components));
  const [state, dispatch] = useReducer(editorReducer, loaded, initialEditorState);
  const latest = useRef(state);
  latest.current = state;
  const callbacks = useRef(props);
  callbacks.current = props;
  // What the page holds of this editor's work: the graph as loaded, then as last sent (useLiveGraph) or saved.
  const [baseline, setBaseline] = useState<GraphSnapshot>(() => ({
    nodes: loaded.nodes,
    edges: loaded.edges,
    hidden: loaded.hidden,
  }));
  const baselineRef = useRef(baseline);
  baselineRef.current = baseline;
  const wrapper = useRef<HTMLDivElement>(null);
  const [headerMenu, setHeaderMenu] = useState(false);
  const [hintMenu, setHintMenu] = useState(false);
  const [helpShown, setHelpShown] = useState(false);
  const [fitted, setFitted] = useState(false);
  const highlightTimer = useRef<number | undefined>(undefined);

  // Whether the graph differs from the baseline. `dirty` (an edit happened) is a free first test; the
  // comparison itself walks the graph once per change of the state, stopping at the first difference.
  const { nodes: stateNodes, edges: stateEdges, hidden: stateHidden, dirty: edited } = state;
  const changed = useMemo(
    () => edited && graphChanged(baseline, { nodes: stateNodes, edges: stateEdges, hidden: stateHidden }),
    [edited, baseline, stateNodes, stateEdges, stateHidden],
  );
  const hasChanges = useCallback(
    () => latest.current.dirty && graphChanged(baselineRef.current, latest.current),
    [],
  );

  const refuse = useCallback((message: string, title?: string) => {
    notifications.show({ color: 'red', icon: <IconX size={18} />, title, message });
  }, []);

  useLoadNotices(loaded);

  useEffect(() => () => window.clearTimeout(highlightTimer.current), []);

  /** Makes `snapshot` what the page holds: hasChanges compares with it at once, `changed` after the render. */
  const rebase = useCallback((snapshot: GraphSnapshot) => {
    baselineRef.current = snapshot;
    setBaseline(snapshot);
  }, []);

  const currentGraph = useCallback(() => {
    const { nodes, edges, hidden } = latest.current;
    return flowToGraph(callbacks.current.graph, nodes, edges, hidden);
  }, []);

  useLiveGraph({
    graph,
    state,
    dispatch,
    readOnly,
    catalogue,
    components,
    currentGraph,
    hasChanges,
    rebase,
    snapshot: () => latest.current,
    onApply: (next) => callbacks.current.onApply(next),
  });

  // ---- Adding ----

  const viewCentre = useCallback(() => {
    const box = wrapper.current?.getBoundingClientRect();
    if (!box) return { x: 0, y: 0 };
    const centre = flow.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    // The node's top left, so that a node of the usual size sits around the centre.
    return { x: Math.round(centre.x - 95), y: Math.round(centre.y - 40) };
  }, [flow]);

  const nodesFull = useCallback(() => {
    if (canAddNode(latest.current)) return false;
    refuse(t('behaviour.notify.nodes_limit', { max: GRAPH_LIMITS.nodes }));
    return true;
  }, [refuse, t]);

  const addType = useCallback(
    (type: string, at: { x: number; y: number }) => {
      if (readOnly || nodesFull()) return;
      const node = newNode(type, crypto.randomUUID(), freeSpot(latest.current.nodes, at), catalogue);
      if (node) dispatch({ type: 'nodeAdded', node });
    },
    [readOnly, nodesFull, catalogue],
  );

  const highlight = useCallback(
    (node: GraphFlowNode) => {
      window.clearTimeout(highlightTimer.current);
      dispatch({ type: 'highlighted', nodeId: node.id });
      highlightTimer.current = window.setTimeout(
        () => dispatch({ type: 'highlighted', nodeId: null }),
        HIGHLIGHT_MS,
      );
      const internal = flow.getInternalNode(node.id);
      const position = internal?.internals.positionAbsolute ?? node.position;
      const width = internal?.measured.width ?? 0;
      const height = internal?.measured.height ?? 0;
      void flow.setCenter(position.x + width / 2, position.y + height / 2, {
        zoom: flow.getZoom(),
        duration: 300,
      });
    },
    [flow],
  );

  const addComponent = useCallback(
    (brickId: string, at: { x: number; y: number }) => {
      if (readOnly) return;
      const brick = callbacks.current.components.find((c) => c.id === brickId);
      if (!brick) return;
      const addition = componentAddition(latest.current, brickId);
      if (addition.kind === 'exists') {
        notifications.show({
          color: 'yellow',
          icon: <IconAlertTriangle size={18} />,
          message: t('behaviour.notify.component_once'),
        });
        highlight(addition.node);
        return;
      }
      if (addition.kind === 'full') {
        nodesFull();
        return;
      }
      const node = newComponentNode(
        brick,
        crypto.randomUUID(),
        freeSpot(latest.current.nodes, at),
        catalogue,
      );
      dispatch({ type: 'nodeAdded', node });
    },
    [readOnly, t, highlight, nodesFull, catalogue],
  );

  const addComment = useCallback(
    (at: { x: number; y: number }, link: string | null) => {
      if (readOnly) return;
      if (commentCount(latest.current.nodes) >= GRAPH_LIMITS.comments) {
        refuse(t('behaviour.notify.comments_limit', { max: GRAPH_LIMITS.comments }));
        return;
      }
      const position = freeSpot(latest.current.nodes, at);
      dispatch({ type: 'commentCreated', comment: { id: crypto.randomUUID(), text: '', link, position } });
    },
    [readOnly, refuse, t],
  );

  /** The target, or everything selected when the target is part of the selection (or there is none). */
  const deleteTarget = useCallback(
    (target: MenuTarget | null) => {
      if (readOnly) return;
      const { nodes, edges } = latest.current;
      const selection = () => ({
        nodes: nodes.filter((n) => n.selected).map((n) => ({ id: n.id })),
        edges: edges.filter((e) => e.selected).map((e) => ({ id: e.id })),
      });
      let doomed: { nodes: { id: string }[]; edges: { id: string }[] };
      if (!target) doomed = selection();
      else if (target.kind === 'edge')
        doomed = edges.find((e) => e.id === target.id)?.selected
          ? selection()
          : { nodes: [], edges: [{ id: target.id }] };
      else
        doomed = nodes.find((n) => n.id === target.id)?.selected
          ? selection()
          : { nodes: [{ id: target.id }], edges: [] };
      void flow.deleteElements(doomed);
    },
    [readOnly, flow],
  );

  // ---- Connecting ----

  const showRefusal = useCallback(
    (reason: ConnectRefusalReason) => {
      switch (reason) {
        case 'incompatible sockets':
          refuse(t('behaviour.notify.incompatible_message'), t('behaviour.notify.incompatible_title'));
          return;
        case 'cycle':
          refuse(t('behaviour.notify.cycle'));
          return;
        case 'already connected':
        case 'input already connected':
          refuse(t('behaviour.notify.already_connected'));
          return;
        case 'hidden connection':
          refuse(t('behaviour.notify.hidden_connected'));
          return;
        case 'limit':
          refuse(t('behaviour.notify.connections_limit', { max: GRAPH_LIMITS.connections }));
          return;
        default:
          refuse(t('behaviour.notify.cannot_connect'));
      }
    },
    [refuse, t],
  );

  /** A connection dragged between handles or chosen in the Connect menu: the rules decide. */
  const connectSockets = useCallback(
    (wanted: GraphConnection) => {
      if (readOnly) return;
      const { nodes, edges, hidden } = latest.current;
      const plan = planConnection(graphShape(nodes, edges, hidden), wanted);
      if (plan.kind === 'refuse') showRefusal(plan.reason);
      else dispatch({ type: 'connected', plan });
    },
    [readOnly, showRefusal],
  );

  const onConnect = useCallback(
    (connection: Connection) => {
      if (!connection.sourceHandle || !connection.targetHandle) return;
      connectSockets({
        source: connection.source,
        sourceOutput: connection.sourceHandle,
        target: connection.target,
        targetInput: connection.targetHandle,
      });
    },
    [connectSockets],
  );

  const onNodesChange = useCallback<OnNodesChange<FlowNode>>(
    (changes) => dispatch({ type: 'nodesChanged', changes }),
    [],
  );
  const onEdgesChange = useCallback<OnEdgesChange<FlowEdge>>(
    (changes) => dispatch({ type: 'edgesChanged', changes }),
    [],
  );

  // ---- The opening zoom to fit (spec §2: after 500 ms) ----

  // Counted from the moment the canvas has its viewport (the nodes may still be measuring: fitView waits).
  const { viewportInitialized } = flow;
  useEffect(() => {
    if (!viewportInitialized) return;
    let live = true;
    const timer = window.setTimeout(() => {
      // An empty canvas has nothing to fit (and fitView would wait for nodes that never come).
      if (latest.current.nodes.length === 0) setFitted(true);
      else
        void flow.fitView(FIT_OPTIONS).then(() => {
          if (live) setFitted(true);
        });
    }, FIT_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [viewportInitialized, flow]);

  // ---- Context menu ----

  const {
    menu,
    openMenuFor,
    closeMenu,
    connectMenu,
    onPaneContextMenu,
    onNodeContextMenu,
    onEdgeContextMenu,
    onSelectionContextMenu,
  } = useGraphContextMenu({
    flow,
    wrapper,
    readOnly,
    isReadOnly: () => callbacks.current.readOnly,
    viewCentre,
    latest,
    connectSockets,
  });

  // ---- Comments ----

  const openComment = useCallback((node: FlowNode) => {
    if (isCommentNode(node)) dispatch({ type: 'openCommentDialog', id: node.data.comment.id });
  }, []);
  const onNodeDoubleClick = useCallback(
    (_: ReactMouseEvent, node: Node) => openComment(node as FlowNode),
    [openComment],
  );
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (isMenuKey(event)) {
        if (isTyping(event.target) || latest.current.dialog || event.defaultPrevented) return;
        const found = flowItemOf(event.target);
        const inCanvas = found !== null && event.currentTarget.contains(found.element);
        if (!inCanvas && event.target !== event.currentTarget) return;
        event.preventDefault();
        if (!found) {
          openMenuFor(null);
          return;
        }
        const node = latest.current.nodes.find((n) => n.id === found.item.id);
        const kind = found.item.kind === 'edge' ? 'edge' : node && isCommentNode(node) ? 'comment' : 'node';
        openMenuFor({ element: found.element, target: { kind, id: found.item.id } });
        return;
      }
      if (event.key !== 'Enter' || isTyping(event.target) || latest.current.dialog) return;
      const element =
        event.target instanceof Element ? event.target.closest('.react-flow__node-comment') : null;
      const id = element?.getAttribute('data-id');
      const nodes = latest.current.nodes;
      const focused = id ? nodes.find((n) => n.id === id) : undefined;
      const selected = nodes.filter((n) => n.selected && isCommentNode(n));
      const comment = focused ?? (selected.length === 1 ? selected[0] : undefined);
      if (comment && isCommentNode(comment)) {
        event.preventDefault();
        openComment(comment);
      }
    },
    [openComment, openMenuFor],
  );

  // The focused node, comment or connection: while it is selected, Escape is xyflow's (it deselects it)
  // and the dialog stays; the next Escape closes the dialog.
  const [focused, setFocused] = useState<FocusedItem | null>(null);
  const onFocus = useCallback((event: FocusEvent<HTMLDivElement>) => {
    const target = event.target;
    const field = isTyping(target) || (target instanceof Element && target.closest('.nokey') !== null);
    const next = field ? null : (flowItemOf(target)?.item ?? null);
    // Tabbing from node to node re-renders the editor once per node, not on every focus event inside one.
    setFocused((previous) => (previous?.kind === next?.kind && previous?.id === next?.id ? previous : next));
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) setFocused(null);
  }, []);
  const focusedSelected =
    focused !== null &&
    (focused.kind === 'edge'
      ? state.edges.some((e) => e.id === focused.id && e.selected === true)
      : state.nodes.some((n) => n.id === focused.id && n.selected === true));
  const dialogComment = state.dialog ? findComment(state.nodes, state.dialog.commentId) : undefined;

  // ---- Save, close, Ctrl/Cmd+S ----

  const { save, saving } = useGraphSave({
    readOnly,
    changed,
    latest,
    callbacks,
    dispatch,
    hasChanges,
    currentGraph,
    refuse,
    rebase,
  });

  // A menu, the comment dialog or a save: Escape and the delete keys belong to them.
  const blocked = menu !== null || headerMenu || hintMenu || state.dialog !== null || saving;
  const blockedRef = useRef(blocked);
  blockedRef.current = blocked;
  // A help tooltip takes the next Escape too (it hides, the dialog stays), and so does a focused selected
  // node or connection (xyflow deselects it).
  const escapeBlocked = blocked || helpShown || focusedSelected;
  useEffect(() => {
    callbacks.current.onEscapeBlocked(escapeBlocked);
  }, [escapeBlocked]);
  useEffect(() => () => callbacks.current.onEscapeBlocked(false), []);

  // ---- Delete and Backspace (xyflow's own handling is off: see model/keys.ts) ----

  useEffect(() => {
    if (readOnly) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (blockedRef.current || !deleteKeyApplies(event, wrapper.current, document.body)) return;
      event.preventDefault();
      const { nodes, edges } = latest.current;
      const doomed = {
        nodes: nodes.filter((n) => n.selected).map((n) => ({ id: n.id })),
        edges: edges.filter((e) => e.selected).map((e) => ({ id: e.id })),
      };
      if (doomed.nodes.length === 0 && doomed.edges.length === 0) return;
      void flow.deleteElements(doomed);
      store.setState({ nodesSelectionActive: false });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [readOnly, flow, store]);

  // A press in the canvas focuses it when the focus is elsewhere (the header's buttons): the delete keys
  // then apply, even when the press itself focuses nothing (the pane, a box selection).
  const onPointerDownCapture = useCallback(() => {
    const element = wrapper.current;
    if (element && !element.contains(document.activeElement)) element.focus({ preventScroll: true });
  }, []);

  const ariaLabelConfig = useMemo<Partial<AriaLabelConfig>>(() => {
    const directions: Record<string, string> = {
      up: t('behaviour.flow.directions.up'),
      down: t('behaviour.flow.directions.down'),
      left: t('behaviour.flow.directions.left'),
      right: t('behaviour.flow.directions.right'),
    };
    return {
      'node.a11yDescription.default': t('behaviour.flow.node_description'),
      'node.a11yDescription.keyboardDisabled': t('behaviour.flow.node_description_keyboard'),
      'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }) =>
        t('behaviour.flow.node_moved', { direction: directions[direction] ?? direction, x, y }),
      'edge.a11yDescription.default': t('behaviour.flow.edge_description'),
      'controls.ariaLabel': t('behaviour.flow.controls'),
      'controls.zoomIn.ariaLabel': t('behaviour.flow.zoom_in'),
      'controls.zoomOut.ariaLabel': t('behaviour.flow.zoom_out'),
      'controls.fitView.ariaLabel': t('behaviour.flow.fit_view'),
      'controls.interactive.ariaLabel': t('behaviour.flow.interactive'),
      'minimap.ariaLabel': t('behaviour.flow.minimap'),
      'handle.ariaLabel': t('behaviour.flow.handle'),
    };
  }, [t]);

  // ---- Rendering ----

  const setControl = useCallback(
    (nodeId: string, name: string, value: unknown) =>
      dispatch({ type: 'controlChanged', nodeId, name, value }),
    [],
  );
  const ui = useMemo<GraphUi>(
    () => ({
      readOnly,
      setControl,
      texts: {
        unknownType: (type) => t('behaviour.node.unknown_type', { type }),
        missingComponent: t('behaviour.node.missing_component'),
        duplicateComponent: (name) => t('behaviour.node.duplicate_component', { name }),
        connected: t('behaviour.node.connected'),
        emptyComment: t('behaviour.comment.empty'),
      },
    }),
    [readOnly, setControl, t],
  );

  const hasSelection = state.nodes.some((n) => n.selected) || state.edges.some((e) => e.selected);
  const empty = state.nodes.length === 0;
  const centreMenu: Omit<GraphMenuProps, 'catalogue' | 'components'> = {
    canDelete: hasSelection,
    onDelete: () => deleteTarget(null),
    onComment: () => addComment(viewCentre(), null),
    onAddType: (type) => addType(type, viewCentre()),
    onAddComponent: (id) => addComponent(id, viewCentre()),
  };

  const toolbar = props.toolbar
    ? createPortal(
        <>
          {readOnly ? (
            <Text size="sm" c="dimmed" data-testid="graph-read-only">
              {t('behaviour.read_only')}
            </Text>
          ) : (
            <Menu opened={headerMenu} onChange={setHeaderMenu} position="bottom-end" shadow="md" width={260}>
              <Menu.Target>
                <Button variant="default" leftSection={<IconPlus size={16} />} data-testid="graph-add-node">
                  {t('behaviour.add_node')}
                </Button>
              </Menu.Target>
              <GraphMenuDropdown catalogue={catalogue} components={components} {...centreMenu} />
            </Menu>
          )}
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={readOnly || !(changed || props.pageDirty)}
            loading={saving}
            onClick={() => void save()}
            data-testid="page-behaviour-save"
          >
            {t('behaviour.save')}
          </Button>
        </>,
        props.toolbar,
      )
    : null;

  return (
    <GraphUiContext.Provider value={ui}>
      {toolbar}
      <GraphIconSymbols />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter opens a comment, the menu keys a menu; the canvas is the application */}
      <div
        className={classes.canvas}
        ref={wrapper}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
        onPointerDownCapture={onPointerDownCapture}
      >
        <ReactFlow<FlowNode, FlowEdge>
          nodes={state.nodes as FlowNode[]}
          edges={state.edges as FlowEdge[]}
          nodeTypes={NODE_TYPES}
          onNodesChange={onNodesChange}
          onEdgesChange={onEdgesChange}
          onConnect={onConnect}
          onPaneContextMenu={onPaneContextMenu}
          onNodeContextMenu={onNodeContextMenu}
          onEdgeContextMenu={onEdgeContextMenu}
          onSelectionContextMenu={onSelectionContextMenu}
          onNodeDoubleClick={onNodeDoubleClick}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          fitView
          fitViewOptions={FIT_OPTIONS}
          colorMode={scheme}
          deleteKeyCode={null}
          ariaLabelConfig={ariaLabelConfig}
          nodesDraggable={!readOnly}
          nodesConnectable={!readOnly}
          zoomOnDoubleClick={false}
          elevateEdgesOnSelect
          attributionPosition="bottom-center"
          aria-label={t('behaviour.canvas_label')}
          data-testid="graph-canvas"
          data-fitted={fitted ? 'true' : undefined}
        >
          <Background />
          <Controls showInteractive={false} fitViewOptions={FIT_OPTIONS} />
          <MiniMap pannable zoomable nodeColor={minimapColor} />
          <Panel position="top-right">
            <GraphLegend />
          </Panel>
        </ReactFlow>
        {empty ? (
          <div className={classes.emptyHint} data-testid="graph-empty-hint">
            <Text c="dimmed">{readOnly ? t('behaviour.empty_read_only') : t('behaviour.empty_hint')}</Text>
            {readOnly ? null : (
              <Menu opened={hintMenu} onChange={setHintMenu} position="bottom" shadow="md" width={260}>
                <Menu.Target>
                  <Button
                    className="nokey"
                    leftSection={<IconPlus size={16} />}
                    data-testid="graph-empty-add-node"
                  >
                    {t('behaviour.add_node')}
                  </Button>
                </Menu.Target>
                <GraphMenuDropdown catalogue={catalogue} components={components} {...centreMenu} />
              </Menu>
            )}
          </div>
        ) : null}
        {menu ? (
          <Menu
            key={menu.key}
            opened
            onChange={(opened) => {
              if (!opened) closeMenu(menu);
            }}
            position="bottom-start"
            offset={2}
            shadow="md"
            width={260}
            returnFocus={false}
          >
            <Menu.Target>
              <div className={classes.menuAnchor} style={{ left: menu.left, top: menu.top }} />
            </Menu.Target>
            <GraphMenuDropdown
              catalogue={catalogue}
              components={components}
              canDelete={menu.target !== null || hasSelection}
              onDelete={() => deleteTarget(menu.target)}
              onComment={() => addComment(menu.at, menu.target?.kind === 'node' ? menu.target.id : null)}
              onAddType={(type) => addType(type, menu.at)}
              onAddComponent={(id) => addComponent(id, menu.at)}
              connect={connectMenu(menu.target, ui.texts)}
            />
          </Menu>
        ) : null}
        <HelpLayer root={wrapper} catalogue={catalogue} onShownChange={setHelpShown} />
        <HelpTexts catalogue={catalogue} />
      </div>
      <CommentDialog
        comment={dialogComment?.data.comment ?? null}
        readOnly={readOnly}
        onClose={(text) => dispatch({ type: 'closeCommentDialog', text })}
      />
    </GraphUiContext.Provider>
  );
}
