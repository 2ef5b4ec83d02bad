import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The folder of isolate-shims.ts and isolate-entry.ts: this file's own when the worker runs from its sources
 * (tsx, Vitest); from dist/live-render-worker.js (build.mjs), the sources it was built from. Either way the
 * isolate's script is bundled from sources, like the runtime files it needs.
 */
function sourcesFolder(): string {
  const here = import.meta.url.endsWith('.ts') ? './' : '../src/modules/live/renderer/';
  return fileURLToPath(new URL(here, import.meta.url));
}

/**
 * The entry: shims first (React reads them as it loads), then the runtime's import map and loader, the very
 * ones the browser uses (packages/runtime/src), so a component imports, loads and fails the same way on the
 * live page as in the editor; and the responsive stylesheet's functions of @tessera/shared (css.ts).
 */
function entry(): string {
  const require = createRequire(import.meta.url);
  const runtime = dirname(require.resolve('@tessera/runtime'));
  const shared = require.resolve('@tessera/shared');
  const folder = sourcesFolder();
  const path = (file: string) => JSON.stringify(file);
  return [
    `import ${path(join(folder, 'isolate-shims.ts'))};`,
    `import { DEFAULT_IMPORTS } from ${path(join(runtime, 'imports.ts'))};`,
    `import { describeError, loadModule } from ${path(join(runtime, 'loader.ts'))};`,
    // The same @tessera/shared module as the import map's (one bundle, one module): cssFor in a component
    // records into the very stylesheet these functions reset and write.
    `import { applyResponsive, resetResponsiveCss, responsiveStylesheet } from ${path(shared)};`,
    `import { installRenderer } from ${path(join(folder, 'isolate-entry.ts'))};`,
    'installRenderer({',
    '  imports: DEFAULT_IMPORTS, loadModule, describeError,',
    '  responsive: { apply: applyResponsive, reset: resetResponsiveCss, stylesheet: responsiveStylesheet },',
    '});',
  ].join('\n');
}

let script: Promise<string> | null = null;

/** The script every isolate context runs before any module: one minified IIFE with React's production build. */
export function isolateScript(): Promise<string> {
  script ??= build({
    stdin: { contents: entry(), loader: 'ts', resolveDir: sourcesFolder(), sourcefile: 'isolate.ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text);
  return script;
}
