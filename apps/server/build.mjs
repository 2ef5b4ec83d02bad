// Bundles the server (and @tessera/shared) into dist/main.js and dist/svg-worker.js; npm dependencies stay external.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@tessera/'));

mkdirSync('dist', { recursive: true });
await build({
  // The SVG sanitiser runs on a worker thread of its own (src/modules/media/svg-sanitiser.ts): dist/svg-worker.js.
  entryPoints: {
    main: 'src/main.ts',
    'svg-worker': 'src/modules/media/svg-worker.ts',
    'live-render-worker': 'src/modules/live/renderer/live-render-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
copyFileSync('src/graphql/schema.graphql', 'dist/schema.graphql');
copyFileSync('src/lib/common-passwords.txt', 'dist/common-passwords.txt');
// The live pages' scripts, for visitors' browsers (src/modules/live/live-scripts.ts has the options).
await build({
  entryPoints: {
    'live-behaviour': '../../packages/runtime/src/live/behaviour-entry.ts',
    'live-forms': '../../packages/runtime/src/live/forms-entry.ts',
  },
  outdir: 'dist',
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
});
