import { describe, expect, it } from 'vitest';
import { SUMMARY_MAX_CHARS, valueSummary, valueText } from './submission-values.ts';

const texts = { yes: 'yes', no: 'no' };
const fields = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'email', label: 'E-mail', kind: 'email' },
  { name: 'topics', label: 'Topics', kind: 'checkboxes' },
  { name: 'message', label: 'Message', kind: 'textarea' },
];

describe('valueText', () => {
  it('writes text as it is, options with commas, consent as yes or no, nothing as empty', () => {
    expect(valueText('<b>Ada</b>', texts)).toBe('<b>Ada</b>');
    expect(valueText(['a', 'b'], texts)).toBe('a, b');
    expect(valueText(true, texts)).toBe('yes');
    expect(valueText(false, { yes: 'sim', no: 'não' })).toBe('não');
    expect(valueText(undefined, texts)).toBe('');
    expect(valueText(null, texts)).toBe('');
  });
});

describe('valueSummary', () => {
  it('takes the first three fields with a value, in the form order', () => {
    const values = { message: 'Hi', email: 'ada@example.com', name: 'Ada', topics: ['x', 'y'] };
    expect(valueSummary(fields, values, texts)).toBe('Ada · ada@example.com · x, y');
  });

  it('skips empty fields and puts line breaks on one line', () => {
    const values = { name: '  ', email: '', topics: [], message: 'line one\n\n  line two' };
    expect(valueSummary(fields, values, texts)).toBe('line one line two');
  });

  it('cuts a long summary with an ellipsis', () => {
    const summary = valueSummary(fields, { name: 'x'.repeat(500) }, texts);
    expect(summary).toHaveLength(SUMMARY_MAX_CHARS);
    expect(summary.endsWith('…')).toBe(true);
  });

  it('is empty when nothing was filled in', () => {
    expect(valueSummary(fields, {}, texts)).toBe('');
  });
});
