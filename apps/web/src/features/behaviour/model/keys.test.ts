import { describe, expect, it } from 'vitest';
import { type DeleteKeyEvent, deleteKeyApplies } from './keys.ts';

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
