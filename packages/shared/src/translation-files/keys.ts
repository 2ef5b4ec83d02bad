/**
 * The keys of translation units (issue 26, docs/decisions/0044): where a text of an app lives, stable across
 * exports, built and read here only.
 *
 *   {pageId}/{brickId}/{property}      a brick's property, at any depth
 *   {pageId}/template/{property}       the page's template settings
 *   {pageId}/page/{url|title|description|tags}   the page's own settings
 *
 * A page id is a UUID and a property a name (letters, digits, `_`): neither holds a `/`. A brick id may be any
 * text (slashes included), so it is everything between the first and the last `/`. A brick whose id is
 * `template` or `page`, or begins with `~`, is written with a `~` before it, so no brick's key is ever the
 * template's or the page's.
 */
import { PROPERTY_NAME_PATTERN } from '../property-types/constants.ts';
import { isUuid } from './model.ts';

/** The page settings a file translates, in the order a file lists them. */
export const PAGE_SETTING_FIELDS = ['url', 'title', 'description', 'tags'] as const;
export type PageSettingField = (typeof PAGE_SETTING_FIELDS)[number];

export type TranslationKey =
  | { readonly kind: 'brick'; readonly pageId: string; readonly brickId: string; readonly property: string }
  | { readonly kind: 'template'; readonly pageId: string; readonly property: string }
  | { readonly kind: 'page'; readonly pageId: string; readonly field: PageSettingField };

const TEMPLATE = 'template';
const PAGE = 'page';
const ESCAPE = '~';

function brickSegment(brickId: string): string {
  return brickId === TEMPLATE || brickId === PAGE || brickId.startsWith(ESCAPE)
    ? `${ESCAPE}${brickId}`
    : brickId;
}

export const brickKey = (pageId: string, brickId: string, property: string): string =>
  `${pageId}/${brickSegment(brickId)}/${property}`;

export const templateKey = (pageId: string, property: string): string => `${pageId}/${TEMPLATE}/${property}`;

export const pageSettingKey = (pageId: string, field: PageSettingField): string =>
  `${pageId}/${PAGE}/${field}`;

/** The key of a unit as it was built above. */
export function keyOf(key: TranslationKey): string {
  if (key.kind === 'brick') return brickKey(key.pageId, key.brickId, key.property);
  if (key.kind === 'template') return templateKey(key.pageId, key.property);
  return pageSettingKey(key.pageId, key.field);
}

/** What a key names, or null when no export of this app could have written it. */
export function parseTranslationKey(key: string): TranslationKey | null {
  const first = key.indexOf('/');
  const last = key.lastIndexOf('/');
  if (first <= 0 || last <= first + 1) return null;
  // Page ids are UUIDs, which PostgreSQL reads in any case and answers in lower case: one spelling here.
  const pageId = key.slice(0, first).toLowerCase();
  const middle = key.slice(first + 1, last);
  const name = key.slice(last + 1);
  if (!isUuid(pageId)) return null;
  if (middle === PAGE)
    return (PAGE_SETTING_FIELDS as readonly string[]).includes(name)
      ? { kind: 'page', pageId, field: name as PageSettingField }
      : null;
  if (!PROPERTY_NAME_PATTERN.test(name)) return null;
  if (middle === TEMPLATE) return { kind: 'template', pageId, property: name };
  if (middle.startsWith(ESCAPE)) {
    const brickId = middle.slice(1);
    // Only what brickSegment escapes comes escaped: `~x` would be the key of a brick `x`, written without.
    return brickSegment(brickId) === middle ? { kind: 'brick', pageId, brickId, property: name } : null;
  }
  return { kind: 'brick', pageId, brickId: middle, property: name };
}
