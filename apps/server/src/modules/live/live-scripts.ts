import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { LIVE_ASSET_PREFIX } from '@tessera/shared';

/** One of the live pages' own scripts: its code, gzip, and the path with its content hash. */
export interface LiveScript {
  code: Buffer;
  gzip: Buffer;
  hash: string;
  path: string;
}

/**
 * The only scripts live pages load, from their own host: the behaviour runtime (pages with a behaviour graph,
 * packages/runtime/src/live/behaviour-entry.ts) and the forms script (pages with a form, forms-entry.ts).
 */
export const LIVE_SCRIPTS = ['behaviour', 'forms'] as const;
export type LiveScriptName = (typeof LIVE_SCRIPTS)[number];

/**
 * A script's code: built by build.mjs into dist/live-{name}.js beside the server's bundle, or, when the server
 * runs from its sources (tsx, Vitest), bundled here on first use with the same options.
 */
async function loadCode(name: LiveScriptName): Promise<Buffer> {
  const built = new URL(`./live-${name}.js`, import.meta.url);
  if (!import.meta.url.endsWith('.ts') && existsSync(fileURLToPath(built))) return readFileSync(built);
  const { build } = await import('esbuild');
  const entry = createRequire(import.meta.url).resolve(`@tessera/runtime/live-${name}`);
  const result = await build({ ...LIVE_SCRIPT_BUILD_OPTIONS, entryPoints: [entry], write: false });
  return Buffer.from(result.outputFiles[0]!.contents);
}

/** How the scripts are bundled, here and in build.mjs (which repeats these options: change both). */
export const LIVE_SCRIPT_BUILD_OPTIONS = {
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  legalComments: 'none',
} as const;

const scripts = new Map<LiveScriptName, Promise<LiveScript>>();

export function liveScript(name: LiveScriptName): Promise<LiveScript> {
  let script = scripts.get(name);
  if (!script) {
    script = loadCode(name).then((code) => {
      const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
      return {
        code,
        gzip: gzipSync(code, { level: 9 }),
        hash,
        path: `${LIVE_ASSET_PREFIX}${name}-${hash}.js`,
      };
    });
    scripts.set(name, script);
  }
  return script;
}

/** Which live script a request path names (whatever its hash: an older page may name an older build). */
export function liveScriptOf(path: string): LiveScriptName | null {
  for (const name of LIVE_SCRIPTS)
    if (path.startsWith(`${LIVE_ASSET_PREFIX}${name}-`) && path.endsWith('.js')) return name;
  return null;
}
