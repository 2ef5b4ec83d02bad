import { resetResponsiveCss, responsiveStylesheet } from '@tessera/shared';
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
    {
      id: 'columns',
      compiledCode: await compileJsx(
        'export default ({ gap, slot1, slot2 }) => <div data-gap={gap}><div>{slot1}</div><div>{slot2}</div></div>;',
      ),
    },
    {
      id: 'heading',
      compiledCode: await compileJsx(
        "import { cssFor } from 'tessera';\nexport default ({ size, color, text }) => <h1 style={{ ...cssFor('FontSize', size), color }}>{text}</h1>;",
      ),
    },
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

  it('renders a container with its slots as props, nested at any depth, each by its address', async () => {
    const columns = (key: string): EditorNode => ({
      key,
      moduleId: 'columns',
      props: { gap: 8 },
      slotNames: ['slot1', 'slot2'],
    });
    const html = await render(template, {
      slot1: [columns('row')],
      'row/slot1': [{ key: 'a', moduleId: 'text', props: { text: 'left' } }, columns('inner')],
      'row/slot2': [],
      'inner/slot1': [{ key: 'b', moduleId: 'text', props: { text: 'deep' } }],
      slot2: [],
    });
    expect(html).toContain(
      '<div data-tessera-brick="row" style="display:contents"><div data-gap="8">' +
        '<div><div data-tessera-slot="row/slot1" style="display:contents">' +
        '<div data-tessera-brick="a" style="display:contents"><p>left</p></div>' +
        '<div data-tessera-brick="inner" style="display:contents"><div data-gap="8">' +
        '<div><div data-tessera-slot="inner/slot1" style="display:contents">' +
        '<div data-tessera-brick="b" style="display:contents"><p>deep</p></div></div></div>' +
        '<div><div data-tessera-slot="inner/slot2" data-empty=""',
    );
    // Both empty container slots draw the hint, like a template slot.
    expect(html).toMatch(
      /<div data-tessera-slot="row\/slot2" data-empty="" style="[^"]*2px dashed[^"]*">Drop components here</,
    );
    expect(html).toMatch(/<div data-tessera-slot="inner\/slot2" data-empty=""[^>]*>Drop components here</);
  });

  it("stacks a missing container's slots under its placeholder, so its contents stay editable", async () => {
    const html = await render(template, {
      slot1: [
        { key: 'gone', moduleId: MISSING_MODULE_ID, props: { componentId: 'c' }, slotNames: ['slot1'] },
      ],
      'gone/slot1': [{ key: 'a', moduleId: 'text', props: { text: 'kept' } }],
    });
    expect(html).toMatch(
      /data-tessera-placeholder="unknown">.*<\/div><div data-tessera-slot="gone\/slot1" style="display:contents"><div data-tessera-brick="a"[^>]*><p>kept<\/p>/,
    );
  });
});

describe('values per breakpoint in the frame', () => {
  const phoneHeading: EditorNode = {
    key: 'h',
    moduleId: 'heading',
    props: { size: { value: 2.25, unit: 'rem' }, color: '#111111', text: 'Hi' },
    responsive: {
      size: { type: 'FontSize', steps: [[478, { value: 1.5, unit: 'rem' }]] },
      color: { type: 'TextColor', steps: [[991, '#222222']] },
    },
  };

  it('hands a component its desktop values as custom properties, set per media query in one style element', async () => {
    resetResponsiveCss();
    const html = await render(template, { slot1: [phoneHeading], slot2: [] });
    const size = html.match(/font-size:var\((--r[0-9a-z]+), 2\.25rem\)/);
    const color = html.match(/color:var\((--r[0-9a-z]+), #111111\)/);
    expect(size).not.toBeNull();
    expect(color).not.toBeNull();

    // What the frame writes into its style element after the commit.
    const css = responsiveStylesheet();
    expect(css).toContain(`@media (max-width:478px){:root{${size?.[1]}:1.5rem}}`);
    expect(css).toContain(`@media (max-width:991px){:root{${color?.[1]}:#222222}}`);
    // Widest first, so the narrower query wins where both apply.
    expect(css.indexOf('991px')).toBeLessThan(css.indexOf('478px'));
  });

  it('renders a node without values per breakpoint exactly as before', async () => {
    const html = await render(template, {
      slot1: [{ ...phoneHeading, key: 'plain', responsive: undefined }],
      slot2: [],
    });
    expect(html).toContain('<h1 style="font-size:2.25rem;color:#111111">Hi</h1>');
  });
});
