import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { EN_US, PT_BR } from '../../../i18n/catalogue.ts';
import type { Component, Template } from '../api/authoring-fields.ts';
import type { SavePayload } from './authoring-editor.tsx';
import { emptyValues, slotCountText, TEMPLATE_THUMBNAILS, toInput, valuesOf } from './authoring-kinds.ts';

async function translator(lng: 'en-US' | 'pt-BR') {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources: { 'en-US': { translation: EN_US }, 'pt-BR': { translation: PT_BR } },
  });
  return instance.t;
}

const payload: SavePayload = {
  name: 'Columns',
  description: 'Two columns',
  icon: '<svg></svg>',
  code: 'export default ({ slot1, slot2 }) => null;',
  compiledCode: 'compiled',
  dataTypes: { gap: { type: 'Number', value: 8 } },
  dataGroups: [],
  dataEvents: { label: 'Events', events: {} },
  slots: 2,
};

const base = {
  id: 'x',
  name: 'Columns',
  description: 'Two columns',
  icon: '<svg></svg>',
  code: 'code',
  compiledCode: 'compiled',
  dataTypes: { name: { type: 'TextInput', value: 'Columns' }, gap: { type: 'Number', value: 8 } },
  dataGroups: [],
  slots: 2,
  tags: [],
};

describe('the kinds of the authoring screens', () => {
  it('name a container and a template by their slots, in both languages', async () => {
    const en = await translator('en-US');
    const pt = await translator('pt-BR');
    expect(slotCountText(en, 'component', 2)).toBe('Container · 2 slots');
    expect(slotCountText(en, 'component', 1)).toBe('Container · 1 slot');
    expect(slotCountText(pt, 'component', 2)).toBe('Contêiner · 2 espaços');
    expect(slotCountText(en, 'template', 3)).toBe('3 slots');
    expect(slotCountText(pt, 'template', 1)).toBe('1 espaço');
    // An ordinary component says nothing of slots.
    expect(slotCountText(en, 'component', 0)).toBeNull();
  });

  it('send each kind its own input: events for components, slots and thumbnails for templates', () => {
    const component = toInput('component', payload);
    expect(component).toMatchObject({ name: 'Columns', dataEvents: payload.dataEvents, tags: ['component'] });
    expect(component).not.toHaveProperty('slots');
    expect(component).not.toHaveProperty('thumbnails');
    const template = toInput('template', payload);
    expect(template).toMatchObject({ slots: 2, thumbnails: TEMPLATE_THUMBNAILS, tags: ['template'] });
    expect(template).not.toHaveProperty('dataEvents');
  });

  it('load an item into the form without the editor entries; templates have no events tab', () => {
    const component: Component = { ...base, dataEvents: { label: 'Events', events: {} } };
    const template: Template = { ...base, thumbnails: [] };
    const loaded = valuesOf('component', component);
    expect(JSON.parse(loaded.properties)).toEqual({ gap: { type: 'Number', value: 8 } });
    expect(JSON.parse(loaded.events ?? '')).toEqual({ label: 'Events', events: {} });
    expect(valuesOf('template', template).events).toBeNull();
    expect(emptyValues('component').events).toBe('');
    expect(emptyValues('template').events).toBeNull();
  });
});
