/**
 * Runs inside the isolate, after the shims (bundle.ts): loads the page's modules and draws one brick or the
 * template per call from the sandbox (sandbox.ts). Props and slots come in as JSON strings and results go out
 * as plain objects, both copied across; all the markup, the wrappers included, is React's, so keys and
 * props are escaped by it. A slot (the template's or a container brick's) arrives as markup already drawn by
 * earlier calls, and is given to its component as an element holding that markup.
 */

import type { ResponsiveProps } from '@tessera/shared';
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
  /** The responsive stylesheet's functions (packages/shared responsive/css.ts), of the import map's instance. */
  responsive: {
    apply(
      props: Record<string, unknown>,
      responsive: ResponsiveProps | undefined,
      brick: { key: string; visibility: boolean },
    ): Record<string, unknown>;
    reset(): void;
    stylesheet(): string;
  };
}

export interface Drawn {
  html: string;
  error: IsolateFailure | null;
}

/** The calls the sandbox makes, found as `globalThis.__tessera` before any module runs. */
export interface IsolateRenderer {
  /**
   * Starts a page in this context: an empty stylesheet, its custom properties named `--r{namespace}_N`
   * (namespace '' for a page's first context: `--rN`), so that names made in a context opened after a failure
   * never meet those of the markup drawn before it.
   */
  begin(namespace: string): void;
  /** The stylesheet of everything drawn since begin. */
  stylesheet(): string;
  /** Runs a module's code; null when it exports a component. */
  load(id: string, compiledCode: string): IsolateFailure | null;
  /**
   * A brick in its wrapper, a container's slots given as its `slotN` props; an empty wrapper when `id` is
   * null or its component throws.
   */
  brick(key: string, id: string | null, propsJson: string, slotsJson: string, responsiveJson?: string): Drawn;
  /** The template with each slot as a prop; the slots stacked when `id` is null or the template throws. */
  page(id: string | null, propsJson: string, slotsJson: string, responsiveJson?: string): Drawn;
}

const CONTENTS = { display: 'contents' };

/** A slot as the sandbox sends it: the prop's name (slotN), its address (data-tessera-slot) and its markup. */
export type SlotMarkup = [name: string, address: string, html: string];

/** Custom properties as css.ts names them, where they are used (`var(--rN`) and where they are set (`;--rN:`). */
const USED = /var\(--r(?=[0-9a-z]+[,)])/g;
const SET = /([{;])--r(?=[0-9a-z]+:)/g;

export function installRenderer({ imports, loadModule, describeError, responsive }: RuntimeLoader): void {
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
  let namespace = '';
  // Stands for a slot's markup while a render in a namespace is renamed (the markup is not this call's).
  const mark = `tessera-slot-${Math.random().toString(36).slice(2)}-`;
  const MARK = new RegExp(`<!--${mark}(\\d+)-->`, 'g');
  /** A node's props tagged with its values per breakpoint; a brick's wrapper gets its visibility rules. */
  const propsOf = (key: string, propsJson: string, responsiveJson: string | undefined, wrapper: boolean) => {
    const props = parse(propsJson);
    if (!responsiveJson) return props;
    return responsive.apply(props, parse(responsiveJson) as ResponsiveProps, { key, visibility: wrapper });
  };
  const brickElement = (key: string, child: ReactNode) =>
    createElement('div', { 'data-tessera-brick': key, style: CONTENTS }, child);
  /**
   * The slots as elements, and `finish`, which gives a render's markup its custom properties' names in this
   * context's namespace, leaving the slots' markup (drawn by earlier calls, maybe in an earlier context) as is.
   */
  const slotElements = (slotsJson: string) => {
    const list = parse(slotsJson) as unknown as SlotMarkup[];
    const slots = list.map(([name, address, html], i) => ({
      name,
      element: createElement('div', {
        key: address,
        'data-tessera-slot': address,
        style: CONTENTS,
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the slot's bricks, already drawn by React here
        dangerouslySetInnerHTML: { __html: namespace ? `<!--${mark}${i}-->` : html },
      }),
    }));
    const finish = (html: string) =>
      namespace
        ? html
            .replace(USED, `var(--r${namespace}_`)
            .replace(MARK, (_, i: string) => list[Number(i)]?.[2] ?? '')
        : html;
    return { slots, finish };
  };

  const renderer: IsolateRenderer = {
    begin(ns) {
      namespace = ns;
      responsive.reset();
    },

    stylesheet() {
      const css = responsive.stylesheet();
      return namespace ? css.replace(SET, `$1--r${namespace}_`) : css;
    },

    load(id, compiledCode) {
      const source = { id, compiledCode };
      const { component, error } = loadModule(source, imports);
      if (!component) return error ? { type: error.type, message: error.message } : null;
      modules.set(id, { source, component });
      return null;
    },

    brick(key, id, propsJson, slotsJson, responsiveJson) {
      const module = id === null ? undefined : modules.get(id);
      if (!module) return { html: renderToString(brickElement(key, null)), error: null };
      try {
        const props = propsOf(key, propsJson, responsiveJson, true);
        const { slots, finish } = slotElements(slotsJson);
        for (const slot of slots) props[slot.name] = slot.element;
        const html = finish(renderToString(brickElement(key, createElement(module.component, props))));
        return { html, error: null };
      } catch (thrown) {
        return { html: renderToString(brickElement(key, null)), error: describe(thrown, module.source) };
      }
    },

    page(id, propsJson, slotsJson, responsiveJson) {
      const { slots, finish } = slotElements(slotsJson);
      const stacked = () =>
        finish(renderToString(createElement(Fragment, null, ...slots.map((slot) => slot.element))));
      const module = id === null ? undefined : modules.get(id);
      if (!module) return { html: stacked(), error: null };
      try {
        const props = propsOf('template', propsJson, responsiveJson, false);
        for (const slot of slots) props[slot.name] = slot.element;
        return { html: finish(renderToString(createElement(module.component, props))), error: null };
      } catch (thrown) {
        return { html: stacked(), error: describe(thrown, module.source) };
      }
    },
  };
  (globalThis as { __tessera?: IsolateRenderer }).__tessera = renderer;
}
