import {
  addressClash,
  appLocales,
  type ContentDefinitions,
  can,
  LIMITS,
  SERVER_MESSAGES as M,
  type PageAddresses,
  type PageTranslations,
  type Permission,
  type SiteLocales,
} from '@tessera/shared';
import {
  contentHolders,
  type PrefabLocks,
  parseTranslationJson,
  parseTranslationKey,
  parseXliff,
  sizeProblem,
  type TranslationFile,
} from '@tessera/shared/translation-files';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type AppRow, pages, type UserRow } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { appScope, recordActivity } from '../activity/record.ts';
import { type AppAccess, authorizeApp } from '../apps/policy.ts';
import { appAddresses, assertAddresses, lockedLocales } from '../pages/page-addresses.ts';
import { rewritePages } from '../pages/page-rewrite.ts';
import { type PageUnit, type PlanContext, planContent, planSettings } from './import-plan.ts';
import {
  emptyReport,
  ImportRefused,
  type ImportReport,
  noteProblem,
  noteUnknown,
  settleDetails,
} from './import-report.ts';
import type { FileFormat } from './translation-export.ts';
import {
  orgDefinitions,
  type PageSettingsRow,
  pageSettings,
  prefabLocks,
  storedPageContent,
} from './translation-reads.ts';

/** Importing changes page content and settings: an editor's rights (as translating in the editor). */
export const IMPORT_PERMISSIONS: readonly Permission[] = ['page.editContent', 'page.editSettings'];

export interface ImportOptions {
  apply: boolean;
  clearEmpty: boolean;
  /** The console's language: the report's property labels are in it. */
  labelLocale: string;
}

/** What co-editing is told of an import: pages whose content or settings changed (collab/server.ts). */
export interface ImportNews {
  pagesChanged(pageIds: readonly string[]): Promise<void>;
  news(pageIds: readonly string[], what: 'settings'): Promise<void>;
}

/** The app (of the user's current organization) a file may be imported into: 404, then 403 below editor. */
export async function authorizeImport(db: Db, user: UserRow, appId: unknown): Promise<AppAccess> {
  const access = await authorizeApp(db, user.id, appId, 'page.read', M.appNotFound);
  if (access.app.orgId !== user.currentOrgId) throw notFound(M.appNotFound);
  if (!IMPORT_PERMISSIONS.every((permission) => can(access.standing, permission)))
    throw forbidden(M.requiredRole);
  return access;
}

/** Why the file cannot go into this app in these languages (its app, its source and target languages). */
function headerProblems(file: TranslationFile, app: AppRow, locales: SiteLocales): string[] {
  const problems: string[] = [];
  if (file.appId !== app.id)
    problems.push(
      `the file was exported from another app (${file.appId}), not from ${app.name}: import it there`,
    );
  if (file.sourceLocale !== locales.default)
    problems.push(
      `the file's texts are in ${file.sourceLocale}, but this app's default language is ${locales.default}: export a new file`,
    );
  if (file.targetLocale === locales.default)
    problems.push(`the file translates into ${file.targetLocale}, the app's default language`);
  else if (!locales.others.includes(file.targetLocale))
    problems.push(
      `the file translates into ${file.targetLocale}, which is not one of this app's other languages (${locales.others.join(', ') || 'none'}): add it first`,
    );
  return problems;
}

/** The file's units by page id, in file order; keys no export writes are problems. */
function unitsByPage(file: TranslationFile, report: ImportReport): Map<string, PageUnit[]> {
  const byPage = new Map<string, PageUnit[]>();
  for (const group of file.groups) {
    for (const unit of group.units) {
      report.units += 1;
      const parsed = parseTranslationKey(unit.key);
      if (!parsed) {
        noteProblem(
          report,
          `${JSON.stringify(unit.key.slice(0, 120))} is not a key this app writes ({page}/{component}/{property})`,
        );
        continue;
      }
      const list = byPage.get(parsed.pageId) ?? [];
      list.push({ key: unit.key, parsed, target: unit.target ?? '', index: report.units });
      byPage.set(parsed.pageId, list);
    }
  }
  return byPage;
}

/**
 * The file's pages this app has. A file may name any number of page ids (a 20 MB file, tens of thousands): they
 * are matched against the app's own pages here, never sent to the database as a list.
 */
async function knownPages(
  db: Db | Tx,
  appId: string,
  byPage: ReadonlyMap<string, unknown>,
): Promise<string[]> {
  const rows = await db.select({ id: pages.id }).from(pages).where(eq(pages.appId, appId));
  return rows.map((row) => row.id).filter((id) => byPage.has(id));
}

/** The translated addresses, checked as updatePageTranslation checks them: a clash is a problem (409). */
function addressProblems(
  all: readonly PageAddresses[],
  locales: SiteLocales,
): { status: number; problem: string } | null {
  try {
    assertAddresses(all, locales);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const clash = addressClash(all, locales);
    const where = clash ? ` (${clash.locale} ${clash.url})` : '';
    return { status: error.status, problem: `${error.message}${where}` };
  }
}

function refuse(report: ImportReport, status = 400): never {
  throw new ImportRefused(status, report);
}

interface Plan {
  settings: Map<string, PageTranslations>;
  content: Set<string>;
}

/**
 * Imports a translation file (issue 26, docs/decisions/0044): reads it, checks it is this app's in one of its
 * other languages, and reports what each unit would do. With `apply`, does it in one transaction: content
 * translations through the pages' rewrite (revision bumped, open editors merge it), settings with
 * updatePageTranslation's rules under the addresses' lock, one activity record. Any problem refuses the whole
 * file (ImportRefused), nothing changed.
 */
export async function importTranslations(
  deps: { db: Db; collab?: ImportNews },
  access: AppAccess,
  actor: UserRow,
  input: { text: string; format: FileFormat },
  options: ImportOptions,
): Promise<ImportReport> {
  const { db } = deps;
  const report = emptyReport('', input.format);
  const parsed = input.format === 'json' ? parseTranslationJson(input.text) : parseXliff(input.text);
  if (!parsed.ok) {
    report.problems = parsed.problems;
    refuse(report, parsed.problems[0] === sizeProblem() ? 413 : 400);
  }
  const file = parsed.file;
  report.locale = file.targetLocale;
  const app = access.app;
  report.problems.push(...headerProblems(file, app, appLocales(app.locales)));
  if (report.problems.length > 0) refuse(report);
  const byPage = unitsByPage(file, report);
  if (report.problems.length > 0) refuse(report);
  const ctx = (locales: SiteLocales): PlanContext => ({
    locale: file.targetLocale,
    others: locales.others,
    clearEmpty: options.clearEmpty,
    labelLocale: options.labelLocale,
    report,
  });

  if (!options.apply) {
    const locales = appLocales(app.locales);
    const rows = await pageSettings(db, app.id, await knownPages(db, app.id, byPage));
    const reading = await readingOf(db, app);
    const plan: Plan = { settings: new Map(), content: new Set() };
    for (const row of rows) {
      const content = await storedPageContent(db, row.id);
      planPage(row, content, reading, byPage.get(row.id)!, ctx(locales), plan);
    }
    await finish(db, app.id, rows, byPage, plan, locales, report);
    return report;
  }

  const changed = await db.transaction(async (tx) => {
    // The addresses' lock and the languages as they are now (a language removed meanwhile is refused).
    const locales = await lockedLocales(tx, app.id);
    report.problems.push(...headerProblems(file, app, locales));
    if (report.problems.length > 0) refuse(report);
    const rows = await pageSettings(tx, app.id, await knownPages(tx, app.id, byPage), true);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const reading = await readingOf(tx, app);
    const plan: Plan = { settings: new Map(), content: new Set() };
    // Stored (lean) content, written back lean: only the translated entries change (import-plan.ts).
    const rewritten = await rewritePages(
      tx,
      app.id,
      inArray(pages.id, [...byId.keys()]),
      (content, id) => planPage(byId.get(id)!, content, reading, byPage.get(id)!, ctx(locales), plan),
      { maxChars: LIMITS.page.contentMaxChars },
    ).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      report.problems.push(`a page would be too large with its translations: ${error.message}`);
      refuse(report, error.status);
    });
    await finish(tx, app.id, rows, byPage, plan, locales, report);
    const bumped = new Set(rewritten.map((page) => page.id));
    for (const [id, locales] of plan.settings) await storeSettings(tx, id, locales, !bumped.has(id));
    report.applied = true;
    const ids = new Set([...bumped, ...plan.settings.keys()]);
    if (ids.size > 0)
      await recordActivity(tx, {
        ...appScope(app),
        actorId: actor.id,
        action: 'app.translations_import',
        entityType: 'app',
        entityId: app.id,
        entityName: app.name,
        details: {
          locale: report.locale,
          format: report.format,
          pages: ids.size,
          added: report.added,
          changed: report.changed,
          removed: report.removed,
          unknown: report.unknownCount,
          clearEmpty: options.clearEmpty,
        },
      });
    return { content: [...bumped], settings: [...plan.settings.keys()] };
  });
  // After the commit: open editors merge the new content, and read the settings again.
  await deps.collab?.pagesChanged(changed.content);
  await deps.collab?.news(changed.settings, 'settings');
  return report;
}

/** One page's plan: its settings (kept in `plan`) and its content (returned, the same object when unchanged). */
function planPage(
  row: PageSettingsRow,
  content: Record<string, unknown>,
  reading: Reading,
  units: readonly PageUnit[],
  ctx: PlanContext,
  plan: Plan,
): Record<string, unknown> {
  const settings = planSettings(row, units, ctx);
  if (settings) plan.settings.set(row.id, settings);
  const holders = contentHolders(content, reading.prefabs, reading.definitions(row.templateId));
  const next = planContent(content, holders, row, units, ctx);
  if (next !== content) plan.content.add(row.id);
  return next;
}

/** What pages are read with: the app's prefabs (locks) and its organization's definitions. */
interface Reading {
  prefabs: ReadonlyMap<string, PrefabLocks>;
  definitions: (templateId: string) => ContentDefinitions;
}

async function readingOf(db: Db | Tx, app: AppRow): Promise<Reading> {
  return { prefabs: await prefabLocks(db, app.id), definitions: await orgDefinitions(db, app.orgId) };
}

/**
 * What both runs end with: units of pages the app lacks are unknown, the translated addresses are checked,
 * the pages counted, and a report with problems refused.
 */
async function finish(
  db: Db | Tx,
  appId: string,
  rows: readonly PageSettingsRow[],
  byPage: ReadonlyMap<string, PageUnit[]>,
  plan: Plan,
  locales: SiteLocales,
  report: ImportReport,
): Promise<void> {
  const found = new Set(rows.map((row) => row.id));
  for (const [pageId, units] of byPage) {
    if (found.has(pageId)) continue;
    for (const unit of units) noteUnknown(report, unit.key, 'page not found');
  }
  let status = 400;
  if (plan.settings.size > 0 && report.problems.length === 0) {
    const all = (await appAddresses(db, appId)).map((page) =>
      plan.settings.has(page.id) ? { ...page, locales: plan.settings.get(page.id) } : page,
    );
    const clash = addressProblems(all, locales);
    if (clash) {
      report.problems.push(clash.problem);
      status = clash.status;
    }
  }
  report.pages = new Set([...plan.settings.keys(), ...plan.content]).size;
  const order = new Map<string, number>();
  for (const units of byPage.values()) for (const unit of units) order.set(unit.key, unit.index);
  settleDetails(report, order);
  if (report.problems.length > 0) refuse(report, status);
}

async function storeSettings(
  tx: Tx,
  pageId: string,
  locales: PageTranslations,
  bump: boolean,
): Promise<void> {
  await tx
    .update(pages)
    .set({
      locales: locales as Record<string, unknown>,
      ...(bump ? { revision: sql`${pages.revision} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(pages.id, pageId));
}
