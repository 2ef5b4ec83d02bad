import { describe, expect, it } from 'vitest';
import { checkSlots, destructuredNames } from './slot-names.ts';

describe('destructuredNames', () => {
  it('reads an exported function declaration', () => {
    expect(destructuredNames('export default function Layout({ title, slot1, slot2 = null }) {}')).toEqual([
      'title',
      'slot1',
      'slot2',
    ]);
  });

  it('reads an exported arrow function and ignores renames, defaults and rest', () => {
    const code = 'export default ({ slot1: first, slot2 = { a: 1 }, ...rest }) => <div>{first}</div>;';
    expect(destructuredNames(code)).toEqual(['slot1', 'slot2']);
  });

  it('follows an exported name to its declaration', () => {
    expect(destructuredNames('const T = ({ slot1 }) => slot1;\nexport default T;')).toEqual(['slot1']);
    expect(destructuredNames('function T({ slot1, slot2 }) {}\nexport { T as default };')).toEqual([
      'slot1',
      'slot2',
    ]);
  });

  it('skips comments and strings', () => {
    const code =
      '// export default function X({ slotA })\nexport default function Y({ slot1 /* slotB */ }) {}';
    expect(destructuredNames(code)).toEqual(['slot1']);
  });

  it('answers null without a default export', () => {
    expect(destructuredNames('function T({ slot1 }) {}')).toBeNull();
  });
});

describe('checkSlots', () => {
  it('counts slot1 … slotN', () => {
    expect(checkSlots('export default function T({ slot1, slot2, slot3 }) {}')).toEqual({
      ok: true,
      slots: 3,
    });
    expect(checkSlots('export default function T({ slot2, title, slot1 }) {}')).toEqual({
      ok: true,
      slots: 2,
    });
  });

  it('allows no slots', () => {
    expect(checkSlots('export default function T({ Slot1 }) {}')).toEqual({ ok: true, slots: 0 });
    expect(checkSlots('export default function T({ title }) {}')).toEqual({ ok: true, slots: 0 });
    expect(checkSlots('export default function T() {}')).toEqual({ ok: true, slots: 0 });
  });

  it('refuses names that break the pattern', () => {
    expect(checkSlots('export default function T({ slotA }) {}').ok).toBe(false);
    expect(checkSlots('export default function T({ slot_1 }) {}').ok).toBe(false);
    expect(checkSlots('export default function T({ slot0 }) {}').ok).toBe(false);
    expect(checkSlots('export default function T({ slot1, slot3 }) {}').ok).toBe(false);
  });
});
