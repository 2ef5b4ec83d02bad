import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IMPORTS } from './imports.ts';
import { ModuleCache } from './loader.ts';
import type { RenderNode } from './protocol.ts';
import { RenderTree } from './render.tsx';
import { compileJsx } from './test-compile.ts';

describe('RenderTree', () => {
  it('passes props and renders slots as the template children', async () => {
    const cache = new ModuleCache(DEFAULT_IMPORTS);
    const modules = cache.update([
      {
        id: 'two',
        compiledCode: await compileJsx(
          'export default function Two({ slot1, slot2 }) { return <main><div>{slot1}</div><aside>{slot2}</aside></main>; }',
        ),
      },
      { id: 'text', compiledCode: await compileJsx('export default ({ text }) => <p>{text}</p>;') },
    ]);
    const tree: RenderNode = {
      key: 'root',
      moduleId: 'two',
      props: {},
      slots: {
        slot1: [
          { key: 'a', moduleId: 'text', props: { text: 'one' } },
          { key: 'b', moduleId: 'text', props: { text: 'two' } },
        ],
        slot2: [{ key: 'c', moduleId: 'text', props: { text: 'three' } }],
      },
    };
    const html = renderToStaticMarkup(
      createElement(RenderTree, { tree, modules, generation: 1, onError: () => {} }),
    );
    expect(html).toBe('<main><div><p>one</p><p>two</p></div><aside><p>three</p></aside></main>');
  });

  it('renders containers inside containers: every node gets its own slots as children', async () => {
    const cache = new ModuleCache(DEFAULT_IMPORTS);
    const modules = cache.update([
      { id: 'page', compiledCode: await compileJsx('export default ({ slot1 }) => <main>{slot1}</main>;') },
      {
        id: 'section',
        compiledCode: await compileJsx('export default ({ slot1 }) => <section>{slot1}</section>;'),
      },
      {
        id: 'columns',
        compiledCode: await compileJsx(
          'export default ({ slot1, slot2 }) => <div><div>{slot1}</div><div>{slot2}</div></div>;',
        ),
      },
      { id: 'text', compiledCode: await compileJsx('export default ({ text }) => <p>{text}</p>;') },
    ]);
    const text = (key: string): RenderNode => ({ key, moduleId: 'text', props: { text: key } });
    const tree: RenderNode = {
      key: 'root',
      moduleId: 'page',
      props: {},
      slots: {
        slot1: [
          {
            key: 's',
            moduleId: 'section',
            props: {},
            slots: {
              slot1: [
                {
                  key: 'c',
                  moduleId: 'columns',
                  props: {},
                  slots: { slot1: [text('l')], slot2: [text('r')] },
                },
              ],
            },
          },
        ],
      },
    };
    const html = renderToStaticMarkup(
      createElement(RenderTree, { tree, modules, generation: 1, onError: () => {} }),
    );
    expect(html).toBe('<main><section><div><div><p>l</p></div><div><p>r</p></div></div></section></main>');
  });

  it('skips a node whose module failed to load', async () => {
    const cache = new ModuleCache(DEFAULT_IMPORTS);
    const modules = cache.update([
      { id: 'one', compiledCode: await compileJsx('export default ({ slot1 }) => <div>{slot1}</div>;') },
      { id: 'bad', compiledCode: await compileJsx('nope();\nexport default () => <p>x</p>;') },
      { id: 'ok', compiledCode: await compileJsx('export default () => <p>ok</p>;') },
    ]);
    const tree: RenderNode = {
      key: 'root',
      moduleId: 'one',
      props: {},
      slots: {
        slot1: [
          { key: 'a', moduleId: 'bad', props: {} },
          { key: 'b', moduleId: 'ok', props: {} },
        ],
      },
    };
    const html = renderToStaticMarkup(
      createElement(RenderTree, { tree, modules, generation: 1, onError: () => {} }),
    );
    expect(html).toBe('<div><p>ok</p></div>');
  });
});
