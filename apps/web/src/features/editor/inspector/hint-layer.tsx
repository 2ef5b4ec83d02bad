import { getDefaultZIndex } from '@mantine/core';
import { DELAYS } from '@tessera/shared';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import classes from './inspector.module.css';

/** Elements with this attribute (its text: the aria-label's, or a longer explanation) get the tooltip. */
const HINT_ATTRIBUTE = 'data-hint';

interface Shown {
  readonly text: string;
  readonly target: HTMLElement;
}

/**
 * One tooltip for the whole inspector, shown for the element under the pointer or keyboard focus that
 * carries `data-hint`, after the app's tooltip delay. A Mantine Tooltip per icon button costs about a
 * millisecond each to mount; with dozens of buttons per brick that alone was a large share of the time
 * to switch bricks, while only one tooltip is ever visible.
 */
export function HintLayer({ root }: { root: RefObject<HTMLElement | null> }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const tooltip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let timer: number | undefined;
    let current: HTMLElement | null = null;
    const hide = () => {
      window.clearTimeout(timer);
      current = null;
      setShown(null);
    };
    const arm = (target: EventTarget | null) => {
      const hinted = target instanceof Element ? target.closest<HTMLElement>(`[${HINT_ATTRIBUTE}]`) : null;
      if (hinted === current) return;
      hide();
      if (!hinted || !element.contains(hinted)) return;
      current = hinted;
      timer = window.setTimeout(() => {
        const text = hinted.getAttribute(HINT_ATTRIBUTE);
        if (text && hinted.isConnected) setShown({ text, target: hinted });
      }, DELAYS.tooltip);
    };
    const leave = (event: PointerEvent | FocusEvent) => {
      const next = event.relatedTarget;
      if (current && !(next instanceof Node && current.contains(next))) hide();
    };
    const over = (event: PointerEvent) => arm(event.target);
    const focus = (event: FocusEvent) => arm(event.target);
    const key = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    element.addEventListener('pointerover', over);
    element.addEventListener('pointerout', leave);
    element.addEventListener('focusin', focus);
    element.addEventListener('focusout', leave);
    element.addEventListener('pointerdown', hide);
    element.addEventListener('keydown', key);
    // Any scroll moves the target away from where the tooltip would be drawn.
    window.addEventListener('scroll', hide, true);
    return () => {
      hide();
      element.removeEventListener('pointerover', over);
      element.removeEventListener('pointerout', leave);
      element.removeEventListener('focusin', focus);
      element.removeEventListener('focusout', leave);
      element.removeEventListener('pointerdown', hide);
      element.removeEventListener('keydown', key);
      window.removeEventListener('scroll', hide, true);
    };
  }, [root]);

  // Placed above the target, centred, below it when there is no room, and kept inside the window.
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
    const above = target.top - gap - height;
    const top = above >= margin ? above : target.bottom + gap;
    const centred = target.left + target.width / 2 - width / 2;
    const left = Math.min(Math.max(margin, centred), window.innerWidth - width - margin);
    setPosition({ left, top });
  }, [shown]);

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
      data-testid="inspector-hint"
    >
      {shown.text}
    </div>,
    document.body,
  );
}
