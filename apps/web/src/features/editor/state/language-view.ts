import { DEFAULT_SITE_LOCALE, type SiteLocales } from '@tessera/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Which of the app's languages the editor shows and edits (issue 26, docs/decisions/0042), and the app's
 * languages. One editor is open at a time, so this is one small store, as for the breakpoint: the toolbar's
 * switcher sets the language, the canvas draws the page's texts in it, the inspector reads and writes
 * translations in it. The editor opens in the default language, and a switch is rare: everything that reads
 * the language re-renders at once.
 */
export interface LanguageView {
  /** null: the app's default language (the base texts); else one of `locales.others`. */
  readonly active: string | null;
  readonly locales: SiteLocales;
}

const ONE_LANGUAGE: SiteLocales = Object.freeze({ default: DEFAULT_SITE_LOCALE, others: Object.freeze([]) });

let view: LanguageView = { active: null, locales: ONE_LANGUAGE };
const listeners = new Set<() => void>();

function publish(next: LanguageView): void {
  if (next.active === view.active && next.locales === view.locales) return;
  view = next;
  for (const listener of listeners) listener();
}

/** Shows and edits `tag`; the default language, or one the app does not have, shows the base texts. */
export function setEditorLanguage(tag: string | null): void {
  publish({ ...view, active: tag !== null && view.locales.others.includes(tag) ? tag : null });
}

/** The app's languages; the active one falls back to the default when it is gone. */
export function setAppLanguages(locales: SiteLocales): void {
  publish({
    locales,
    active: view.active !== null && locales.others.includes(view.active) ? view.active : null,
  });
}

export function languageView(): LanguageView {
  return view;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => view;

/** The language shown and the app's languages; re-renders on a switch. */
export function useLanguageView(): LanguageView {
  return useSyncExternalStore(subscribe, current, current);
}

const activeOf = () => view.active;

/** The language shown (null: the default); re-renders on a switch only. */
export function useEditorLanguage(): string | null {
  return useSyncExternalStore(subscribe, activeOf, activeOf);
}

/**
 * The app's languages for an editor, set before its first render; the editor opens in the default language and
 * leaves the view as it found it (one language). Pass a memoised `locales`.
 */
export function useAppLanguages(locales: SiteLocales): void {
  // Before the first render, without telling anyone: components elsewhere must not update during this render.
  useState(() => {
    view = { active: null, locales };
  });
  useEffect(() => {
    setAppLanguages(locales);
    return () => publish({ active: null, locales: ONE_LANGUAGE });
  }, [locales]);
}
