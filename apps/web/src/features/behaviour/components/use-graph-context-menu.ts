import type { GraphConnection } from '@tessera/shared';
import type { Edge, Node, ReactFlowInstance } from '@xyflow/react';
import { type MouseEvent as ReactMouseEvent, type RefObject, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectTargets } from '../model/connect.ts';
import type { EditorState } from '../model/editor-state.ts';
import { graphShape } from '../model/flow.ts';
import { keyboardMenuPoint } from '../model/keys.ts';
import { type FlowEdge, type FlowNode, isCommentNode, isGraphNode } from '../model/types.ts';
import { type GraphUi, nodeTitle } from './graph-context.ts';
import { type ContextMenu, type MenuTarget, swallowNextContextMenu } from './graph-editor-parts.ts';
import type { ConnectMenu } from './graph-menu.tsx';

interface ContextMenuDeps {
  readonly flow: ReactFlowInstance<FlowNode, FlowEdge>;
  readonly wrapper: RefObject<HTMLDivElement | null>;
  readonly readOnly: boolean;
  /** The dialog's read-only flag as it is now (props read through a ref). */
  readonly isReadOnly: () => boolean;
  /** The centre of the view, in flow coordinates. */
  readonly viewCentre: () => { x: number; y: number };
  readonly latest: RefObject<EditorState>;
  readonly connectSockets: (wanted: GraphConnection) => void;
}

/**
 * The graph canvas's context menu (spec §2; graph-editor.tsx): opened by a right-click where it happened, or from
 * the keyboard (the ContextMenu key, Shift+F10) at the focused node, comment or connection, or at the centre for
 * the canvas; closing it gives the focus back. A node's menu has Connect, through the same rules as a drag.
 */
export function useGraphContextMenu({
  flow,
  wrapper,
  readOnly,
  isReadOnly,
  viewCentre,
  latest,
  connectSockets,
}: ContextMenuDeps) {
  const { i18n } = useTranslation();
  const [menu, setMenu] = useState<ContextMenu | null>(null);

  const openMenu = useCallback(
    (event: ReactMouseEvent | MouseEvent, target: MenuTarget | null) => {
      if (isReadOnly()) return;
      event.preventDefault();
      const box = wrapper.current?.getBoundingClientRect();
      if (!box) return;
      setMenu({
        key: Date.now(),
        left: event.clientX - box.left,
        top: event.clientY - box.top,
        at: flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }),
        target,
        returnFocus: null,
      });
    },
    [flow, wrapper, isReadOnly],
  );

  /** The menu opened from the keyboard: at the focused element, or at the centre for the canvas itself. */
  const openMenuFor = useCallback(
    (found: { element: HTMLElement | SVGElement; target: MenuTarget } | null) => {
      const box = wrapper.current?.getBoundingClientRect();
      if (isReadOnly() || !box || !wrapper.current) return;
      swallowNextContextMenu();
      // After this keydown is over: React renders a discrete event's update, effects included, while the
      // event is still on its way to the window, where the menu's own listeners would take it and close it.
      const open = (next: ContextMenu) => window.setTimeout(() => setMenu(next));
      if (!found) {
        open({
          key: Date.now(),
          left: box.width / 2,
          top: box.height / 2,
          at: viewCentre(),
          target: null,
          returnFocus: wrapper.current,
        });
        return;
      }
      const kind = found.target.kind === 'edge' ? 'edge' : 'node';
      const point = keyboardMenuPoint(found.element.getBoundingClientRect(), box, kind);
      open({
        key: Date.now(),
        left: point.left,
        top: point.top,
        at: flow.screenToFlowPosition(point.client),
        target: found.target,
        returnFocus: found.element,
      });
    },
    [flow, viewCentre, wrapper, isReadOnly],
  );

  const closeMenu = useCallback((closed: ContextMenu) => {
    setMenu(null);
    const back = closed.returnFocus;
    // The menu took the focus; once it is gone (the focus on the page's body), it goes back where it was.
    if (back)
      window.setTimeout(() => {
        const active = document.activeElement;
        if (back.isConnected && (active === null || active === document.body))
          back.focus({ preventScroll: true });
      }, 20);
  }, []);

  /** The Connect sub-menu of a node's menu (none for a comment, a connection or the canvas). */
  const connectMenu = useCallback(
    (target: MenuTarget | null, texts: GraphUi['texts']): ConnectMenu | null => {
      if (readOnly || target?.kind !== 'node') return null;
      const node = latest.current.nodes.find((n) => n.id === target.id);
      if (!node || !isGraphNode(node)) return null;
      return {
        outputs: node.data.outputs,
        targets: (output) => {
          const { nodes, edges, hidden } = latest.current;
          return connectTargets(
            graphShape(nodes, edges, hidden),
            nodes,
            node.id,
            output,
            (n) => nodeTitle(n.data, texts),
            i18n.resolvedLanguage ?? i18n.language,
          );
        },
        onConnect: (output, chosen) =>
          connectSockets({
            source: node.id,
            sourceOutput: output,
            target: chosen.nodeId,
            targetInput: chosen.input.name,
          }),
      };
    },
    [readOnly, i18n, connectSockets, latest],
  );
  const onPaneContextMenu = useCallback(
    (event: ReactMouseEvent | MouseEvent) => openMenu(event, null),
    [openMenu],
  );
  const onNodeContextMenu = useCallback(
    (event: ReactMouseEvent, node: Node) =>
      openMenu(event, { kind: isCommentNode(node as FlowNode) ? 'comment' : 'node', id: node.id }),
    [openMenu],
  );
  const onEdgeContextMenu = useCallback(
    (event: ReactMouseEvent, edge: Edge) => openMenu(event, { kind: 'edge', id: edge.id }),
    [openMenu],
  );
  const onSelectionContextMenu = useCallback((event: ReactMouseEvent) => openMenu(event, null), [openMenu]);

  return {
    menu,
    openMenuFor,
    closeMenu,
    connectMenu,
    onPaneContextMenu,
    onNodeContextMenu,
    onEdgeContextMenu,
    onSelectionContextMenu,
  };
}
