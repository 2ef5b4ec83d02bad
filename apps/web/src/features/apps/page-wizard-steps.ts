import { normalizePageUrl, type PageSettings, pageSettingsSchema, suggestPageUrl } from '@tessera/shared';
import { invalidFieldsOf } from '../../lib/validation.ts';

/** The new-page wizard's steps, in order (spec §2): name and URL, SEO, template. */
export const PAGE_WIZARD_STEPS = ['name', 'seo', 'template'] as const;

export interface PageValues {
  name: string;
  /** As typed, without the leading '/': slugified, edges kept until the naming step is left. */
  url: string;
  title: string;
  description: string;
  tags: string[];
}

export type PageField = keyof PageValues;

const FIELDS: readonly PageField[] = ['name', 'url', 'title', 'description', 'tags'];

export const EMPTY_PAGE_VALUES: PageValues = { name: '', url: '', title: '', description: '', tags: [] };

/** The fields that break the shared page rules (the same schema the resolver applies). */
export function invalidPageFields(values: PageValues): Set<PageField> {
  return invalidFieldsOf(pageSettingsSchema, values, FIELDS);
}

/**
 * The URL the wizard shows: while the user has not touched the field, the suggestion from the name (spec:
 * a blank URL at creation receives one); once edited, what they typed, even blank (the root page '/').
 */
export function wizardUrl(name: string, url: string, urlEdited: boolean): string {
  return urlEdited ? url : suggestPageUrl(name);
}

/** The answer of an availability check, for the URL it was asked about (normalised). */
export interface UrlCheck {
  url: string;
  exists: boolean;
}

export type UrlStatus = 'unchecked' | 'available' | 'taken';

/**
 * What the check says about the URL in the field now: an answer about another URL (the user edited it
 * since) says nothing, so any edit resets the check (spec §4). '/about-' and '/about' are one URL.
 */
export function urlStatus(check: UrlCheck | null, url: string): UrlStatus {
  if (!check || check.url !== normalizePageUrl(url)) return 'unchecked';
  return check.exists ? 'taken' : 'available';
}

export interface PageWizardState {
  values: PageValues;
  check: UrlCheck | null;
  templateId: string | null;
  templateConfirmed: boolean;
}

/** Whether Next (or Create, on the last step) may be pressed. Step 1 needs the URL checked and free. */
export function pageStepValid(step: number, state: PageWizardState): boolean {
  const invalid = invalidPageFields(state.values);
  switch (PAGE_WIZARD_STEPS[step]) {
    case 'name':
      return (
        !invalid.has('name') &&
        !invalid.has('url') &&
        urlStatus(state.check, state.values.url) === 'available'
      );
    case 'seo':
      return !invalid.has('title') && !invalid.has('description') && !invalid.has('tags');
    case 'template':
      return state.templateId !== null && state.templateConfirmed;
    default:
      return false;
  }
}

/** The settings as createPage receives them: trimmed, the URL normalised ('/about'), tags deduplicated. */
export function toPageSettings(values: PageValues): PageSettings | null {
  const parsed = pageSettingsSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}
