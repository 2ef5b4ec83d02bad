import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { previewTree, SLOT_PLACEHOLDER_MODULE, slotNamesUpTo } from './preview-tree.ts';
import { slotNamesOf } from './slot-names.ts';

const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}:${values?.number}`) as unknown as TFunction;

describe('the preview tree of templates and containers', () => {
  it('draws an empty drop area in each slot of a container component', () => {
    const code =
      'export default function Columns({ gap, slot1, slot2 }) { return <div>{slot1}{slot2}</div>; }';
    const tree = previewTree('preview', { props: { gap: 8 }, slots: slotNamesOf(code) }, t);
    expect(tree.props).toEqual({ gap: 8 });
    expect(Object.keys(tree.slots ?? {})).toEqual(['slot1', 'slot2']);
    expect(tree.slots?.slot2).toEqual([
      {
        key: 'slot2-placeholder',
        moduleId: SLOT_PLACEHOLDER_MODULE,
        props: { label: 'templates.slot_placeholder:2' },
      },
    ]);
  });

  it('gives an ordinary component no slots', () => {
    expect(previewTree('preview', { props: {}, slots: [] }, t).slots).toBeUndefined();
  });

  it('names the slots of a count (list cards know the count, not the code)', () => {
    expect(slotNamesUpTo(3)).toEqual(['slot1', 'slot2', 'slot3']);
    expect(slotNamesUpTo(0)).toEqual([]);
  });
});
