/** Test helper: compiles kit entries like the server does and draws them with the runtime, as live pages do. */
import {
  DEFAULT_IMPORTS,
  type LoadedModule,
  loadModule,
  type RenderNode,
  RenderTree,
} from '@tessera/runtime';
import { resolveProps } from '@tessera/shared';
import { transform } from 'esbuild';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect } from 'vitest';
import { TRANSFORM_OPTIONS } from './compile-options.ts';
import type { StarterComponent, StarterTemplate } from './define.ts';
import { STARTER_COMPONENTS } from './index.ts';

export async function loadEntry(entry: StarterComponent | StarterTemplate): Promise<LoadedModule> {
  const { code } = await transform(entry.code, TRANSFORM_OPTIONS);
  const loaded = loadModule({ id: entry.key, compiledCode: code }, DEFAULT_IMPORTS);
  expect(loaded.error, entry.key).toBeNull();
  return loaded;
}

export const kitEntry = (key: string): StarterComponent => {
  const entry = STARTER_COMPONENTS.find((c) => c.key === key);
  if (!entry) throw new Error(`no kit component ${key}`);
  return entry;
};

/** One kit component drawn with its default values and `values` over them. */
export async function renderKit(key: string, values: Record<string, unknown> = {}): Promise<string> {
  const entry = kitEntry(key);
  const loaded = await loadEntry(entry);
  return renderToStaticMarkup(
    createElement(loaded.component!, { ...resolveProps(entry.dataTypes), ...values }),
  );
}

/** A tree of kit components, drawn by the runtime's RenderTree (the editor preview's renderer). */
export interface KitNode {
  key: string;
  values?: Record<string, unknown>;
  slots?: Record<string, KitNode[]>;
}

export async function renderKitTree(tree: KitNode): Promise<string> {
  const modules = new Map<string, LoadedModule>();
  let counter = 0;
  const toNode = async (node: KitNode): Promise<RenderNode> => {
    const entry = kitEntry(node.key);
    if (!modules.has(node.key)) modules.set(node.key, await loadEntry(entry));
    const slots: Record<string, RenderNode[]> = {};
    for (const [name, children] of Object.entries(node.slots ?? {})) {
      slots[name] = await Promise.all(children.map(toNode));
    }
    return {
      key: `${node.key}-${counter++}`,
      moduleId: node.key,
      props: { ...resolveProps(entry.dataTypes), ...node.values },
      slots,
    };
  };
  const root = await toNode(tree);
  const errors: unknown[] = [];
  const html = renderToStaticMarkup(
    createElement(RenderTree, {
      tree: root,
      modules,
      generation: 1,
      onError: (_, error) => errors.push(error),
    }),
  );
  expect(errors).toEqual([]);
  return html;
}
