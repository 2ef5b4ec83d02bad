import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits.ts';
import { parseTranslationJson, toTranslationJson } from './json.ts';
import { jsonErrorOffset } from './json-syntax.ts';
import type { TranslationFile } from './model.ts';
import { APP_ID, HOSTILE_KEYS, HOSTILE_TEXTS, hostileFile, smallFile, unitsOf } from './test-fixtures.ts';

function parsed(text: string): TranslationFile {
  const outcome = parseTranslationJson(text);
  if (!outcome.ok) throw new Error(outcome.problems.join('\n'));
  return outcome.file;
}

function problems(text: string): string[] {
  const outcome = parseTranslationJson(text);
  if (outcome.ok) throw new Error('the file was accepted');
  return outcome.problems;
}

const META = `"$tessera": { "app": "${APP_ID}", "sourceLocale": "en-US", "targetLocale": "fr-FR", "format": 1 }`;

describe('toTranslationJson', () => {
  it('writes every unit flat, target or "", after the file’s app and languages', () => {
    expect(toTranslationJson(smallFile())).toBe(
      [
        '{',
        '  "$tessera": {',
        `    "app": "${APP_ID}",`,
        '    "sourceLocale": "en-US",',
        '    "targetLocale": "fr-FR",',
        '    "format": 1',
        '  },',
        '  "page-a/title/text": "",',
        '  "page-a/button/label": "Acheter",',
        '  "page-a/intro/text": ""',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('writes a file without units as its meta alone', () => {
    const empty = toTranslationJson({ ...smallFile(), groups: [] });
    expect(JSON.parse(empty)).toEqual({
      $tessera: { app: APP_ID, sourceLocale: 'en-US', targetLocale: 'fr-FR', format: 1 },
    });
  });

  it('throws on a key used twice, empty or reserved', () => {
    const twice = smallFile();
    twice.groups.push({ key: 'other', name: '/other', units: [{ key: 'page-a/button/label', source: 'x' }] });
    expect(() => toTranslationJson(twice)).toThrow('"page-a/button/label" is empty, reserved or used twice');
    const reserved = smallFile();
    reserved.groups[0]!.units[0]!.key = '$tessera';
    expect(() => toTranslationJson(reserved)).toThrow('"$tessera"');
    expect(() => toTranslationJson({ ...smallFile(), appId: '' })).toThrow('appId "" is not a UUID');
  });
});

describe('toTranslationJson then parseTranslationJson', () => {
  it('gives back every hostile key and target, in export order, in one group', () => {
    const file = hostileFile();
    const back = parsed(toTranslationJson(file));
    expect(back).toEqual({
      appId: APP_ID,
      sourceLocale: 'en-US',
      targetLocale: 'pt-BR',
      groups: [
        {
          key: '',
          name: '',
          units: unitsOf(file).map(({ key, target }) =>
            target ? { key, source: '', target } : { key, source: '' },
          ),
        },
      ],
    });
    const keys = back.groups[0]!.units.map((unit) => unit.key);
    for (const key of HOSTILE_KEYS) expect(keys).toContain(key);
  });

  it('keeps each hostile text exact', () => {
    for (const text of HOSTILE_TEXTS) {
      const file = {
        ...smallFile(),
        groups: [{ key: 'p', name: '/', units: [{ key: 'k', source: '', target: text }] }],
      };
      expect(parsed(toTranslationJson(file)).groups[0]!.units).toEqual([
        { key: 'k', source: '', target: text },
      ]);
    }
  });

  it('makes another file for another language', () => {
    expect(toTranslationJson(hostileFile('de-DE'))).not.toBe(toTranslationJson(hostileFile('pt-BR')));
    expect(parsed(toTranslationJson(hostileFile('de-DE'))).targetLocale).toBe('de-DE');
  });

  it('reads what a translator filled in, with a byte order mark and in any key order', () => {
    const edited = `\ufeff{\r\n  "page-a/intro/text": "Ligne un\\nLigne deux",\r\n  ${META},\r\n  "page-a/title/text": ""\r\n}`;
    expect(parsed(edited).groups[0]!.units).toEqual([
      { key: 'page-a/intro/text', source: '', target: 'Ligne un\nLigne deux' },
      { key: 'page-a/title/text', source: '' },
    ]);
  });
});

describe('parseTranslationJson refuses', () => {
  it('text that is not JSON, with the line and column', () => {
    expect(problems(`{\n  ${META},\n  "a": "x",\n}`)).toEqual([
      expect.stringMatching(/^not valid JSON at line 4, column 1: /),
    ]);
    expect(problems(`{\n  ${META},\n  "a": tru\n}`)[0]).toMatch(
      /^not valid JSON at line 3, column 8: Unexpected token/,
    );
    expect(problems(`{\n  ${META}\n  "a": "x"\n}`)[0]).toMatch(/^not valid JSON at line 3, column 3: /);
    expect(problems('')[0]).toMatch(/^not valid JSON at line 1, column 1: /);
    expect(problems('{"a": "tab\there"}')[0]).toMatch(/^not valid JSON at line 1, column 11: /);
  });

  it('JSON that is not an object of texts', () => {
    expect(problems('[]')).toEqual(['the file holds a list, not an object of keys and texts']);
    expect(problems('null')).toEqual(['the file holds null, not an object of keys and texts']);
    expect(problems('"text"')).toEqual(['the file holds a string, not an object of keys and texts']);
  });

  it('a missing or wrong "$tessera" entry, naming what is wrong', () => {
    expect(problems('{"a": "x"}')).toEqual([
      'the file has no "$tessera" entry: it was not exported by this app',
    ]);
    expect(problems('{"$tessera": "x"}')[0]).toContain('"$tessera" must be an object');
    const meta = { app: 'not-an-id', sourceLocale: 'en-US', targetLocale: 42, format: 2 };
    expect(problems(JSON.stringify({ $tessera: meta }))).toEqual([
      '"$tessera".format is "2", not 1: this app cannot read it',
      '"$tessera".app is "not-an-id", not an app id',
      '"$tessera".targetLocale "42" is not a language tag such as pt-BR',
    ]);
  });

  it('values that are not texts, naming their keys', () => {
    const text = `{${META}, "p/a/text": 1, "p/b/text": null, "p/c/text": ["x"], "p/d/text": {}, "p/e/text": "ok", "": "x"}`;
    expect(problems(text)).toEqual([
      '"p/a/text" holds a number: each key\'s translation must be a text ("" while untranslated)',
      '"p/b/text" holds null: each key\'s translation must be a text ("" while untranslated)',
      '"p/c/text" holds a list: each key\'s translation must be a text ("" while untranslated)',
      '"p/d/text" holds an object: each key\'s translation must be a text ("" while untranslated)',
      'a key is empty: each key names where its text goes',
    ]);
  });

  it('a file over the size limit in UTF-8 bytes', () => {
    const max = LIMITS.translations.fileMaxBytes;
    expect(problems(`{${META}, "k": "${'é'.repeat(max / 2)}"}`)).toEqual([
      'the file is larger than 20 MB: export fewer pages at a time',
    ]);
  });

  it('never throws, and never runs or expands anything', () => {
    const valid = toTranslationJson(hostileFile());
    const inputs: unknown[] = [undefined, 42, '[', '{"__proto__": {"polluted": true}}', '['.repeat(100_000)];
    for (let cut = 0; cut < valid.length; cut += 89) inputs.push(valid.slice(0, cut));
    for (const input of inputs) {
      const outcome = parseTranslationJson(input as string);
      if (!outcome.ok) expect(outcome.problems.length).toBeGreaterThan(0);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const proto = parsed(`{${META}, "__proto__": "x", "constructor": "y"}`).groups[0]!.units;
    expect(proto).toEqual([
      { key: '__proto__', source: '', target: 'x' },
      { key: 'constructor', source: '', target: 'y' },
    ]);
  });

  it('finds where any broken JSON breaks, agreeing with JSON.parse on valid text', () => {
    for (const good of [
      '{}',
      '[]',
      '"x"',
      '-1.5e+3',
      '{"a": [1, {"b": null}, true, false, "\\u0041\\n"]}',
      ' 0 ',
    ]) {
      expect(jsonErrorOffset(good)).toBe(-1);
    }
    for (const [bad, offset] of [
      ['{"a" 1}', 5],
      ['[1,]', 3],
      ['01', 1],
      ['{"a": "\\x"}', 7],
      ['[1 2]', 3],
    ] as const) {
      expect(jsonErrorOffset(bad)).toBe(offset);
    }
  });
});
