import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}

const I18N = path.resolve(import.meta.dirname, '../../apps/web/src/i18n');
/** The catalogue's parts (apps/web/src/i18n/catalogue.ts), each under its own top-level key. */
const PARTS = ['editor', 'canvas', 'inspector', 'media', 'behaviour', 'publishing'];

const load = (locale: string) => {
  const tree = JSON.parse(readFileSync(path.join(I18N, `${locale}.json`), 'utf8')) as Tree;
  for (const part of PARTS) {
    tree[part] = JSON.parse(readFileSync(path.join(I18N, 'parts', `${part}.${locale}.json`), 'utf8')) as Tree;
  }
  return flatten(tree);
};

/** Both catalogues, flattened to dotted keys (apps/web/src/i18n with its parts). */
export function catalogues(): { en: Map<string, string>; pt: Map<string, string> } {
  return { en: load('en-US'), pt: load('pt-BR') };
}

/**
 * English texts that must not appear on a screen shown in Portuguese: every en-US value that differs
 * from its pt-BR translation, has no interpolation and is a real phrase (two words or more), so single
 * words that Portuguese also uses (e-mail, Tessera) cannot raise false alarms.
 */
export function englishOnlyPhrases(): string[] {
  const en = load('en-US');
  const pt = load('pt-BR');
  const phrases: string[] = [];
  for (const [key, value] of en) {
    if (value === pt.get(key) || value.includes('{{') || value.trim().split(/\s+/).length < 2) continue;
    phrases.push(value);
  }
  return phrases;
}

/** Every English phrase of the console that shows on the current screen (should be none in pt-BR). */
export async function englishLeftOn(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: rendered text is the point here
  const text = await page.locator('body').innerText();
  return englishOnlyPhrases().filter((phrase) => text.includes(phrase));
}
