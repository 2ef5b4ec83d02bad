import { type CollectionField, type CollectionValues, ownValue, slugFieldOf } from '@tessera/shared';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type CollectionRow, collectionItemKeys, collectionItems } from '../../db/collections-schema.ts';
import { type FieldChangeImpact, ImpactCounter, migrateValues, uniqueSlug } from './field-changes.ts';
import { itemParts, writeKeys } from './item-values.ts';

/** Items read per query while a change of fields is measured or applied. */
const BATCH = 500;

interface ItemValuesRow {
  id: string;
  values: CollectionValues;
  publishedValues: CollectionValues | null;
}

/** Every item of the collection, batch by batch in id order (values only). */
async function eachBatch(
  tx: Tx,
  collectionId: string,
  visit: (rows: ItemValuesRow[]) => Promise<void> | void,
): Promise<void> {
  let last: string | null = null;
  for (;;) {
    const rows: ItemValuesRow[] = await tx
      .select({
        id: collectionItems.id,
        values: collectionItems.values,
        publishedValues: collectionItems.publishedValues,
      })
      .from(collectionItems)
      .where(
        and(eq(collectionItems.collectionId, collectionId), last ? gt(collectionItems.id, last) : undefined),
      )
      .orderBy(asc(collectionItems.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    await visit(rows);
    last = rows.at(-1)!.id;
    if (rows.length < BATCH) return;
  }
}

/** What changing the fields from `before` to `after` would delete, per field (nothing is written). */
export async function fieldChangeImpact(
  tx: Tx,
  collectionId: string,
  before: readonly CollectionField[],
  after: readonly CollectionField[],
): Promise<FieldChangeImpact[]> {
  const counter = new ImpactCounter(before, after);
  await eachBatch(tx, collectionId, (rows) => {
    for (const row of rows) counter.add(row);
  });
  return counter.result();
}

/** The slug in `values` (of the slug field `fieldId`) made unique among the other items' slugs (uniqueSlug). */
function takeSlug(values: CollectionValues, fieldId: string, taken: Map<string, string>, item: string): void {
  const slug = ownValue(values, fieldId);
  if (typeof slug === 'string') values[fieldId] = uniqueSlug(slug, taken, item);
}

/**
 * Rewrites every item of the collection for its new fields, in the caller's transaction: draft and live values
 * migrated (migrateValues), slugs made unique (a conversion can give two items one slug) among the draft and live
 * slugs together, as assertSlugFree keeps them, then the search text and sort keys of the values as they end.
 * Slugs, draft and live, are cleared first so that no item meets another's old slug half-way.
 */
export async function migrateItems(
  tx: Tx,
  collection: CollectionRow,
  after: readonly CollectionField[],
): Promise<void> {
  const before = collection.fields;
  const slugField = slugFieldOf(after);
  await tx
    .update(collectionItems)
    .set({ slug: null, publishedSlug: null })
    .where(eq(collectionItems.collectionId, collection.id));
  await tx.delete(collectionItemKeys).where(eq(collectionItemKeys.collectionId, collection.id));
  // Slug → the item that has it (as its draft's or its live address).
  const taken = new Map<string, string>();
  await eachBatch(tx, collection.id, async (rows) => {
    const updates = rows.map((row) => {
      const draftValues = migrateValues(before, after, row.values).values;
      const liveValues = row.publishedValues
        ? migrateValues(before, after, row.publishedValues).values
        : null;
      if (slugField) {
        // The live address first: it is what the site shows.
        if (liveValues) takeSlug(liveValues, slugField.id, taken, row.id);
        takeSlug(draftValues, slugField.id, taken, row.id);
      }
      const draft = itemParts(after, draftValues);
      const live = liveValues ? itemParts(after, liveValues) : null;
      return {
        id: row.id,
        values: draft.values,
        published_values: live?.values ?? null,
        slug: draft.slug,
        published_slug: live?.slug ?? null,
        search_text: draft.searchText,
        keys: draft.keys,
      };
    });
    const payload = JSON.stringify(updates.map(({ keys: _keys, ...update }) => update));
    await tx.execute(sql`
      update ${collectionItems} as i set
        "values" = v."values",
        published_values = v.published_values,
        slug = v.slug,
        published_slug = v.published_slug,
        search_text = v.search_text,
        revision = i.revision + 1
      from jsonb_to_recordset(${payload}::jsonb) as v(
        id uuid, "values" jsonb, published_values jsonb, slug text, published_slug text, search_text text
      )
      where i.id = v.id`);
    await writeKeys(tx, collection.id, updates);
  });
}
