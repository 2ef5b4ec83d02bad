import { describe, expect, it } from 'vitest';
import type { ApiBreakpoint } from './api/app-breakpoints.ts';
import {
  canAdd,
  deviceOf,
  inputOf,
  isChanged,
  problemsOf,
  removedIds,
  rowsOf,
  withNewRow,
  withoutRow,
  withRowChange,
} from './breakpoints-form.ts';

const SAVED: ApiBreakpoint[] = [
  { id: 'tablet', maxWidth: 991, label: { enUS: 'Tablet', ptBR: 'Tablet' } },
  { id: 'phone', maxWidth: 478, label: { enUS: 'Phone', ptBR: 'Celular' } },
];

describe('breakpoints form', () => {
  it('sends ids only for saved breakpoints, names trimmed, widths as numbers', () => {
    let rows = withNewRow(rowsOf(SAVED), 'new-1');
    rows = withRowChange(rows, 'new-1', { enUS: ' Large phone ', ptBR: 'Celular grande' });
    rows = withRowChange(rows, 'tablet', { width: '1024' });
    expect(inputOf(rows)).toEqual([
      { id: 'tablet', maxWidth: 1024, label: { enUS: 'Tablet', ptBR: 'Tablet' } },
      { id: 'phone', maxWidth: 478, label: { enUS: 'Phone', ptBR: 'Celular' } },
      { maxWidth: 378, label: { enUS: 'Large phone', ptBR: 'Celular grande' } },
    ]);
    expect(isChanged(rows, SAVED)).toBe(true);
    expect(isChanged(rowsOf(SAVED), SAVED)).toBe(false);
  });

  it('names the problem of each field as the server would', () => {
    const rows = withRowChange(
      withRowChange(withNewRow(rowsOf(SAVED), 'new-1'), 'new-1', { width: '991', ptBR: 'x'.repeat(41) }),
      'phone',
      { width: '100' },
    );
    expect(Object.fromEntries(problemsOf(rows))).toEqual({
      phone: { width: 'site.breakpoints.width_range' },
      'new-1': {
        enUS: 'site.breakpoints.label_length',
        ptBR: 'site.breakpoints.label_length',
        width: 'site.breakpoints.width_taken',
      },
    });
    expect(problemsOf(withRowChange(rows, 'tablet', { width: '12.5' })).get('tablet')).toEqual({
      width: 'site.breakpoints.width_range',
    });
    expect(problemsOf(rowsOf(SAVED)).size).toBe(0);
  });

  it('adds at most 8, each on a free width narrower than the others', () => {
    let rows = rowsOf(SAVED);
    for (let n = 0; n < 10; n++) rows = withNewRow(rows, `new-${n}`);
    expect(rows).toHaveLength(8);
    expect(canAdd(rows)).toBe(false);
    const widths = rows.map((row) => Number(row.width));
    expect(new Set(widths).size).toBe(8);
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(240);
  });

  it('knows which saved breakpoints a Save deletes', () => {
    const rows = withoutRow(withNewRow(rowsOf(SAVED), 'new-1'), 'phone');
    expect(removedIds(rows, SAVED)).toEqual(['phone']);
    expect(removedIds(withoutRow(rows, 'new-1'), SAVED)).toEqual(['phone']);
  });

  it('draws wide breakpoints as tablets and narrow ones as phones', () => {
    expect([deviceOf(991), deviceOf(767), deviceOf(600), deviceOf(478), deviceOf(null)]).toEqual([
      'tablet',
      'phone-landscape',
      'phone-landscape',
      'phone',
      'tablet',
    ]);
  });
});
