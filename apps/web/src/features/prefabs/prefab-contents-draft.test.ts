import { describe, expect, it } from 'vitest';
import type { EditorBrick, PrefabDef, Slots } from '../editor/model/types.ts';
import { HEADING, storedBrick } from '../editor/state/test-fixtures.ts';
import {
  contentsComponentIds,
  contentsNodes,
  contentsOutline,
  draftSlots,
  innerBrick,
  prefabSlotsDraft,
  withInnerEntries,
} from './prefab-contents-draft.ts';
import { saveBlocker, withLock } from './prefab-rules.ts';

const box = (id: string, slots: Slots): EditorBrick => ({ ...storedBrick(id), componentId: 'c-box', slots });
const contents: Slots = {
  slot1: [box('cols', { slot1: [storedBrick('title')], slot2: [] })],
  slot2: [storedBrick('cta')],
};

describe('a container prefab in the dialog', () => {
  it('drafts every inner entry with an explicit isMutable', () => {
    const drafted = draftSlots(contents);
    for (const id of ['cols', 'title', 'cta']) {
      for (const entry of Object.values(innerBrick(drafted, id)!.dataTypes))
        expect(entry.isMutable).toBe(true);
    }
    expect(draftSlots(undefined)).toEqual({});
  });

  it('outlines the contents by depth and changes one brick only', () => {
    expect(contentsOutline(contents).map((item) => [item.id, item.depth])).toEqual([
      ['cols', 1],
      ['title', 2],
      ['cta', 1],
    ]);
    const locked = withInnerEntries(draftSlots(contents), 'title', (entries) =>
      withLock(entries, 'text', true),
    );
    expect(innerBrick(locked, 'title')!.dataTypes.text!.isMutable).toBe(false);
    expect(innerBrick(locked, 'cta')!.dataTypes.text!.isMutable).toBe(true);
    expect(withInnerEntries(contents, 'nowhere', (e) => ({ ...e }))).toBe(contents);
  });

  it('a stored prefab keeps its inner locks, merged with the current definitions', () => {
    const stored = draftSlots(contents);
    const prefab = {
      slots: withInnerEntries(stored, 'title', (entries) => withLock(entries, 'text', true)),
    } as unknown as PrefabDef;
    const draft = prefabSlotsDraft(prefab, new Map([[HEADING.id, HEADING]]));
    expect(innerBrick(draft, 'title')!.dataTypes.text!.isMutable).toBe(false);
    expect(Object.keys(innerBrick(draft, 'title')!.dataTypes)).toEqual(Object.keys(HEADING.dataTypes));
  });

  it('renders the contents as slots of the preview tree', () => {
    const nodes = contentsNodes(contents, () => ({ shown: true }));
    expect(nodes.slot1![0]).toMatchObject({
      key: 'cols',
      moduleId: 'c-box',
      slots: { slot1: [{ key: 'title' }] },
    });
    expect(contentsComponentIds(contents).sort()).toEqual(['c-box', HEADING.id].sort());
  });

  it('changed contents alone make an edit saveable', () => {
    const base = {
      mode: 'edit' as const,
      name: 'Hero',
      initialName: 'Hero',
      entries: {},
      initialEntries: {},
      saving: false,
    };
    expect(saveBlocker(base)).toBe('unchanged');
    expect(saveBlocker({ ...base, contentsChanged: true })).toBeNull();
  });
});
