import { expect, it } from 'vitest';
import { LIMITS } from '../limits.ts';
import { parseTranslationJson, toTranslationJson } from './json.ts';
import type { TranslationFile, TranslationGroup } from './model.ts';
import { APP_ID } from './test-fixtures.ts';
import { parseXliff } from './xliff-read.ts';
import { toXliff } from './xliff-write.ts';

/**
 * 20 000 units of about 40 characters in 200 pages, keys as long as real ones (a page's and a brick's UUID and
 * a property): both formats give back every unit as written, and a file over LIMITS.translations.fileMaxBytes is
 * refused before it is parsed. How fast is bench/translations' business (an app of 50 pages x 1 000 bricks x 4
 * languages): a timing here would fail on a busy machine and prove nothing.
 */
it('round-trips 20 000 units through XLIFF and JSON, and refuses a file over the limit unread', () => {
  const groups: TranslationGroup[] = [];
  for (let page = 0; page < 200; page++) {
    const pageId = crypto.randomUUID();
    const units = Array.from({ length: 100 }, (_, n) => ({
      key: `${pageId}/${crypto.randomUUID()}/text`,
      source: `Source text number ${n} on page ${page}, <b> & co`.padEnd(40, '.'),
      target: `Texte cible numéro ${n} de la page ${page} 😀`.padEnd(40, '.'),
    }));
    groups.push({ key: pageId, name: `/page-${page}`, units });
  }
  const file: TranslationFile = { appId: APP_ID, sourceLocale: 'en-US', targetLocale: 'fr-FR', groups };
  const xliff = toXliff(file);
  const fromXliff = parseXliff(xliff);
  expect(fromXliff.ok && fromXliff.file.groups).toEqual(groups);
  const fromJson = parseTranslationJson(toTranslationJson(file));
  expect(fromJson.ok && fromJson.file.groups[0]!.units).toHaveLength(20_000);
  expect(fromJson.ok && fromJson.file.groups[0]!.units[19_999]).toEqual({
    ...groups[199]!.units[99],
    source: '',
  });
  const tooBig = xliff.replace('</xliff>', `<!--${'x'.repeat(LIMITS.translations.fileMaxBytes)}--></xliff>`);
  expect(parseXliff(tooBig)).toEqual({ ok: false, problems: [expect.stringContaining('larger than')] });
}, 60_000);
