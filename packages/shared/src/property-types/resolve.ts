import { resolveFormField } from '../forms/fields.ts';
import { entryIn } from '../locales/values.ts';
import { isResponsiveValue, responsiveCssFor } from '../responsive/css.ts';
import { propertyType } from './definitions.ts';
import { resolveForm } from './form.ts';
import {
  type LinkContext,
  resolveLink,
  SITE_LANGUAGES_PROP,
  SITE_LANGUAGES_SETTING,
  SITE_PAGES_PROP,
  SITE_PAGES_SETTING,
  siteLanguagesOf,
  sitePagesOf,
} from './link.ts';
import type { CssProperties, PropertySettings } from './values.ts';

/** What resolveProps and styleOf need from an entry; both the parsed and the raw JSON fit. */
export interface DataTypeEntryLike {
  readonly type: string;
  readonly value?: unknown;
  readonly defaultValue?: unknown;
  readonly settings?: PropertySettings;
}

export type DataTypesLike = Readonly<Record<string, DataTypeEntryLike>>;

/** 'name' and 'visibility' are the editors' own entries (spec §3): passed through, not normalized. */
const PLAIN = new Set(['name', 'visibility']);

function entryValue(entry: DataTypeEntryLike): unknown {
  return entry.value !== undefined ? entry.value : entry.defaultValue;
}

/**
 * What props depend on besides the brick: the app's pages (Link hrefs, `sitePages`: the caller gives them with
 * their addresses in `locale`) and the language shown. Without it a link to a page has no href, `sitePages` is
 * empty (a component's own preview, which belongs to no app) and texts are the default language's.
 */
export type ResolveContext = LinkContext & {
  /** The language shown, when not the app's default: translated values read their text in it (issue 26). */
  readonly locale?: string | null;
};

/**
 * The prop one property gives its component: the value, else its defaultValue, else the type's default,
 * normalized by its type (a Link resolved against `context`, a Form's thank-you page too, a FormField with the
 * ids and attributes of its input, which derive from `brickId`: forms/fields.ts). Throws 'Unknown data type: X'
 * for an unknown type.
 */
export function resolveProp(
  name: string,
  stored: DataTypeEntryLike,
  context?: ResolveContext | null,
  brickId?: string | null,
): unknown {
  // The one order (PAGE-MODEL): the language's value, then the base; values per breakpoint are CSS's
  // (responsive/css.ts), applied over the prop this returns.
  const entry = context?.locale ? entryIn(stored, context.locale) : stored;
  const def = propertyType(entry.type);
  if (PLAIN.has(name)) {
    const plain = entryValue(entry);
    return plain !== undefined ? plain : def.normalize(undefined, entry.settings);
  }
  if (entry.type === 'Link') return resolveLink(entryValue(entry), context);
  if (entry.type === 'Form') return resolveForm(entryValue(entry), context);
  if (entry.type === 'FormField') return resolveFormField(entryValue(entry), brickId);
  return def.normalize(entryValue(entry), entry.settings);
}

/**
 * Whether props resolved from these entries read the context (the app's pages): a Link, a Form (its thank-you
 * page) or a property with `settings.sitePages`. Props of entries without any come out the same in every
 * context, so the editor keeps a brick's node when only the app's pages changed.
 */
export function readsContext(dataTypes: Readonly<Record<string, unknown>>): boolean {
  for (const name in dataTypes) {
    const entry = dataTypes[name] as DataTypeEntryLike | null | undefined;
    if (!entry || typeof entry !== 'object') continue;
    if (entry.type === 'Link' || entry.type === 'Form') return true;
    if (entry.settings?.[SITE_PAGES_SETTING] === true || entry.settings?.[SITE_LANGUAGES_SETTING] === true)
      return true;
  }
  return false;
}

/**
 * A property with `settings.sitePages` switched on gives its component the app's pages, one with
 * `settings.siteLanguages` the page in each of the site's languages (link.ts).
 */
function addSitePages(
  props: Record<string, unknown>,
  dataTypes: Readonly<Record<string, unknown>>,
  context: ResolveContext | null | undefined,
): void {
  for (const name in dataTypes) {
    const entry = dataTypes[name] as DataTypeEntryLike | null | undefined;
    if (props[name] !== true) continue;
    if (entry?.settings?.[SITE_PAGES_SETTING] === true) props[SITE_PAGES_PROP] ??= sitePagesOf(context);
    if (entry?.settings?.[SITE_LANGUAGES_SETTING] === true)
      props[SITE_LANGUAGES_PROP] ??= siteLanguagesOf(context);
  }
}

/**
 * The props a component receives: resolveProp of each entry. `brickId` is the brick's id (a form field's ids
 * derive from it). Throws for an unknown type.
 */
export function resolveProps(
  dataTypes: DataTypesLike,
  context?: ResolveContext | null,
  brickId?: string | null,
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const name in dataTypes) {
    if (!Object.hasOwn(dataTypes, name)) continue;
    props[name] = resolveProp(name, dataTypes[name] as DataTypeEntryLike, context, brickId);
  }
  addSitePages(props, dataTypes, context);
  return props;
}

/**
 * resolveProps that never throws, for stored content: each property resolves on its own, and an entry of a type
 * this release does not know, or a value its type cannot normalise, is left out rather than blanking the whole
 * brick (the component then gets its own default). The editor canvas and the live renderer both use it.
 */
export function resolvePropsTolerant(
  dataTypes: Readonly<Record<string, unknown>>,
  context?: ResolveContext | null,
  brickId?: string | null,
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const name in dataTypes) {
    const entry = dataTypes[name] as DataTypeEntryLike | null | undefined;
    if (!entry || typeof entry !== 'object' || !Object.hasOwn(dataTypes, name)) continue;
    if (PLAIN.has(name)) {
      props[name] = entryValue(entry);
      continue;
    }
    try {
      props[name] = resolveProp(name, entry, context, brickId);
    } catch {
      // Unknown type or a value its normaliser rejects: the component gets its own default.
    }
  }
  addSitePages(props, dataTypes, context);
  return props;
}

/**
 * CSS of one value of a type: normalizes first, so raw stored values are fine. A value (or setting) carrying
 * values per breakpoint answers with custom properties the page's stylesheet sets per width (responsive/css.ts).
 */
export function cssFor(type: string, value: unknown, settings?: PropertySettings): CssProperties {
  const responsive = responsiveCssFor(type, value, settings);
  if (responsive) return responsive;
  const def = propertyType(type);
  return def.toCss(def.normalize(value, settings), settings);
}

/** First entry of a type, for the shadow colour and inset that complete a shadow. */
function firstOfType(dataTypes: DataTypesLike, type: string): DataTypeEntryLike | undefined {
  return Object.values(dataTypes).find((entry) => entry.type === type);
}

/**
 * Merged CSS of the named properties (all of them when `names` is omitted), in order; later ones win
 * on conflicts. A BoxShadow takes its colour and inset from the BoxShadowColor and BoxShadowInset
 * entries of the same dataTypes, and a TextShadow its colour from TextShadowColor. Unknown names are
 * skipped so that a component keeps rendering while its properties are being edited.
 */
export function styleOf(dataTypes: DataTypesLike, names?: readonly string[]): CssProperties {
  const style: CssProperties = {};
  for (const name of names ?? Object.keys(dataTypes)) {
    const entry = dataTypes[name];
    if (!entry) continue;
    let settings = entry.settings;
    if (entry.type === 'BoxShadow') {
      const color = firstOfType(dataTypes, 'BoxShadowColor');
      const inset = firstOfType(dataTypes, 'BoxShadowInset');
      settings = {
        ...settings,
        color: color && siblingValue(color),
        inset: inset && siblingValue(inset),
      };
    } else if (entry.type === 'TextShadow') {
      const color = firstOfType(dataTypes, 'TextShadowColor');
      settings = { ...settings, color: color && siblingValue(color) };
    }
    Object.assign(style, cssFor(entry.type, entryValue(entry), settings));
  }
  return style;
}

/** Normalized value of a sibling entry; one carrying values per breakpoint is passed on as it is. */
function siblingValue(entry: DataTypeEntryLike): unknown {
  const value = entryValue(entry);
  if (isResponsiveValue(value)) return value;
  return propertyType(entry.type).normalize(value, entry.settings);
}

/**
 * styleOf for component code, which receives property values as props rather than dataTypes:
 * `styleFrom({ fontSize, color }, { fontSize: 'FontSize', color: 'TextColor' })`. Every value named in
 * `types` is styled, in the order of `types`; shadow colours and insets compose as in styleOf.
 */
export function styleFrom(
  values: Readonly<Record<string, unknown>>,
  types: Readonly<Record<string, string>>,
): CssProperties {
  const dataTypes: Record<string, DataTypeEntryLike> = {};
  for (const [name, type] of Object.entries(types)) dataTypes[name] = { type, value: values[name] };
  return styleOf(dataTypes);
}
