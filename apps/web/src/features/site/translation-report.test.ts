import { describe, expect, it } from 'vitest';
import {
  changesAnything,
  clip,
  contentTypeOf,
  countsOf,
  fileFormatOf,
  importOutcomeOf,
  reportOf,
  unlistedChanges,
} from './translation-report.ts';

const answer = {
  locale: 'pt-BR',
  format: 'xliff',
  applied: false,
  units: 12,
  added: 2,
  changed: 1,
  unchanged: 4,
  removed: 0,
  ignored: 3,
  ignoredBy: { empty: 3, locked: 0, 'not translated': 0 },
  unknownCount: 2,
  unknown: [{ key: 'p/ghost/text', reason: 'component not found' }, { nonsense: true }],
  pages: 1,
  changes: [
    {
      kind: 'changed',
      key: 'p/hero/text',
      page: '/about',
      where: 'brick',
      component: 'Hero',
      property: 'Text',
      before: 'Olá',
      after: 'Oi',
    },
    { kind: 'unknown-kind', key: 'x' },
    'not a change',
  ],
  problems: [],
};

describe('translation import reports', () => {
  it('reads the server answer defensively, keeping what it knows', () => {
    const report = reportOf(answer)!;
    expect(report.changes).toEqual([answer.changes[0]]);
    expect(report.unknown).toEqual([
      { key: 'p/ghost/text', reason: 'component not found' },
      { key: '', reason: '' },
    ]);
    expect(countsOf(report)).toEqual([
      { key: 'added', count: 2 },
      { key: 'changed', count: 1 },
      { key: 'removed', count: 0 },
      { key: 'unchanged', count: 4 },
      { key: 'ignored', count: 3 },
      { key: 'unknownCount', count: 2 },
    ]);
    expect(changesAnything(report)).toBe(true);
    expect(unlistedChanges(report)).toBe(2);
    expect(reportOf({ message: 'required role' })).toBeNull();
    expect(reportOf({ ...answer, added: -3, changed: 'many' })).toMatchObject({ added: 0, changed: 0 });
  });

  it('tells a report from a refusal with problems, and a refusal without a report', () => {
    expect(importOutcomeOf(200, JSON.stringify(answer))).toMatchObject({ kind: 'report' });
    expect(
      importOutcomeOf(
        409,
        JSON.stringify({ ...answer, message: 'URL already exists', problems: ['URL already exists'] }),
      ),
    ).toEqual({
      kind: 'refused',
      status: 409,
      message: 'URL already exists',
      problems: ['URL already exists'],
    });
    expect(importOutcomeOf(403, '{"message":"required role"}')).toEqual({
      kind: 'refused',
      status: 403,
      message: 'required role',
      problems: [],
    });
    expect(importOutcomeOf(502, '<html>Bad gateway</html>')).toEqual({
      kind: 'refused',
      status: 502,
      message: '',
      problems: [],
    });
  });

  it('cuts long and multi-line texts for the table', () => {
    expect(clip(null)).toBe('');
    expect(clip('  one\n two  ')).toBe('one two');
    expect(clip('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('knows a file format by its name, and the content type it is sent with', () => {
    expect(fileFormatOf('site-pt-BR.xlf')).toBe('xliff');
    expect(fileFormatOf('SITE.XLIFF')).toBe('xliff');
    expect(fileFormatOf('texts.json')).toBe('json');
    expect(fileFormatOf('notes.txt')).toBeNull();
    expect(fileFormatOf('xlf')).toBeNull();
    expect(contentTypeOf('json')).toBe('application/json');
    expect(contentTypeOf('xliff')).toBe('application/xliff+xml');
  });
});

describe('translation file addresses', () => {
  it('names the language and the format, and only the pages chosen', async () => {
    const { translationFileUrl } = await import('./api/translation-files.ts');
    expect(translationFileUrl('a1', 'pt-BR', 'xliff')).toBe('/apps/a1/translations/pt-BR.xlf');
    expect(translationFileUrl('a1', 'pt-BR', 'json', ['p1', 'p2'])).toBe(
      '/apps/a1/translations/pt-BR.json?pages=p1,p2',
    );
  });
});
