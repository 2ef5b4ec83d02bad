/**
 * What a translation file's import answers (issue 26, docs/decisions/0044), before and after it is applied: the
 * same shape for a preview and an import, counted per unit, with the first changes in detail so the console can
 * show "what changes" before anyone applies it. The server fills it (modules/translations), the console words it.
 */

/** A unit that changes something, as the console lists it. */
export interface UnitChange {
  kind: 'added' | 'changed' | 'removed';
  key: string;
  /** The page's URL in the default language. */
  page: string;
  /** A setting of the page, of its template, or a component's property. */
  where: 'page' | 'template' | 'brick';
  /** The component's name on the page (where 'brick'); null otherwise. */
  component: string | null;
  /** The setting (url, title, description, tags) of a page, or the property's label. */
  property: string;
  before: string | null;
  after: string | null;
}

export type UnknownReason = 'page not found' | 'component not found' | 'property not found';
export type IgnoredReason = 'empty' | 'locked' | 'not translated';

export interface TranslationImportReport {
  locale: string;
  format: 'xliff' | 'json';
  /** True once the import is stored (apply=1 and no problem). */
  applied: boolean;
  /** Every unit of the file. */
  units: number;
  /** Translations made where there were none. */
  added: number;
  /** Translations replaced by another text. */
  changed: number;
  /** Translations the file has already. */
  unchanged: number;
  /** Translations removed by empty targets (clearEmpty). */
  removed: number;
  /** Units left as they are: empty (untranslated), on a property a prefab locks, or not a text. */
  ignored: number;
  ignoredBy: Record<IgnoredReason, number>;
  /** Units whose page, component or property this app does not have: reported, never applied. */
  unknownCount: number;
  unknown: Array<{ key: string; reason: UnknownReason }>;
  /** Pages whose content or settings change. */
  pages: number;
  /** The first DETAIL_MAX changes (added, changed, removed), in file order. */
  changes: UnitChange[];
  /** Why the file cannot be imported; none when it can. */
  problems: string[];
}
