import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits.ts';
import { unitId } from './ids.ts';
import { MAX_PROBLEMS } from './model.ts';
import { APP_ID, hostileFile, smallFile } from './test-fixtures.ts';
import { parseXliff } from './xliff-read.ts';
import { toXliff } from './xliff-write.ts';

const exported = toXliff(smallFile());
const BUTTON = unitId('page-a/button/label');

function problems(text: string): string[] {
  const outcome = parseXliff(text);
  if (outcome.ok) throw new Error('the file was accepted');
  return outcome.problems;
}

/** A whole document around `units`, for tests that need odd units. */
function document(units: string): string {
  return [
    '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" xmlns:tessera="urn:tessera:translation-files" version="2.0" srcLang="en-US" trgLang="fr-FR">',
    `<file id="f1" original="tessera:app:${APP_ID}">`,
    '<group id="g1" name="/" tessera:key="page">',
    units,
    '</group></file></xliff>',
  ].join('\n');
}

describe('parseXliff refuses', () => {
  it('XML that is not well-formed, with the line and column', () => {
    expect(problems(exported.replace('</source>', '</sauce>'))).toEqual([
      expect.stringMatching(/^not well-formed XML at line 7, column \d+: unexpected close tag/),
    ]);
    expect(problems(exported.replace('Buy now', 'Buy &nope; now'))).toEqual([
      'not well-formed XML at line 10, column 54: undefined entity.',
    ]);
    expect(problems('')[0]).toMatch(/^not well-formed XML/);
    expect(problems(exported.replace('Buy now', 'Buy \u0001 now'))[0]).toMatch(/disallowed character/);
    expect(problems(exported.replace('Buy now', 'Buy &#0; now'))[0]).toMatch(/malformed character entity/);
  });

  it('any DOCTYPE, before an entity is expanded or anything is fetched', () => {
    const laughs = `<!DOCTYPE xliff [<!ENTITY a "aaaaaaaaaa">${Array.from({ length: 9 }, (_, i) => `<!ENTITY ${'b'.repeat(i + 1)} "${'&a;'.repeat(10)}">`).join('')}]>`;
    const xxe = '<!DOCTYPE xliff [<!ENTITY secret SYSTEM "file:///etc/passwd">]>';
    const plain = '<!DOCTYPE xliff SYSTEM "http://example.com/xliff.dtd">';
    for (const doctype of [laughs, xxe, plain]) {
      const text = exported
        .replace('<xliff ', `${doctype}\n<xliff `)
        .replace('Buy now', '&secret;&bbbbbbbbb;');
      expect(problems(text)).toEqual([
        'line 2: the file has a DOCTYPE; XLIFF files have none, and none is read',
      ]);
    }
  });

  it('a root that is not XLIFF 2.0', () => {
    expect(problems('<html><body/></html>')).toEqual([
      "the root element is <html>, not XLIFF 2.0's <xliff> (namespace urn:oasis:names:tc:xliff:document:2.0)",
    ]);
    const old = '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file/></xliff>';
    expect(problems(old)[0]).toContain('<xliff> of namespace "urn:oasis:names:tc:xliff:document:1.2"');
    expect(problems(exported.replace('version="2.0"', 'version="2.1"'))).toEqual([
      'the <xliff> element is version "2.1": only XLIFF 2.0 files can be read',
    ]);
  });

  it('a file without its languages', () => {
    expect(problems(exported.replace(' trgLang="fr-FR"', ''))).toEqual([
      'line 2: <xliff> trgLang is missing',
    ]);
    expect(problems(exported.replace('srcLang="en-US"', 'srcLang=""'))).toEqual([
      'line 2: <xliff> srcLang is missing',
    ]);
  });

  it('a file that is not exactly one <file> exported by the app', () => {
    expect(problems(exported.replace(`tessera:app:${APP_ID}`, 'tessera:app:42'))).toEqual([
      'line 3: <file> has the original "tessera:app:42", not tessera:app:{app id}: it was not exported by this app',
    ]);
    expect(problems(exported.replace(/ original="[^"]*"/, ''))[0]).toContain('<file> has the original ""');
    const two = exported.replace('</file>', `</file>\n  <file id="f2" original="tessera:app:${APP_ID}"/>`);
    expect(problems(two)).toEqual([expect.stringMatching(/^line \d+: a second <file> element/)]);
    const none =
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr"/>';
    expect(problems(none)).toEqual(['the file has no <file> element: it is not a translation file']);
  });

  it('a unit without a name, naming its id and line', () => {
    const text = exported.replace(/ name="page-a\/button\/label"/, '');
    expect(problems(text)).toEqual([
      `line 9: unit "${BUTTON}" has no name, which is its key: where its text goes`,
    ]);
  });

  it('markup other than <cp> in a target, naming the unit', () => {
    for (const markup of [
      '<ph id="1"/>',
      '<pc id="1">x</pc>',
      '<mrk id="m" type="term">x</mrk>',
      '<x:b xmlns:x="u"/>',
    ]) {
      const text = exported.replace('<target>Acheter</target>', `<target>Ache${markup}ter</target>`);
      const tag = /^<([\w:]+)/.exec(markup)![1];
      expect(problems(text)).toEqual([
        `line 10: unit "${BUTTON}" ("page-a/button/label"): its target holds <${tag}>, markup that cannot be imported; leave only text in it`,
      ]);
    }
  });

  it('two units with the same name, naming both lines', () => {
    const unit = '<unit id="u{n}" name="page/same"><segment><source>s</source></segment></unit>';
    const text = document([1, 2, 3].map((n) => unit.replace('{n}', String(n))).join('\n'));
    expect(problems(text)).toEqual([
      'line 5: unit "u2" ("page/same") has the same name as the unit on line 4',
      'line 6: unit "u3" ("page/same") has the same name as the unit on line 4',
    ]);
  });

  it('a group that lost the key of its page, or units where the app puts none', () => {
    expect(problems(exported.replace(' tessera:key="page-a"', ''))).toEqual([
      expect.stringMatching(/^line 4: group "g[0-9a-f]{16}" \("\/"\) has lost its tessera:key attribute/),
    ]);
    const outside = exported.replace(
      '<group ',
      '<unit id="u0" name="x"><segment><source>s</source></segment></unit><group ',
    );
    expect(problems(outside)).toEqual([
      'line 4: unit "u0" is misplaced: units are read in groups, and groups right in <file>',
    ]);
    const nested = exported.replace('<unit ', '<group id="g2" tessera:key="x"/><unit ');
    expect(problems(nested)).toEqual([
      'line 5: group "g2" is misplaced: units are read in groups, and groups right in <file>',
    ]);
    const versionless = exported.replace(' version="2.0"', '');
    expect(problems(versionless)).toEqual([
      'the <xliff> element has no version: only XLIFF 2.0 files can be read',
    ]);
  });

  it('a bad <cp>, a damaged key, a target order out of range', () => {
    const text = document(
      [
        '<unit id="u1" name="a"><segment><source>s</source><target>t<cp hex="110000"/></target></segment></unit>',
        '<unit id="u2" name="b" tessera:key="bad\\escape"><segment><source>s</source></segment></unit>',
        '<unit id="u3" name="c"><segment><source>s</source><target order="2">t</target></segment></unit>',
      ].join('\n'),
    );
    expect(problems(text)).toEqual([
      'line 4: unit "u1" ("a"): <cp> has no valid hex code point',
      'line 5: unit "u2" ("b") has a damaged tessera:key attribute',
      'line 6: unit "u3" ("c"): target order 2 is out of range or used twice',
    ]);
  });

  it('a file declaring an encoding other than UTF-8', () => {
    const latin = exported.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    expect(problems(latin)).toEqual(['the file declares the encoding "ISO-8859-1": save it as UTF-8']);
  });

  it(`collects up to ${MAX_PROBLEMS} problems, not just the first`, () => {
    const nameless = Array.from(
      { length: 80 },
      (_, n) => `<unit id="u${n}"><segment><source/></segment></unit>`,
    );
    const found = problems(document(nameless.join('\n')));
    expect(found).toHaveLength(MAX_PROBLEMS + 1);
    expect(found[0]).toBe('line 4: unit "u0" has no name, which is its key: where its text goes');
    expect(found.at(-1)).toBe(`there may be more problems: only the first ${MAX_PROBLEMS} are listed`);
  });

  it('a file over the size limit in UTF-8 bytes, before parsing it', () => {
    const max = LIMITS.translations.fileMaxBytes;
    const message = 'the file is larger than 20 MB: export fewer pages at a time';
    expect(problems(`<xliff>${' '.repeat(max)}</xliff>`)).toEqual([message]);
    // Fewer UTF-16 units than the limit, but two bytes each in UTF-8.
    const accents = `${exported.slice(0, -10)}<!--${'é'.repeat(max / 2)}-->`;
    expect(accents.length).toBeLessThan(max);
    expect(problems(accents)).toEqual([message]);
  });

  it('elements nested thousands deep, at once: saxes looks prefixes up through every open element', () => {
    const deep = `<x:a xmlns:x="urn:x">${'<x:a>'.repeat(50_000)}${'</x:a>'.repeat(50_000)}</x:a>`;
    const start = performance.now();
    expect(problems(exported.replace('<segment', `${deep}<segment`))).toEqual([
      'line 7: elements nest more than 64 deep',
    ]);
    expect(problems(exported.replace('Acheter', deep))).toEqual([
      expect.stringContaining('its target holds <x:a>'),
      'line 10: elements nest more than 64 deep',
    ]);
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it('never throws, whatever the text', () => {
    const valid = toXliff(hostileFile());
    const inputs: unknown[] = [
      undefined,
      null,
      42,
      {},
      '\u0000',
      '<',
      '<?xml?>',
      '<a:b/>',
      '\ud800',
      '<xliff',
    ];
    for (let cut = 0; cut < valid.length; cut += 97) inputs.push(valid.slice(0, cut), valid.slice(cut));
    for (let at = 0; at < valid.length; at += 131) {
      inputs.push(
        valid.slice(0, at) + String.fromCharCode(valid.charCodeAt(at) ^ 0x24) + valid.slice(at + 1),
      );
    }
    for (const input of inputs) {
      const outcome = parseXliff(input as string);
      if (!outcome.ok) expect(outcome.problems.length).toBeGreaterThan(0);
    }
  });
});
