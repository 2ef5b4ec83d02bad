import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EditorCanvas } from './editor-frame.tsx';
import { ElementRegistry } from './editor-measure.ts';
import { type EditorNode, MISSING_MODULE_ID, type ToEditorFrame } from './editor-protocol.ts';
import { EditorStore } from './editor-store.ts';
import { DEFAULT_IMPORTS } from './imports.ts';
import { ModuleCache } from './loader.ts';
import { compileJsx } from './test-compile.ts';

type Page = Extract<ToEditorFrame, { kind: 'editor-page' }>;

const LABELS = {
  emptySlot: 'Drop components here',
  unknownComponent: 'Unknown component',
  failedComponent: 'Failed',
};

async function render(template: EditorNode, slots: Page['slots']): Promise<string> {
  const modules = [
    {
      id: 'two',
      compiledCode: await compileJsx(
        'export default ({ slot1, slot2 }) => <main><section>{slot1}</section><aside>{slot2}</aside></main>;',
      ),
    },
    { id: 'text', compiledCode: await compileJsx('export default ({ text }) => <p>{text}</p>;') },
    { id: 'none', compiledCode: await compileJsx('export default () => null;') },
    { id: 'broken', compiledCode: 'nope(' },
  ];
  const store = new EditorStore((sources) => new ModuleCache(DEFAULT_IMPORTS).update(sources));
  store.applyPage({
    kind: 'editor-page',
    requestId: 1,
    modules,
    template,
    slots,
    device: 'desktop',
    labels: LABELS,
  });
  const registry = new ElementRegistry();
  return renderToStaticMarkup(createElement(EditorCanvas, { store, registry, onError: () => {} }));
}

const template: EditorNode = { key: '', moduleId: 'two', props: {} };

describe('EditorCanvas', () => {
  it('wraps slots and bricks in display: contents elements inside the template', async () => {
    const html = await render(template, {
      slot1: [
        { key: 'a', moduleId: 'text', props: { text: 'one' } },
        { key: 'b', moduleId: 'none', props: {} },
      ],
      slot2: [{ key: 'c', moduleId: 'text', props: { text: 'two' } }],
    });
    expect(html).toBe(
      '<main><section><div data-tessera-slot="slot1" style="display:contents">' +
        '<div data-tessera-brick="a" style="display:contents"><p>one</p></div>' +
        '<div data-tessera-brick="b" style="display:contents"></div></div></section>' +
        '<aside><div data-tessera-slot="slot2" style="display:contents">' +
        '<div data-tessera-brick="c" style="display:contents"><p>two</p></div></div></aside></main>',
    );
  });

  it('draws the hint in an empty slot', async () => {
    const html = await render(template, { slot1: [], slot2: [] });
    expect(html).toMatch(/<div data-tessera-slot="slot1" data-empty="" style="[^"]*min-height:96px[^"]*">/);
    expect(html).toContain('2px dashed');
    expect(html).toContain('>Drop components here</div>');
  });

  it('draws placeholders for a missing component and one whose module does not load', async () => {
    const html = await render(template, {
      slot1: [
        { key: 'gone', moduleId: MISSING_MODULE_ID, props: { componentId: 'cmp-42' } },
        { key: 'bad', moduleId: 'broken', props: {} },
      ],
    });
    expect(html).toMatch(
      /data-tessera-brick="gone"[^>]*><div [^>]*data-tessera-placeholder="unknown"><strong>Unknown component<\/strong><span[^>]*>cmp-42<\/span>/,
    );
    expect(html).toMatch(
      /data-tessera-brick="bad"[^>]*><div [^>]*data-tessera-placeholder="failed">Failed<\/div>/,
    );
  });

  it('stacks the slots when the template is missing, so the page stays editable', async () => {
    const html = await render(
      { key: '', moduleId: MISSING_MODULE_ID, props: { componentId: 'tpl-1' } },
      {
        slot1: [{ key: 'a', moduleId: 'text', props: { text: 'one' } }],
        slot2: [],
      },
    );
    expect(html).toMatch(
      /^<div [^>]*data-tessera-placeholder="unknown">.*tpl-1.*<div data-tessera-slot="slot1".*<div data-tessera-slot="slot2"/,
    );
  });
});
