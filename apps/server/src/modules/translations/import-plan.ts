/**
 * What an import does to one page (issue 26, docs/decisions/0044), worked out without a database: its settings
 * in the file's language, and its content's translations. The preview and the import run the very same
 * functions (the import under the page's lock, on the page as it is then), so what the preview says is what
 * the import does unless someone changed the page in between.
 */
import {
  isWellFormedText,
  mapBricks,
  type PageTranslation,
  type PageTranslations,
  pageTranslationInputSchema,
  pageTranslationsOf,
  type TreeBrick,
  type TreeSlots,
  translationsOf,
  translationsProblem,
  withPageTranslation,
} from '@tessera/shared';
import {
  type ContentHolders,
  type EntryHolder,
  hasTranslation,
  isLockedIn,
  type PageSettingField,
  propertyLabel,
  settingText,
  sourceText,
  type TranslationKey,
  targetText,
  withoutTextTranslation,
  withTextTranslation,
  withViewLocales,
} from '@tessera/shared/translation-files';
import {
  type ImportReport,
  noteChange,
  noteIgnored,
  noteProblem,
  noteUnknown,
  type UnitChange,
} from './import-report.ts';

/** A unit of the file, its key read (pageId checked to be this page's). */
export interface PageUnit {
  key: string;
  parsed: TranslationKey;
  /** The unit's target; '' when it has none. */
  target: string;
  /** Its place in the file: the report lists units in file order. */
  index: number;
}

export interface PlanContext {
  locale: string;
  /** The app's other languages: where translations may be. */
  others: readonly string[];
  clearEmpty: boolean;
  /** The language of the property labels in the report (the console's). */
  labelLocale: string;
  report: ImportReport;
}

/** Why a target cannot be stored as text: NUL and lone surrogates, which no database column holds. */
function textProblem(unit: PageUnit): string | null {
  if (unit.target.includes('\u0000') || !isWellFormedText(unit.target))
    return `${unit.key}: the translation holds a character that cannot be stored (NUL or a lone surrogate)`;
  return null;
}

/** A setting's text from a file as the page's setting: tags split at commas; checked as updatePageTranslation. */
function settingValue(field: PageSettingField, text: string): { value: unknown } | { problem: string } {
  const input = field === 'tags' ? text.split(',') : text;
  const parsed = pageTranslationInputSchema.safeParse({ [field]: input });
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? `${field} is not valid` };
  return { value: parsed.data[field] };
}

/**
 * The page's translations after the file's units on its settings (url, title, description, tags), or null when
 * none changes. Problems (a URL or title the page could not have) go into the report.
 */
export function planSettings(
  page: { url: string; locales: unknown },
  units: readonly PageUnit[],
  ctx: PlanContext,
): PageTranslations | null {
  const before: PageTranslation = pageTranslationsOf(page.locales)[ctx.locale] ?? {};
  const draft: Record<string, unknown> = { ...before };
  let touched = false;
  for (const unit of units) {
    if (unit.parsed.kind !== 'page') continue;
    const field = unit.parsed.field;
    const was = settingText(before, field) ?? null;
    const change = (kind: UnitChange['kind'], after: string | null) =>
      noteChange(ctx.report, {
        kind,
        key: unit.key,
        page: page.url,
        where: 'page',
        component: null,
        property: field,
        before: was,
        after,
      });
    if (unit.target === '') {
      if (ctx.clearEmpty && before[field] !== undefined) {
        delete draft[field];
        touched = true;
        change('removed', null);
      } else noteIgnored(ctx.report, 'empty');
      continue;
    }
    const problem = textProblem(unit);
    const read = problem ? { problem } : settingValue(field, unit.target);
    if ('problem' in read) {
      noteProblem(
        ctx.report,
        read.problem.startsWith(unit.key) ? read.problem : `${unit.key}: ${read.problem}`,
      );
      continue;
    }
    const now = settingText({ [field]: read.value } as PageTranslation, field) ?? '';
    if (was === now) {
      ctx.report.unchanged += 1;
      continue;
    }
    draft[field] = read.value;
    touched = true;
    change(before[field] === undefined ? 'added' : 'changed', now);
  }
  return touched ? withPageTranslation(page.locales, ctx.locale, draft as PageTranslation) : null;
}

/** The holder of a content unit: the template's settings or a brick; undefined for a page setting. */
function holderOf(holders: ContentHolders, key: TranslationKey): EntryHolder | null | undefined {
  if (key.kind === 'template') return holders.template;
  if (key.kind === 'brick') return holders.bricks.get(key.brickId) ?? null;
  return undefined;
}

/** One content unit against its holder: the entry to store (expanded), or null when it stays as it is. */
function planEntry(
  holder: EntryHolder,
  unit: PageUnit,
  property: string,
  pageUrl: string,
  ctx: PlanContext,
): Record<string, unknown> | null {
  if (!holder.has(property)) {
    noteUnknown(ctx.report, unit.key, 'property not found');
    return null;
  }
  if (isLockedIn(holder.locks, property)) {
    noteIgnored(ctx.report, 'locked');
    return null;
  }
  const record = holder.entries[property] as Record<string, unknown> | undefined;
  if (!record || sourceText(property, record) === null) {
    noteIgnored(ctx.report, 'not translated');
    return null;
  }
  const before = hasTranslation(record, ctx.locale) ? (targetText(record, ctx.locale) ?? '') : null;
  const change = (kind: UnitChange['kind'], after: string | null) =>
    noteChange(ctx.report, {
      kind,
      key: unit.key,
      page: pageUrl,
      where: unit.parsed.kind === 'template' ? 'template' : 'brick',
      component: unit.parsed.kind === 'template' ? null : holder.label,
      property: propertyLabel(property, record, ctx.labelLocale),
      before,
      after,
    });
  if (unit.target === '') {
    if (ctx.clearEmpty && before !== null) {
      change('removed', null);
      return withoutTextTranslation(record, ctx.locale);
    }
    noteIgnored(ctx.report, 'empty');
    return null;
  }
  const problem = textProblem(unit);
  if (problem) {
    noteProblem(ctx.report, problem);
    return null;
  }
  if (before === unit.target) {
    ctx.report.unchanged += 1;
    return null;
  }
  change(before === null ? 'added' : 'changed', unit.target);
  return withTextTranslation(record, ctx.locale, unit.target);
}

/** The entries with their translation in `locale` only: what an import changed, checked without the others. */
function inLocale(
  entries: Readonly<Record<string, Record<string, unknown>>>,
  locale: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(entries)) {
    const value = translationsOf(entry)[locale];
    out[name] = value === undefined ? { ...entry, locales: {} } : { ...entry, locales: { [locale]: value } };
  }
  return out;
}

/**
 * Stored entries with the changed ones put in: as they are for expanded content (no definition), else each lean
 * entry with its new translations (withViewLocales), removed when nothing of the brick's is left.
 */
function withEntries(
  stored: unknown,
  changes: Readonly<Record<string, Record<string, unknown>>>,
  definition: Readonly<Record<string, unknown>> | null,
): Record<string, unknown> {
  const own: Record<string, unknown> =
    stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const out: Record<string, unknown> = { ...own };
  for (const [name, entry] of Object.entries(changes)) {
    const lean = definition
      ? withViewLocales(own[name], entry, definition[name] as Record<string, unknown>)
      : entry;
    if (lean === null) delete out[name];
    else out[name] = lean;
  }
  return out;
}

/**
 * Page content after the file's units on its texts, in the shape it was given (stored content, whose holders were
 * read with their definitions, gets lean entries back); the same object when none changes. Units whose component
 * or property the page lacks are reported unknown; translations a page save would refuse are problems.
 */
export function planContent<C extends Record<string, unknown>>(
  content: C,
  holders: ContentHolders,
  page: { id: string; url: string },
  units: readonly PageUnit[],
  ctx: PlanContext,
): C {
  const changed = new Map<EntryHolder, Record<string, Record<string, unknown>>>();
  for (const unit of units) {
    const holder = holderOf(holders, unit.parsed);
    if (holder === undefined) continue;
    if (holder === null) {
      noteUnknown(ctx.report, unit.key, 'component not found');
      continue;
    }
    const property = unit.parsed.kind === 'page' ? '' : unit.parsed.property;
    const entry = planEntry(holder, unit, property, page.url, ctx);
    if (!entry) continue;
    const entries = changed.get(holder) ?? {};
    entries[property] = entry;
    changed.set(holder, entries);
  }
  if (changed.size === 0) return content;
  // Checked as a page save checks them, then stored as the content holds them (lean, or expanded).
  for (const [holder, entries] of changed) {
    const where = holder === holders.template ? 'template settings: ' : `brick ${holder.label}: `;
    const problem = translationsProblem(inLocale(entries, ctx.locale), ctx.others, where);
    if (problem) noteProblem(ctx.report, `page ${page.url}: ${problem}`);
  }
  let next: Record<string, unknown> = content;
  const template = holders.template;
  const templateEntries = template ? changed.get(template) : undefined;
  if (template && templateEntries) {
    const settings = content.template as Record<string, unknown>;
    const dataTypes = withEntries(settings.dataTypes, templateEntries, template.definition);
    next = { ...next, template: { ...settings, dataTypes } };
  }
  const byBrick = new Map<
    string,
    { entries: Record<string, Record<string, unknown>>; holder: EntryHolder }
  >();
  for (const [brickId, holder] of holders.bricks) {
    const entries = changed.get(holder);
    if (entries) byBrick.set(brickId, { entries, holder });
  }
  if (byBrick.size > 0) {
    type Brick = TreeBrick & { dataTypes?: unknown };
    next = {
      ...next,
      slots: mapBricks(content.slots as TreeSlots<Brick>, (brick) => {
        const found = byBrick.get(brick.id);
        if (!found) return brick;
        return { ...brick, dataTypes: withEntries(brick.dataTypes, found.entries, found.holder.definition) };
      }),
    };
  }
  return next as C;
}
