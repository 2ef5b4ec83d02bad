import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');
let counter = 0;

/** Keeps a full-page screenshot of the screen as a test artifact (e2e/artifacts/screens, not committed). */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  counter += 1;
  await page.screenshot({
    path: path.join(SCREENS_DIR, `${String(counter).padStart(2, '0')}-${name}.png`),
    fullPage: true,
    // Dialogs and toasts mid-transition would show half-faded: finish transitions before the shot.
    animations: 'disabled',
  });
}
