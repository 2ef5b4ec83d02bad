/** Shared by this folder's tests: real starter-kit definitions and small states built from them. */
import { STARTER_COMPONENTS, STARTER_TEMPLATES, type StarterComponent } from '@tessera/starter-kit';
import type {
  ComponentDef,
  EditorBrick,
  PrefabDef,
  PropertyEntry,
  Slots,
  TemplateDef,
} from '../model/types.ts';
import { initialEditorData } from './initial.ts';
import { load } from './load.ts';
import { resolveSlot } from './slot-place.ts';
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

/**
 * The kit's entries without their values per breakpoint: these tests state the values per breakpoint they test,
 * so that a change to the kit's phone sizes does not change what they prove.
 */
function desktopOnly(dataTypes: unknown): ComponentDef['dataTypes'] {
  const entries = json<Record<string, Record<string, unknown>>>(dataTypes);
  for (const entry of Object.values(entries)) delete entry.breakpoints;
  return entries as ComponentDef['dataTypes'];
}

function componentDef(id: string, source: StarterComponent): ComponentDef {
  return {
    id,
    name: source.name,
    description: source.description,
    icon: source.icon,
    compiledCode: '',
    dataTypes: desktopOnly(source.dataTypes),
    dataGroups: json(source.dataGroups),
    events: source.dataEvents.events.mouse,
    slots: 0,
  };
}

export const HEADING = componentDef('c-heading', starter('Heading'));
export const PARAGRAPH = componentDef('c-paragraph', starter('Paragraph'));
export const COMPONENTS = [HEADING, PARAGRAPH];
/** A container: a component whose code takes slot1 and slot2 (docs/decisions/0032). */
export const COLUMNS: ComponentDef = {
  ...componentDef('c-columns', starter('Paragraph')),
  name: 'Columns',
  slots: 2,
};
export const TREE_COMPONENTS = [HEADING, PARAGRAPH, COLUMNS];

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

/** A brick of the tree layout: a heading's id, or a Columns container's id with its slots' contents. */
export type TreeNode = string | readonly [string, Record<string, readonly TreeNode[]>];

function storedNode(node: TreeNode): EditorBrick {
  if (typeof node === 'string') return storedBrick(node);
  const [id, slots] = node;
  return {
    ...storedBrick(id, COLUMNS),
    slots: Object.fromEntries(Object.entries(slots).map(([name, list]) => [name, list.map(storedNode)])),
  };
}

/**
 * A loaded state of nested bricks, e.g. { slot1: [['cols', { slot1: ['a'], slot2: [] }], 'b'] }: 'cols' a
 * Columns container holding 'a' in its first slot, 'b' a heading after it.
 */
export function treeState(layout: Record<string, readonly TreeNode[]>): EditorData {
  const slots = Object.fromEntries(
    Object.entries(layout).map(([slot, list]) => [slot, list.map(storedNode)]),
  );
  let n = 0;
  return load(
    initialEditorData(),
    {
      content: { version: 2, template: { id: 't-1', isPrefab: false, dataTypes: {} }, slots },
      template: templateDef(Object.keys(layout).length),
      components: TREE_COMPONENTS,
    },
    () => `gen-${++n}`,
  );
}

/** The ids in a slot anywhere, by address (`slot1`, `{containerId}/slot2`). */
export function ids(state: Pick<EditorData, 'slots' | 'components'>, slot: string): string[] {
  return (resolveSlot(state, slot)?.list ?? []).map((brick) => brick.id);
}

/** The page as nested ids, to compare whole trees in one assertion. */
export function shape(slots: Slots): Record<string, unknown[]> {
  const of = (brick: EditorBrick): unknown => (brick.slots ? [brick.id, shape(brick.slots)] : brick.id);
  return Object.fromEntries(Object.entries(slots).map(([name, list]) => [name, list.map(of)]));
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
