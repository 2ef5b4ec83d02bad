import { KIT_LOCALES, KIT_NAMES, type KitLocale } from '@tessera/starter-kit/texts';
import { readLocale } from '../i18n/index.ts';

export type KitKind = keyof typeof KIT_NAMES;

/**
 * The starter kit's names and descriptions in the console's language (docs/decisions/0027-console-in-pt-br.md).
 * A new organization's kit is written in its creator's language; a member using the other language still
 * reads the kit's entries in theirs. An entry counts as the kit's own while its name is a kit name in some
 * language and its description (when the query asked for it) is that entry's description in some
 * language: an entry the organization renamed or described itself keeps its own words.
 */
export function kitText<T extends { name: string; description?: string }>(
  kind: KitKind,
  entry: T,
  locale: KitLocale = readLocale(),
): T {
  const texts: Record<
    string,
    { name: { kitText: Record<KitLocale, string> }; description: { kitText: Record<KitLocale, string> } }
  > = KIT_NAMES[kind];
  for (const kit of Object.values(texts)) {
    const isName = KIT_LOCALES.some((l) => kit.name.kitText[l] === entry.name);
    if (!isName) continue;
    if (entry.description === undefined) return { ...entry, name: kit.name.kitText[locale] };
    if (!KIT_LOCALES.some((l) => kit.description.kitText[l] === entry.description)) return entry;
    return { ...entry, name: kit.name.kitText[locale], description: kit.description.kitText[locale] };
  }
  return entry;
}

/** kitText for a list. */
export function kitTexts<T extends { name: string; description?: string }>(kind: KitKind, entries: T[]): T[] {
  const locale = readLocale();
  return entries.map((entry) => kitText(kind, entry, locale));
}
