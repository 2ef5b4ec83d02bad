import { TRANSFORM_OPTIONS } from '@tessera/runtime/compile-options';
import { DEFAULT_BREAKPOINTS, type LiveModule, type LiveNode, type LiveRenderInput } from '@tessera/shared';
import { transform } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { liveTreeOf, nodeOf, scannedProps } from '../live-nodes.ts';
import { createLiveRenderer } from './renderer.ts';

async function module(id: string, source: string): Promise<LiveModule> {
  return { id, compiledCode: (await transform(source, TRANSFORM_OPTIONS)).code };
}

const SOURCES = {
  page: 'export default function Page({ slot1 }) { return <main>{slot1}</main>; }',
  // Written as every component before issue 23: cssFor's answer put in style.
  heading: `import { cssFor } from 'tessera';
    export default function Heading({ text, fontSize }) { return <h1 style={cssFor('FontSize', fontSize)}>{text}</h1>; }`,
  // A colour prop put in style directly.
  paragraph: 'export default function Paragraph({ text, color }) { return <p style={{ color }}>{text}</p>; }',
  section: 'export default function Section({ slot1 }) { return <section>{slot1}</section>; }',
  loop: 'export default function Loop() { while (true) {} }',
};

const modules = () => Promise.all(Object.entries(SOURCES).map(([id, source]) => module(id, source)));

const rem = (value: number) => ({ value, unit: 'rem' });
const heading = (id: string, desktop: number, phone?: number) => ({
  id,
  name: 'Heading',
  componentId: 'heading',
  dataTypes: {
    text: { type: 'TextInput', value: id },
    fontSize: {
      type: 'FontSize',
      value: rem(desktop),
      ...(phone === undefined ? {} : { breakpoints: { phone: rem(phone) } }),
    },
  },
});
const paragraph = (id: string, visibility: Record<string, unknown>) => ({
  id,
  name: 'Paragraph',
  componentId: 'paragraph',
  dataTypes: { text: { type: 'TextInput', value: id }, visibility: { type: 'Switch', ...visibility } },
});

/** The page as the publish builds it: nodes from stored content at the default breakpoints. */
async function pageOf(bricks: unknown[]): Promise<LiveRenderInput> {
  const tree = liveTreeOf({ slots: { slot1: bricks } }, 1, null, DEFAULT_BREAKPOINTS);
  return { modules: await modules(), template: { key: 'template', moduleId: 'page', props: {} }, ...tree };
}

const wrapped = (key: string, html = '') =>
  `<div data-tessera-brick="${key}" style="display:contents">${html}</div>`;
const inSlot = (html: string) =>
  `<main><div data-tessera-slot="slot1" style="display:contents">${html}</div></main>`;

describe('live renderer: values per breakpoint', { timeout: 20_000 }, () => {
  const renderer = createLiveRenderer();
  afterAll(() => renderer.close());

  it('draws a phone font size as a custom property set by a media query, and hides wrappers by breakpoint', async () => {
    const input = await pageOf([
      heading('h1', 2.25, 1.5),
      paragraph('tablet-down', { value: true, breakpoints: { tablet: false } }),
      paragraph('phone-only', { value: false, breakpoints: { phone: true } }),
      paragraph('never', { value: false, breakpoints: { tablet: false } }),
      paragraph('off', { value: false }),
    ]);
    // Hidden at every width: not drawn, with or without values per breakpoint.
    expect(input.slots.slot1?.map((node) => node.key)).toEqual(['h1', 'tablet-down', 'phone-only']);
    const output = await renderer.render(input);
    expect(output.errors).toEqual([]);
    expect(output.html).toBe(
      inSlot(
        wrapped('h1', '<h1 style="font-size:var(--r0, 2.25rem)">h1</h1>') +
          wrapped('tablet-down', '<p>tablet-down</p>') +
          wrapped('phone-only', '<p>phone-only</p>'),
      ),
    );
    // The custom properties by width, then each wrapper hidden in exactly the widths where it is hidden.
    expect(output.stylesheet).toBe(
      '@media (max-width:478px){:root{--r0:1.5rem}}' +
        '@media (max-width:991px){[data-tessera-brick="tablet-down"]{display:none!important}}' +
        '@media (min-width:478.02px){[data-tessera-brick="phone-only"]{display:none!important}}',
    );
  });

  it('gives a colour per breakpoint to a component that puts it in style directly, on the template too', async () => {
    const colour = { type: 'TextColor', value: '#111111', breakpoints: { tablet: '#222222' } };
    const input = await pageOf([
      {
        ...paragraph('p', { value: true }),
        dataTypes: { text: { type: 'TextInput', value: 'x' }, color: colour },
      },
    ]);
    input.modules.push(
      await module(
        'tinted',
        'export default function Tinted({ color, slot1 }) { return <main style={{ background: color }}>{slot1}</main>; }',
      ),
    );
    input.template = nodeOf('template', 'tinted', { color: colour }, DEFAULT_BREAKPOINTS, null);
    const output = await renderer.render(input);
    expect(output.html).toContain('<p style="color:var(--r0, #111111)">x</p>');
    expect(output.html).toContain('<main style="background:var(--r0, #111111)">');
    expect(output.stylesheet).toBe('@media (max-width:991px){:root{--r0:#222222}}');
  });

  it('keeps the names of bricks drawn before a failure apart from those drawn after it', async () => {
    // The loop times out: the page goes on in a new context, whose names must not meet the first one's,
    // and the section drawn there keeps its contents' markup as drawn.
    const section = {
      id: 's',
      name: 'Section',
      componentId: 'section',
      dataTypes: {},
      slots: {
        slot1: [heading('a', 2.25, 1.5), { id: 'l', componentId: 'loop', dataTypes: {} }, heading('b', 3, 2)],
      },
    };
    const output = await renderer.render(await pageOf([section, heading('c', 4, 1)]));
    expect(output.errors.map((error) => [error.key, error.type])).toEqual([['l', 'Timeout']]);
    expect(output.html).toContain('<h1 style="font-size:var(--r0, 2.25rem)">a</h1>');
    expect(output.html).toContain('<h1 style="font-size:var(--r1_0, 3rem)">b</h1>');
    expect(output.html).toContain('<h1 style="font-size:var(--r1_1, 4rem)">c</h1>');
    expect(output.html).toContain(`<section>${'<div data-tessera-slot="s/slot1"'}`);
    expect(output.stylesheet).toBe(
      '@media (max-width:478px){:root{--r0:1.5rem}}@media (max-width:478px){:root{--r1_0:2rem;--r1_1:1rem}}',
    );
  });

  it('draws content without values per breakpoint exactly as before: the same nodes, no stylesheet', async () => {
    const input = await pageOf([heading('h', 2.25), paragraph('p', { value: true })]);
    const nodes: LiveNode[] = input.slots.slot1 ?? [];
    // No `responsive` key at all: the nodes are the ones publishing built before issue 23.
    expect(nodes.map((node) => Object.keys(node).sort())).toEqual([
      ['key', 'moduleId', 'props'],
      ['key', 'moduleId', 'props'],
    ]);
    expect(await renderer.render(input)).toEqual({
      html: inSlot(wrapped('h', '<h1 style="font-size:2.25rem">h</h1>') + wrapped('p', '<p>p</p>')),
      stylesheet: '',
      errors: [],
    });
  });

  it('finds a font used only at a breakpoint', () => {
    const font = '/media/7b0c6a52-1d4e-4c6f-9a2b-3c4d5e6f7a8b/brand.woff2';
    const node = nodeOf(
      'b',
      'heading',
      { family: { type: 'FontSelector', value: 'Arial', breakpoints: { phone: font } } },
      DEFAULT_BREAKPOINTS,
      null,
    );
    expect(scannedProps(node)).toEqual([{ family: 'Arial' }, { family: font }]);
  });
});
