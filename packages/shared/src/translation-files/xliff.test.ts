import { describe, expect, it } from 'vitest';
import { groupId, keyHash, unitId } from './ids.ts';
import type { TranslationFile } from './model.ts';
import { APP_ID, HOSTILE_KEYS, HOSTILE_TEXTS, hostileFile, smallFile } from './test-fixtures.ts';
import { parseXliff } from './xliff-read.ts';
import { toXliff } from './xliff-write.ts';
import { readable } from './xml.ts';

/** The file as the parser returns it: notes keep only the characters XML can hold. */
function asRead(file: TranslationFile): TranslationFile {
  return {
    ...file,
    groups: file.groups.map((group) => ({
      ...group,
      name: readable(group.name),
      units: group.units.map((unit) => (unit.note ? { ...unit, note: readable(unit.note) } : unit)),
    })),
  };
}

function parsed(text: string): TranslationFile {
  const outcome = parseXliff(text);
  if (!outcome.ok) throw new Error(outcome.problems.join('\n'));
  return outcome.file;
}

describe('toXliff then parseXliff', () => {
  it('gives back every hostile text, key and group exactly', () => {
    const file = hostileFile();
    expect(parsed(toXliff(file))).toEqual(asRead(file));
  });

  it('keeps each hostile text exact as a source and as a target, alone in its unit', () => {
    for (const text of HOSTILE_TEXTS) {
      const file: TranslationFile = {
        appId: APP_ID,
        sourceLocale: 'en-US',
        targetLocale: 'ar-SA',
        groups: [{ key: 'p', name: '/', units: [{ key: 'p/b/text', source: text, target: text }] }],
      };
      expect(parsed(toXliff(file)).groups[0]!.units[0]).toEqual({
        key: 'p/b/text',
        source: text,
        target: text,
      });
    }
  });

  it('reads an empty or absent target as untranslated, and writes no <target> for it', () => {
    const file = smallFile();
    file.groups[0]!.units[0]!.target = '';
    const xliff = toXliff(file);
    expect(xliff.match(/<target>/g)).toHaveLength(1);
    expect(xliff.match(/state="initial"/g)).toHaveLength(2);
    expect(xliff.match(/state="translated"/g)).toHaveLength(1);
    const units = parsed(xliff).groups[0]!.units;
    expect(units.map((unit) => unit.target)).toEqual([undefined, 'Acheter', undefined]);
    expect('target' in units[0]!).toBe(false);
  });
});

describe('toXliff', () => {
  it('writes an XLIFF 2.0 document a person can read, one unit per few lines', () => {
    const xliff = toXliff(smallFile());
    const id = unitId('page-a/button/label');
    expect(xliff).toContain(
      '<?xml version="1.0" encoding="UTF-8"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0"',
    );
    expect(xliff).toContain('version="2.0" srcLang="en-US" trgLang="fr-FR">');
    expect(xliff).toContain(`<file id="f1" original="tessera:app:${APP_ID}" xml:space="preserve">`);
    expect(xliff).toContain(`<group id="${groupId('page-a')}" name="/" tessera:key="page-a">`);
    expect(xliff).toContain(
      `      <unit id="${id}" name="page-a/button/label">\n` +
        '        <segment state="translated"><source>Buy now</source><target>Acheter</target></segment>\n' +
        '      </unit>\n',
    );
    expect(xliff).toContain('<notes><note>The hero title</note></notes>');
    expect(xliff).toContain('<source>Line one\nLine two</source>');
  });

  it('escapes markup, keeps carriage returns and writes forbidden characters as <cp>', () => {
    const units = [
      { key: 'k/"q"\n\t<&>', source: '<script>alert(1)</script> ]]> &amp;', target: 'a\r\nb\rc' },
      { key: 'k/2', source: 'nul\u0000 \uffff \ud800 😀', target: 'it\'s "fine"' },
    ];
    const xliff = toXliff({ ...smallFile(), groups: [{ key: 'g', name: '/a"b', units }] });
    expect(xliff).not.toContain('<script>');
    expect(xliff).not.toContain(']]>');
    expect(xliff).toContain('<source>&lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; &amp;amp;</source>');
    expect(xliff).toContain('<target>a&#13;\nb&#13;c</target>');
    expect(xliff).toContain('<source>nul<cp hex="0000"/> <cp hex="FFFF"/> <cp hex="D800"/> 😀</source>');
    expect(xliff).toContain(`<target>it's "fine"</target>`);
    expect(xliff).toContain('name="k/&quot;q&quot;&#10;&#9;&lt;&amp;&gt;"');
    expect(xliff).toContain('name="/a&quot;b"');
  });

  it('keeps a key XML cannot hold in tessera:key, with a readable name beside it', () => {
    const key = 'p/nul\u0000 \\ lone\udfff/text';
    const xliff = toXliff({
      ...smallFile(),
      groups: [{ key: 'g', name: '/', units: [{ key, source: 's' }] }],
    });
    expect(xliff).toContain(
      `name="p/nul\ufffd \\ lone\ufffd/text" tessera:key="p/nul\\u0000 \\\\ lone\\udfff/text"`,
    );
    expect(parsed(xliff).groups[0]!.units[0]!.key).toBe(key);
  });

  it('gives a unit the same id on every export, and different keys different ids', () => {
    const first = toXliff(hostileFile());
    const second = toXliff(hostileFile());
    const ids = (xliff: string) => [...xliff.matchAll(/<unit id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids(first)).toEqual(ids(second));
    expect(new Set(ids(first)).size).toBe(ids(first).length);
    for (const id of ids(first)) expect(id).toMatch(/^u[0-9a-f]{16}$/);
    expect(unitId('page-1/brick-1/text')).toBe(unitId('page-1/brick-1/text'));
    expect(unitId('page-1/brick-1/text')).not.toBe(unitId('page-1/brick-2/text'));
    expect(new Set(HOSTILE_KEYS.map(unitId)).size).toBe(HOSTILE_KEYS.length);
  });

  it('hashes with 64-bit FNV-1a over UTF-8, as other implementations do', () => {
    expect(keyHash('')).toBe('cbf29ce484222325');
    expect(keyHash('a')).toBe('af63dc4c8601ec8c');
    expect(keyHash('foobar')).toBe('85944171f73967e8');
    // A surrogate pair hashes as its code point's four bytes, a lone surrogate as its own three.
    expect(keyHash('😀')).not.toBe(keyHash('\ud83d'));
    expect(keyHash('\ud83d\ude00')).toBe(keyHash('😀'));
  });

  it('writes another language pair as another file, with the same ids', () => {
    const portuguese = toXliff(hostileFile('pt-BR'));
    const german = toXliff(hostileFile('de-DE'));
    expect(portuguese).not.toBe(german);
    expect(portuguese).toContain('trgLang="pt-BR"');
    expect(german).toContain('trgLang="de-DE"');
    expect(parsed(german).groups[0]!.units[0]!.target).toBe('[de-DE] <script>alert(1)</script>');
    const ids = (xliff: string) => xliff.match(/ id="[^"]+"/g);
    expect(ids(portuguese)).toEqual(ids(german));
  });

  it('throws rather than write a file whose translations could land on the wrong text', () => {
    const file = smallFile();
    file.groups[0]!.units.push({ key: 'page-a/button/label', source: 'again' });
    expect(() => toXliff(file)).toThrow('two units have the key "page-a/button/label"');
    const groups = smallFile();
    groups.groups.push({ key: 'page-a', name: '/again', units: [] });
    expect(() => toXliff(groups)).toThrow('two groups have the key "page-a"');
    const empty = smallFile();
    empty.groups[0]!.units[0]!.key = '';
    expect(() => toXliff(empty)).toThrow('empty key');
    expect(() => toXliff({ ...smallFile(), appId: 'nope' })).toThrow('appId "nope" is not a UUID');
    expect(() => toXliff({ ...smallFile(), targetLocale: 'fr"><x' })).toThrow('targetLocale');
  });
});
