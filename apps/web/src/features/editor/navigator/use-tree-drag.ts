/**
 * Reordering by drag inside the navigator, with the pointer: press on a brick's row, move 4 px to start,
 * the drop position follows the pointer (tree-drop.ts: row, height within it, and how far left it is),
 * let go to move the brick; Escape cancels. Near the top or bottom edge the tree scrolls. Nothing here
 * goes through dnd-kit: rows are drawn in view only, and a drop's place is a row position, not a box.
 */
import { type PointerEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { DropTarget } from '../model/types.ts';
import { INDENT, ROW_HEIGHT, ROW_START } from './navigator-row.tsx';
import { type DropSpot, dropSpot } from './tree-drop.ts';
import type { TreeRow } from './tree-rows.ts';

const START_DISTANCE = 4;
const EDGE = 24;
const EDGE_STEP = 12;

export interface TreeDrag {
  /** The brick being dragged, once the drag started. */
  readonly draggedId: string | null;
  readonly spot: DropSpot | null;
  onPointerDown(event: PointerEvent<HTMLElement>, brickId: string): void;
  /** Whether the click that follows a pointer release must be ignored (it ended a drag); resets. */
  takeClick(): boolean;
}

function sameSpot(a: DropSpot | null, b: DropSpot | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.target.slot === b.target.slot &&
    a.target.index === b.target.index &&
    a.indicator.index === b.indicator.index &&
    a.indicator.position === b.indicator.position &&
    a.indicator.level === b.indicator.level
  );
}

export function useTreeDrag({
  scroller,
  sizer,
  rows,
  onDrop,
}: {
  scroller: RefObject<HTMLDivElement | null>;
  sizer: RefObject<HTMLDivElement | null>;
  /** The rows as drawn now (a ref: read at each pointer move). */
  rows: RefObject<readonly TreeRow[]>;
  onDrop(brickId: string, target: DropTarget): void;
}): TreeDrag {
  const [draggedId, setDraggedId] = useState<string | null>(null);
  const [spot, setSpot] = useState<DropSpot | null>(null);
  const spotRef = useRef<DropSpot | null>(null);
  const ignoreClick = useRef(false);
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => () => stop.current?.(), []);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>, brickId: string) => {
      if (event.button !== 0 || stop.current) return;
      const startX = event.clientX;
      const startY = event.clientY;
      let started = false;
      const update = (next: DropSpot | null) => {
        if (sameSpot(spotRef.current, next)) return;
        spotRef.current = next;
        setSpot(next);
      };
      const end = () => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', cancel);
        window.removeEventListener('keydown', onKey, true);
        stop.current = null;
        spotRef.current = null;
        setSpot(null);
        setDraggedId(null);
      };
      const cancel = () => end();
      const onMove = (move: globalThis.PointerEvent) => {
        if (!started) {
          if (Math.hypot(move.clientX - startX, move.clientY - startY) < START_DISTANCE) return;
          started = true;
          setDraggedId(brickId);
        }
        const box = sizer.current?.getBoundingClientRect();
        const view = scroller.current;
        if (!box || !view) return;
        const frame = view.getBoundingClientRect();
        if (move.clientY < frame.top + EDGE) view.scrollTop -= EDGE_STEP;
        else if (move.clientY > frame.bottom - EDGE) view.scrollTop += EDGE_STEP;
        const y = move.clientY - box.top;
        const index = Math.floor(y / ROW_HEIGHT);
        const level = Math.max(1, Math.floor((move.clientX - box.left - ROW_START) / INDENT) + 1);
        update(dropSpot(rows.current, brickId, { index, fraction: y / ROW_HEIGHT - index, level }));
      };
      const skipClick = () => {
        // The click that follows this release (if it lands on a row) is the drag's end, not a selection.
        ignoreClick.current = true;
        setTimeout(() => {
          ignoreClick.current = false;
        }, 0);
      };
      const onUp = () => {
        const landing = spotRef.current;
        if (started) skipClick();
        end();
        if (started && landing) onDrop(brickId, landing.target);
      };
      const onKey = (key: KeyboardEvent) => {
        if (key.key !== 'Escape') return;
        // The editor's own Escape (leaving full screen, clearing the selection) is not this one's.
        key.preventDefault();
        key.stopPropagation();
        end();
      };
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', cancel);
      window.addEventListener('keydown', onKey, true);
      stop.current = end;
    },
    [onDrop, rows, scroller, sizer],
  );

  const takeClick = useCallback(() => {
    const ignored = ignoreClick.current;
    ignoreClick.current = false;
    return ignored;
  }, []);

  return { draggedId, spot, onPointerDown, takeClick };
}
