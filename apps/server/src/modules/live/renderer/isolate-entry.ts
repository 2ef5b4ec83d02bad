/**
 * Runs inside the isolate, after the shims (bundle.ts): loads the page's modules and draws one brick or the
 * template per call from the sandbox (sandbox.ts). Props and slots come in as JSON strings and results go out
 * as plain objects, both copied across; all the markup, the wrappers included, is React's, so keys and
 * props are escaped by it. A slot (the template's or a container brick's) arrives as markup already drawn by
 * earlier calls, and is given to its component as an element holding that markup.
 */
import { type ComponentType, createElement, Fragment, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server.browser';

interface ModuleSource {
  id: string;
  compiledCode: string;
}

/** Why a module or a render failed, as the runtime's loader describes it. */
export interface IsolateFailure {
  type: string;
  message: string;
}

/** What the runtime's loader (packages/runtime/src/loader.ts) does; bundle.ts passes it in with the import map. */
export interface RuntimeLoader {
  imports: Readonly<Record<string, unknown>>;
  loadModule(
    source: ModuleSource,
    imports: Readonly<Record<string, unknown>>,
  ): { component: ComponentType<Record<string, unknown>> | null; error: IsolateFailure | null };
  describeError(thrown: unknown, source: ModuleSource): IsolateFailure;
}

export interface Drawn {
  html: string;
  error: IsolateFailure | null;
}

/** The calls the sandbox makes, found as `globalThis.__tessera` before any module runs. */
export interface IsolateRenderer {
  /** Runs a module's code; null when it exports a component. */
  load(id: string, compiledCode: string): IsolateFailure | null;
  /**
   * A brick in its wrapper, a container's slots given as its `slotN` props; an empty wrapper when `id` is
   * null or its component throws.
   */
  brick(key: string, id: string | null, propsJson: string, slotsJson: string): Drawn;
  /** The template with each slot as a prop; the slots stacked when `id` is null or the template throws. */
  page(id: string | null, propsJson: string, slotsJson: string): Drawn;
}

const CONTENTS = { display: 'contents' };

/** A slot as the sandbox sends it: the prop's name (slotN), its address (data-tessera-slot) and its markup. */
export type SlotMarkup = [name: string, address: string, html: string];

export function installRenderer({ imports, loadModule, describeError }: RuntimeLoader): void {
  const modules = new Map<
    string,
    { source: ModuleSource; component: ComponentType<Record<string, unknown>> }
  >();
  // Taken now: module code runs in this context later and may replace the globals.
  const parse = JSON.parse as (text: string) => Record<string, unknown>;
  const describe = (thrown: unknown, source: ModuleSource): IsolateFailure => {
    const { type, message } = describeError(thrown, source);
    return { type, message };
  };
  const brickElement = (key: string, child: ReactNode) =>
    createElement('div', { 'data-tessera-brick': key, style: CONTENTS }, child);
  const slotElements = (slotsJson: string) =>
    (parse(slotsJson) as unknown as SlotMarkup[]).map(([name, address, html]) => ({
      name,
      element: createElement('div', {
        key: address,
        'data-tessera-slot': address,
        style: CONTENTS,
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the slot's bricks, already drawn by React here
        dangerouslySetInnerHTML: { __html: html },
      }),
    }));

  const renderer: IsolateRenderer = {
    load(id, compiledCode) {
      const source = { id, compiledCode };
      const { component, error } = loadModule(source, imports);
      if (!component) return error ? { type: error.type, message: error.message } : null;
      modules.set(id, { source, component });
      return null;
    },

    brick(key, id, propsJson, slotsJson) {
      const module = id === null ? undefined : modules.get(id);
      if (!module) return { html: renderToString(brickElement(key, null)), error: null };
      try {
        const props = parse(propsJson);
        for (const slot of slotElements(slotsJson)) props[slot.name] = slot.element;
        const html = renderToString(brickElement(key, createElement(module.component, props)));
        return { html, error: null };
      } catch (thrown) {
        return { html: renderToString(brickElement(key, null)), error: describe(thrown, module.source) };
      }
    },

    page(id, propsJson, slotsJson) {
      const slots = slotElements(slotsJson);
      const stacked = () =>
        renderToString(createElement(Fragment, null, ...slots.map((slot) => slot.element)));
      const module = id === null ? undefined : modules.get(id);
      if (!module) return { html: stacked(), error: null };
      const props = parse(propsJson);
      for (const slot of slots) props[slot.name] = slot.element;
      try {
        return { html: renderToString(createElement(module.component, props)), error: null };
      } catch (thrown) {
        return { html: stacked(), error: describe(thrown, module.source) };
      }
    },
  };
  (globalThis as { __tessera?: IsolateRenderer }).__tessera = renderer;
}
