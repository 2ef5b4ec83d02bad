import { describe, expect, it } from 'vitest';
import {
  type AuthoringValues,
  firstLine,
  locatePath,
  looksLikeSvg,
  matchesSearch,
  parseJsonTab,
  positionAt,
  saveBlockers,
  svgDataUrl,
  toEditorError,
} from './authoring-rules.ts';

const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>';

const valid: AuthoringValues = {
  name: 'Heading',
  description: 'A title',
  code: 'export default function Heading() { return null; }',
  properties: '{"title": {}}',
  groups: '[]',
  events: '{}',
  icon: svg,
};

describe('looksLikeSvg', () => {
  it('accepts an svg element, with or without a prolog', () => {
    expect(looksLikeSvg(svg)).toBe(true);
    expect(looksLikeSvg(`  <?xml version="1.0"?>\n${svg}\n`)).toBe(true);
  });

  it('refuses anything else', () => {
    expect(looksLikeSvg('')).toBe(false);
    expect(looksLikeSvg('   ')).toBe(false);
    expect(looksLikeSvg('<div></div>')).toBe(false);
    expect(looksLikeSvg('<svg>')).toBe(false);
    expect(looksLikeSvg('<svgx></svgx>')).toBe(false);
  });
});

describe('parseJsonTab', () => {
  it('parses valid JSON', () => {
    expect(parseJsonTab('{"a": 1}', 'properties')).toEqual({ ok: true, value: { a: 1 } });
  });

  it('reports a syntax error with a line and a column', () => {
    const result = parseJsonTab('{\n  "a": 1,\n  b: 2\n}', 'groups');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.type).toBe('SyntaxError');
    expect(result.error.source).toBe('groups');
    expect(result.error.line).toBe(3);
    expect(result.error.column).toBe(3);
  });
});

describe('positionAt', () => {
  it('counts lines and columns from 1', () => {
    expect(positionAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

describe('toEditorError', () => {
  it('keeps the first line and a known type', () => {
    expect(
      toEditorError(
        { type: 'ReferenceError', message: 'x is not defined\n  at y', line: 3, column: 9 },
        'runtime',
      ),
    ).toEqual({ type: 'ReferenceError', message: 'x is not defined', line: 3, column: 9, source: 'runtime' });
  });

  it('falls back to Error and zero positions', () => {
    expect(toEditorError({ type: 'RangeError', message: 'too deep' }, 'code')).toMatchObject({
      type: 'Error',
      line: 0,
      column: 0,
    });
  });

  it('firstLine trims', () => {
    expect(firstLine('  a\nb')).toBe('a');
  });
});

describe('saveBlockers', () => {
  it('is empty when every rule holds after a preview', () => {
    expect(saveBlockers(valid, true)).toEqual([]);
  });

  it('needs a successful preview', () => {
    expect(saveBlockers(valid, false)).toEqual(['preview']);
  });

  it('names every broken rule', () => {
    expect(
      saveBlockers({ ...valid, name: ' ', description: '', events: ' ', icon: '<div/>', groups: '[' }, true),
    ).toEqual(['name', 'description', 'events', 'icon', 'json']);
  });

  it('has no events rule for templates', () => {
    expect(saveBlockers({ ...valid, events: null }, true)).toEqual([]);
  });
});

describe('matchesSearch', () => {
  it('matches name or description, ignoring case', () => {
    expect(matchesSearch({ name: 'Hero Banner', description: 'Big title' }, 'hero')).toBe(true);
    expect(matchesSearch({ name: 'Hero Banner', description: 'Big TITLE' }, 'title')).toBe(true);
    expect(matchesSearch({ name: 'Hero', description: 'x' }, 'footer')).toBe(false);
    expect(matchesSearch({ name: 'Hero', description: 'x' }, '  ')).toBe(true);
  });
});

describe('svgDataUrl', () => {
  it('encodes the markup as an image address', () => {
    expect(svgDataUrl('<svg></svg>')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E');
  });
});

describe('locatePath', () => {
  it('finds nested keys in order', () => {
    const text = '{\n  "a": { "type": 1 },\n  "b": {\n    "type": 2\n  }\n}';
    expect(locatePath(text, ['b', 'type'])).toEqual({ line: 4, column: 5 });
    expect(locatePath(text, [])).toEqual({ line: 1, column: 1 });
  });
});
