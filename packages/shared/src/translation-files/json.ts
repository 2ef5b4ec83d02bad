/**
 * A translation file as flat JSON, the shape of i18next and most JSON-based tools: one key per text, its
 * translation as the value, and a `$tessera` entry that says which app and language pair the file is for.
 *
 *   {
 *     "$tessera": { "app": "{appId}", "sourceLocale": "en-US", "targetLocale": "pt-BR", "format": 1 },
 *     "{pageId}/{brickId}/{property}": "Olá",
 *     "{pageId}/{brickId}/{property}": ""
 *   }
 *
 * - Every unit is there, in export order (pages one after the other): the value is its translation, or ''
 *   for translators to fill in. Sources, notes and pages are not: a flat file holds key and text only, so a
 *   file read back has one group (key '', name '') and units with source ''. The server applies units by key.
 * - '' means "not translated", on the way out and on the way back.
 * - The text is built by hand, not with JSON.stringify of an object: a key such as `__proto__` stays a key,
 *   and no object of 100 000 properties is built. JSON.stringify still writes each string, escaping quotes,
 *   control characters and lone surrogates.
 * - JSON.parse keeps the last of two equal keys without a word; a translator's editor does not make those.
 */
import { jsonErrorOffset, lineAndColumn } from './json-syntax.ts';
import {
  fileHeaderProblem,
  isUuid,
  localeTagProblem,
  overSizeLimit,
  type ParseOutcome,
  Problems,
  quote,
  StopParse,
  sizeProblem,
  type TranslationFile,
  type TranslationUnit,
} from './model.ts';

/** The key of the entry that describes the file; no unit may have it. */
export const META_KEY = '$tessera';

/** The version of the JSON shape, bumped when it changes in a way older readers would misread. */
export const JSON_FORMAT = 1;

/** The JSON text of `file`, with 2-space indentation and a final line break. Throws on duplicate keys. */
export function toTranslationJson(file: TranslationFile): string {
  const header = fileHeaderProblem(file);
  if (header) throw new Error(`toTranslationJson: ${header}`);
  const meta = { app: file.appId, sourceLocale: file.sourceLocale, targetLocale: file.targetLocale };
  const lines = [
    `  "${META_KEY}": ${JSON.stringify({ ...meta, format: JSON_FORMAT }, null, 2).replace(/\n/g, '\n  ')}`,
  ];
  const keys = new Set<string>([META_KEY]);
  for (const group of file.groups) {
    for (const unit of group.units) {
      if (keys.has(unit.key) || unit.key === '')
        throw new Error(`toTranslationJson: the key ${quote(unit.key)} is empty, reserved or used twice`);
      keys.add(unit.key);
      lines.push(`  ${JSON.stringify(unit.key)}: ${JSON.stringify(unit.target ?? '')}`);
    }
  }
  return `{\n${lines.join(',\n')}\n}\n`;
}

/**
 * The translation file in `text`, a JSON file as toTranslationJson writes it, or why it cannot be imported.
 * Past LIMITS.translations.fileMaxBytes it is refused before it is parsed. Never throws.
 */
export function parseTranslationJson(text: string): ParseOutcome {
  if (typeof text !== 'string') return { ok: false, problems: ['the file is not text'] };
  if (overSizeLimit(text)) return { ok: false, problems: [sizeProblem()] };
  return readTranslationJson(text);
}

/** parseTranslationJson without the size limit, for measuring big files. Never throws. */
export function readTranslationJson(text: string): ParseOutcome {
  const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { ok: false, problems: [notJson(json, error)] };
  }
  const problems = new Problems();
  try {
    const file = readObject(value, problems);
    if (file && problems.empty) return { ok: true, file };
  } catch (error) {
    if (!(error instanceof StopParse)) problems.list.push(`the file could not be read: ${String(error)}`);
  }
  return { ok: false, problems: problems.list };
}

function readObject(value: unknown, problems: Problems): TranslationFile | null {
  if (!isObject(value)) {
    problems.add(`the file holds ${kindOf(value)}, not an object of keys and texts`);
    return null;
  }
  const meta = readMeta(value[META_KEY], problems);
  const units: TranslationUnit[] = [];
  for (const [key, text] of Object.entries(value)) {
    if (key === META_KEY) continue;
    if (typeof text !== 'string') {
      problems.add(
        `${quote(key)} holds ${kindOf(text)}: each key's translation must be a text ("" while untranslated)`,
      );
    } else if (key === '') problems.add('a key is empty: each key names where its text goes');
    else units.push(text === '' ? { key, source: '' } : { key, source: '', target: text });
  }
  return meta && { ...meta, groups: [{ key: '', name: '', units }] };
}

/** The file's app and languages from its `$tessera` entry, each problem named. */
function readMeta(meta: unknown, problems: Problems): Omit<TranslationFile, 'groups'> | null {
  if (meta === undefined) {
    problems.add(`the file has no "${META_KEY}" entry: it was not exported by this app`);
    return null;
  }
  if (!isObject(meta)) {
    problems.add(`"${META_KEY}" must be an object giving app, sourceLocale, targetLocale and format`);
    return null;
  }
  const before = problems.list.length;
  if (meta.format !== JSON_FORMAT)
    problems.add(
      `"${META_KEY}".format is ${quote(String(meta.format))}, not ${JSON_FORMAT}: this app cannot read it`,
    );
  if (!isUuid(meta.app)) problems.add(`"${META_KEY}".app is ${quote(String(meta.app))}, not an app id`);
  for (const field of ['sourceLocale', 'targetLocale'] as const) {
    const problem = localeTagProblem(meta[field], `"${META_KEY}".${field}`);
    if (problem) problems.add(problem);
  }
  if (problems.list.length > before) return null;
  return {
    appId: meta.app as string,
    sourceLocale: meta.sourceLocale as string,
    targetLocale: meta.targetLocale as string,
  };
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON.parse's complaint with the line and column where the text stops being JSON. */
function notJson(text: string, error: unknown): string {
  // Recent engines quote part of the text in the message; it is cut so a problem stays one line long.
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 160);
  const offset = jsonErrorOffset(text);
  if (offset < 0) return `not valid JSON: ${message}`;
  const { line, column } = lineAndColumn(text, offset);
  return `not valid JSON at line ${line}, column ${column}: ${message}`;
}
