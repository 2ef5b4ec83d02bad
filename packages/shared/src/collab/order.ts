/**
 * Order keys for the collaborative document's lists (template and container slots, graph arrays): every item
 * holds a fractional-indexing key, and a list is its items sorted by key. Moving or inserting one item writes
 * one key, so concurrent edits of one list merge (two inserts at one index both stay, in the same order
 * everywhere), where a Y.Array of ids would need a delete and an insert per move and could duplicate an item.
 */
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';

/**
 * The lists' order: by key, then by id for equal keys (two replicas that generated the same key
 * concurrently). Plain code-unit comparison, the one fractional-indexing's keys are made for.
 */
export function compareOrder(aKey: string, aId: string, bKey: string, bId: string): number {
  if (aKey !== bKey) return aKey < bKey ? -1 : 1;
  if (aId === bId) return 0;
  return aId < bId ? -1 : 1;
}

/** Keys for `count` items in a new list. */
export function freshKeys(count: number): string[] {
  return generateNKeysBetween(null, null, count);
}

/** A key after `last` (null: the list is empty). */
export function keyAfter(last: string | null): string {
  try {
    return generateKeyBetween(last, null);
  } catch {
    // A malformed key from a remote replica: start over after nothing rather than fail the whole edit.
    return generateKeyBetween(null, null);
  }
}

/**
 * Indices (into `keys`, skipping undefined) of a longest strictly increasing run of keys under `less`: the
 * items that can keep their key when a list is reordered. O(n log n), patience sorting with back links.
 */
function longestIncreasing<K>(
  keys: ReadonlyArray<K | undefined>,
  less: (a: K, b: K) => boolean,
): Set<number> {
  const tails: number[] = [];
  const back = new Array<number>(keys.length).fill(-1);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (key === undefined) continue;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (less(keys[tails[mid]!] as K, key)) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) back[i] = tails[lo - 1]!;
    tails[lo] = i;
  }
  const kept = new Set<number>();
  let at = tails.length > 0 ? tails[tails.length - 1]! : -1;
  while (at >= 0) {
    kept.add(at);
    at = back[at]!;
  }
  return kept;
}

/**
 * The keys to write so that the list reads `ids` in this order. `current(id)` is the key the item holds now
 * in this very list (undefined: new to it). The items of a longest run in the lists' order (key, then id)
 * keep theirs; only the others get a key, between their kept neighbours. Returns id → key for the items to
 * write.
 *
 * Equal keys (two replicas appended at once) in id order are in order: rewriting one of them would write an
 * item its author may be editing at that moment, and for a graph item, whose key and value are one entry,
 * the author's edit could be lost to the value the writer knew. Only an item that must go between two equal
 * keys makes the second of them move.
 */
export function orderKeys(
  ids: readonly string[],
  current: (id: string) => string | undefined,
): Map<string, string> {
  const keys = ids.map(current);
  const entries = keys.map((key, i) => (key === undefined ? undefined : { key, id: ids[i]! }));
  const kept = longestIncreasing(entries, (a, b) => compareOrder(a.key, a.id, b.key, b.id) < 0);
  const writes = new Map<string, string>();
  try {
    let lower: string | null = null;
    let run: number[] = [];
    const flush = (upper: string | null) => {
      if (run.length === 0) return;
      const made = generateNKeysBetween(lower, upper, run.length);
      run.forEach((index, i) => {
        writes.set(ids[index]!, made[i]!);
      });
      run = [];
    };
    for (let i = 0; i < ids.length; i++) {
      // No key fits between two equal ones: an item to place there makes the upper one move too.
      if (kept.has(i) && !(run.length > 0 && keys[i] === lower)) {
        flush(keys[i]!);
        lower = keys[i]!;
      } else run.push(i);
    }
    flush(null);
  } catch {
    // A kept key is malformed (fractional-indexing refuses to generate next to it): give every item a
    // fresh key. More writes, but the list still reads as asked.
    writes.clear();
    const made = freshKeys(ids.length);
    ids.forEach((id, i) => {
      if (keys[i] !== made[i]) writes.set(id, made[i]!);
    });
  }
  return writes;
}

/**
 * The items of `after` that were not moved between two versions of a list: those also in `before` that form
 * the longest run in `before`'s order. (A reorder of one item leaves every other one unmoved.)
 */
export function unmoved(before: readonly string[], after: readonly string[]): Set<string> {
  const at = new Map<string, number>();
  before.forEach((id, index) => {
    at.set(id, index);
  });
  const kept = longestIncreasing(
    after.map((id) => at.get(id)),
    (a, b) => a < b,
  );
  return new Set([...kept].map((index) => after[index]!));
}
