import {
  normalizePageUrl,
  type PageSettings,
  type PageTranslation,
  pageTranslationInputSchema,
  urlForInput,
} from '@tessera/shared';
import { type PageValues, toPageSettings } from '../apps/page-wizard-steps.ts';

/** The settings the editor's dialog edits: the page's, and whether the site header and footer frame it. */
export interface EditorPageSettings extends PageSettings {
  showSiteHeader: boolean;
  showSiteFooter: boolean;
}

export interface SiteSwitches {
  showSiteHeader: boolean;
  showSiteFooter: boolean;
}

/** The settings form's values from the stored page: the URL without its leading slash (spec §5). */
export function settingsFormValues(page: PageSettings): PageValues {
  return {
    name: page.name,
    url: urlForInput(page.url),
    title: page.title,
    description: page.description,
    tags: [...page.tags],
  };
}

/**
 * What Save would send, or null while the form is invalid or equals what is stored (spec §4: Save is
 * enabled only when something changed and validation passes). URLs compare normalised: 'about/' is '/about'.
 */
export function changedSettings(stored: PageSettings, values: PageValues): PageSettings | null {
  const next = toPageSettings(values);
  if (!next) return null;
  const same =
    next.name === stored.name &&
    next.url === normalizePageUrl(stored.url) &&
    next.title === stored.title &&
    next.description === stored.description &&
    next.tags.length === stored.tags.length &&
    next.tags.every((tag, i) => tag === stored.tags[i]);
  return same ? null : next;
}

/** What Save would send with the site switches, or null while invalid or unchanged. */
export function changedEditorSettings(
  stored: EditorPageSettings,
  values: PageValues,
  site: SiteSwitches,
): EditorPageSettings | null {
  const next = toPageSettings(values);
  if (!next) return null;
  const siteChanged =
    site.showSiteHeader !== stored.showSiteHeader || site.showSiteFooter !== stored.showSiteFooter;
  if (!siteChanged && !changedSettings(stored, values)) return null;
  return { ...next, ...site };
}

/** The page settings form in another language (issue 26): each field empty while it reads as the default's. */
export interface TranslationValues {
  url: string;
  title: string;
  description: string;
  tags: string[];
}

/** What updatePageTranslation takes: null for "as the default language". */
export interface TranslationInput {
  url: string | null;
  title: string | null;
  description: string | null;
  tags: string[] | null;
}

/** The form's values from the stored translation (absent: nothing translated yet). */
export function translationFormValues(stored: PageTranslation | undefined): TranslationValues {
  return {
    url: stored?.url === undefined ? '' : urlForInput(stored.url),
    title: stored?.title ?? '',
    description: stored?.description ?? '',
    tags: [...(stored?.tags ?? [])],
  };
}

/**
 * The translation the form holds, checked as the page's own settings are, or the fields that are not valid.
 * An empty field (no tags) is null: the page reads the default language's there.
 */
export function translationInput(
  values: TranslationValues,
): { ok: true; input: TranslationInput } | { ok: false; invalid: Set<keyof TranslationValues> } {
  const raw = {
    url: values.url.trim() === '' ? null : values.url,
    title: values.title.trim() === '' ? null : values.title,
    description: values.description.trim() === '' ? null : values.description,
    tags: values.tags.length === 0 ? null : values.tags,
  };
  const parsed = pageTranslationInputSchema.safeParse(raw);
  if (!parsed.success) {
    const invalid = new Set<keyof TranslationValues>();
    for (const issue of parsed.error.issues) invalid.add(issue.path[0] as keyof TranslationValues);
    return { ok: false, invalid };
  }
  const { url, title, description, tags } = parsed.data;
  return {
    ok: true,
    input: {
      url: url ?? null,
      title: title ?? null,
      description: description ?? null,
      tags: tags ? [...tags] : null,
    },
  };
}

/** What Save would send, or null while the form is invalid or says what is stored. */
export function changedTranslation(
  stored: PageTranslation | undefined,
  values: TranslationValues,
): TranslationInput | null {
  const checked = translationInput(values);
  if (!checked.ok) return null;
  const { input } = checked;
  const same =
    input.url === (stored?.url ?? null) &&
    input.title === (stored?.title ?? null) &&
    input.description === (stored?.description ?? null) &&
    JSON.stringify(input.tags) === JSON.stringify(stored?.tags ?? null);
  return same ? null : input;
}
