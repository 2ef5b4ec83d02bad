/**
 * A translation file as an XLIFF 2.0 document (OASIS, core only), the format translators' tools read:
 *
 *   <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" xmlns:tessera="…" version="2.0" srcLang trgLang>
 *     <file id="f1" original="tessera:app:{appId}" xml:space="preserve">
 *       <group id="g{hash}" name="{page URL}" tessera:key="{page id}">
 *         <unit id="u{hash}" name="{key}">
 *           <notes><note>{note}</note></notes>
 *           <segment state="translated"><source>…</source><target>…</target></segment>
 *
 * - Ids are hashes of the keys (ids.ts); the key itself is the unit's `name`, which XLIFF lets hold any text.
 * - A group's key goes in an attribute of our own namespace rather than in a `<note>`: notes are for people,
 *   tools show them and let translators edit them, while XLIFF 2.0 keeps attributes of other namespaces as
 *   extensions that tools carry through untouched. A unit's key gets the same attribute only when `name`
 *   cannot hold it (a character XML forbids; see xml.ts).
 * - `xml:space="preserve"` once on `<file>`: every text is exact (leading spaces, tabs, line breaks), and so is
 *   any target a tool adds. The layout between elements is not content either way.
 * - A unit without a target has no `<target>` and state "initial"; with one, state "translated".
 * - A file without groups is written as it is, though XLIFF wants at least one unit per `<file>`: there is
 *   nothing to translate in it anyway, and the parser takes it back.
 */
import { groupId, unitId } from './ids.ts';
import { fileHeaderProblem, quote, type TranslationFile, type TranslationUnit } from './model.ts';
import {
  escapeAttribute,
  escapeKey,
  escapeText,
  hasForbidden,
  ORIGINAL_PREFIX,
  readable,
  TESSERA_NS,
  XLIFF_NS,
} from './xml.ts';

/** The XLIFF document of `file`. Throws when the file cannot be written faithfully: see claim. */
export function toXliff(file: TranslationFile): string {
  const header = fileHeaderProblem(file);
  if (header) throw new Error(`toXliff: ${header}`);
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${XLIFF_NS}" xmlns:tessera="${TESSERA_NS}" version="2.0" srcLang="${escapeAttribute(file.sourceLocale)}" trgLang="${escapeAttribute(file.targetLocale)}">`,
    `  <file id="f1" original="${ORIGINAL_PREFIX}${escapeAttribute(file.appId)}" xml:space="preserve">`,
  ];
  const groupIds = new Map<string, string>();
  const unitIds = new Map<string, string>();
  // Plain loops, and each group joined into one string as soon as it is written: a file may have 100 000
  // units, and this keeps the garbage young (iterators, the pieces of each line), which is cheap to collect.
  for (let g = 0; g < file.groups.length; g++) {
    const group = file.groups[g]!;
    const id = claim(groupIds, groupId(group.key), group.key, 'group');
    const lines = [
      `    <group id="${id}" name="${escapeAttribute(readable(group.name))}" tessera:key="${escapeAttribute(escapeKey(group.key))}">`,
    ];
    for (let u = 0; u < group.units.length; u++) {
      const unit = group.units[u]!;
      if (unit.key === '') throw new Error(`toXliff: a unit of group ${quote(group.key)} has an empty key`);
      lines.push(unitXml(unit, claim(unitIds, unitId(unit.key), unit.key, 'unit')));
    }
    lines.push('    </group>');
    out.push(lines.join('\n'));
  }
  out.push('  </file>', '</xliff>', '');
  return out.join('\n');
}

/** A unit in three to four lines, as one string. */
function unitXml(unit: TranslationUnit, id: string): string {
  const forbidden = hasForbidden(unit.key);
  const name = escapeAttribute(forbidden ? readable(unit.key) : unit.key);
  const key = forbidden ? ` tessera:key="${escapeAttribute(escapeKey(unit.key))}"` : '';
  const note = unit.note ? `        <notes><note>${escapeText(readable(unit.note))}</note></notes>\n` : '';
  const source = `<source>${escapeText(unit.source)}</source>`;
  const segment = unit.target
    ? `<segment state="translated">${source}<target>${escapeText(unit.target)}</target></segment>`
    : `<segment state="initial">${source}</segment>`;
  return `      <unit id="${id}" name="${name}"${key}>\n${note}        ${segment}\n      </unit>`;
}

/**
 * Takes `id` for `key`, or throws. Ids must be unique in a `<file>`, and a key must stay one unit: two units
 * with the same key, two groups with the same key, or (with 64-bit hashes, in theory) two keys with the same
 * hash would make a file whose translations land on the wrong text. That is a bug in whoever built the file.
 */
function claim(ids: Map<string, string>, id: string, key: string, kind: string): string {
  const owner = ids.get(id);
  if (owner === undefined) ids.set(id, key);
  else if (owner === key) throw new Error(`toXliff: two ${kind}s have the key ${quote(key)}`);
  else throw new Error(`toXliff: ${kind} keys ${quote(owner)} and ${quote(key)} have the same id ${id}`);
  return id;
}
