import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { consoleTour, TOUR_SCREENS } from '../support/console-tour.ts';
import { snap } from '../support/screens.ts';

/** Violations that fail the pass: axe's two highest impacts (decision 0029). */
const BLOCKING = new Set(['serious', 'critical']);
const SHOWN = new Set(['dashboard', 'app-pages', 'editor', 'page-versions', 'user-settings']);

test('every console screen and the editor have no serious or critical accessibility violation (axe-core)', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const visited: string[] = [];
  const found: string[] = [];
  await consoleTour(page, async (name) => {
    visited.push(name);
    const results = await new AxeBuilder({ page }).analyze();
    for (const violation of results.violations) {
      if (!BLOCKING.has(violation.impact ?? '')) continue;
      const where = violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 3).join(' ')}`)
        .join('\n      ');
      found.push(`${name}: ${violation.id} (${violation.impact}) ${violation.help}\n      ${where}`);
    }
    // The theme's readable colours (theme-contrast.ts), kept to be looked at.
    if (SHOWN.has(name)) await snap(page, `a11y-${name}`);
  });
  expect(visited).toEqual([...TOUR_SCREENS]);
  expect(found, found.join('\n')).toEqual([]);
});
