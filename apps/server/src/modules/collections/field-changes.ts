import {
  type CollectionField,
  type CollectionValues,
  convertValue,
  isEmptyValue,
  LIMITS,
} from '@tessera/shared';
import { sanitizeRichText } from './rich-text.ts';

/**
 * A change of a collection's fields, applied to an item's values (docs/decisions/0046): a value is kept under its
 * field's id while the field stays (a rename changes nothing), converted when the field's type changed and the
 * value can become the new type (convertValue), and lost when its field goes, when it cannot be converted, when
 * its option was removed or when a reference field names another collection. A value that becomes rich text is
 * sanitised as rich text sent is (and goes when nothing is left). Pure: updateCollection and
 * collectionFieldChanges run the same code, so the impact shown is what the migration does.
 */

export type LossReason = 'removed' | 'type' | 'options';

export interface FieldChangeImpact {
  fieldId: string;
  fieldName: string;
  reason: LossReason;
  /** Items that lose the value, in their draft or their live values. */
  items: number;
}

/** The values after the change, and each field whose value was lost with why. */
export function migrateValues(
  before: readonly CollectionField[],
  after: readonly CollectionField[],
  values: CollectionValues,
): { values: CollectionValues; lost: Map<string, LossReason> } {
  const next: CollectionValues = {};
  const lost = new Map<string, LossReason>();
  const old = new Map(before.map((field) => [field.id, field]));
  const kept = new Set(after.map((field) => field.id));
  for (const field of before) {
    if (!kept.has(field.id) && Object.hasOwn(values, field.id)) lost.set(field.id, 'removed');
  }
  for (const field of after) {
    if (!Object.hasOwn(values, field.id)) continue;
    const value = values[field.id] as CollectionValues[string];
    const was = old.get(field.id);
    // A value no field of the collection had (never written by the server): dropped without counting.
    if (!was) continue;
    if (was.type !== field.type) {
      let converted = convertValue(value, field, was.type);
      if (field.type === 'richText' && typeof converted === 'string') converted = sanitizeRichText(converted);
      if (converted === undefined || isEmptyValue(converted)) lost.set(field.id, 'type');
      else next[field.id] = converted;
    } else if (field.type === 'option') {
      if (field.options.some((option) => option.id === value)) next[field.id] = value;
      else lost.set(field.id, 'options');
    } else if (field.type === 'reference' && was.referenceCollectionId !== field.referenceCollectionId) {
      lost.set(field.id, 'type');
    } else next[field.id] = value;
  }
  return { values: next, lost };
}

/**
 * Whether the change touches items at all: a field added, removed, of another type, with other options (their
 * ids or order: sort keys follow it) or naming another collection. Renames, help and required do not.
 */
export function touchesItems(before: readonly CollectionField[], after: readonly CollectionField[]): boolean {
  const shape = (fields: readonly CollectionField[]) =>
    new Map(
      fields.map((field) => [
        field.id,
        JSON.stringify([field.type, field.options.map((option) => option.id), field.referenceCollectionId]),
      ]),
    );
  const a = shape(before);
  const b = shape(after);
  if (a.size !== b.size) return true;
  for (const [id, value] of a) if (b.get(id) !== value) return true;
  return false;
}

/** Counts, per field, the items that would lose a value; fed batch by batch. */
export class ImpactCounter {
  private readonly counts = new Map<string, { reason: LossReason; items: number }>();

  constructor(
    private readonly before: readonly CollectionField[],
    private readonly after: readonly CollectionField[],
  ) {}

  add(item: { values: CollectionValues; publishedValues: CollectionValues | null }): void {
    const lost = new Map(migrateValues(this.before, this.after, item.values).lost);
    if (item.publishedValues)
      for (const [id, reason] of migrateValues(this.before, this.after, item.publishedValues).lost)
        if (!lost.has(id)) lost.set(id, reason);
    for (const [id, reason] of lost) {
      const count = this.counts.get(id) ?? { reason, items: 0 };
      count.items++;
      this.counts.set(id, count);
    }
  }

  /** The impact, in the order of the fields before the change. */
  result(): FieldChangeImpact[] {
    return this.before.flatMap((field) => {
      const count = this.counts.get(field.id);
      return count
        ? [{ fieldId: field.id, fieldName: field.name, reason: count.reason, items: count.items }]
        : [];
    });
  }
}

/**
 * A slug no other item has in `taken` (slug → the item that has it, as its draft's or its live address; the slug
 * then joins it for `item`): the slug itself, else `slug-2`, `slug-3`… within the slug limit. Converting a field
 * to a slug can give two items the same one; the later item gets a suffix. An item's draft and live slugs may be
 * the same.
 */
export function uniqueSlug(slug: string, taken: Map<string, string>, item: string): string {
  let candidate = slug;
  const other = (text: string) => taken.has(text) && taken.get(text) !== item;
  for (let n = 2; other(candidate); n++) {
    const suffix = `-${n}`;
    candidate = `${slug.slice(0, LIMITS.collections.slug - suffix.length).replace(/-+$/, '')}${suffix}`;
  }
  taken.set(candidate, item);
  return candidate;
}
