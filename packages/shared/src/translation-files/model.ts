/**
 * Translation files (issue 26, docs/decisions/0042): the texts of an app's pages in one language pair, written
 * for translators as XLIFF 2.0 or flat JSON and read back when they are done. This layer only knows the files;
 * the server walks page content to make the units and applies the ones it reads. It is kept out of the
 * package's main entry (import `@tessera/shared/translation-files`) so the browser bundle never carries the
 * XML parser.
 */
import { LIMITS } from '../limits.ts';

/** One text to translate. */
export interface TranslationUnit {
  /** Where the text lives, `{pageId}/{brickId}/{property}`: any string, unique in its file. */
  key: string;
  /** The text in the source language. JSON files do not carry it, so a unit read from one has ''. */
  source: string;
  /** The translation; absent (or '') while nobody translated the text. */
  target?: string;
  /** What translators should know about the text (where it appears), shown beside it by their tools. */
  note?: string;
}

/** The units of one page. */
export interface TranslationGroup {
  /** The page's id: what the server needs, carried as is. */
  key: string;
  /** What a translator sees: the page's URL (`/about`). */
  name: string;
  units: TranslationUnit[];
}

/** An app's texts in one language pair. */
export interface TranslationFile {
  appId: string;
  sourceLocale: string;
  targetLocale: string;
  groups: TranslationGroup[];
}

/** What a parser makes of a file: the file, or every problem found (up to MAX_PROBLEMS), for the user to fix. */
export type ParseOutcome = { ok: true; file: TranslationFile } | { ok: false; problems: string[] };

/** Past this many problems a parser stops: nobody reads more, and a broken file must not make a huge answer. */
export const MAX_PROBLEMS = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A BCP 47 tag's characters (`pt-BR`, `zh-Hant-TW`); whether the app uses it is the server's business. */
const LANGUAGE_TAG = /^[A-Za-z0-9]{1,8}(?:-[A-Za-z0-9]{1,8})*$/;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Why a locale read from or written to a file cannot be one, naming the field; null when it can. */
export function localeTagProblem(value: unknown, field: string): string | null {
  if (value === undefined || value === '') return `${field} is missing`;
  if (typeof value !== 'string' || !LANGUAGE_TAG.test(value))
    return `${field} ${quote(String(value))} is not a language tag such as pt-BR`;
  return null;
}

/**
 * Why a file's app and locales cannot be written, for the writers to throw on: a file they write must be one
 * the parsers take back.
 */
export function fileHeaderProblem(file: TranslationFile): string | null {
  if (!isUuid(file.appId)) return `appId ${quote(String(file.appId))} is not a UUID`;
  return (
    localeTagProblem(file.sourceLocale, 'sourceLocale') ?? localeTagProblem(file.targetLocale, 'targetLocale')
  );
}

/**
 * Whether `text` is longer than LIMITS.translations.fileMaxBytes in UTF-8. A UTF-16 unit is one to three bytes
 * (a surrogate pair four, two per unit), so the length alone settles most texts without a look at the
 * characters; the rest are counted, stopping as soon as the count is over.
 */
export function overSizeLimit(text: string): boolean {
  const max = LIMITS.translations.fileMaxBytes;
  if (text.length > max) return true;
  if (text.length * 3 <= max) return false;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes += code < 0x80 ? 1 : code < 0x800 || (code >= 0xd800 && code <= 0xdfff) ? 2 : 3;
    if (bytes > max) return true;
  }
  return false;
}

export const sizeProblem = (): string =>
  `the file is larger than ${LIMITS.translations.fileMaxBytes / (1024 * 1024)} MB: export fewer pages at a time`;

/**
 * A value quoted for a problem message, cut when long: keys and names come from the file, which may hold
 * anything, and a message must stay short and show invisible characters (JSON's escapes do both).
 */
export function quote(value: string): string {
  const cut = value.length > 120 ? `${value.slice(0, 120)}…` : value;
  return JSON.stringify(cut);
}

/**
 * Collects problems and ends the parse at MAX_PROBLEMS, or at a problem that makes reading on pointless, by
 * throwing StopParse: the simplest way out of a SAX callback. The parser catches it.
 */
export class Problems {
  readonly list: string[] = [];

  add(message: string): void {
    this.list.push(message);
    if (this.list.length >= MAX_PROBLEMS) {
      this.list.push(`there may be more problems: only the first ${MAX_PROBLEMS} are listed`);
      throw new StopParse();
    }
  }

  /** A problem after which nothing else in the file can be trusted (not XLIFF 2.0, a DOCTYPE). */
  fatal(message: string): never {
    this.list.push(message);
    throw new StopParse();
  }

  get empty(): boolean {
    return this.list.length === 0;
  }
}

export class StopParse extends Error {}
