import { appLocales, SERVER_MESSAGES as M, type Permission } from '@tessera/shared';
import {
  contentHolders,
  pageGroup,
  type TranslationFile,
  toTranslationJson,
  toXliff,
} from '@tessera/shared/translation-files';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { authorizeCurrentOrgApp } from '../apps/policy.ts';
import { orgDefinitions, pageSettings, prefabLocks, storedPageContent } from './translation-reads.ts';

/** Exporting is reading the pages' texts: whoever may read the app's pages (viewers included). */
export const EXPORT_PERMISSION: Permission = 'page.read';

export type FileFormat = 'xliff' | 'json';

export interface ExportedFile {
  fileName: string;
  contentType: string;
  text: string;
}

const FORMATS: Record<string, FileFormat> = { xlf: 'xliff', xliff: 'xliff', json: 'json' };

/** `pt-BR.xlf`, `pt-BR.xliff` or `pt-BR.json`: the language and the format, or a 400 naming what is wrong. */
export function fileOf(name: unknown): { locale: string; format: FileFormat } {
  const text = typeof name === 'string' ? name : '';
  const dot = text.lastIndexOf('.');
  const format = dot > 0 ? FORMATS[text.slice(dot + 1).toLowerCase()] : undefined;
  if (!format)
    throw badRequest(
      `ask for {language}.xlf or {language}.json, such as pt-BR.xlf, not '${text.slice(0, 40)}'`,
    );
  return { locale: text.slice(0, dot), format };
}

/** The `pages` filter: page ids separated by commas; null for every page. */
export function pageIdsOf(value: unknown): string[] | null {
  if (value === undefined || value === '') return null;
  const ids = typeof value === 'string' ? value.split(',').map((id) => id.trim()) : [];
  if (ids.length === 0 || ids.length > 1000 || !ids.every(isId))
    throw badRequest('pages must be page ids separated by commas');
  return [...new Set(ids)];
}

/**
 * An app's texts in one of its other languages as a translation file (issue 26, docs/decisions/0044): one group
 * per page (by URL), its settings, template settings and bricks' texts with words in the default language
 * (read with their components' definitions, so defaults are there), each with its translation as the target.
 */
export async function exportTranslations(
  db: Db,
  viewer: UserRow,
  appId: unknown,
  request: { file: unknown; pages: unknown },
): Promise<ExportedFile> {
  const { app } = await authorizeCurrentOrgApp(db, viewer, appId, EXPORT_PERMISSION);
  const { locale, format } = fileOf(request.file);
  const ids = pageIdsOf(request.pages);
  // Pages first: an id of another app's page is a 404, whatever else the request says.
  const rows = await pageSettings(db, app.id, ids);
  if (ids && rows.length !== ids.length) throw notFound(M.pageNotFound);
  const locales = appLocales(app.locales);
  if (locale === locales.default)
    throw badRequest(`'${locale}' is the app's default language: the texts are written in it`);
  if (!locales.others.includes(locale))
    throw badRequest(`'${locale.slice(0, 40)}' is not one of this app's other languages`);
  const prefabs = await prefabLocks(db, app.id);
  const definitions = await orgDefinitions(db, app.orgId);
  const file: TranslationFile = {
    appId: app.id,
    sourceLocale: locales.default,
    targetLocale: locale,
    groups: [],
  };
  for (const row of rows) {
    const content = await storedPageContent(db, row.id);
    const holders = contentHolders(content, prefabs, definitions(row.templateId));
    file.groups.push(pageGroup(row, holders, locale, locales.default));
  }
  const base = `${app.alias}-${locale}`.replace(/[^A-Za-z0-9._-]/g, '-');
  return format === 'json'
    ? {
        fileName: `${base}.json`,
        contentType: 'application/json; charset=utf-8',
        text: toTranslationJson(file),
      }
    : { fileName: `${base}.xlf`, contentType: 'application/xliff+xml; charset=utf-8', text: toXliff(file) };
}
