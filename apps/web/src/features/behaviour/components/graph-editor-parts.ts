/**
 * The graph editor's small pieces that need no React: what a context menu and a focused item are, where a new
 * node goes, and the keyboard's contextmenu event to swallow (graph-editor.tsx).
 */
import type { FlowNode } from '../model/types.ts';

export type MenuTarget = { readonly kind: 'node' | 'comment' | 'edge'; readonly id: string };

export interface ContextMenu {
  readonly key: number;
  /** Where it opens, in the canvas box. */
  readonly left: number;
  readonly top: number;
  /** Where new nodes go (flow coordinates). */
  readonly at: { x: number; y: number };
  readonly target: MenuTarget | null;
  /** Opened from the keyboard: what gets the focus back when the menu closes (the node, the canvas). */
  readonly returnFocus: HTMLElement | SVGElement | null;
}

/** A focused node, comment or connection (not a field inside it), as xyflow's own keys see it. */
export type FocusedItem = { readonly kind: 'node' | 'edge'; readonly id: string };

export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The node, comment or connection an element belongs to (xyflow's wrappers carry `data-id`). */
export function flowItemOf(
  target: EventTarget | null,
): { element: HTMLElement | SVGElement; item: FocusedItem } | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest('.react-flow__node, .react-flow__edge');
  const id = element?.getAttribute('data-id');
  if (!id || !(element instanceof HTMLElement || element instanceof SVGElement)) return null;
  return { element, item: { kind: element.classList.contains('react-flow__edge') ? 'edge' : 'node', id } };
}

/**
 * The ContextMenu key (and Shift+F10) also makes the browser send a contextmenu event, after the keydown
 * (on some systems at the key's release, when the menu has the focus already): the next one within a
 * second is swallowed, so that neither the browser's menu shows nor a second menu opens elsewhere.
 */
export function swallowNextContextMenu() {
  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  window.addEventListener('contextmenu', swallow, { capture: true, once: true });
  window.setTimeout(() => window.removeEventListener('contextmenu', swallow, { capture: true }), 1000);
}

/** The size a node is taken to have before it is measured (about a small node's). */
const NODE_BOX = { width: 200, height: 110 };

/**
 * A free place near `at`: a node added where another one already is goes to its right (then further),
 * instead of covering it.
 */
export function freeSpot(nodes: readonly FlowNode[], at: { x: number; y: number }) {
  const covers = (spot: { x: number; y: number }) =>
    nodes.some((n) => {
      const width = n.measured?.width ?? NODE_BOX.width;
      const height = n.measured?.height ?? NODE_BOX.height;
      return (
        spot.x < n.position.x + width &&
        n.position.x < spot.x + NODE_BOX.width &&
        spot.y < n.position.y + height &&
        n.position.y < spot.y + NODE_BOX.height
      );
    });
  let spot = at;
  for (let i = 0; i < 12 && covers(spot); i += 1) spot = { x: spot.x + NODE_BOX.width + 40, y: spot.y };
  return covers(spot) ? at : spot;
}
