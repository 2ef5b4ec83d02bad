import { untranslatedCount } from '@tessera/shared';
import { afterEach, describe, expect, it } from 'vitest';
import type { EditorBrick } from '../model/types.ts';
import { copy } from './clipboard.ts';
import { toContent } from './content.ts';
import { findBrick, updateBrick } from './find-brick.ts';
import { withKnownVariations } from './known-variations.ts';
import { languageView, setAppLanguages, setEditorLanguage } from './language-view.ts';
import { mergeEntries } from './merge-entries.ts';
import { refreshCopy } from './prefab-copies.ts';
import { clearTranslation, setProperty, withEditedValue, withoutTranslationIn } from './set-property.ts';
import { createEditorStore } from './store.ts';
import {
  COMPONENTS,
  frozen,
  HEADING,
  headingPrefab,
  stateWith,
  storedBrick,
  storedCopy,
  templateDef,
} from './test-fixtures.ts';

const brickA = { kind: 'brick', id: 'a' } as const;
const brickOf = (state: { slots: Parameters<typeof findBrick>[0] }, id = 'a'): EditorBrick =>
  findBrick(state.slots, id)!.brick;

describe('editing in another language (issue 26)', () => {
  const state = frozen(stateWith({ slot1: ['a', 'b'] }));

  it('writes a text as its translation and leaves the default text alone', () => {
    const before = brickOf(state).dataTypes.text!.value;
    const next = setProperty(state, brickA, 'text', 'Olá', null, 'pt-BR');
    expect(brickOf(next).dataTypes.text!.value).toBe(before);
    expect(brickOf(next).dataTypes.text!.locales).toEqual({ 'pt-BR': 'Olá' });
    // The same translation again changes nothing.
    expect(setProperty(next, brickA, 'text', 'Olá', null, 'pt-BR')).toBe(next);
  });

  it('shares styles: a style typed in Portuguese is the value of every language', () => {
    const next = setProperty(state, brickA, 'color', '#ff0000', null, 'pt-BR');
    expect(brickOf(next).dataTypes.color!.value).toBe('#ff0000');
    expect(brickOf(next).dataTypes.color!.locales).toBeUndefined();
  });

  it('keeps a locked text locked in every language', () => {
    const locked = updateBrick(state, 'a', (brick) => ({
      ...brick,
      dataTypes: { ...brick.dataTypes, text: { ...brick.dataTypes.text!, isMutable: false } },
    }));
    expect(setProperty(locked, brickA, 'text', 'Olá', null, 'pt-BR')).toBe(locked);
    const translated = setProperty(state, brickA, 'text', 'Olá', null, 'pt-BR');
    const lockedAfter = updateBrick(translated, 'a', (brick) => ({
      ...brick,
      dataTypes: { ...brick.dataTypes, text: { ...brick.dataTypes.text!, isMutable: false } },
    }));
    expect(clearTranslation(lockedAfter, brickA, 'text', 'pt-BR')).toBe(lockedAfter);
  });

  it('removes a translation, and nothing when there is none', () => {
    const translated = setProperty(
      setProperty(state, brickA, 'text', 'Olá', null, 'pt-BR'),
      brickA,
      'text',
      'Hola',
      null,
      'es-ES',
    );
    const cleared = clearTranslation(translated, brickA, 'text', 'pt-BR');
    expect(brickOf(cleared).dataTypes.text!.locales).toEqual({ 'es-ES': 'Hola' });
    const none = clearTranslation(cleared, brickA, 'text', 'es-ES');
    expect(brickOf(none).dataTypes.text).not.toHaveProperty('locales');
    expect(clearTranslation(none, brickA, 'text', 'es-ES')).toBe(none);
  });

  it('saves translations with the content, and counts what is left to translate', () => {
    const before = untranslatedCount(state.slots, state.template, 'pt-BR');
    expect(before).toBeGreaterThan(0);
    const next = setProperty(state, brickA, 'text', 'Olá', null, 'pt-BR');
    expect(untranslatedCount(next.slots, next.template, 'pt-BR')).toBe(before - 1);
    expect(untranslatedCount(next.slots, next.template, 'es-ES')).toBe(before);
    const saved = toContent(next).slots.slot1![0] as { dataTypes: Record<string, { locales?: unknown }> };
    expect(saved.dataTypes.text!.locales).toEqual({ 'pt-BR': 'Olá' });
  });
});

describe('the store with languages', () => {
  function setup() {
    let time = 1_000_000;
    let n = 0;
    const store = createEditorStore({ now: () => time, newId: () => `n${++n}` });
    store.getState().load({
      content: {
        version: 1,
        template: { id: 't-1', isPrefab: false, dataTypes: {} },
        slots: { slot1: [storedBrick('a')] },
        pageEvents: { nodes: [], connections: [], comments: [] },
      },
      template: templateDef(1),
      components: COMPONENTS,
    });
    return { store, tick: (ms: number) => (time += ms) };
  }

  it('makes a text typed in English then in Portuguese two undo steps, undone one at a time', () => {
    const { store, tick } = setup();
    const s = store.getState;
    s().setProperty(brickA, 'text', 'Hello', null, null);
    tick(10);
    s().setProperty(brickA, 'text', 'Olá', null, 'pt-BR');
    expect(store.temporal.getState().pastStates).toHaveLength(2);
    store.history.undo();
    expect(brickOf(s()).dataTypes.text!.locales).toBeUndefined();
    expect(brickOf(s()).dataTypes.text!.value).toBe('Hello');
    store.history.redo();
    expect(brickOf(s()).dataTypes.text!.locales).toEqual({ 'pt-BR': 'Olá' });
    s().clearTranslation(brickA, 'text', 'pt-BR');
    expect(brickOf(s()).dataTypes.text!.locales).toBeUndefined();
    store.history.undo();
    expect(brickOf(s()).dataTypes.text!.locales).toEqual({ 'pt-BR': 'Olá' });
  });

  it('copies and pastes a brick with its translations; from another app, only this app’s languages', () => {
    const { store } = setup();
    const s = store.getState;
    s().setProperty(brickA, 'text', 'Olá', null, 'pt-BR');
    s().setProperty(brickA, 'text', 'Bonjour', null, 'fr-FR');
    s().select({ kind: 'brick', id: 'a' });
    store.setState(copy(s()));
    s().paste();
    const pasted = s().slots.slot1![1]!;
    expect(pasted.id).not.toBe('a');
    expect(pasted.dataTypes.text!.locales).toEqual({ 'pt-BR': 'Olá', 'fr-FR': 'Bonjour' });
    const raw = toContent(s()).slots.slot1![0] as Record<string, unknown>;
    s().pasteFrom(raw, [], ['pt-BR']);
    const fromElsewhere = s().slots.slot1!.find((brick) => brick.id !== 'a' && brick.id !== pasted.id)!;
    expect(fromElsewhere.dataTypes.text!.locales).toEqual({ 'pt-BR': 'Olá' });
    s().pasteFrom(raw, [], []);
    const oneLanguage = s().slots.slot1!.at(-1)!;
    expect(oneLanguage.dataTypes.text).not.toHaveProperty('locales');
  });
});

describe('known languages and merged entries', () => {
  it('drops translations into unknown languages, nested bricks too, and keeps the brick when all are known', () => {
    const brick = storedBrick('x');
    const translated: EditorBrick = {
      ...brick,
      dataTypes: {
        ...brick.dataTypes,
        text: { ...brick.dataTypes.text!, locales: { 'pt-BR': 'Olá', 'de-DE': 'Hallo' } },
      },
    };
    expect(withKnownVariations(translated, [], ['pt-BR', 'de-DE'])).toBe(translated);
    expect(withKnownVariations(translated, [])).toBe(translated);
    const kept = withKnownVariations(translated, [], ['pt-BR']);
    expect(kept.dataTypes.text!.locales).toEqual({ 'pt-BR': 'Olá' });
    const nested: EditorBrick = { ...storedBrick('box'), slots: { slot1: [translated] } };
    const nestedKept = withKnownVariations(nested, [], ['de-DE']);
    expect(nestedKept.slots!.slot1![0]!.dataTypes.text!.locales).toEqual({ 'de-DE': 'Hallo' });
  });

  it('keeps stored translations when a component update is merged in, not on an entry no longer translated', () => {
    const stored = { text: { type: HEADING.dataTypes.text!.type, value: 'Hi', locales: { 'pt-BR': 'Oi' } } };
    expect(mergeEntries(stored, HEADING.dataTypes).text!.locales).toEqual({ 'pt-BR': 'Oi' });
    const color = { color: { type: 'TextColor', value: '#000000', locales: { 'pt-BR': '#ffffff' } } };
    expect(mergeEntries(color, HEADING.dataTypes).color).not.toHaveProperty('locales');
  });
});

describe('the language view', () => {
  afterEach(() => {
    setAppLanguages({ default: 'en-US', others: [] });
  });

  it('shows the default until a language of the app is chosen, and falls back when it is removed', () => {
    setAppLanguages({ default: 'en-US', others: ['pt-BR', 'es-ES'] });
    setEditorLanguage('fr-FR');
    expect(languageView().active).toBeNull();
    setEditorLanguage('pt-BR');
    expect(languageView().active).toBe('pt-BR');
    setAppLanguages({ default: 'en-US', others: ['es-ES'] });
    expect(languageView().active).toBeNull();
    setEditorLanguage(null);
  });
});

describe('prefabs in another language', () => {
  it('translates a locked text in the prefab dialog, and its copies take the translation, still locked', () => {
    const base = headingPrefab();
    const lockedText = { ...base.dataTypes, text: { ...base.dataTypes.text!, isMutable: false } };
    const translated = withEditedValue(lockedText, 'text', 'Texto do prefab', null, 'pt-BR');
    expect(translated.text).toMatchObject({ value: 'Prefab text', locales: { 'pt-BR': 'Texto do prefab' } });
    const prefab = { ...base, dataTypes: translated };
    const copy = refreshCopy(storedCopy('a', base), prefab, HEADING);
    expect(copy.dataTypes.text).toMatchObject({ isMutable: false, locales: { 'pt-BR': 'Texto do prefab' } });
    // In the page, the locked text stays locked in Portuguese too, and is not the page's to translate.
    expect(withoutTranslationIn(translated, 'text', 'pt-BR').text).not.toHaveProperty('locales');
    const copyWithoutTranslation = refreshCopy(
      storedCopy('b', base),
      { ...base, dataTypes: lockedText },
      HEADING,
    );
    expect(untranslatedCount({ slot1: [copyWithoutTranslation] }, null, 'pt-BR')).toBe(0);
    expect(withoutTranslationIn(translated, 'text', 'fr-FR')).toBe(translated);
  });
});
