import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { EN_US, PT_BR } from './catalogue.ts';

export const LOCALES = ['en-US', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';
/** Spec: the choice lives in local storage under this key. */
export const LOCALE_STORAGE_KEY = 'locale';

function isLocale(value: string | null): value is Locale {
  return value !== null && (LOCALES as readonly string[]).includes(value);
}

export function readLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    // Storage can be blocked (privacy settings); the default language still works.
    return DEFAULT_LOCALE;
  }
}

/** Stores the new language and reloads, as the spec asks, so every screen starts over in it. */
export function switchLocale(locale: Locale): void {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  window.location.reload();
}

export async function initI18n(): Promise<void> {
  const lng = readLocale();
  await i18n.use(initReactI18next).init({
    resources: {
      'en-US': { translation: EN_US },
      'pt-BR': { translation: PT_BR },
    },
    lng,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: LOCALES,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  document.documentElement.lang = lng;
}

export { i18n };
