import { describe, expect, it } from 'vitest';
import { pasteFrom } from './clipboard.ts';
import { decodeBrick, encodeBrick } from './clipboard-payload.ts';
import { brickForSave } from './content.ts';
import { select } from './select.ts';
import { COMPONENTS, frozen, HEADING, ids, stateWith, storedBrick } from './test-fixtures.ts';

const here = { orgId: 'org-1', appId: 'app-1' };
const components = new Map(COMPONENTS.map((component) => [component.id, component]));
const copied = (brick: unknown, origin = here, name = 'Heading') => encodeBrick(brick, name, origin);

describe('clipboard payload', () => {
  it('round-trips a brick as page content stores it, within the organization, across its apps', () => {
    const brick = brickForSave(storedBrick('a'));
    const decoded = decodeBrick(copied(brick, { orgId: 'org-1', appId: 'app-2' }), here, components);
    expect(decoded).toEqual({ kind: 'brick', brick });
  });

  it('says nothing for text that is not a Tessera brick', () => {
    for (const text of ['', 'hello', '{"a":1}', '{"tessera:brick": ', '[1,2]'])
      expect(decodeBrick(text, here, components)).toEqual({ kind: 'none' });
  });

  it('refuses a brick of another organization, of an unknown component, or with media of another app', () => {
    const brick = brickForSave(storedBrick('a')) as Record<string, unknown>;
    expect(decodeBrick(copied(brick, { orgId: 'org-2', appId: 'app-1' }), here, components)).toEqual({
      kind: 'refused',
      reason: 'other_org',
    });
    expect(
      decodeBrick(copied({ ...brick, componentId: 'c-missing' }, here, 'Carousel'), here, components),
    ).toEqual({ kind: 'refused', reason: 'unknown_component', component: 'Carousel' });
    const withMedia = {
      ...brick,
      dataTypes: { ...HEADING.dataTypes, font: { type: 'FontSelector', value: '/media/app-9/f.woff2' } },
    };
    expect(decodeBrick(copied(withMedia), here, components)).toEqual({
      kind: 'refused',
      reason: 'foreign_media',
    });
    const ownMedia = {
      ...brick,
      dataTypes: { ...HEADING.dataTypes, font: { type: 'FontSelector', value: '/media/app-1/f.woff2' } },
    };
    expect(decodeBrick(copied(ownMedia), here, components).kind).toBe('brick');
  });

  it('refuses damaged bricks and bricks of a newer content version', () => {
    expect(decodeBrick(copied({ id: 'x' }), here, components)).toEqual({
      kind: 'refused',
      reason: 'invalid',
    });
    const newer = JSON.stringify({ 'tessera:brick': 999, orgId: 'org-1', brick: {} });
    expect(decodeBrick(newer, here, components)).toEqual({ kind: 'refused', reason: 'too_new' });
    const odd = JSON.stringify({ 'tessera:brick': 'one', orgId: 'org-1', brick: {} });
    expect(decodeBrick(odd, here, components)).toEqual({ kind: 'refused', reason: 'invalid' });
  });
});

describe('pasteFrom: where a pasted brick lands', () => {
  const state = frozen(stateWith({ slot1: ['a'], slot2: [] }));
  const raw = brickForSave(storedBrick('a')) as Record<string, unknown>;

  it('into the selected empty slot, with a fresh id, selected', () => {
    const next = pasteFrom(select(state, { kind: 'slot', slot: 'slot2' }), raw, 'p', () => 'q');
    expect(ids(next, 'slot2')).toEqual(['p']);
    expect(next.selection).toEqual({ kind: 'brick', id: 'p' });
  });

  it('right after the selected brick, else at the end of slot1', () => {
    expect(
      ids(
        pasteFrom(select(state, { kind: 'brick', id: 'a' }), raw, 'p', () => 'q'),
        'slot1',
      ),
    ).toEqual(['a', 'p']);
    expect(
      ids(
        pasteFrom(state, raw, 'p', () => 'q'),
        'slot1',
      ),
    ).toEqual(['a', 'p']);
  });

  it("a pasted brick cannot smuggle the loader's placeholder key to save something else", () => {
    const smuggled = { ...raw, $malformed: { id: 'a', componentId: 'c-elsewhere' } };
    const next = pasteFrom(state, smuggled, 'p', () => 'q');
    const pasted = next.slots.slot1!.find((brick) => brick.id === 'p')!;
    expect(Object.hasOwn(pasted, '$malformed')).toBe(false);
    expect(brickForSave(pasted)).toMatchObject({ id: 'p', componentId: HEADING.id });
  });

  it('media of another app anywhere in the brick is refused, not only in its properties', () => {
    const elsewhere = { ...raw, note: { src: '/media/app-9/logo.png' } };
    expect(decodeBrick(copied(elsewhere), here, components)).toEqual({
      kind: 'refused',
      reason: 'foreign_media',
    });
  });

  it('a slot that does not exist cannot be selected', () => {
    expect(select(state, { kind: 'slot', slot: 'slot9' })).toBe(state);
  });
});
