import { LIMITS, SITE_LOCALES } from '@tessera/shared';
import type { ApiLocales } from './api/app-locales.ts';

/**
 * The languages panel's rules (issue 26), apart from React: names of language tags in the console's language,
 * what may be added, and what a draft changes against what is saved.
 */

const namers = new Map<string, Intl.DisplayNames>();

/** A language tag's name in the console's language (`pt-BR` → "Portuguese (Brazil)" / "português (Brasil)"). */
export function localeName(tag: string, uiLanguage: string): string {
  let namer = namers.get(uiLanguage);
  if (!namer) {
    namer = new Intl.DisplayNames([uiLanguage], { type: 'language' });
    namers.set(uiLanguage, namer);
  }
  try {
    return namer.of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** The choices of a language select: every offered tag but `taken`, by name, each shown as "Name · tag". */
export function localeOptions(
  taken: readonly string[],
  uiLanguage: string,
): Array<{ value: string; label: string }> {
  const skip = new Set(taken);
  return SITE_LOCALES.filter((tag) => !skip.has(tag))
    .map((tag) => ({ value: tag, label: `${localeName(tag, uiLanguage)} · ${tag}` }))
    .sort((a, b) => a.label.localeCompare(b.label, uiLanguage));
}

/** Whether another language may be added. */
export function canAddLocale(draft: ApiLocales): boolean {
  return draft.others.length < LIMITS.locales.max;
}

export function isLocalesChanged(draft: ApiLocales, saved: ApiLocales): boolean {
  return draft.default !== saved.default || draft.others.join(',') !== saved.others.join(',');
}

/**
 * The draft with `tag` as the default: when it was one of the others, the old default takes its place there (the
 * server then swaps their texts, so nothing is lost); otherwise the base's language is only renamed.
 */
export function withDefault(draft: ApiLocales, tag: string): ApiLocales {
  if (tag === draft.default) return draft;
  const index = draft.others.indexOf(tag);
  if (index < 0) return { ...draft, default: tag };
  const others = [...draft.others];
  others[index] = draft.default;
  return { default: tag, others };
}

export function withLocale(draft: ApiLocales, tag: string): ApiLocales {
  if (tag === draft.default || draft.others.includes(tag)) return draft;
  return { ...draft, others: [...draft.others, tag] };
}

export function withoutLocale(draft: ApiLocales, tag: string): ApiLocales {
  return { ...draft, others: draft.others.filter((other) => other !== tag) };
}
