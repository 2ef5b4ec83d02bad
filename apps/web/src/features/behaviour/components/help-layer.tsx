import { getDefaultZIndex } from '@mantine/core';
import { DELAYS } from '@tessera/shared';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { GraphCatalogue } from '../model/catalogue.ts';
import classes from './graph.module.css';

/** Elements with this attribute (a node type) get that type's help tooltip: a node's help icon. */
export const HELP_TYPE = 'data-help';

/** The id of a type's help text (rendered once, hidden, by HelpTexts: the help icons' accessible name). */
export const helpTextId = (type: string) => `tessera-graph-help-${type}`;

/** Each type's help text once, for the help icons' aria-labelledby (no long text repeated on every node). */
export function HelpTexts({ catalogue }: { catalogue: GraphCatalogue }) {
  return (
    <div hidden>
      {catalogue.events.map((event) => (
        <span key={event.name} id={helpTextId(event.name)}>
          {event.helpLabel}: {event.helpDescription}
        </span>
      ))}
    </div>
  );
}

interface Shown {
  readonly label: string;
  readonly description: string;
  readonly target: HTMLElement;
}

/**
 * One help tooltip for the whole canvas, shown for the help icon under the pointer or keyboard focus: a
 * Mantine Tooltip per node would cost far more than the node itself on a 500-node graph. Escape hides it,
 * wherever the focus is; `onShownChange` lets the editor keep that Escape from also closing the dialog
 * (the dialog's Escape listener runs first, on the window, so stopping the event here would be too late).
 */
export function HelpLayer({
  root,
  catalogue,
  onShownChange,
}: {
  root: RefObject<HTMLElement | null>;
  catalogue: GraphCatalogue;
  onShownChange?(shown: boolean): void;
}) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const tip = useRef<HTMLDivElement>(null);
  const latest = useRef(catalogue);
  latest.current = catalogue;
  const report = useRef(onShownChange);
  report.current = onShownChange;
  const visible = shown !== null;
  useEffect(() => {
    report.current?.(visible);
  }, [visible]);
  useEffect(() => () => report.current?.(false), []);

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
      const help = target instanceof Element ? target.closest<HTMLElement>(`[${HELP_TYPE}]`) : null;
      if (help === current) return;
      hide();
      if (!help || !element.contains(help)) return;
      current = help;
      timer = window.setTimeout(() => {
        const event = latest.current.byName.get(help.getAttribute(HELP_TYPE) ?? '');
        if (!help.isConnected || !event) return;
        showing = true;
        setShown({ label: event.helpLabel, description: event.helpDescription, target: help });
      }, DELAYS.tooltip);
    };
    const leave = (event: PointerEvent | FocusEvent) => {
      const next = event.relatedTarget;
      if (current && !(next instanceof Node && current.contains(next))) hide();
    };
    const over = (event: PointerEvent) => arm(event.target);
    const focus = (event: FocusEvent) => arm(event.target);
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
    // On the document: the tooltip may show for the pointer while the focus is outside the canvas.
    document.addEventListener('keydown', key);
    return () => {
      hide();
      document.removeEventListener('keydown', key);
      for (const [type, listener] of listeners) element.removeEventListener(type, listener as EventListener);
    };
  }, [root]);

  useLayoutEffect(() => {
    const box = tip.current;
    if (!shown || !box) {
      setPosition(null);
      return;
    }
    const target = shown.target.getBoundingClientRect();
    const gap = 6;
    const margin = 8;
    const above = target.top - gap - box.offsetHeight;
    const top = above >= margin ? above : target.bottom + gap;
    const left = Math.min(
      Math.max(margin, target.left + target.width / 2 - box.offsetWidth / 2),
      window.innerWidth - box.offsetWidth - margin,
    );
    setPosition({ left, top });
  }, [shown]);

  if (!shown) return null;
  return createPortal(
    <div
      ref={tip}
      role="tooltip"
      className={classes.helpTip}
      style={{
        zIndex: getDefaultZIndex('popover'),
        left: position?.left ?? 0,
        top: position?.top ?? 0,
        visibility: position ? 'visible' : 'hidden',
      }}
      data-testid="graph-help"
    >
      <div className={classes.helpTipTitle}>{shown.label}</div>
      {shown.description ? <div>{shown.description}</div> : null}
    </div>,
    document.body,
  );
}
