import { getDefaultZIndex } from '@mantine/core';
import { DELAYS } from '@tessera/shared';
import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import classes from './hint-layer.module.css';

/** Elements with this attribute (its text: the aria-label's, or a longer explanation) get the tooltip. */
const HINT_ATTRIBUTE = 'data-hint';

interface Shown {
  readonly content: ReactNode;
  readonly target: HTMLElement;
}

export interface HintLayerProps {
  root: RefObject<HTMLElement | null>;
  /** Above the target (below when there is no room), or to its right (left when there is no room). */
  placement?: 'above' | 'right';
  /** Checked before showing: true keeps the hints quiet (the source panel during a drag). */
  suspended?: () => boolean;
  testId?: string;
  /** The attribute that marks an element with a hint (`data-hint` by default). */
  attribute?: string;
  /** What the tooltip shows for the attribute's value (its text by default); null shows nothing. */
  content?: (value: string) => ReactNode | null;
  /** Told when the tooltip appears and disappears (a dialog around it may want its Escape). */
  onShownChange?: (shown: boolean) => void;
}

/**
 * One tooltip for a whole panel (the inspector, the left panel), shown for the element under the pointer
 * or keyboard focus that carries `data-hint`, after the app's tooltip delay. A Mantine Tooltip per element
 * costs about a millisecond each to render; with dozens of buttons per brick, or a tile per component that
 * re-renders at the end of every drag, that alone was a large share of the time to switch bricks or to
 * finish a drop, while only one tooltip is ever visible.
 */
export function HintLayer({
  root,
  placement = 'above',
  suspended,
  testId = 'inspector-hint',
  attribute = HINT_ATTRIBUTE,
  content,
  onShownChange,
}: HintLayerProps) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const tooltip = useRef<HTMLDivElement>(null);
  const latest = useRef({ suspended, content, onShownChange });
  latest.current = { suspended, content, onShownChange };
  const visible = shown !== null;
  useEffect(() => {
    latest.current.onShownChange?.(visible);
  }, [visible]);
  useEffect(() => () => latest.current.onShownChange?.(false), []);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let timer: number | undefined;
    let current: HTMLElement | null = null;
    let showing = false;
    const hide = () => {
      window.clearTimeout(timer);
      current = null;
      showing = false;
      setShown(null);
    };
    const arm = (target: EventTarget | null) => {
      const hinted = target instanceof Element ? target.closest<HTMLElement>(`[${attribute}]`) : null;
      if (hinted === current) return;
      hide();
      if (!hinted || !element.contains(hinted) || latest.current.suspended?.()) return;
      current = hinted;
      timer = window.setTimeout(() => {
        const value = hinted.getAttribute(attribute);
        const shownContent = value && (latest.current.content ? latest.current.content(value) : value);
        if (!shownContent || !hinted.isConnected) return;
        showing = true;
        setShown({ content: shownContent, target: hinted });
      }, DELAYS.tooltip);
    };
    const leave = (event: PointerEvent | FocusEvent) => {
      const next = event.relatedTarget;
      if (current && !(next instanceof Node && current.contains(next))) hide();
    };
    const over = (event: PointerEvent) => arm(event.target);
    const focus = (event: FocusEvent) => arm(event.target);
    // On the document: the tooltip may show for the pointer while the focus is elsewhere.
    const key = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !current) return;
      // A shown tooltip takes this Escape: nothing further in the page reacts to it.
      if (showing) event.stopPropagation();
      hide();
    };
    const listeners: [string, (event: never) => void][] = [
      ['pointerover', over],
      ['pointerout', leave],
      ['focusin', focus],
      ['focusout', leave],
      ['pointerdown', hide],
      ['wheel', hide],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener as EventListener);
    document.addEventListener('keydown', key);
    // Any scroll moves the target away from where the tooltip would be drawn.
    window.addEventListener('scroll', hide, true);
    return () => {
      hide();
      for (const [type, listener] of listeners) element.removeEventListener(type, listener as EventListener);
      document.removeEventListener('keydown', key);
      window.removeEventListener('scroll', hide, true);
    };
  }, [root, attribute]);

  // Placed as asked, on the other side when there is no room, and kept inside the window.
  useLayoutEffect(() => {
    const box = tooltip.current;
    if (!shown || !box) {
      setPosition(null);
      return;
    }
    const target = shown.target.getBoundingClientRect();
    const gap = 6;
    const margin = 8;
    const width = box.offsetWidth;
    const height = box.offsetHeight;
    const inside = (value: number, size: number, room: number) =>
      Math.min(Math.max(margin, value), room - size - margin);
    if (placement === 'right') {
      const right = target.right + gap;
      const left = right + width + margin <= window.innerWidth ? right : target.left - gap - width;
      const top = inside(target.top + target.height / 2 - height / 2, height, window.innerHeight);
      setPosition({ left, top });
      return;
    }
    const above = target.top - gap - height;
    const top = above >= margin ? above : target.bottom + gap;
    setPosition({ left: inside(target.left + target.width / 2 - width / 2, width, window.innerWidth), top });
  }, [shown, placement]);

  if (!shown) return null;
  // Straight into the body (Mantine's Portal mounts a frame later, too late to measure the tooltip here).
  return createPortal(
    <div
      ref={tooltip}
      role="tooltip"
      className={classes.hint}
      style={{
        zIndex: getDefaultZIndex('popover'),
        left: position?.left ?? 0,
        top: position?.top ?? 0,
        visibility: position ? 'visible' : 'hidden',
      }}
      data-testid={testId}
    >
      {shown.content}
    </div>,
    document.body,
  );
}
