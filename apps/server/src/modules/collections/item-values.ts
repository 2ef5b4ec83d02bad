import {
  type CollectionField,
  type CollectionValues,
  checkItemValues,
  LIMITS,
  SERVER_MESSAGES as M,
  ownValue,
  slugFieldOf,
  titleFieldOf,
} from '@tessera/shared';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type CollectionRow, collectionItemKeys, collectionItems } from '../../db/collections-schema.ts';
import { media } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { type SortKey, searchTextOf, sortKeysOf } from './item-keys.ts';
import { sanitizeRichText } from './rich-text.ts';

/** An item's values as they are stored, with what the table reads from them. */
export interface PreparedItem {
  values: CollectionValues;
  slug: string | null;
  searchText: string;
  keys: SortKey[];
}

const MEDIA_TYPE = { image: 'Image', video: 'Video' } as const;

/** At most this many problems in one 400: each names its field. */
const PROBLEMS_SHOWN = 5;

/**
 * The values sent for an item of `collection`, checked (400 naming each field, nothing written): against the
 * fields (checkItemValues), rich text sanitised, image and video ids media of the app of that kind, references
 * items of the field's collection (of the same app).
 */
export async function prepareItem(tx: Tx, collection: CollectionRow, sent: unknown): Promise<PreparedItem> {
  const fields = collection.fields;
  const { values, problems } = checkItemValues(fields, sent);
  if (problems.length > 0)
    throw badRequest(
      problems
        .slice(0, PROBLEMS_SHOWN)
        .map((problem) => problem.message)
        .join('; '),
    );
  for (const field of fields) {
    const value = ownValue(values, field.id);
    if (field.type !== 'richText' || typeof value !== 'string') continue;
    // The limit holds for what is stored: sanitising can make the HTML longer (entities) or shorter.
    const clean = sanitizeRichText(value);
    if (clean.length > LIMITS.collections.richText)
      throw badRequest(`${field.name} must be at most ${LIMITS.collections.richText} characters`);
    if (clean.trim() === '') delete values[field.id];
    else values[field.id] = clean;
    if (field.required && clean.trim() === '') throw badRequest(`${field.name} is required`);
  }
  await checkMedia(tx, collection.appId, fields, values);
  await checkReferences(tx, collection.appId, fields, values);
  return itemParts(fields, values);
}

/** The slug, search text and sort keys of values already checked. */
export function itemParts(fields: readonly CollectionField[], values: CollectionValues): PreparedItem {
  const slugField = slugFieldOf(fields);
  const slug = slugField ? ownValue(values, slugField.id) : undefined;
  return {
    values,
    slug: typeof slug === 'string' ? slug : null,
    searchText: searchTextOf(fields, values),
    keys: sortKeysOf(fields, values),
  };
}

async function checkMedia(
  tx: Tx,
  appId: string,
  fields: readonly CollectionField[],
  values: CollectionValues,
): Promise<void> {
  const wanted = fields.filter(
    (field) =>
      (field.type === 'image' || field.type === 'video') && typeof ownValue(values, field.id) === 'string',
  );
  if (wanted.length === 0) return;
  const ids = [...new Set(wanted.map((field) => ownValue(values, field.id) as string))];
  const rows = await tx
    .select({ id: media.id, mediaType: media.mediaType })
    .from(media)
    .where(and(eq(media.appId, appId), inArray(media.id, ids)));
  const typeOf = new Map(rows.map((row) => [row.id, row.mediaType]));
  for (const field of wanted) {
    const kind = field.type as 'image' | 'video';
    if (typeOf.get(ownValue(values, field.id) as string) !== MEDIA_TYPE[kind])
      throw badRequest(`${field.name} must be the id of a ${kind} in the app's media library`);
  }
}

async function checkReferences(
  tx: Tx,
  appId: string,
  fields: readonly CollectionField[],
  values: CollectionValues,
): Promise<void> {
  for (const field of fields) {
    const value = ownValue(values, field.id);
    if (field.type !== 'reference' || typeof value !== 'string') continue;
    // Locked (key share) until the write commits: deleting the item waits, then removes the reference (see item-references.ts).
    const [row] = field.referenceCollectionId
      ? await tx
          .select({ id: collectionItems.id })
          .from(collectionItems)
          .where(
            and(
              eq(collectionItems.id, value),
              eq(collectionItems.appId, appId),
              eq(collectionItems.collectionId, field.referenceCollectionId),
            ),
          )
          .limit(1)
          .for('key share')
      : [];
    if (!row) throw badRequest(`${field.name} must be the id of an item of the collection it refers to`);
  }
}

/**
 * 409 naming the slug when another item of the collection has it, as its draft's or its live address. The caller
 * holds the collection's row lock, so two writes cannot both take a slug; the unique index is the last guard.
 */
export async function assertSlugFree(
  tx: Tx,
  collectionId: string,
  slug: string | null,
  itemId: string | null,
): Promise<void> {
  if (slug === null) return;
  const [row] = await tx
    .select({ id: collectionItems.id })
    .from(collectionItems)
    .where(
      and(
        eq(collectionItems.collectionId, collectionId),
        or(eq(collectionItems.slug, slug), eq(collectionItems.publishedSlug, slug)),
        itemId ? ne(collectionItems.id, itemId) : undefined,
      ),
    )
    .limit(1);
  if (row) throw conflict(`${M.itemSlugTaken}${slug}`);
}

/** Replaces the sort keys of the items (their rows for every sortable field). */
export async function writeKeys(
  tx: Tx,
  collectionId: string,
  items: ReadonlyArray<{ id: string; keys: readonly SortKey[] }>,
): Promise<void> {
  if (items.length === 0) return;
  await tx.delete(collectionItemKeys).where(
    inArray(
      collectionItemKeys.itemId,
      items.map((item) => item.id),
    ),
  );
  const rows = items.flatMap((item) =>
    item.keys.map((key) => ({
      itemId: item.id,
      collectionId,
      fieldId: key.fieldId,
      textKey: key.textKey,
      numKey: key.numKey,
    })),
  );
  for (let start = 0; start < rows.length; start += 1000)
    await tx.insert(collectionItemKeys).values(rows.slice(start, start + 1000));
}

/** The item's title as the feed names it: its title field's value, if any. */
export function titleOf(fields: readonly CollectionField[], values: CollectionValues): string | null {
  const field = titleFieldOf(fields);
  const value = field ? ownValue(values, field.id) : undefined;
  return typeof value === 'string' ? value.slice(0, 200) : null;
}

/**
 * The values with every rich text sanitised, or null when they already are (what the server wrote always is): a
 * publish puts nothing live that did not pass the sanitiser, whatever wrote the draft.
 */
export function sanitizedValues(
  fields: readonly CollectionField[],
  values: CollectionValues,
): CollectionValues | null {
  let next: CollectionValues | null = null;
  for (const field of fields) {
    const value = ownValue(values, field.id);
    if (field.type !== 'richText' || typeof value !== 'string') continue;
    const clean = sanitizeRichText(value);
    if (clean === value) continue;
    next ??= { ...values };
    if (clean.trim() === '') delete next[field.id];
    else next[field.id] = clean;
  }
  return next;
}
