/**
 * Loading and saving nested content (issue 22): bricks inside containers are repaired like any brick, and
 * what cannot be shown (a slot the component does not have, bricks deeper than MAX_BRICK_DEPTH, the
 * contents of a missing component) is reported and written back as it was.
 */
import {
  definitionsFrom,
  leanBricks,
  MAX_BRICK_DEPTH,
  pageContentSchema,
  stripBricks,
} from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import type { EditorBrick } from '../model/types.ts';
import { decodeBrick, encodeBrick } from './clipboard-payload.ts';
import { brickForSave, toContent } from './content.ts';
import { findBrick, updateBrick } from './find-brick.ts';
import { initialEditorData } from './initial.ts';
import { load, UNREAD_SLOTS_KEY } from './load.ts';
import { COLUMNS, HEADING, storedBrick, TREE_COMPONENTS, templateDef } from './test-fixtures.ts';

const TEMPLATE = { id: 't-1', isPrefab: false, dataTypes: {} };
/** Full bricks as the editor saves them since version 5: lean against their components. */
const lean = (slots: Record<string, unknown[]>) =>
  leanBricks(slots as never, definitionsFrom(TREE_COMPONENTS)) as Record<string, unknown[]>;
/** Full bricks as the migration to version 5 leaves them, which is how what cannot be shown is written back. */
const stripped = (slots: Record<string, unknown[]>) =>
  stripBricks(slots as never) as Record<string, unknown[]>;
const box = (id: string, slots?: Record<string, unknown>) => ({
  ...storedBrick(id, COLUMNS),
  ...(slots === undefined ? {} : { slots }),
});

function loaded(slots: Record<string, unknown[]>) {
  let n = 0;
  return load(
    initialEditorData(),
    {
      content: { version: 2, template: TEMPLATE, slots },
      template: templateDef(1),
      components: TREE_COMPONENTS,
    },
    () => `gen-${++n}`,
  );
}

/** `depth` containers, one inside the other, the innermost holding a heading. */
function nest(depth: number): Record<string, unknown> {
  let brick: Record<string, unknown> = box(`c${depth}`, { slot1: [storedBrick('leaf')], slot2: [] });
  for (let level = depth - 1; level >= 1; level--) brick = box(`c${level}`, { slot1: [brick], slot2: [] });
  return brick;
}

describe('load: nested bricks', () => {
  it('loads bricks inside containers like any brick, and gives a container every slot its component has', () => {
    const stored = storedBrick('a');
    const old = { ...stored, dataTypes: { text: { type: 'TextInput', value: 'Mine' } } };
    const state = loaded({ slot1: [box('cols', { slot1: [old] }), box('empty')] });
    const a = findBrick(state.slots, 'a')!;
    expect(a.parentId).toBe('cols');
    // Merged with the current definition, as a top-level brick is.
    expect(a.brick.dataTypes.text).toEqual({ ...HEADING.dataTypes.text, value: 'Mine' });
    expect(a.brick.dataTypes.color).toEqual(HEADING.dataTypes.color);
    expect(Object.keys(findBrick(state.slots, 'cols')!.brick.slots!)).toEqual(['slot1', 'slot2']);
    expect(findBrick(state.slots, 'empty')!.brick.slots).toEqual({ slot1: [], slot2: [] });
    expect(state.problems).toEqual([]);
  });

  it('reports unknown components and types inside containers, and gives repeated ids new ones', () => {
    const ghost = { ...storedBrick('g'), componentId: 'gone' };
    const twin = storedBrick('cols');
    const odd = { ...storedBrick('o'), dataTypes: { x: { type: 'Hologram', value: 1 } } };
    const state = loaded({ slot1: [box('cols', { slot1: [ghost, twin], slot2: [odd] })] });
    expect(state.problems).toEqual(
      expect.arrayContaining([
        { kind: 'unknownComponent', brickId: 'g', componentId: 'gone' },
        { kind: 'unknownType', owner: 'o', property: 'x', type: 'Hologram' },
      ]),
    );
    expect(findBrick(state.slots, 'cols')!.brick.slots!.slot1!.map((b) => b.id)).toEqual(['g', 'gen-1']);
  });

  it('keeps a slot the component does not have, reports it and writes it back on save', () => {
    const extra = [storedBrick('x')];
    const state = loaded({ slot1: [box('cols', { slot1: [storedBrick('a')], slot3: extra })] });
    expect(state.problems).toEqual([{ kind: 'unreadSlot', slot: 'cols/slot3', bricks: 1, reason: 'noSlot' }]);
    const cols = findBrick(state.slots, 'cols')!.brick;
    expect(Object.keys(cols.slots!)).toEqual(['slot1', 'slot2']);
    expect(findBrick(state.slots, 'x')).toBeNull();
    const saved = toContent(state).slots.slot1![0] as { slots: Record<string, unknown> };
    expect(saved.slots.slot3).toEqual(stripped({ slot3: extra }).slot3);
    expect(UNREAD_SLOTS_KEY in saved).toBe(false);
    expect((saved.slots.slot1 as unknown[])[0]).toEqual(lean({ slot1: [storedBrick('a')] }).slot1![0]);
  });

  it(`keeps bricks nested deeper than ${MAX_BRICK_DEPTH}, reports them and writes them back`, () => {
    const deep = nest(MAX_BRICK_DEPTH);
    const state = loaded({ slot1: [deep] });
    expect(findBrick(state.slots, `c${MAX_BRICK_DEPTH}`)?.depth).toBe(MAX_BRICK_DEPTH);
    expect(findBrick(state.slots, 'leaf')).toBeNull();
    expect(state.problems).toEqual([
      { kind: 'unreadSlot', slot: `c${MAX_BRICK_DEPTH}/slot1`, bricks: 1, reason: 'tooDeep' },
    ]);
    // The bricks shown are saved lean, the ones too deep to show as stored; loading it again gives the same.
    const out = toContent(state);
    expect(JSON.stringify(out)).toContain('"leaf"');
    const again = load(initialEditorData(), {
      content: out,
      template: templateDef(1),
      components: TREE_COMPONENTS,
    });
    expect(again.slots).toEqual(state.slots);
    expect(again.problems).toEqual(state.problems);
    // Content exactly as deep as allowed opens whole.
    const fits = loaded({ slot1: [nest(MAX_BRICK_DEPTH - 1)] });
    expect(findBrick(fits.slots, 'leaf')?.depth).toBe(MAX_BRICK_DEPTH);
    expect(fits.problems).toEqual([]);
  });

  it('keeps the contents of a brick whose component is gone as stored', () => {
    const inner = { slot1: [storedBrick('a')] };
    const state = loaded({ slot1: [{ ...storedBrick('g'), componentId: 'gone', slots: inner }] });
    expect(findBrick(state.slots, 'a')).toBeNull();
    expect((toContent(state).slots.slot1![0] as { slots: unknown }).slots).toEqual(stripped(inner));
  });
});

describe('toContent: nested bricks', () => {
  it('round-trips nested content lean; for the clipboard isMutable removed at every depth, untouched bricks by identity', () => {
    const content = {
      slot1: [
        box('cols', {
          slot1: [storedBrick('a')],
          slot2: [box('in', { slot1: [storedBrick('b')], slot2: [] })],
        }),
      ],
    };
    let state = loaded(content);
    const out = toContent(state);
    expect(out.slots).toEqual(lean(content));
    expect(pageContentSchema.safeParse(out).success).toBe(true);
    state = updateBrick(state, 'b', (brick) => ({
      ...brick,
      dataTypes: { ...brick.dataTypes, text: { ...brick.dataTypes.text!, isMutable: false } },
    }));
    type Saved = EditorBrick & { slots: Record<string, Saved[]> };
    const saved = brickForSave(state.slots.slot1![0]!) as Saved;
    const b = saved.slots.slot2![0]!.slots.slot1![0]!;
    expect(b.id).toBe('b');
    expect('isMutable' in (b.dataTypes.text as object)).toBe(false);
    expect(saved.slots.slot1![0]).toBe(findBrick(state.slots, 'a')!.brick);
  });
});

describe('clipboard payload: nested bricks', () => {
  const here = { orgId: 'org-1', appId: 'app-1' };
  const components = new Map(TREE_COMPONENTS.map((component) => [component.id, component]));
  const decode = (brick: unknown) => decodeBrick(encodeBrick(brick, 'Columns', here), here, components);

  it('accepts a container with its contents', () => {
    const brick = box('cols', { slot1: [storedBrick('a')], slot2: [box('in', { slot1: [], slot2: [] })] });
    expect(decode(brick)).toEqual({ kind: 'brick', brick });
  });

  it('refuses repeated ids, slots the component does not have, too deep or hostile nesting', () => {
    const invalid = { kind: 'refused', reason: 'invalid' };
    expect(decode(box('cols', { slot1: [storedBrick('a'), storedBrick('a')] }))).toEqual(invalid);
    expect(decode(box('cols', { slot1: [storedBrick('cols')] }))).toEqual(invalid);
    expect(decode(box('cols', { slot3: [storedBrick('a')] }))).toEqual(invalid);
    expect(decode({ ...storedBrick('h'), slots: { slot1: [storedBrick('a')] } })).toEqual(invalid);
    expect(decode(nest(MAX_BRICK_DEPTH))).toEqual(invalid);
    // Nested far past any limit: built as text, since JSON.stringify itself would overflow on it.
    const open =
      '{"id":"d","name":"","componentId":"c-columns","dataTypes":{},"dataGroups":[],"slots":{"slot1":[';
    const hostile = `{"tessera:brick":2,"orgId":"org-1","appId":"app-1","componentName":"","brick":${open.repeat(5000)}${']}}'.repeat(5000)}}`;
    expect(decodeBrick(hostile, here, components)).toEqual(invalid);
  });

  it('names a brick inside whose component this organization does not have', () => {
    const ghost = { ...storedBrick('g'), name: 'Carousel', componentId: 'c-missing' };
    expect(decode(box('cols', { slot1: [ghost] }))).toEqual({
      kind: 'refused',
      reason: 'unknown_component',
      component: 'Carousel',
    });
  });
});
