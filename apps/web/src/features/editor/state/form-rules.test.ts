/**
 * Forms in the editor (issue 24, docs/decisions/0036): a form never goes inside a form, whichever edit would put
 * it there (drop, move, paste, duplicate, keyboard steps), and the refusal is kept for the screen's notice in
 * both languages; fields inserted, pasted or duplicated into a form get a name no other field of it uses.
 */
import { fieldNamesOf, findInTree, storedFieldName } from '@tessera/shared';
import { STARTER_COMPONENTS } from '@tessera/starter-kit';
import { describe, expect, it } from 'vitest';
import { EN_US, PT_BR } from '../../../i18n/catalogue.ts';
import type { ComponentDef, EditorBrick, PrefabDef } from '../model/types.ts';
import { dropProblem } from './drop.ts';
import { duplicateProblem, pasteProblem, REFUSAL_TEXT, stepProblem } from './edit-refusal.ts';
import { moveProblem } from './move.ts';
import { createEditorStore } from './store.ts';
import { HEADING, storedBrick, templateDef } from './test-fixtures.ts';

function kit(key: string, slots = 0): ComponentDef {
  const source = STARTER_COMPONENTS.find((component) => component.key === key)!;
  return {
    id: `c-${key}`,
    name: source.name,
    description: source.description,
    icon: source.icon,
    compiledCode: '',
    dataTypes: JSON.parse(JSON.stringify(source.dataTypes)),
    dataGroups: JSON.parse(JSON.stringify(source.dataGroups)),
    events: source.dataEvents.events.mouse,
    slots,
  };
}

const FORM = kit('form', 1);
const STACK = kit('stack', 1);
const EMAIL = kit('emailField');
const TEXT = kit('textField');

const stored = (id: string, component: ComponentDef, slot1?: EditorBrick[]): EditorBrick => {
  const brick = storedBrick(id, component);
  return slot1 ? { ...brick, slots: { slot1 } } : brick;
};

/** slot1: a form holding an e-mail field and a stack, a second form, a plain stack; slot2: a heading. */
function setup() {
  let n = 0;
  const store = createEditorStore({ newId: () => `n${++n}` });
  store.getState().load({
    content: {
      version: 4,
      template: { id: 't-1', isPrefab: false, dataTypes: {} },
      slots: {
        slot1: [
          stored('form', FORM, [stored('email', EMAIL), stored('inner', STACK, [])]),
          stored('form2', FORM, []),
          stored('box', STACK, []),
        ],
        slot2: [storedBrick('h')],
      },
    },
    template: templateDef(2),
    components: [HEADING, FORM, STACK, EMAIL, TEXT],
  });
  return { store, state: () => store.getState(), history: store.history };
}

const nameOf = (slots: Parameters<typeof findInTree>[0], id: string) =>
  storedFieldName(findInTree(slots, id)!.brick as EditorBrick);

describe('a form inside a form', () => {
  it('is refused when dropped from the components panel into a form, at any depth', () => {
    const { state } = setup();
    for (const slot of ['form/slot1', 'inner/slot1']) {
      const event = {
        source: { kind: 'component', componentId: FORM.id },
        target: { slot, index: 0 },
      } as const;
      expect(dropProblem(state(), event)).toBe('formInForm');
      const before = state().slots;
      state().drop(event);
      expect(state().slots).toBe(before);
      expect(state().refusal?.reason).toBe('formInForm');
    }
    // Outside any form, and a plain stack inside a form, are fine.
    expect(
      dropProblem(state(), {
        source: { kind: 'component', componentId: FORM.id },
        target: { slot: 'box/slot1', index: 0 },
      }),
    ).toBeNull();
    expect(
      dropProblem(state(), {
        source: { kind: 'component', componentId: STACK.id },
        target: { slot: 'form/slot1', index: 0 },
      }),
    ).toBeNull();
  });

  it('is refused when moved into a form, or when a container holding a form is', () => {
    const { state } = setup();
    expect(moveProblem(state(), 'form2', { slot: 'form/slot1', index: 0 })).toBe('formInForm');
    state().move('form2', { slot: 'inner/slot1', index: 0 });
    expect(state().refusal?.reason).toBe('formInForm');
    expect(findInTree(state().slots, 'form2')?.ancestors).toEqual([]);
    // A stack that holds a form carries it in.
    state().move('form2', { slot: 'box/slot1', index: 0 });
    expect(findInTree(state().slots, 'form2')?.ancestors).toEqual(['box']);
    expect(moveProblem(state(), 'box', { slot: 'form/slot1', index: 0 })).toBe('formInForm');
    // The keyboard's "move into the previous" (form2 right after the form): refused the same way.
    state().move('form2', { slot: 'slot1', index: 1 });
    expect(state().slots.slot1!.map((brick) => brick.id)).toEqual(['form', 'form2', 'box']);
    expect(stepProblem(state(), 'form2', 'moveIntoPrevious')).toBe('formInForm');
    state().moveIntoPrevious('form2');
    expect(state().refusal?.reason).toBe('formInForm');
    expect(findInTree(state().slots, 'form2')?.ancestors).toEqual([]);
  });

  it('is refused when pasted or duplicated inside a form', () => {
    const { state } = setup();
    state().select({ kind: 'brick', id: 'form2' });
    state().copy();
    state().select({ kind: 'brick', id: 'email' });
    const form2 = findInTree(state().slots, 'form2')!.brick;
    expect(pasteProblem(state(), form2)).toBe('formInForm');
    const before = state().slots;
    state().paste();
    expect(state().slots).toBe(before);
    expect(state().refusal?.reason).toBe('formInForm');
    // Duplicating a form puts the copy beside it, outside: allowed.
    state().select({ kind: 'brick', id: 'form2' });
    expect(duplicateProblem(state())).toBeNull();
    state().duplicate();
    expect(state().slots.slot1!.map((brick) => brick.componentId)).toEqual([
      FORM.id,
      FORM.id,
      FORM.id,
      STACK.id,
    ]);
  });

  it('says why in both console languages', () => {
    expect(REFUSAL_TEXT.formInForm).toBe('editor.drop_refused.form_in_form');
    expect(EN_US.editor.drop_refused.form_in_form).toMatch(/form cannot go inside another form/);
    expect(PT_BR.editor.drop_refused.form_in_form).toMatch(/formulário não pode ficar dentro/);
    expect(PT_BR.editor.structure.form_in_form).toContain('{{name}}');
  });
});

describe('field names in a form', () => {
  it('renames a field inserted into a form that has one of that name, and undo takes the insert back', () => {
    const { state, history } = setup();
    state().insert(EMAIL.id, { slot: 'form/slot1', index: 2 });
    const added = state().slots.slot1![0]!.slots!.slot1![2]!;
    expect(nameOf(state().slots, added.id)).toBe('email-2');
    state().insert(EMAIL.id, { slot: 'inner/slot1', index: 0 });
    expect([...fieldNamesOf(state().slots, 'form')].sort()).toEqual(['email', 'email-2', 'email-3']);
    history.undo();
    expect([...fieldNamesOf(state().slots, 'form')].sort()).toEqual(['email', 'email-2']);
    history.undo();
    expect([...fieldNamesOf(state().slots, 'form')]).toEqual(['email']);
    expect(findInTree(state().slots, added.id)).toBeNull();
  });

  it('keeps the name of a field inserted into another form or outside any form', () => {
    const { state } = setup();
    state().insert(EMAIL.id, { slot: 'form2/slot1', index: 0 });
    expect(nameOf(state().slots, state().slots.slot1![1]!.slots!.slot1![0]!.id)).toBe('email');
    state().insert(EMAIL.id, { slot: 'slot2', index: 0 });
    expect(nameOf(state().slots, state().slots.slot2![0]!.id)).toBe('email');
  });

  it('renames pasted and duplicated fields, leaving the original as it was', () => {
    const { state } = setup();
    state().select({ kind: 'brick', id: 'email' });
    state().duplicate();
    state().copy();
    state().paste();
    const fields = state().slots.slot1![0]!.slots!.slot1!;
    expect(fields.slice(0, 3).map((brick) => nameOf(state().slots, brick.id))).toEqual([
      'email',
      'email-2',
      'email-3',
    ]);
    // The duplicate keeps every other setting of the field.
    const copy = fields[1]!.dataTypes.field!.value as Record<string, unknown>;
    expect(copy).toMatchObject({ kind: 'email', required: true, label: 'E-mail address' });
  });

  it("pastes a whole form with its own fields' names, outside any form", () => {
    const { state } = setup();
    state().select({ kind: 'brick', id: 'form' });
    state().duplicate();
    const copy = state().slots.slot1![1]!;
    expect(copy.id).not.toBe('form');
    expect([...fieldNamesOf(state().slots, copy.id)]).toEqual(['email']);
  });

  it('renames a field pasted from the system clipboard into a form', () => {
    const { state } = setup();
    state().select({ kind: 'brick', id: 'inner' });
    const raw = JSON.parse(JSON.stringify(findInTree(state().slots, 'email')!.brick));
    state().select({ kind: 'slot', slot: 'inner/slot1' });
    state().pasteFrom(raw);
    const pasted = findInTree(state().slots, 'inner')!.brick.slots!.slot1![0]!;
    expect(nameOf(state().slots, pasted.id)).toBe('email-2');
  });

  it('renames a field in a prefab copy dropped into a form', () => {
    const prefab: PrefabDef = {
      id: 'pf-email',
      name: 'Work e-mail',
      elementId: EMAIL.id,
      prefabType: 'Component',
      dataTypes: Object.fromEntries(
        Object.entries(EMAIL.dataTypes).map(([k, e]) => [k, { ...e, isMutable: true }]),
      ),
      dataGroups: [],
      elementExists: true,
      placedPageCount: 0,
    };
    const { state } = setup();
    state().setPrefabs([prefab]);
    state().drop({
      source: { kind: 'prefab', prefabId: prefab.id },
      target: { slot: 'form/slot1', index: 0 },
    });
    const placed = state().slots.slot1![0]!.slots!.slot1![0]!;
    expect(placed.prefabId).toBe(prefab.id);
    expect(nameOf(state().slots, placed.id)).toBe('email-2');
  });
});
