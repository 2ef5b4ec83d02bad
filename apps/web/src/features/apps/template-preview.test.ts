import { DEFAULT_IMPORTS, loadModule } from '@tessera/runtime';
import { describe, expect, it } from 'vitest';
import { placeholderHeight, SLOT_PLACEHOLDER_ID, templatePreview } from './template-preview.ts';

const template = {
  id: 't1',
  compiledCode: 'module.exports = { default: function T(props) { return null; } };',
  dataTypes: {},
  slots: 3,
};

describe('template preview', () => {
  it('fills every slot with one labelled placeholder, laid out by the template itself', () => {
    const { modules, tree } = templatePreview(template, (n) => `Slot ${n}`);
    expect(modules.map((module) => module.id)).toEqual(['t1', SLOT_PLACEHOLDER_ID]);
    expect(tree?.moduleId).toBe('t1');
    expect(Object.keys(tree?.slots ?? {})).toEqual(['slot1', 'slot2', 'slot3']);
    expect(tree?.slots?.slot2?.[0]).toMatchObject({
      moduleId: SLOT_PLACEHOLDER_ID,
      props: { label: 'Slot 2' },
    });
  });

  it('ships a placeholder module the runtime loads', () => {
    const placeholder = templatePreview(template, String).modules[1]!;
    const loaded = loadModule(placeholder, DEFAULT_IMPORTS);
    expect(loaded.error).toBeNull();
    expect(typeof loaded.component).toBe('function');
  });

  it('draws one or two slots taller than three stacked ones, which must all fit', () => {
    expect(placeholderHeight(1)).toBeGreaterThan(placeholderHeight(3));
    expect(placeholderHeight(2)).toBe(placeholderHeight(1));
    expect(3 * (placeholderHeight(3) + 16)).toBeLessThan(736 - 96);
  });

  it('draws nothing when the properties cannot be resolved', () => {
    expect(templatePreview({ ...template, dataTypes: 'broken' }, String).tree).toBeNull();
  });
});
