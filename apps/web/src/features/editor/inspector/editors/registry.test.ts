import { PROPERTY_TYPE_NAMES } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { FormEditor } from './form-editor.tsx';
import { FormFieldEditor } from './form-field-editor.tsx';
import { EDITORS } from './registry.ts';

describe('EDITORS', () => {
  it('has an editor for each of the 39 property types, and nothing else', () => {
    expect(Object.keys(EDITORS).sort()).toEqual([...PROPERTY_TYPE_NAMES].sort());
    expect(PROPERTY_TYPE_NAMES).toHaveLength(39);
    for (const type of PROPERTY_TYPE_NAMES) expect(typeof EDITORS[type].Editor, type).toBe('function');
  });

  it('edits Form and FormField values with their own editors (issue 24)', () => {
    expect(EDITORS.Form.Editor).toBe(FormEditor);
    expect(EDITORS.FormField.Editor).toBe(FormFieldEditor);
  });

  it('lets only the switches draw their own label', () => {
    const own = PROPERTY_TYPE_NAMES.filter((type) => EDITORS[type].ownLabel);
    expect(own).toEqual(['BoxShadowInset', 'Switch', 'SwitchCard']);
  });
});
