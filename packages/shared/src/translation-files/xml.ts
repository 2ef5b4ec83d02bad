/**
 * XML text for XLIFF files, written by hand: what to escape where, and the few characters XML cannot carry.
 *
 * XML 1.0 forbids C0 controls other than tab, line feed and carriage return, U+FFFE, U+FFFF and lone
 * surrogates anywhere in a document, even as `&#…;` references. Texts may hold them (a pasted control
 * character), so in text they are written as XLIFF's `<cp hex="…"/>`. Attributes cannot hold elements: a key
 * with such a character travels escaped in `tessera:key` (escapeKey), and a name or note, only there for
 * people, gets U+FFFD in its place.
 *
 * Parsers also rewrite line ends and attribute whitespace (XML 1.0 §2.11 and §3.3.3): a carriage return in text
 * becomes a line feed, and a tab or line break in an attribute becomes a space. Those are written as character
 * references, which parsers keep as they are.
 */

/** The namespace of XLIFF 2.0's core elements. */
export const XLIFF_NS = 'urn:oasis:names:tc:xliff:document:2.0';

/** The namespace of the attributes this app adds (XLIFF 2.0 allows attributes of other namespaces). */
export const TESSERA_NS = 'urn:tessera:translation-files';

/** How a `<file>`'s `original` names the app it comes from, so an import can check it targets the right one. */
export const ORIGINAL_PREFIX = 'tessera:app:';

/** A character XML 1.0 forbids, one UTF-16 unit at a time (no `u` flag): a lone surrogate matches alone. */
const FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const ATTRIBUTE_SPECIAL = /[&<>"'\t\n\r]/g;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'g');

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  // `>` only needs escaping in `]]>`, but escaping it always is simpler and just as readable.
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

export function hasForbidden(value: string): boolean {
  return FORBIDDEN.test(value);
}

const codePointElement = (code: number): string =>
  `<cp hex="${code.toString(16).toUpperCase().padStart(4, '0')}"/>`;

/**
 * Element content: markup characters as entities, a carriage return as a reference (it would become a line
 * feed), forbidden characters as `<cp>`. Quotes and tabs need nothing in content, and `don't` stays readable.
 * A loop rather than a regular expression: this runs twice per unit, and texts are mostly plain.
 */
export function escapeText(value: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    let replacement: string | undefined;
    if (code === 0x26) replacement = '&amp;';
    else if (code === 0x3c) replacement = '&lt;';
    else if (code === 0x3e) replacement = '&gt;';
    else if (code === 0x0d) replacement = '&#13;';
    else if (code < 0x20) {
      if (code !== 0x09 && code !== 0x0a) replacement = codePointElement(code);
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const next = value.charCodeAt(i + 1);
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) i++;
      else replacement = codePointElement(code);
    } else if (code >= 0xfffe) replacement = codePointElement(code);
    if (replacement !== undefined) {
      out += value.slice(from, i) + replacement;
      from = i + 1;
    }
  }
  return from === 0 ? value : out + value.slice(from);
}

/**
 * A double-quoted attribute value: both quotes, markup characters, and tabs and line breaks as references.
 * Forbidden characters cannot be written at all: callers escape or replace them first (escapeKey, readable).
 */
export function escapeAttribute(value: string): string {
  return value.replace(ATTRIBUTE_SPECIAL, (unit) => ENTITIES[unit]!);
}

/** A text only people read (a page's URL, a note's words), with U+FFFD for the characters XML cannot hold. */
export function readable(value: string): string {
  return value.replace(FORBIDDEN_ALL, '\ufffd');
}

/**
 * A key in a form an attribute can hold: a backslash doubled, a forbidden character as `\uXXXX`. Used only in
 * `tessera:key`, whose value is always in this form, so unescapeKey reads it back exactly.
 */
export function escapeKey(key: string): string {
  return key
    .replace(/\\/g, '\\\\')
    .replace(FORBIDDEN_ALL, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The key escapeKey wrote, or null when the value holds a backslash that is not one of its two escapes. */
export function unescapeKey(value: string): string | null {
  let wrong = false;
  const key = value.replace(/\\(\\|u[0-9A-Fa-f]{4}|)/g, (_, sequence: string) => {
    if (sequence === '\\') return '\\';
    if (sequence === '') wrong = true;
    return sequence === '' ? '' : String.fromCharCode(Number.parseInt(sequence.slice(1), 16));
  });
  return wrong ? null : key;
}

/** The character a `<cp hex="…"/>` stands for, or null when `hex` is not a Unicode code point in hex. */
export function codePoint(hex: string | undefined): string | null {
  if (hex === undefined || !/^[0-9A-Fa-f]{1,6}$/.test(hex)) return null;
  const code = Number.parseInt(hex, 16);
  if (code > 0x10ffff) return null;
  // A surrogate alone is what `<cp>` is for (JavaScript strings can hold one); fromCodePoint takes it too.
  return String.fromCodePoint(code);
}
