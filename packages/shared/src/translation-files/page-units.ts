/**
 * A page's texts as translation units (issue 26, docs/decisions/0044): its settings (URL, title, description,
 * tags), its template settings and every brick at any depth, walked with the one tree walker. Stored (lean)
 * content is read with its definitions (decision 0037), expanding only the translatable entries: a brick that
 * keeps its component's default text has it as its source, and a page of 1 000 bricks is not copied whole.
 *
 * A property a prefab locks on a copy is not the page's to translate (the next refresh of the copy would put
 * the prefab's back): it is left out of exports and ignored on import. A copy's own entries are locked by its
 * prefab's; a brick inside a copy of a container prefab by the prefab brick it copies (prefabBrickId), in the
 * scope of the nearest copy around it (prefab-contents.ts).
 */
import type { ContentDefinitions } from '../lean-content.ts';
import { type PageTranslation, pageTranslationsOf } from '../locales/page-addresses.ts';
import { isTranslatableEntry } from '../locales/values.ts';
import { type TreeBrick, type TreeSlots, walkBricks } from '../page-tree.ts';
import { isPropertyTypeName } from '../property-types/constants.ts';
import { definitionDefault } from '../property-types/lean-entry.ts';
import { isRecord } from '../property-types/values.ts';
import { brickKey, PAGE_SETTING_FIELDS, type PageSettingField, pageSettingKey, templateKey } from './keys.ts';
import type { TranslationGroup, TranslationUnit } from './model.ts';
import { sourceText, targetText } from './texts.ts';

type Entries = Readonly<Record<string, unknown>>;

/** What a prefab tells its copies: its entries (isMutable: false locks one) and a container's contents. */
export interface PrefabLocks {
  readonly dataTypes: unknown;
  readonly slots?: unknown;
}

/** A brick's or the template's translatable entries, with what locks them. */
export interface EntryHolder {
  /** Its translatable entries, expanded: the definition's with the holder's own value and translations. */
  readonly entries: Entries;
  /** Whether it has the property at all (translatable or not). */
  has(property: string): boolean;
  /**
   * Its component's (or template's) definitions, which a changed entry is made lean against before it is stored;
   * null when the content was given expanded, or its component is gone (entries are stored as they are).
   */
  readonly definition: Entries | null;
  /** The prefab entries the holder copies (a property with isMutable false there is locked); null: none. */
  readonly locks: Entries | null;
  /** What translators are told the holder is: the brick's name, or "Template settings". */
  readonly label: string;
}

export interface ContentHolders {
  readonly template: EntryHolder | null;
  /** Every brick by id, in page order. */
  readonly bricks: ReadonlyMap<string, EntryHolder>;
}

interface LooseBrick extends TreeBrick {
  readonly name?: unknown;
  readonly componentId?: unknown;
  readonly dataTypes?: unknown;
  readonly isPrefab?: unknown;
  readonly prefabId?: unknown;
  readonly prefabBrickId?: unknown;
}

const entriesOf = (value: unknown): Entries =>
  isRecord(value) && isRecord(value.dataTypes) ? value.dataTypes : {};

/** Whether `locks` locks `name` (prefab-contents.ts isLocked, on loose entries). */
export function isLockedIn(locks: Entries | null, name: string): boolean {
  const entry = locks?.[name];
  return isRecord(entry) && entry.isMutable === false;
}

/** A prefab's bricks by id (its contents' own scope), made once per prefab object. */
const prefabBricks = new WeakMap<PrefabLocks, Map<string, Entries>>();

function bricksOf(prefab: PrefabLocks): Map<string, Entries> {
  let index = prefabBricks.get(prefab);
  if (!index) {
    const built = new Map<string, Entries>();
    if (isRecord(prefab.slots))
      walkBricks(prefab.slots as TreeSlots<LooseBrick>, (brick) => {
        if (typeof brick.id === 'string' && !built.has(brick.id)) built.set(brick.id, entriesOf(brick));
      });
    index = built;
    prefabBricks.set(prefab, index);
  }
  return index;
}

function brickLabel(brick: LooseBrick, stored: Entries, definition: Entries | null): string {
  const own = stored.name;
  const name =
    isRecord(own) && own.value !== undefined
      ? own.value
      : isRecord(definition?.name)
        ? definition.name.value
        : undefined;
  if (typeof name === 'string' && name.trim() !== '') return name;
  return typeof brick.name === 'string' && brick.name.trim() !== '' ? brick.name : brick.id;
}

/** The translatable properties of a definition, found once per definition object. */
const translatableNames = new WeakMap<Entries, string[]>();

function namesOf(definition: Entries): string[] {
  let names = translatableNames.get(definition);
  if (!names) {
    names = Object.keys(definition).filter((name) => {
      const entry = definition[name];
      return isRecord(entry) && isTranslatableEntry(name, entry);
    });
    translatableNames.set(definition, names);
  }
  return names;
}

/**
 * What a file reads of a lean entry (expandEntry's rule, for the keys a text needs only: a page holds thousands):
 * its type, value (else the definition's default) and translations from the definition and the brick, labels and
 * settings from the definition. An entry written for another type reads the definition's default, without its
 * translations; one of a type this release does not know is no text.
 */
export function textView(stored: unknown, definition: Entries): Entries | null {
  const own = isRecord(stored) ? stored : {};
  if (typeof own.type === 'string' && !isPropertyTypeName(own.type)) return null;
  const same = own.type === undefined || own.type === definition.type;
  return {
    type: definition.type,
    value: same && own.value !== undefined ? own.value : definitionDefault(definition),
    settings: definition.settings,
    i18n: definition.i18n,
    ...(same && own.locales !== undefined ? { locales: own.locales } : {}),
  };
}

/**
 * A lean entry with a view's translations (textView's, changed): the brick's own entry with `locales` replaced, or
 * a new one of the definition's type; null when nothing of the brick's is left (leanEntry's rule).
 */
export function withViewLocales(stored: unknown, view: Entries, definition: Entries): Entries | null {
  const own =
    isRecord(stored) && (stored.type === undefined || stored.type === definition.type) ? stored : null;
  const { locales: _old, ...rest } = own ?? { type: definition.type };
  const locales = isRecord(view.locales) && Object.keys(view.locales).length > 0 ? view.locales : undefined;
  const out: Record<string, unknown> = locales ? { ...rest, locales } : rest;
  return Object.keys(out).some((key) => key !== 'type') ? out : null;
}

/** A holder of stored entries: read with `definition`, or taken as they are without one. */
function holderOf(
  stored: Entries,
  definition: Entries | null,
  locks: Entries | null,
  label: string,
): EntryHolder {
  const entries: Record<string, unknown> = {};
  if (definition) {
    for (const name of namesOf(definition)) {
      const view = textView(stored[name], definition[name] as Entries);
      if (view) entries[name] = view;
    }
  } else {
    for (const name in stored) {
      const entry = stored[name];
      if (isRecord(entry) && isTranslatableEntry(name, entry)) entries[name] = entry;
    }
  }
  const has = (property: string) =>
    Object.hasOwn(stored, property) || (definition !== null && Object.hasOwn(definition, property));
  return { entries, has, definition, locks, label };
}

const isCopy = (brick: LooseBrick): brick is LooseBrick & { prefabId: string } =>
  brick.isPrefab === true && typeof brick.prefabId === 'string';

/**
 * The template settings and every brick of page content, each with what locks it: stored content with its
 * `definitions`, or expanded content without.
 */
export function contentHolders(
  content: unknown,
  prefabs: ReadonlyMap<string, PrefabLocks>,
  definitions: ContentDefinitions | null = null,
  templateLabel = 'Template settings',
): ContentHolders {
  const record = isRecord(content) ? content : {};
  const template = isRecord(record.template) ? (record.template as unknown as LooseBrick) : null;
  const templatePrefab = template && isCopy(template) ? prefabs.get(template.prefabId) : undefined;
  const bricks = new Map<string, EntryHolder>();
  // The copy whose scope each container's contents are in (null: the page's own).
  const scopes = new Map<string, string | null>();
  if (isRecord(record.slots))
    walkBricks(record.slots as TreeSlots<LooseBrick>, (brick, place) => {
      if (typeof brick.id !== 'string' || bricks.has(brick.id)) return;
      const dataTypes = entriesOf(brick);
      const scope = place.parentId === null ? null : (scopes.get(place.parentId) ?? null);
      let locks: Entries | null = null;
      if (isCopy(brick)) {
        const prefab = prefabs.get(brick.prefabId);
        locks = prefab && isRecord(prefab.dataTypes) ? prefab.dataTypes : null;
        scopes.set(brick.id, brick.prefabId);
      } else {
        const prefab = scope === null ? undefined : prefabs.get(scope);
        if (prefab && typeof brick.prefabBrickId === 'string')
          locks = bricksOf(prefab).get(brick.prefabBrickId) ?? null;
        scopes.set(brick.id, scope);
      }
      const component =
        definitions && typeof brick.componentId === 'string'
          ? definitions.component(brick.componentId)
          : undefined;
      const definition = component && isRecord(component.dataTypes) ? component.dataTypes : null;
      bricks.set(brick.id, holderOf(dataTypes, definition, locks, brickLabel(brick, dataTypes, definition)));
    });
  const templateLocks =
    templatePrefab && isRecord(templatePrefab.dataTypes) ? templatePrefab.dataTypes : null;
  const templateDefinition = definitions?.template?.dataTypes ?? null;
  return {
    template: template
      ? holderOf(entriesOf(template), templateDefinition, templateLocks, templateLabel)
      : null,
    bricks,
  };
}

/** What a property is called where translators can see it: its label in `locale`, else in English, else its name. */
export function propertyLabel(name: string, entry: unknown, locale: string): string {
  const i18n = isRecord(entry) && isRecord(entry.i18n) ? entry.i18n : {};
  for (const tag of [locale, 'en-US']) {
    const labels = i18n[tag];
    if (isRecord(labels) && typeof labels.label === 'string' && labels.label.trim() !== '')
      return labels.label;
  }
  return isRecord(entry) && typeof entry.label === 'string' && entry.label.trim() !== '' ? entry.label : name;
}

/** A page as its settings units need it. */
export interface PageSettings {
  readonly id: string;
  readonly url: string;
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
  /** pages.locales: the page's settings per other language. */
  readonly locales?: unknown;
}

/** What translators read beside each page setting. */
export const PAGE_SETTING_NOTES: Readonly<Record<PageSettingField, string>> = {
  url: "Page address in this language (lower-case words joined by '-', e.g. /about-us)",
  title: 'Page title (browser tab and search results)',
  description: 'Page description (search results and link previews)',
  tags: 'Page tags (comma-separated)',
};

/** A page setting as a file's text: tags joined by ", ". */
export function settingText(settings: PageTranslation, field: PageSettingField): string | undefined {
  const value = settings[field];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : (value as string);
}

/** The page's settings as units: those with words (the root's URL "/" has none), in the default language. */
export function settingUnits(page: PageSettings, locale: string): TranslationUnit[] {
  const translation = pageTranslationsOf(page.locales)[locale] ?? {};
  const units: TranslationUnit[] = [];
  for (const field of PAGE_SETTING_FIELDS) {
    const source = settingText(page, field) ?? '';
    if (source.trim() === '' || (field === 'url' && source === '/')) continue;
    const unit: TranslationUnit = {
      key: pageSettingKey(page.id, field),
      source,
      note: PAGE_SETTING_NOTES[field],
    };
    const target = settingText(translation, field);
    if (target) unit.target = target;
    units.push(unit);
  }
  return units;
}

/** The units of one holder's entries: translatable, unlocked, with words in the default language. */
function holderUnits(
  holder: EntryHolder,
  key: (property: string) => string,
  locale: string,
  labelLocale: string,
  units: TranslationUnit[],
): void {
  for (const name in holder.entries) {
    const entry = holder.entries[name];
    if (!isRecord(entry) || isLockedIn(holder.locks, name)) continue;
    const source = sourceText(name, entry);
    if (source === null || source.trim() === '') continue;
    const unit: TranslationUnit = {
      key: key(name),
      source,
      note: `${holder.label} · ${propertyLabel(name, entry, labelLocale)}`,
    };
    const target = targetText(entry, locale);
    if (target) unit.target = target;
    units.push(unit);
  }
}

/**
 * A page's group of a file for `locale`: its settings, its template settings, then its bricks in page order.
 * `labelLocale` picks the property labels of the notes (the file's source language when the kit has it).
 */
export function pageGroup(
  page: PageSettings,
  holders: ContentHolders,
  locale: string,
  labelLocale: string,
): TranslationGroup {
  const units = settingUnits(page, locale);
  if (holders.template)
    holderUnits(holders.template, (name) => templateKey(page.id, name), locale, labelLocale, units);
  for (const [brickId, holder] of holders.bricks)
    holderUnits(holder, (name) => brickKey(page.id, brickId, name), locale, labelLocale, units);
  return { key: page.id, name: page.url, units };
}
