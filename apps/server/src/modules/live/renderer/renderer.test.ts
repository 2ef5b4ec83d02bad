import { readdirSync, readFileSync } from 'node:fs';
import { TRANSFORM_OPTIONS } from '@tessera/runtime/compile-options';
import type { LiveModule, LiveNode, LiveRenderInput } from '@tessera/shared';
import { transform } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { createLiveRenderer } from './renderer.ts';

async function module(id: string, source: string): Promise<LiveModule> {
  return { id, compiledCode: (await transform(source, TRANSFORM_OPTIONS)).code };
}

const brick = (key: string, moduleId: string, props: Record<string, unknown> = {}): LiveNode => ({
  key,
  moduleId,
  props,
});

const TEMPLATE = `export default function Page({ title, slot1, slot2 }) {
  return <main><h1>{title}</h1>{slot1}<aside>{slot2}</aside></main>;
}`;
const TEXT = `export default function Text({ text }) { return <p>{text}</p>; }`;

/** The page around its slots' bricks, as the template above draws it. */
function page(slot1: string, slot2: string, title = 'Home'): string {
  return (
    `<main><h1>${title}</h1><div data-tessera-slot="slot1" style="display:contents">${slot1}</div>` +
    `<aside><div data-tessera-slot="slot2" style="display:contents">${slot2}</div></aside></main>`
  );
}

const wrapped = (key: string, html = '') =>
  `<div data-tessera-brick="${key}" style="display:contents">${html}</div>`;

/** A page with the text component in both slots around one brick of `moduleId`. */
async function pageAround(moduleId: string, source: string | null): Promise<LiveRenderInput> {
  const modules = [await module('page', TEMPLATE), await module('text', TEXT)];
  if (source !== null) modules.push(await module(moduleId, source));
  return {
    modules,
    template: brick('template', 'page', { title: 'Home' }),
    slots: {
      slot1: [brick('before', 'text', { text: 'before' }), brick('tested', moduleId)],
      slot2: [brick('after', 'text', { text: 'after' })],
    },
  };
}

const AROUND = (tested: string) =>
  page(wrapped('before', '<p>before</p>') + wrapped('tested', tested), wrapped('after', '<p>after</p>'));

/** The renderer's child processes (Linux: read from /proc). */
function rendererPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        return (
          Number(/PPid:\s+(\d+)/.exec(status)?.[1]) === process.pid &&
          readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('live-render-worker')
        );
      } catch {
        return false; // It ended while being read.
      }
    })
    .map(Number);
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const linux = process.platform === 'linux';

describe('live renderer', { timeout: 15_000 }, () => {
  const renderer = createLiveRenderer();
  afterAll(() => renderer.close());

  it('draws the template around the slots, each brick in its wrapper, props escaped by React', async () => {
    const input: LiveRenderInput = {
      modules: [await module('page', TEMPLATE), await module('text', TEXT)],
      template: brick('template', 'page', { title: 'Tom & <Jerry>' }),
      slots: {
        slot1: [brick('b1', 'text', { text: 'one' }), brick('b"2<', 'text', { text: '<script>x</script>' })],
        slot2: [brick('b3', 'text', { text: 'three' })],
      },
    };
    expect(await renderer.render(input)).toEqual({
      html: page(
        wrapped('b1', '<p>one</p>') + wrapped('b&quot;2&lt;', '<p>&lt;script&gt;x&lt;/script&gt;</p>'),
        wrapped('b3', '<p>three</p>'),
        'Tom &amp; &lt;Jerry&gt;',
      ),
      stylesheet: '',
      errors: [],
    });
  });

  it("offers the editor's imports: 'tessera' and the JSX runtimes", async () => {
    const input = await pageAround(
      'styled',
      `import { styleOf } from 'tessera';
       import { useState } from 'react';
       export default function Styled() {
         const [text] = useState('red');
         return <p style={styleOf({ color: { type: 'TextColor', value: '#ff0000' } })}>{text}</p>;
       }`,
    );
    expect(await renderer.render(input)).toEqual({
      html: AROUND('<p style="color:#ff0000">red</p>'),
      stylesheet: '',
      errors: [],
    });
  });

  it('draws a component that throws as empty, reports it, and draws its siblings', async () => {
    const input = await pageAround('broken', 'export default function Broken() { return null.x; }');
    expect(await renderer.render(input)).toEqual({
      html: AROUND(''),
      stylesheet: '',
      errors: [
        {
          key: 'tested',
          moduleId: 'broken',
          type: 'TypeError',
          message: "Cannot read properties of null (reading 'x')",
        },
      ],
    });
  });

  it('stops a component that loops, draws the rest, and renders the next page', async () => {
    const input = await pageAround('loop', 'export default function Loop() { while (true) {} }');
    expect(await renderer.render(input)).toEqual({
      html: AROUND(''),
      stylesheet: '',
      errors: [{ key: 'tested', moduleId: 'loop', type: 'Timeout', message: 'Ran for more than 500 ms' }],
    });
    expect((await renderer.render(await pageAround('text', null))).errors).toEqual([]);
  });

  it('stops a component that exhausts its memory, keeping the renderer small', async () => {
    const input = await pageAround(
      'hog',
      'export default function Hog() { const a = []; for (;;) a.push(new Array(1e6).fill(1)); }',
    );
    const output = await renderer.render(input);
    expect(output.html).toBe(AROUND(''));
    expect(output.errors).toEqual([
      {
        key: 'tested',
        moduleId: 'hog',
        type: expect.stringMatching(/^(Memory|Timeout)$/),
        message: expect.any(String),
      },
    ]);
    if (linux) for (const pid of rendererPids()) expect(rssMb(pid)).toBeLessThan(400);
    expect(await renderer.render(await pageAround('text', null))).toEqual({
      html: AROUND('<p></p>'),
      stylesheet: '',
      errors: [],
    });
  });

  it('gives components no way out of the isolate', async () => {
    const cases = {
      fs: ["require('fs')", "Cannot import 'fs' in a component"],
      process: 'process.env',
      fetch: "fetch('https://example.com')",
      wasm: 'WebAssembly.Module',
    };
    for (const [name, expression] of Object.entries(cases)) {
      const [code, message] = Array.isArray(expression)
        ? expression
        : [expression, `${name === 'wasm' ? 'WebAssembly' : name} is not defined`];
      const input = await pageAround(
        name,
        `export default function Escape() { ${code}; return <p>out</p>; }`,
      );
      const output = await renderer.render(input);
      expect(output.html).toBe(AROUND(''));
      expect(output.errors).toEqual([
        { key: 'tested', moduleId: name, type: name === 'fs' ? 'Error' : 'ReferenceError', message },
      ]);
    }
  });

  it('reports a module without a default export and a module the version lacks', async () => {
    const noDefault = await pageAround('named', 'export function Named() { return <p />; }');
    expect((await renderer.render(noDefault)).errors).toEqual([
      {
        key: 'tested',
        moduleId: 'named',
        type: 'Error',
        message: 'The code must export a component as default (export default function …)',
      },
    ]);
    const missing = await renderer.render(await pageAround('deleted', null));
    expect(missing.html).toBe(AROUND(''));
    expect(missing.errors).toEqual([
      { key: 'tested', moduleId: 'deleted', type: 'Missing', message: 'The component no longer exists' },
    ]);
  });

  it('stacks the slots when the template fails', async () => {
    const input = await pageAround('text', null);
    input.modules[0] = await module(
      'page',
      'export default function Page() { throw new Error("no\\nmore"); }',
    );
    const slots =
      `<div data-tessera-slot="slot1" style="display:contents">${wrapped('before', '<p>before</p>')}${wrapped('tested', '<p></p>')}</div>` +
      `<div data-tessera-slot="slot2" style="display:contents">${wrapped('after', '<p>after</p>')}</div>`;
    expect(await renderer.render(input)).toEqual({
      html: slots,
      stylesheet: '',
      errors: [{ key: 'template', moduleId: 'page', type: 'Error', message: 'no' }],
    });
    input.template = brick('template', 'deleted');
    expect(await renderer.render(input)).toEqual({
      html: slots,
      stylesheet: '',
      errors: [
        { key: 'template', moduleId: 'deleted', type: 'Missing', message: 'The template no longer exists' },
      ],
    });
  });

  it('keeps nothing of one page for the next', async () => {
    const leaking = await pageAround(
      'leak',
      `globalThis.leaked = 'secret'; Math.polluted = 'yes';
       export default function Leak() { return <p>{globalThis.leaked}</p>; }`,
    );
    expect((await renderer.render(leaking)).html).toBe(AROUND('<p>secret</p>'));
    const reading = await pageAround(
      'read',
      'export default function Read() { return <p>{typeof leaked}/{typeof Math.polluted}</p>; }',
    );
    expect((await renderer.render(reading)).html).toBe(AROUND('<p>undefined<!-- -->/<!-- -->undefined</p>'));
  });

  it.skipIf(!linux)('answers for a child that died during a page, and starts a new one', async () => {
    const looping = renderer.render(
      await pageAround('loop', 'export default function Loop() { while (true) {} }'),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const pid of rendererPids()) process.kill(pid, 'SIGKILL');
    expect(await looping).toEqual({
      html: '',
      stylesheet: '',
      errors: [
        {
          key: 'template',
          moduleId: 'page',
          type: 'Error',
          message: 'The renderer stopped while drawing the page',
        },
      ],
    });
    expect((await renderer.render(await pageAround('text', null))).html).toBe(AROUND('<p></p>'));
  });
});
