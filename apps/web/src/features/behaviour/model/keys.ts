/**
 * The editor's own Delete/Backspace (xyflow's deleteKeyCode is off). xyflow listens on the whole document
 * and skips only text fields and `.nokey`, so the delete keys removed the selected nodes while focus was on
 * a toolbar button, in a menu or in the comment dialog. Here they delete the selection only when the key
 * is pressed on the canvas (a node, an edge, the canvas itself) or with nothing focused (document.body),
 * never in a text field, on a button or link, in a menu, or under `.nokey`. The editor also ignores them
 * while a menu, the comment dialog or a save is open.
 *
 * Plain data in, so it is tested without a DOM.
 */

export const DELETE_KEYS: readonly string[] = ['Delete', 'Backspace'];

/** What is read of an element: a DOM Element fits. */
interface TargetLike {
  readonly tagName?: string;
  readonly isContentEditable?: boolean;
  closest?(selectors: string): unknown;
}

export interface DeleteKeyEvent {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly repeat?: boolean;
  readonly defaultPrevented: boolean;
  readonly target: unknown;
}

/** Elements (or inside them) where Delete and Backspace belong to the element. */
const KEEPS_KEYS =
  'input, textarea, select, button, a[href], [contenteditable]:not([contenteditable="false"]), ' +
  '[role="button"], [role="menu"], [role="menuitem"], [role="textbox"], [role="combobox"], .nokey';

/**
 * Whether a keydown deletes the canvas selection. `canvas` is the element around the xyflow canvas;
 * `body` is document.body (focus there means nothing is focused).
 */
export function deleteKeyApplies(
  event: DeleteKeyEvent,
  canvas: { contains(other: never): boolean } | null,
  body: unknown,
): boolean {
  if (!DELETE_KEYS.includes(event.key)) return false;
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || event.defaultPrevented) return false;
  const target = event.target as TargetLike | null;
  if (!target) return false;
  if (target === body) return true;
  if (!canvas?.contains(target as never)) return false;
  if (target.isContentEditable) return false;
  return !target.closest?.(KEEPS_KEYS);
}

export interface MenuKeyEvent {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

/** The keys that open a focused element's context menu: the ContextMenu key, and Shift+F10. */
export function isMenuKey(event: MenuKeyEvent): boolean {
  if (event.key === 'ContextMenu') return true;
  return event.key === 'F10' && event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey;
}

export interface BoxLike {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Where the menu opened from the keyboard on a node, a comment or a connection goes, in the canvas box: a
 * node's (or comment's) header, a little inside its top left corner (where a right-click would be); the
 * middle of a connection's box. Kept inside the canvas, so a node partly out of view still gets its menu
 * where it can be seen. `client` is the same point in window coordinates.
 */
export function keyboardMenuPoint(
  element: BoxLike,
  canvas: BoxLike,
  kind: 'node' | 'edge',
): { left: number; top: number; client: { x: number; y: number } } {
  const inside =
    kind === 'edge'
      ? { x: element.width / 2, y: element.height / 2 }
      : { x: Math.min(element.width / 2, 32), y: Math.min(element.height / 2, 20) };
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0));
  const left = clamp(element.left - canvas.left + inside.x, canvas.width);
  const top = clamp(element.top - canvas.top + inside.y, canvas.height);
  return { left, top, client: { x: canvas.left + left, y: canvas.top + top } };
}
