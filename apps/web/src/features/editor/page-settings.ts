import { normalizePageUrl, type PageSettings, urlForInput } from '@tessera/shared';
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
