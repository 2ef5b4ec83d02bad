/**
 * Builds /frame.html's script as ONE classic (non-module) script.
 *
 * Why not a second Vite entry: module scripts are always fetched in CORS mode, and a frame sandboxed
 * without allow-same-origin has the opaque origin 'null', so every `<script type="module">` chunk under
 * /assets would need `Access-Control-Allow-Origin` from whatever serves the console. A classic script
 * from the same URL origin loads without CORS, on any static host. esbuild bundles the entry (React,
 * the runtime and the property helpers) into an IIFE; `vite build` writes it into frame.html itself,
 * allowed by its hash in the page's policy (see inlineFrameHtml); in `vite dev` a middleware serves the
 * page and the script. See docs/decisions/0007-sandboxed-runtime.md and 0013-editor-startup.md.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';

const SCRIPT_TAG = /<script src="\/src\/frame\/main\.tsx" data-tessera-frame><\/script>/;
/** The policy's script sources, which the inlined script's hash joins. */
const CSP_SCRIPT_SRC = /script-src 'self' 'unsafe-eval'/;
const DEV_SCRIPT = '/@tessera/frame.js';

/**
 * `import { z } from 'zod'` keeps zod's whole namespace, including ~260 KB of error-message locales the
 * frame never shows (zod only reports to the runtime, which answers with its own messages). The frame
 * bundle gets English only.
 */
function zodEnglishOnly(root: string): EsbuildPlugin {
  const english = createRequire(path.join(root, 'package.json')).resolve('zod/v4/locales/en.js');
  return {
    name: 'zod-english-only',
    setup(bundle) {
      bundle.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
        args.importer.includes(`${path.sep}zod${path.sep}`)
          ? { path: 'zod-locales', namespace: 'zod-en' }
          : undefined,
      );
      bundle.onLoad({ filter: /.*/, namespace: 'zod-en' }, () => ({
        contents: `export { default as en } from ${JSON.stringify(english)};`,
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}

async function bundleFrame(root: string, production: boolean): Promise<string> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'src/frame/main.tsx')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: production,
    sourcemap: production ? false : 'inline',
    legalComments: production ? 'none' : 'inline',
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    logLevel: 'silent',
    plugins: [zodEnglishOnly(root)],
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('frame bundle: esbuild produced no output');
  return output.text;
}

async function frameSource(root: string): Promise<string> {
  const source = await readFile(path.join(root, 'frame.html'), 'utf8');
  if (!SCRIPT_TAG.test(source)) throw new Error('frame.html: the frame script tag is missing');
  if (!CSP_SCRIPT_SRC.test(source)) throw new Error(`frame.html: the policy lacks ${CSP_SCRIPT_SRC.source}`);
  return source;
}

/** Development: the script from the dev middleware's URL. */
async function frameHtml(root: string, scriptSrc: string): Promise<string> {
  return (await frameSource(root)).replace(SCRIPT_TAG, `<script src="${scriptSrc}"></script>`);
}

/**
 * Production: the script inside the page, allowed by its hash. A sandboxed frame has an opaque origin,
 * and Chromium keys the HTTP cache of an opaque origin's requests to that one frame: a separate
 * assets/frame-*.js was fetched anew for every frame, and only after frame.html arrived, so a server busy
 * with the editor's page query delayed it by hundreds of milliseconds (decision 0013). The page itself is
 * requested by the console's document and answers at once.
 */
export async function inlineFrameHtml(root: string, code: string): Promise<string> {
  if (/<\/script|<!--/i.test(code))
    throw new Error('frame bundle: contains </script or <!--, cannot be inlined');
  const hash = createHash('sha256').update(code, 'utf8').digest('base64');
  return (await frameSource(root))
    .replace(CSP_SCRIPT_SRC, `$& 'sha256-${hash}'`)
    .replace(SCRIPT_TAG, () => `<script>${code}</script>`);
}

export function sandboxFrame(): Plugin {
  let root = process.cwd();
  return {
    name: 'tessera-sandbox-frame',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = (req.url ?? '').split('?')[0];
        if (url !== '/frame.html' && url !== DEV_SCRIPT) return next();
        try {
          const body =
            url === DEV_SCRIPT ? await bundleFrame(root, false) : await frameHtml(root, DEV_SCRIPT);
          res.setHeader('Content-Type', url === DEV_SCRIPT ? 'text/javascript' : 'text/html');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(body);
        } catch (error) {
          next(error);
        }
      });
    },
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'frame.html',
        source: await inlineFrameHtml(root, await bundleFrame(root, true)),
      });
    },
  };
}
