import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { LIVE_ASSET_PREFIX } from '@tessera/shared';

/** The visitors' behaviour runtime: its code, gzip, and the path with its content hash. */
export interface BehaviourScript {
  code: Buffer;
  gzip: Buffer;
  hash: string;
  path: string;
}

/**
 * The script live pages with a behaviour graph load (packages/runtime/src/live/behaviour-entry.ts): built by
 * build.mjs into dist/live-behaviour.js beside the server's bundle, or, when the server runs from its sources
 * (tsx, Vitest), bundled here on first use with the same options.
 */
async function loadCode(): Promise<Buffer> {
  const built = new URL('./live-behaviour.js', import.meta.url);
  if (!import.meta.url.endsWith('.ts') && existsSync(fileURLToPath(built))) return readFileSync(built);
  const { build } = await import('esbuild');
  const entry = createRequire(import.meta.url).resolve('@tessera/runtime/live-behaviour');
  const result = await build({ ...BEHAVIOUR_BUILD_OPTIONS, entryPoints: [entry], write: false });
  return Buffer.from(result.outputFiles[0]!.contents);
}

/** How the script is bundled, here and in build.mjs (which repeats these options: change both). */
export const BEHAVIOUR_BUILD_OPTIONS = {
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  legalComments: 'none',
} as const;

let script: Promise<BehaviourScript> | null = null;

export function behaviourScript(): Promise<BehaviourScript> {
  script ??= loadCode().then((code) => {
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
    return {
      code,
      gzip: gzipSync(code, { level: 9 }),
      hash,
      path: `${LIVE_ASSET_PREFIX}behaviour-${hash}.js`,
    };
  });
  return script;
}
