import { createGraphEngine, type GraphEngine } from './engine.ts';

/**
 * Runs a page's behaviour graph on rendered bricks (the editor's preview and live pages): each placed
 * component is an element carrying its brick id in `data-tessera-brick` (editor-frame.tsx, and the live
 * renderer). DOM mouse events inside it are emitted to the engine, and the components the engine hides get
 * `display: none` from one stylesheet of id selectors. A stylesheet rather than attributes or inline styles
 * on the elements: React owns those elements and may replace them on a re-render, the stylesheet survives.
 *
 * Listeners are delegated to the root (one of each kind, whatever the page's size). mouseenter and
 * mouseleave are derived from mouseover and mouseout with the related target, so they fire once per brick
 * entered or left, as the DOM's own do, including for bricks that are `display: contents` wrappers.
 * Containers (issue 22) hold bricks: an event inside a brick is also an event of every container around it,
 * innermost first, as DOM events bubble (a click on a heading in a Link block is a click of the Link block).
 */

export const BRICK_ATTRIBUTE = 'data-tessera-brick';
const BRICK_SELECTOR = `[${BRICK_ATTRIBUTE}]`;

export interface BehaviourBinding {
  readonly engine: GraphEngine;
  /** Removes the listeners and the stylesheet: every component shows again. */
  dispose(): void;
}

export interface BindOptions {
  /** Where the stylesheet goes (the document's head by default). */
  readonly styleParent?: ParentNode;
  /** Cancels link navigation on clicks (the editor's preview must stay on its page). */
  readonly blockNavigation?: boolean;
}

function brickOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(BRICK_SELECTOR) : null;
}

/** The brick around a target and every container brick around it, innermost first. */
function bricksAround(target: EventTarget | null): Element[] {
  const bricks: Element[] = [];
  for (let brick = brickOf(target); brick; brick = brickOf(brick.parentElement)) bricks.push(brick);
  return bricks;
}

function brickId(element: Element): string | null {
  return element.getAttribute(BRICK_ATTRIBUTE);
}

/** The stylesheet hiding these bricks; ids are escaped, so any id is safe in the selector. */
export function hiddenBricksCss(hidden: Iterable<string>): string {
  const selectors = [...hidden].map((id) => `[${BRICK_ATTRIBUTE}="${cssString(id)}"]`);
  return selectors.length === 0 ? '' : `${selectors.join(',\n')} { display: none !important; }`;
}

/** The text of a CSS string body: backslash, quote and line breaks escaped (CSS Syntax §4.3.5). */
function cssString(value: string): string {
  return value.replace(/["\\\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `);
}

export function bindBehaviour(
  root: HTMLElement,
  graph: { readonly nodes?: readonly unknown[]; readonly connections?: readonly unknown[] },
  options: BindOptions = {},
): BehaviourBinding {
  const document = root.ownerDocument;
  const style = document.createElement('style');
  style.dataset.tesseraBehaviour = '';
  (options.styleParent ?? document.head).append(style);

  const hidden = new Set<string>();
  const render = () => {
    style.textContent = hiddenBricksCss(hidden);
  };
  // One event may change many components: the stylesheet is written once, after it (or, for changes made
  // through the engine directly, once per task), never once per change.
  let changed = false;
  const flush = () => {
    if (!changed) return;
    changed = false;
    render();
  };
  const engine = createGraphEngine(graph, {
    onComponentVisibility(componentId, visible) {
      if (visible) hidden.delete(componentId);
      else hidden.add(componentId);
      if (!changed) queueMicrotask(flush);
      changed = true;
    },
  });
  for (const [componentId, visible] of Object.entries(engine.visibility()))
    if (!visible) hidden.add(componentId);
  render();

  const emit = (elements: readonly Element[], event: string) => {
    for (const element of elements) {
      const id = brickId(element);
      if (id) engine.emit(id, event);
    }
    flush();
  };
  /** The bricks around `target` that are not around `other` (entered or left when moving between them). */
  const crossed = (target: EventTarget | null, other: EventTarget | null) => {
    const staying = new Set(bricksAround(other));
    return bricksAround(target).filter((brick) => !staying.has(brick));
  };
  const onClick = (event: MouseEvent) => emit(bricksAround(event.target), 'click');
  const onOver = (event: MouseEvent) => emit(crossed(event.target, event.relatedTarget), 'mouseenter');
  const onOut = (event: MouseEvent) => emit(crossed(event.target, event.relatedTarget), 'mouseleave');
  const onMove = (event: MouseEvent) => emit(bricksAround(event.target), 'mousemove');
  // In the capture phase on the document, so no component can stop it first; `a` also matches SVG links.
  const stopNavigation = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a, area')) event.preventDefault();
  };

  root.addEventListener('click', onClick);
  root.addEventListener('mouseover', onOver);
  root.addEventListener('mouseout', onOut);
  root.addEventListener('mousemove', onMove);
  if (options.blockNavigation) document.addEventListener('click', stopNavigation, true);

  return {
    engine,
    dispose() {
      root.removeEventListener('click', onClick);
      root.removeEventListener('mouseover', onOver);
      root.removeEventListener('mouseout', onOut);
      root.removeEventListener('mousemove', onMove);
      document.removeEventListener('click', stopNavigation, true);
      style.remove();
    },
  };
}
