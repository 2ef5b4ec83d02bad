import { TRANSFORM_OPTIONS } from '@tessera/runtime/compile-options';
import type { LiveModule, LiveNode, LiveRenderInput } from '@tessera/shared';
import { transform } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { createLiveRenderer } from './renderer.ts';

async function module(id: string, source: string): Promise<LiveModule> {
  return { id, compiledCode: (await transform(source, TRANSFORM_OPTIONS)).code };
}

const node = (
  key: string,
  moduleId: string,
  props: Record<string, unknown> = {},
  slots?: Record<string, LiveNode[]>,
): LiveNode => ({ key, moduleId, props, ...(slots ? { slots } : {}) });

const wrapped = (key: string, html = '') =>
  `<div data-tessera-brick="${key}" style="display:contents">${html}</div>`;
const slot = (address: string, html: string) =>
  `<div data-tessera-slot="${address}" style="display:contents">${html}</div>`;

const SOURCES = {
  page: 'export default function Page({ slot1 }) { return <main>{slot1}</main>; }',
  section: 'export default function Section({ slot1 }) { return <section>{slot1}</section>; }',
  columns:
    'export default function Columns({ slot1, slot2 }) { return <div className="cols"><div>{slot1}</div><div>{slot2}</div></div>; }',
  text: 'export default function Text({ text }) { return <p>{text}</p>; }',
  broken: 'export default function Broken() { throw new TypeError("inner"); }',
  brokenBox:
    'export default function BrokenBox({ slot1 }) { if (slot1) throw new Error("box"); return null; }',
};

async function input(slot1: LiveNode[]): Promise<LiveRenderInput> {
  const modules = await Promise.all(Object.entries(SOURCES).map(([id, source]) => module(id, source)));
  return { modules, template: node('template', 'page'), slots: { slot1 } };
}

describe('live renderer: nested bricks', { timeout: 15_000 }, () => {
  const renderer = createLiveRenderer();
  afterAll(() => renderer.close());

  it('gives a container its slots as drawn children, at any depth, each slot addressed by its brick', async () => {
    const tree = node(
      's',
      'section',
      {},
      {
        slot1: [
          node(
            'c',
            'columns',
            {},
            {
              slot1: [node('t1', 'text', { text: 'left' })],
              slot2: [node('t2', 'text', { text: 'right' }), node('t3', 'text', { text: '<b>' })],
            },
          ),
        ],
      },
    );
    const output = await renderer.render(await input([tree]));
    expect(output.errors).toEqual([]);
    const columns =
      `<div class="cols"><div>${slot('c/slot1', wrapped('t1', '<p>left</p>'))}</div>` +
      `<div>${slot('c/slot2', wrapped('t2', '<p>right</p>') + wrapped('t3', '<p>&lt;b&gt;</p>'))}</div></div>`;
    expect(output.html).toBe(
      `<main>${slot('slot1', wrapped('s', `<section>${slot('s/slot1', wrapped('c', columns))}</section>`))}</main>`,
    );
  });

  it('draws nothing of a container that throws, nor of its contents; its neighbours still draw', async () => {
    const output = await renderer.render(
      await input([
        node('box', 'brokenBox', {}, { slot1: [node('inside', 'text', { text: 'hidden' })] }),
        node('next', 'text', { text: 'next' }),
      ]),
    );
    expect(output.html).toBe(
      `<main>${slot('slot1', wrapped('box') + wrapped('next', '<p>next</p>'))}</main>`,
    );
    expect(output.errors).toEqual([{ key: 'box', moduleId: 'brokenBox', type: 'Error', message: 'box' }]);
  });

  it('draws a container around an inner brick that throws, and reports the inner brick', async () => {
    const output = await renderer.render(
      await input([
        node(
          's',
          'section',
          {},
          {
            slot1: [node('bad', 'broken'), node('ok', 'text', { text: 'ok' }), node('gone', 'deleted')],
          },
        ),
      ]),
    );
    expect(output.html).toBe(
      `<main>${slot('slot1', wrapped('s', `<section>${slot('s/slot1', wrapped('bad') + wrapped('ok', '<p>ok</p>') + wrapped('gone'))}</section>`))}</main>`,
    );
    expect(output.errors).toEqual([
      { key: 'bad', moduleId: 'broken', type: 'TypeError', message: 'inner' },
      { key: 'gone', moduleId: 'deleted', type: 'Missing', message: 'The component no longer exists' },
    ]);
  });
});
