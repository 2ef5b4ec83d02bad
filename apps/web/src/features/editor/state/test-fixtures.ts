/** Shared by this folder's tests: real starter-kit definitions and small states built from them. */
import { STARTER_COMPONENTS, STARTER_TEMPLATES, type StarterComponent } from '@tessera/starter-kit';
import type { ComponentDef, EditorBrick, PrefabDef, PropertyEntry, TemplateDef } from '../model/types.ts';
import { initialEditorData } from './initial.ts';
import { load } from './load.ts';
import type { EditorData } from './store-api.ts';

function starter(name: string): StarterComponent {
  const found = STARTER_COMPONENTS.find((component) => component.name === name);
  if (!found) throw new Error(`no starter component ${name}`);
  return found;
}

/** Definitions arrive as JSON from the server; so do they here. */
function json<T>(value: unknown): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function componentDef(id: string, source: StarterComponent): ComponentDef {
  return {
    id,
    name: source.name,
    description: source.description,
    icon: source.icon,
    compiledCode: '',
    dataTypes: json(source.dataTypes),
    dataGroups: json(source.dataGroups),
    events: source.dataEvents.events.mouse,
    slots: 0,
  };
}

export const HEADING = componentDef('c-heading', starter('Heading'));
export const PARAGRAPH = componentDef('c-paragraph', starter('Paragraph'));
export const COMPONENTS = [HEADING, PARAGRAPH];

export function templateDef(slots: number): TemplateDef {
  const source = STARTER_TEMPLATES[0]!;
  return {
    id: 't-1',
    name: source.name,
    compiledCode: '',
    dataTypes: json(source.dataTypes),
    dataGroups: json(source.dataGroups),
    slots,
  };
}

/** A stored brick of a component, as content holds it. */
export function storedBrick(id: string, component: ComponentDef = HEADING): EditorBrick {
  return {
    id,
    name: component.name,
    componentId: component.id,
    isPrefab: false,
    dataTypes: structuredClone(component.dataTypes),
    dataGroups: structuredClone(component.dataGroups),
  };
}

/** A loaded state whose slots hold bricks with the given ids, e.g. { slot1: ['a', 'b'], slot2: [] }. */
export function stateWith(layout: Record<string, string[]>): EditorData {
  const slots = Object.fromEntries(
    Object.entries(layout).map(([slot, ids]) => [slot, ids.map((id) => storedBrick(id))]),
  );
  let n = 0;
  return load(
    initialEditorData(),
    {
      content: { version: 1, template: { id: 't-1', isPrefab: false, dataTypes: {} }, slots },
      template: templateDef(Object.keys(layout).length),
      components: COMPONENTS,
    },
    () => `gen-${++n}`,
  );
}

export function ids(state: EditorData, slot: string): string[] {
  return (state.slots[slot] ?? []).map((brick) => brick.id);
}

/** Deeply freezes a state so a test fails if an action mutates what it was given. */
export function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (value instanceof Map) return value;
    for (const key of Object.keys(value)) frozen((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * A prefab of HEADING as the server answers it: the heading's entries with text and color tuned, color
 * locked (isMutable false) and everything else mutable.
 */
export function headingPrefab(overrides: Partial<PrefabDef> = {}): PrefabDef {
  const dataTypes: Record<string, PropertyEntry> = {};
  for (const [name, entry] of Object.entries(HEADING.dataTypes))
    dataTypes[name] = { ...entry, isMutable: true };
  dataTypes.text = { ...dataTypes.text!, value: 'Prefab text' };
  dataTypes.color = { ...dataTypes.color!, value: '#ff0000', isMutable: false };
  return {
    id: 'pf-1',
    name: 'Red heading',
    elementId: HEADING.id,
    prefabType: 'Component',
    dataTypes,
    dataGroups: json(HEADING.dataGroups),
    elementExists: true,
    placedPageCount: 1,
    ...overrides,
  };
}

/** A template prefab of templateDef(): background locked, gap mutable. */
export function templatePrefab(overrides: Partial<PrefabDef> = {}): PrefabDef {
  const source = templateDef(1);
  const dataTypes: Record<string, PropertyEntry> = {};
  for (const [name, entry] of Object.entries(source.dataTypes))
    dataTypes[name] = { ...entry, isMutable: true };
  dataTypes.background = { ...dataTypes.background!, value: '#000000', isMutable: false };
  dataTypes.gap = { ...dataTypes.gap!, value: 24 };
  return {
    id: 'tp-1',
    name: 'Dark page',
    elementId: source.id,
    prefabType: 'Template',
    dataTypes,
    dataGroups: json(source.dataGroups),
    elementExists: true,
    placedPageCount: 0,
    ...overrides,
  };
}

/** A stored copy of `prefab` (page content: no isMutable), with the page's own text. */
export function storedCopy(id: string, prefab: PrefabDef, text = 'Page text'): EditorBrick {
  const dataTypes: Record<string, PropertyEntry> = {};
  for (const [name, entry] of Object.entries(prefab.dataTypes)) {
    const { isMutable: _dropped, ...rest } = entry;
    dataTypes[name] = rest as PropertyEntry;
  }
  dataTypes.text = { ...dataTypes.text!, value: text };
  return {
    id,
    name: prefab.name,
    componentId: prefab.elementId,
    isPrefab: true,
    prefabId: prefab.id,
    dataTypes,
    dataGroups: structuredClone(HEADING.dataGroups),
  };
}
