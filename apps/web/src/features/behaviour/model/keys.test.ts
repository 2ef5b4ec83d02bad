import { describe, expect, it } from 'vitest';
import { type DeleteKeyEvent, deleteKeyApplies, isMenuKey, keyboardMenuPoint } from './keys.ts';

/** A stand-in element: its tag, and the selectors its ancestors (itself included) match. */
function element(tagName: string, matches: string[] = [], extra: { isContentEditable?: boolean } = {}) {
  return {
    tagName,
    ...extra,
    closest: (selectors: string) =>
      selectors
        .split(',')
        .map((s) => s.trim())
        .some((s) => matches.includes(s) || s === tagName.toLowerCase())
        ? {}
        : null,
  };
}

const body = element('BODY');
const node = element('DIV', ['.react-flow__node']);
const pane = element('DIV');
const zoomButton = element('BUTTON');
const field = element('INPUT');
const inMenu = element('DIV', ['[role="menuitem"]']);
const marked = element('DIV', ['.nokey']);
const editable = element('DIV', [], { isContentEditable: true });
const inCanvas = new Set<unknown>([node, pane, zoomButton, field, inMenu, marked, editable]);
const canvas = { contains: (other: never) => inCanvas.has(other) };
const toolbarButton = element('BUTTON');
const dialogText = element('TEXTAREA', ['.nokey']);

const press = (target: unknown, key = 'Delete', extra: Partial<DeleteKeyEvent> = {}): DeleteKeyEvent => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  target,
  ...extra,
});

describe('deleteKeyApplies', () => {
  it('deletes from the canvas, or with nothing focused', () => {
    expect(deleteKeyApplies(press(node), canvas, body)).toBe(true);
    expect(deleteKeyApplies(press(pane, 'Backspace'), canvas, body)).toBe(true);
    expect(deleteKeyApplies(press(body), canvas, body)).toBe(true);
  });

  it('leaves the keys to buttons, menus, fields, the comment dialog and anything outside the canvas', () => {
    for (const target of [toolbarButton, dialogText, zoomButton, field, inMenu, marked, editable]) {
      expect(deleteKeyApplies(press(target), canvas, body)).toBe(false);
    }
    expect(deleteKeyApplies(press(node), null, body)).toBe(false);
  });

  it('ignores other keys, modifiers, repeats and handled events', () => {
    expect(deleteKeyApplies(press(node, 'x'), canvas, body)).toBe(false);
    expect(deleteKeyApplies(press(node, 'Delete', { ctrlKey: true }), canvas, body)).toBe(false);
    expect(deleteKeyApplies(press(node, 'Delete', { repeat: true }), canvas, body)).toBe(false);
    expect(deleteKeyApplies(press(node, 'Delete', { defaultPrevented: true }), canvas, body)).toBe(false);
  });
});

describe('isMenuKey', () => {
  const press = (
    key: string,
    mods: Partial<Record<'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
  ) => ({
    key,
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
  });

  it('takes the ContextMenu key and Shift+F10', () => {
    expect(isMenuKey(press('ContextMenu'))).toBe(true);
    expect(isMenuKey(press('ContextMenu', { shiftKey: true }))).toBe(true);
    expect(isMenuKey(press('F10', { shiftKey: true }))).toBe(true);
  });

  it('leaves other keys alone', () => {
    expect(isMenuKey(press('F10'))).toBe(false);
    expect(isMenuKey(press('F10', { shiftKey: true, ctrlKey: true }))).toBe(false);
    expect(isMenuKey(press('F10', { shiftKey: true, altKey: true }))).toBe(false);
    expect(isMenuKey(press('F10', { shiftKey: true, metaKey: true }))).toBe(false);
    expect(isMenuKey(press('Enter'))).toBe(false);
    expect(isMenuKey(press('M', { shiftKey: true }))).toBe(false);
  });
});

describe('keyboardMenuPoint', () => {
  const canvas = { left: 100, top: 50, width: 800, height: 600 };

  it('opens a little inside a node, at the middle of a connection', () => {
    expect(keyboardMenuPoint({ left: 300, top: 150, width: 200, height: 110 }, canvas, 'node')).toEqual({
      left: 232,
      top: 120,
      client: { x: 332, y: 170 },
    });
    expect(keyboardMenuPoint({ left: 300, top: 150, width: 20, height: 10 }, canvas, 'node')).toMatchObject({
      left: 210,
      top: 105,
    });
    expect(keyboardMenuPoint({ left: 300, top: 150, width: 200, height: 100 }, canvas, 'edge')).toMatchObject(
      {
        left: 300,
        top: 150,
      },
    );
  });

  it('stays inside the canvas', () => {
    expect(keyboardMenuPoint({ left: 0, top: 0, width: 40, height: 20 }, canvas, 'node')).toEqual({
      left: 0,
      top: 0,
      client: { x: 100, y: 50 },
    });
    expect(keyboardMenuPoint({ left: 2000, top: 2000, width: 40, height: 20 }, canvas, 'node')).toEqual({
      left: 800,
      top: 600,
      client: { x: 900, y: 650 },
    });
  });
});
