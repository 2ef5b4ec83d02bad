import { z } from 'zod';
import { LIMITS } from '../limits.ts';

/**
 * The languages of an app's site (issue 26, docs/decisions/0042). The default locale is the language of every
 * value's base (`value`) and of the page's own settings; each other locale holds translations beside them
 * (`locales: { [locale]: value }`), and its pages are served under `/{prefix}/…` (prefix: the tag in lower case,
 * `/pt-br/sobre`). Locales are BCP 47 tags from SITE_LOCALES: the list the console offers and the server takes.
 */
export interface SiteLocales {
  /** The language of the base values and of the site at `/`. */
  readonly default: string;
  /** The other languages, in the order the app lists them (the language switcher's order). */
  readonly others: readonly string[];
}

/** The locale of apps that never chose one (every app made before issue 26). */
export const DEFAULT_SITE_LOCALE = 'en-US';

/**
 * The locales an app may use: the common BCP 47 language-region tags. Names come from Intl.DisplayNames in the
 * console's language, so the list itself holds only tags.
 */
export const SITE_LOCALES: readonly string[] = Object.freeze([
  'ar-SA',
  'bg-BG',
  'ca-ES',
  'cs-CZ',
  'da-DK',
  'de-AT',
  'de-CH',
  'de-DE',
  'el-GR',
  'en-AU',
  'en-CA',
  'en-GB',
  'en-IE',
  'en-IN',
  'en-US',
  'es-AR',
  'es-CO',
  'es-ES',
  'es-MX',
  'es-US',
  'et-EE',
  'fi-FI',
  'fr-BE',
  'fr-CA',
  'fr-CH',
  'fr-FR',
  'he-IL',
  'hi-IN',
  'hr-HR',
  'hu-HU',
  'id-ID',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'lt-LT',
  'lv-LV',
  'ms-MY',
  'nb-NO',
  'nl-BE',
  'nl-NL',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru-RU',
  'sk-SK',
  'sl-SI',
  'sr-RS',
  'sv-SE',
  'th-TH',
  'tr-TR',
  'uk-UA',
  'vi-VN',
  'zh-CN',
  'zh-HK',
  'zh-TW',
]);

const KNOWN: ReadonlySet<string> = new Set(SITE_LOCALES);

/** A well-formed language-region tag (`pt-BR`); whether it is offered is SITE_LOCALES's business. */
export const LOCALE_TAG = /^[a-z]{2,3}-[A-Z]{2}$/;

export function isSiteLocale(tag: unknown): tag is string {
  return typeof tag === 'string' && KNOWN.has(tag);
}

/** Why `tag` is not a locale an app may use, naming it; null when it is. */
export function localeProblem(tag: unknown, field = 'locale'): string | null {
  if (typeof tag !== 'string') return `${field} must be a language tag such as pt-BR`;
  if (!LOCALE_TAG.test(tag)) return `${field} '${tag}' is not a language tag such as pt-BR`;
  if (!KNOWN.has(tag)) return `${field} '${tag}' is not one of the offered languages`;
  return null;
}

const localeTag = (field: string) =>
  z.string({ error: `${field} must be a language tag such as pt-BR` }).superRefine((tag, ctx) => {
    const problem = localeProblem(tag, field);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** What updateAppLocales takes and an app stores: the default and at most LIMITS.locales.max others. */
export const siteLocalesSchema = z
  .object(
    {
      default: localeTag('default locale'),
      others: z
        .array(localeTag('locale'), { error: 'others must be a list of language tags' })
        .max(LIMITS.locales.max, `an app has at most ${LIMITS.locales.max} languages besides its default`),
    },
    { error: 'locales must give default and others' },
  )
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    for (const tag of value.others) {
      if (tag === value.default)
        ctx.addIssue({ code: 'custom', message: `locale '${tag}' is the default: it cannot be added again` });
      else if (seen.has(tag)) ctx.addIssue({ code: 'custom', message: `locale '${tag}' is listed twice` });
      seen.add(tag);
    }
  });

/**
 * The locales an app's stored settings hold; the default locale alone when it has none (apps made before issue
 * 26) or damaged settings, which must never stop a page from rendering.
 */
export function appLocales(stored: unknown): SiteLocales {
  if (stored === null || stored === undefined) return { default: DEFAULT_SITE_LOCALE, others: [] };
  const parsed = siteLocalesSchema.safeParse(stored);
  return parsed.success ? parsed.data : { default: DEFAULT_SITE_LOCALE, others: [] };
}

/** Every locale of an app, the default first. */
export function allLocales(locales: SiteLocales): string[] {
  return [locales.default, ...locales.others];
}

/** The first segment of a translated page's address: the tag in lower case (`pt-BR` → `pt-br`). */
export function localePrefix(tag: string): string {
  return tag.toLowerCase();
}

/**
 * The locale whose prefix is `segment` among the app's other locales (the default has none), or null. Exactly:
 * `/PT-BR/…` is not a second address of `/pt-br/…`.
 */
export function localeOfPrefix(locales: SiteLocales, segment: string): string | null {
  return locales.others.find((tag) => localePrefix(tag) === segment) ?? null;
}
