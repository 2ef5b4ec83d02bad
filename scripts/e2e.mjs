// End-to-end tests: builds the studio, then Playwright drives Debian's Chromium against a fresh server.
import { ensureChromium } from './ensure-chromium.mjs';
import { banner, run } from './lib.mjs';

ensureChromium();
banner('Build');
let code = await run('npm', ['run', 'build']);
if (code === 0) {
  banner('End-to-end tests in Chromium');
  const reportDir = process.env.REPORT_DIR;
  code = await run(
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
    {
      env: reportDir ? { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reportDir}/e2e.json` } : {},
    },
  );
}
process.exit(code);
