import { createHash } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineFrameHtml } from './frame-build-plugin.ts';

const root = path.resolve(__dirname, '../..');

describe('inlineFrameHtml', () => {
  it('puts the script in the page and allows exactly it by hash', async () => {
    const code = 'window.started = "ok";';
    const html = await inlineFrameHtml(root, code);
    expect(html).toContain(`<script>${code}</script>`);
    expect(html).not.toContain('src="/src/frame/main.tsx"');
    const hash = createHash('sha256').update(code).digest('base64');
    const policy = /content="([^"]*script-src[^"]*)"/.exec(html)?.[1] ?? '';
    expect(policy).toContain(`script-src 'self' 'unsafe-eval' 'sha256-${hash}'`);
    // The rest of the policy is untouched: still no network for user code.
    expect(policy).toContain("connect-src 'none'");
  });

  it('keeps dollar signs of the code as they are', async () => {
    const code = 'var a = "$&$1";';
    expect(await inlineFrameHtml(root, code)).toContain(`<script>${code}</script>`);
  });

  it.each(['var s = "</script>";', 'var s = "</SCRIPT ";', 'var s = "<!-- x";'])(
    'refuses code the HTML parser would cut short: %s',
    async (code) => {
      await expect(inlineFrameHtml(root, code)).rejects.toThrow(/cannot be inlined/);
    },
  );
});
