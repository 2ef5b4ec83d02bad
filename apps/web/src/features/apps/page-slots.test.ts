import { emptyPageContent } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { slotSummary } from './page-slots.ts';

const brick = {
  id: 'b1',
  name: 'Heading',
  componentId: 'c1',
  isPrefab: false,
  dataTypes: {},
  dataGroups: [],
};

describe('page slots', () => {
  it('lists slot1 … slotN in order with their brick counts', () => {
    const content = emptyPageContent({ id: 'tpl', slots: 11, dataTypes: {} });
    content.slots.slot2 = [brick, { ...brick, id: 'b2' }];
    const slots = slotSummary(content);
    expect(slots?.map((s) => s.name).slice(0, 3)).toEqual(['slot1', 'slot2', 'slot3']);
    expect(slots?.[10]?.name).toBe('slot11');
    expect(slots?.[1]?.bricks).toBe(2);
  });

  it('reads content of an older version', () => {
    const old = { template: { id: 'tpl', dataTypes: {}, isPrefab: false }, slots: { slot1: [brick] } };
    expect(slotSummary(old)).toEqual([{ name: 'slot1', bricks: 1 }]);
  });

  it('answers null for content it cannot read', () => {
    expect(slotSummary(null)).toBeNull();
    expect(slotSummary({ version: 1, slots: 'nope' })).toBeNull();
  });
});
