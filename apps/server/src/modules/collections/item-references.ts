import type { CollectionField, CollectionValues } from '@tessera/shared';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type CollectionRow, collectionItems, collections } from '../../db/collections-schema.ts';
import { itemParts, writeKeys } from './item-values.ts';

/**
 * Reference values that name deleted items (docs/decisions/0046, addendum): deleteCollectionItems removes them from
 * the other items' draft and live values in its own transaction, so no item names an item that is gone. An item
 * whose draft loses a required reference keeps its status; it cannot be published until the field is filled.
 *
 * Locks: the collection of the deleted items and every collection whose reference fields name it are locked
 * together in id order (no key update, as item writes lock their collection), so a write of a referring item
 * either commits first (and its reference is then removed) or waits and finds the item gone. A write that names an
 * item locks it (key share, item-values.ts checkReferences) for what a field added meanwhile could let through.
 */

/** The collection `id` and the collections whose reference fields name it, locked in id order; `id`'s row first. */
export async function lockWithReferrers(
  tx: Tx,
  appId: string,
  id: string,
): Promise<{ collection: CollectionRow | undefined; referrers: CollectionRow[] }> {
  const named = await tx
    .select({ id: collections.id })
    .from(collections)
    .where(
      and(
        eq(collections.appId, appId),
        sql`${collections.fields} @> ${JSON.stringify([{ referenceCollectionId: id }])}::jsonb`,
      ),
    );
  const ids = [...new Set([id, ...named.map((row) => row.id)])];
  const rows = await tx
    .select()
    .from(collections)
    .where(inArray(collections.id, ids))
    .orderBy(asc(collections.id))
    .for('no key update');
  const referrers = rows.filter((row) =>
    row.fields.some((field) => field.type === 'reference' && field.referenceCollectionId === id),
  );
  return { collection: rows.find((row) => row.id === id), referrers };
}

/** `values` without the reference values of `fields` that name one of `gone`; null when nothing goes. */
function without(
  fields: readonly CollectionField[],
  values: CollectionValues | null,
  gone: ReadonlySet<string>,
): CollectionValues | null {
  if (!values) return null;
  const left = fields.filter((field) => {
    const value = Object.hasOwn(values, field.id) ? values[field.id] : undefined;
    return typeof value === 'string' && gone.has(value);
  });
  if (left.length === 0) return null;
  const next = { ...values };
  for (const field of left) delete next[field.id];
  return next;
}

/**
 * Removes the references to the deleted items `ids` (of collection `target`) from the referring collections'
 * items: values and published values rewritten, search text and sort keys recomputed, revision bumped; status
 * and counts unchanged. Returns how many items were changed.
 */
export async function removeReferences(
  tx: Tx,
  target: string,
  referrers: readonly CollectionRow[],
  ids: readonly string[],
): Promise<number> {
  const gone = new Set(ids);
  let changed = 0;
  for (const referrer of referrers) {
    const fields = referrer.fields.filter(
      (field) => field.type === 'reference' && field.referenceCollectionId === target,
    );
    const naming: SQL[] = fields.flatMap((field) => [
      inArray(sql`${collectionItems.values} ->> ${field.id}`, [...ids]),
      inArray(sql`${collectionItems.publishedValues} ->> ${field.id}`, [...ids]),
    ]);
    const rows = await tx
      .select({
        id: collectionItems.id,
        values: collectionItems.values,
        publishedValues: collectionItems.publishedValues,
      })
      .from(collectionItems)
      .where(and(eq(collectionItems.collectionId, referrer.id), or(...naming)))
      .orderBy(asc(collectionItems.id))
      .for('update');
    const updates = rows.map((row) => {
      const draft = itemParts(referrer.fields, without(fields, row.values, gone) ?? row.values);
      return {
        id: row.id,
        values: draft.values,
        published_values: without(fields, row.publishedValues, gone) ?? row.publishedValues,
        search_text: draft.searchText,
        keys: draft.keys,
      };
    });
    for (let start = 0; start < updates.length; start += 500) {
      const batch = updates.slice(start, start + 500);
      const payload = JSON.stringify(batch.map(({ keys: _keys, ...update }) => update));
      await tx.execute(sql`
        update ${collectionItems} as i set
          "values" = v."values",
          published_values = v.published_values,
          search_text = v.search_text,
          revision = i.revision + 1
        from jsonb_to_recordset(${payload}::jsonb) as v(
          id uuid, "values" jsonb, published_values jsonb, search_text text
        )
        where i.id = v.id`);
      await writeKeys(tx, referrer.id, batch);
    }
    changed += rows.length;
  }
  return changed;
}
