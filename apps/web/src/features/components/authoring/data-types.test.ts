import { describe, expect, it } from 'vitest';
import { withEditorEntries, withoutEditorEntries } from './data-types.ts';

const title = { type: 'TextInput', value: 'Hi' };

describe('editor entries', () => {
  it('adds name and visibility to a component', () => {
    const saved = withEditorEntries('component', { title }, ' Hero ');
    expect(Object.keys(saved)).toEqual(['name', 'visibility', 'title']);
    expect(saved.name).toMatchObject({ type: 'TextInput', value: 'Hero', defaultValue: 'Hero' });
    expect(saved.visibility).toMatchObject({ type: 'Switch', value: true });
  });

  it('adds only a labelled name to a template', () => {
    const saved = withEditorEntries('template', { title }, 'Two columns');
    expect(Object.keys(saved)).toEqual(['name', 'title']);
    expect(saved.name).toMatchObject({ type: 'TextInput', i18n: { 'en-US': { label: 'Template name' } } });
  });

  it('replaces stale entries instead of keeping them', () => {
    const saved = withEditorEntries('component', { name: { type: 'TextInput', value: 'Old' }, title }, 'New');
    expect(saved.name).toMatchObject({ value: 'New' });
  });

  it('removes them on load', () => {
    const loaded = { name: {}, visibility: {}, title };
    expect(withoutEditorEntries('component', loaded)).toEqual({ title });
    expect(withoutEditorEntries('template', { name: {}, title })).toEqual({ title });
    expect(withoutEditorEntries('component', null)).toEqual({});
  });
});
