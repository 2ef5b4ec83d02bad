import { describe, expect, it } from 'vitest';
import { unitId } from './ids.ts';
import { smallFile } from './test-fixtures.ts';
import { parseXliff } from './xliff-read.ts';
import { toXliff } from './xliff-write.ts';

/** The exported file of smallFile(), for tests that edit it as a translator's tool would. */
const exported = toXliff(smallFile());
const TITLE = unitId('page-a/title/text');
const BUTTON = unitId('page-a/button/label');
const INTRO = unitId('page-a/intro/text');

/** The unit with this id in `xliff`, from its start tag to its end tag. */
function unitXml(xliff: string, id: string): string {
  const start = xliff.indexOf(`<unit id="${id}"`);
  return xliff.slice(start, xliff.indexOf('</unit>', start) + '</unit>'.length);
}

function targets(xliff: string): Record<string, string | undefined> {
  const outcome = parseXliff(xliff);
  if (!outcome.ok) throw new Error(outcome.problems.join('\n'));
  return Object.fromEntries(outcome.file.groups[0]!.units.map((unit) => [unit.key, unit.target]));
}

describe('parseXliff of a file a translator edited', () => {
  it('reads the targets a tool added, whatever their state', () => {
    const edited = exported
      .replace(
        '<source>Welcome. Read on.</source></segment>',
        '<source>Welcome. Read on.</source><target>Bienvenue. Lisez la suite.</target></segment>',
      )
      .replace('state="translated"', 'state="final"')
      .replace(/state="initial"/, 'state="reviewed" subState="tool:checked"');
    expect(targets(edited)).toEqual({
      'page-a/title/text': 'Bienvenue. Lisez la suite.',
      'page-a/button/label': 'Acheter',
      'page-a/intro/text': undefined,
    });
  });

  it('joins segments a tool split into sentences, with ignorables and the order of their targets', () => {
    const title = unitXml(exported, TITLE);
    const split = title.replace(
      /<segment state="initial"><source>Welcome. Read on.<\/source><\/segment>/,
      [
        '<segment id="s1" state="translated"><source>Welcome.</source><target order="3">Lisez la suite.</target></segment>',
        '<ignorable id="i1"><source> </source></ignorable>',
        '<segment id="s2" state="translated"><source>Read on.</source><target order="1">Bienvenue.</target></segment>',
      ].join('\n        '),
    );
    const outcome = parseXliff(exported.replace(title, split));
    expect(outcome.ok && outcome.file.groups[0]!.units[0]).toEqual({
      key: 'page-a/title/text',
      source: 'Welcome. Read on.',
      target: 'Bienvenue. Lisez la suite.',
      note: 'The hero title',
    });
  });

  it('leaves a unit untranslated while one of its segments has no target', () => {
    const title = unitXml(exported, TITLE);
    const half = title.replace(
      /<segment state="initial">.*<\/segment>/,
      '<segment><source>Welcome.</source><target>Bienvenue.</target></segment><segment><source> Read on.</source></segment>',
    );
    expect(targets(exported.replace(title, half))['page-a/title/text']).toBeUndefined();
  });

  it('does not mind reordered attributes, other quotes, comments, processing instructions and whitespace', () => {
    const edited = exported
      .replace(
        /<unit id="([^"]+)" name="([^"]+)">/g,
        (_, id: string, name: string) =>
          `<!-- unit ${id} --><?tool mark="${id}"?>\n<unit\n  name='${name}'   id='${id}' >`,
      )
      .replace(
        /<file id="f1" (original="[^"]+") xml:space="preserve">/,
        '<file xml:space="preserve"\n    $1 id="f1">',
      )
      .replace('<source>Buy now</source>', '<source>Buy <!-- a comment -->now</source>')
      .replace('<target>Acheter</target>', '<target><![CDATA[Ach]]>eter<?tool x?></target>')
      .replace('</xliff>', '</xliff>\n<!-- exported by a tool -->\n');
    expect(targets(edited)).toEqual({
      'page-a/title/text': undefined,
      'page-a/button/label': 'Acheter',
      'page-a/intro/text': undefined,
    });
  });

  it('skips what tools add: notes, matches, metadata, other namespaces, a different prefix for XLIFF', () => {
    const intro = unitXml(exported, INTRO);
    const enriched = intro
      .replace(
        '<segment',
        '<mtc:matches xmlns:mtc="urn:oasis:names:tc:xliff:matches:2.0"><mtc:match ref="#s1"><source>x</source><target>y</target></mtc:match></mtc:matches>\n' +
          '        <notes><note category="translator">Keep it short</note></notes>\n        <segment',
      )
      .replace('Line two</source>', 'Line two</source><target>Ligne un\nLigne deux</target>');
    const prefixed = exported
      .replace(intro, enriched)
      .replace(/<(\/?)(xliff|file|group|unit|segment|source|target|notes|note)\b/g, '<$1x:$2')
      .replace(
        'xmlns="urn:oasis:names:tc:xliff:document:2.0"',
        'xmlns:x="urn:oasis:names:tc:xliff:document:2.0"',
      )
      .replace('<x:xliff ', '<x:xliff xmlns:ext="urn:example" ext:tool="yes" ');
    const outcome = parseXliff(prefixed);
    expect(outcome.ok && outcome.file.groups[0]!.units[2]).toEqual({
      key: 'page-a/intro/text',
      source: 'Line one\nLine two',
      target: 'Ligne un\nLigne deux',
      note: 'Keep it short',
    });
  });

  it('keeps the text of term marks a tool put in a source, and <cp> in a target', () => {
    const edited = exported
      .replace(
        '<source>Buy now</source>',
        '<source><mrk id="m1" type="term">Buy</mrk> now<ph id="p1"/></source>',
      )
      .replace('<target>Acheter</target>', '<target>Ache<cp hex="1"/>ter<cp hex="1F600"/></target>');
    const outcome = parseXliff(edited);
    expect(outcome.ok && outcome.file.groups[0]!.units[1]).toEqual({
      key: 'page-a/button/label',
      source: 'Buy now',
      target: 'Ache\u0001ter😀',
    });
  });

  it('reads a file saved with a byte order mark, Windows line ends and another declaration', () => {
    const windows = `\ufeff${exported.replace(/\n/g, '\r\n').replace('encoding="UTF-8"', "encoding='utf-8' standalone='yes'")}`;
    const outcome = parseXliff(windows);
    expect(outcome.ok && outcome.file.groups[0]!.units[2]!.source).toBe('Line one\nLine two');
    expect(targets(windows)[`page-a/button/label`]).toBe('Acheter');
    expect(BUTTON).toMatch(/^u[0-9a-f]{16}$/);
  });
});
