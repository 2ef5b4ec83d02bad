/** Texts and keys that break careless writers and parsers, and files built from them, for the tests. */
import type { TranslationFile, TranslationUnit } from './model.ts';

export const APP_ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

/** Texts a page may hold, each one a way to get XML or JSON wrong. */
export const HOSTILE_TEXTS: readonly string[] = [
  '<script>alert(1)</script>',
  'a ]]> b',
  '<![CDATA[ not a section ]]>',
  '&amp; is written literally, and so are &lt; &#x26; &#38;',
  `"double" and 'single' quotes`,
  '<cp hex="41"/> is text here',
  'first line\nsecond line',
  'windows\r\nline ends\r\n',
  'old mac\rline end',
  'tab\there\t',
  '  leading and trailing spaces  ',
  ' ',
  '\n',
  'emoji 😀👩🏽‍💻 and astral 𝔸𝕓',
  'RTL: مرحبا بالعالم and שלום עולם with marks \u200f\u200e',
  'nul \u0000 and soh \u0001 and esc \u001b',
  'U+FFFE \ufffe and U+FFFF \uffff',
  'lone high \ud800 here',
  'lone low \udc00 here',
  'reversed pair \udc00\ud800',
  '\ud83d',
  'NEL \u0085 and line separator \u2028 and paragraph \u2029',
  'DEL \u007f and C1 \u0080 \u009f',
  'BOM \ufeff inside',
  'x',
];

/** Keys a unit may have: `{pageId}/{brickId}/{property}`, where a brick id is any string. */
export const HOSTILE_KEYS: readonly string[] = [
  'page-1/brick-1/text',
  'page-1/brick with spaces/text',
  `page-1/"double" and 'single'/text`,
  'page-1/ünïcødé 日本語 😀/text',
  'page-1/a/b/c/d/label',
  'page-1/line\nbreak/text',
  'page-1/tab\tand\r\nwindows/text',
  'page-1/control \u0001 and nul \u0000/text',
  'page-1/lone \ud800 surrogate/text',
  'page-1/back\\slash \\u0041/text',
  'page-1/&amp;<x>]]>/text',
  'page-1/  spaces  /text',
  'page-1/__proto__/text',
  '__proto__',
  'constructor',
];

/** A file whose units hold every hostile text as source, target and note, under every hostile key. */
export function hostileFile(targetLocale = 'pt-BR'): TranslationFile {
  const units = (prefix: string): TranslationUnit[] =>
    HOSTILE_TEXTS.map((text, index) => {
      const unit: TranslationUnit = {
        key: `${prefix}/${index}`,
        source: text,
        target: `[${targetLocale}] ${text}`,
      };
      if (index % 3 === 0) unit.note = `note for ${text}`;
      if (index % 4 === 1) delete unit.target;
      return unit;
    });
  return {
    appId: APP_ID,
    sourceLocale: 'en-US',
    targetLocale,
    groups: [
      { key: 'page-texts', name: '/about', units: units('page-texts') },
      {
        key: 'page-keys',
        name: '/ünï & "co" <x>',
        units: HOSTILE_KEYS.map((key) => ({ key, source: `source of ${key}`, target: `target of ${key}` })),
      },
      { key: 'page \u0001 weird "key" \\', name: '/empty', units: [] },
      { key: '', name: '', units: [{ key: 'page-3/only-source', source: '' }] },
    ],
  };
}

/** Every unit of a file, in order, for comparing files whose groups differ (JSON has one). */
export function unitsOf(file: TranslationFile): TranslationUnit[] {
  return file.groups.flatMap((group) => group.units);
}

/** A small file for the tests that edit a document by hand. */
export function smallFile(): TranslationFile {
  return {
    appId: APP_ID,
    sourceLocale: 'en-US',
    targetLocale: 'fr-FR',
    groups: [
      {
        key: 'page-a',
        name: '/',
        units: [
          { key: 'page-a/title/text', source: 'Welcome. Read on.', note: 'The hero title' },
          { key: 'page-a/button/label', source: 'Buy now', target: 'Acheter' },
          { key: 'page-a/intro/text', source: 'Line one\nLine two' },
        ],
      },
    ],
  };
}
