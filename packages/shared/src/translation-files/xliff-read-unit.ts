/** What the XLIFF reader (xliff-read.ts) keeps while it reads, and how a unit's parts become its texts. */
import type { SaxesTagNS } from 'saxes';

/** What an element is read as. A `part` is a segment or an ignorable; `inline` is markup inside a source. */
export type Kind =
  | 'xliff'
  | 'file'
  | 'group'
  | 'unit'
  | 'notes'
  | 'note'
  | 'part'
  | 'source'
  | 'target'
  | 'inline';

/**
 * The XLIFF elements read inside each element, by local name, and what they are read as. Maps, not objects:
 * a name comes from the file, and `constructor` must find nothing.
 */
export const CHILDREN: ReadonlyMap<Kind, ReadonlyMap<string, Kind>> = new Map([
  ['xliff', new Map([['file', 'file']])],
  ['file', new Map([['group', 'group']])],
  ['group', new Map([['unit', 'unit']])],
  [
    'unit',
    new Map<string, Kind>([
      ['notes', 'notes'],
      ['segment', 'part'],
      ['ignorable', 'part'],
    ]),
  ],
  ['notes', new Map([['note', 'note']])],
  [
    'part',
    new Map<string, Kind>([
      ['source', 'source'],
      ['target', 'target'],
    ]),
  ],
]);

/** A segment or an ignorable. */
export interface Part {
  ignorable: boolean;
  source: string;
  target?: string;
  /** The target's place among the unit's parts (XLIFF's `order`, 1-based); by default the part's own. */
  order?: number;
}

/** A unit as read so far. */
export interface UnitDraft {
  id: string;
  name?: string;
  /** The escaped key of `tessera:key`, when `name` could not hold it. */
  escapedKey?: string;
  line: number;
  notes: string[];
  parts: Part[];
  /** Set once the unit's target was found to hold markup, so it is reported once. */
  markup: boolean;
}

/**
 * A unit's source and translation from its parts: sources in document order, targets in target order (an
 * ignorable without one counts as its source). No translation while a segment has no target, nor when the
 * target order is wrong (badOrder, the first order out of range or used twice).
 */
export function unitTexts(parts: readonly Part[]): { source: string; target?: string; badOrder?: number } {
  const only = parts.length === 1 ? parts[0]! : undefined;
  // One segment, as this app writes them: the common case, kept cheap.
  if (only && !only.ignorable && (only.order ?? 1) === 1) return { source: only.source, target: only.target };
  const source = parts.map((part) => part.source).join('');
  if (!parts.some((part) => !part.ignorable) || parts.some((part) => !part.ignorable && !part.target))
    return { source };
  const slots: string[] = [];
  for (const [index, part] of parts.entries()) {
    const order = part.order ?? index + 1;
    if (order > parts.length || slots[order - 1] !== undefined) return { source, badOrder: order };
    slots[order - 1] = part.target ?? part.source;
  }
  return { source, target: slots.join('') };
}

/** The value of an attribute without prefix, or of `local` in namespace `uri`. */
export function attribute(tag: SaxesTagNS, local: string, uri = ''): string | undefined {
  if (uri === '') {
    const plain = tag.attributes[local];
    return plain?.uri === '' ? plain.value : undefined;
  }
  for (const name in tag.attributes) {
    const candidate = tag.attributes[name]!;
    if (candidate.local === local && candidate.uri === uri) return candidate.value;
  }
  return undefined;
}

/** saxes's message (`3:14: disallowed character.`) in words, or any other error's. */
export function notWellFormed(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /^(\d+):(\d+): ([\s\S]*)$/.exec(message);
  if (!position) return `the file could not be read: ${message}`;
  return `not well-formed XML at line ${position[1]}, column ${position[2]}: ${position[3]}`;
}
