import {
  expandEntries,
  type GraphComment,
  type GraphConnection,
  type GraphNode,
  graphCommentSchema,
  graphConnectionSchema,
  graphNodeSchema,
  isPropertyTypeName,
  MAX_BRICK_DEPTH,
  migratePageContent,
  SLOT_NAME,
  slotAddress,
  slotNames,
  stripBricks,
} from '@tessera/shared';
import type {
  ComponentDef,
  ContentProblem,
  EditorBrick,
  EditorTemplate,
  PrefabDef,
  PropertyEntries,
  Slots,
  TemplateDef,
} from '../model/types.ts';
import { isRecord } from './entries.ts';
import { mergeEntries } from './merge-entries.ts';
import { detachCopy, fitsBrick, fitsTemplate, refreshCopy, refreshTemplateCopy } from './prefab-copies.ts';
import type { EditorData, LoadInput } from './store-api.ts';

export { mergeEntries };

/**
 * A slot item that is not an object cannot be shown or edited, but it must not vanish either: it is
 * wrapped in a placeholder brick of no component (the canvas draws the missing-component placeholder,
 * which can be deleted) and written back as it was by toContent().
 */
export const MALFORMED_KEY = '$malformed';

/**
 * A brick's slots that cannot be shown (a slot its component does not have, a list that is not a list,
 * bricks nested deeper than MAX_BRICK_DEPTH, the contents of a brick whose component is gone): kept on the
 * brick under this key, as stored, reported, and written back into its `slots` by toContent(), as the
 * template's extra slots are.
 */
export const UNREAD_SLOTS_KEY = '$unreadSlots';

const KNOWN_KEYS = new Set(['version', 'template', 'slots', 'pageEvents']);

function reportUnknownTypes(owner: string, entries: PropertyEntries, problems: ContentProblem[]): void {
  for (const property in entries) {
    const entry: unknown = entries[property];
    const type = isRecord(entry) ? entry.type : undefined;
    if (!isPropertyTypeName(type)) {
      problems.push({ kind: 'unknownType', owner, property, type: typeof type === 'string' ? type : '' });
    }
  }
}

interface LoadContext {
  readonly components: ReadonlyMap<string, ComponentDef>;
  readonly prefabs: ReadonlyMap<string, PrefabDef>;
  readonly problems: ContentProblem[];
  readonly ids: Set<string>;
  readonly newId: () => string;
  /**
   * A load of content that changed elsewhere (co-editing, remote.ts): the bricks shown before, by id, and the
   * ids whose own fields changed. Any other brick whose children came back the same is kept as it was, so the
   * canvas and the inspector skip it.
   */
  readonly reuse?: {
    readonly bricks: ReadonlyMap<string, EditorBrick>;
    readonly changed: ReadonlySet<string>;
  };
}

/** Whether two slot maps hold the same bricks (by identity) in the same slots. */
function sameSlots(a: Slots | undefined, b: Slots | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const names = Object.keys(a);
  if (names.length !== Object.keys(b).length) return false;
  return names.every((name) => {
    const x = a[name];
    const y = b[name];
    return !!x && !!y && x.length === y.length && x.every((brick, i) => brick === y[i]);
  });
}

/** The slots of a loaded brick: the ones its component has, loaded; the others kept unread. */
function loadSlots(
  id: string,
  raw: unknown,
  component: ComponentDef | undefined,
  context: LoadContext,
  depth: number,
): { slots?: Slots; unread?: unknown } {
  // A placeholder's contents stay as stored; its missing component is the problem reported.
  if (!component) return raw === undefined ? {} : { unread: raw };
  const count = component.slots;
  const shown = slotNames(count);
  if (raw === undefined) return count > 0 ? { slots: Object.fromEntries(shown.map((n) => [n, []])) } : {};
  const stored = isRecord(raw) ? raw : {};
  const slots: Record<string, readonly EditorBrick[]> = {};
  const unread: Record<string, unknown> = {};
  const keep = (name: string, list: unknown, reason: 'noSlot' | 'tooDeep') => {
    unread[name] = list;
    context.problems.push({
      kind: 'unreadSlot',
      slot: slotAddress(id, name),
      bricks: Array.isArray(list) ? list.length : 0,
      reason,
    });
  };
  for (const name in stored) {
    const list = stored[name];
    const fits = SLOT_NAME.test(name) && Number(name.slice('slot'.length)) <= count && Array.isArray(list);
    if (!fits) keep(name, list, 'noSlot');
    // An empty list nests nothing, so it is never too deep.
    else if (depth >= MAX_BRICK_DEPTH && list.length > 0) keep(name, list, 'tooDeep');
  }
  for (const name of shown) {
    const list = stored[name];
    slots[name] =
      Array.isArray(list) && !(name in unread) ? list.map((item) => loadBrick(item, context, depth + 1)) : [];
  }
  if (!isRecord(raw)) {
    context.problems.push({
      kind: 'unreadSlot',
      slot: slotAddress(id, 'slots'),
      bricks: 0,
      reason: 'noSlot',
    });
    return { ...(count > 0 ? { slots } : {}), unread: raw };
  }
  return {
    ...(count > 0 ? { slots } : {}),
    ...(Object.keys(unread).length > 0 ? { unread } : {}),
  };
}

function loadBrick(raw: unknown, context: LoadContext, depth = 1): EditorBrick {
  const { problems, ids } = context;
  if (!isRecord(raw)) {
    const id = context.newId();
    ids.add(id);
    problems.push({ kind: 'unknownComponent', brickId: id, componentId: '' });
    return {
      id,
      name: '',
      componentId: '',
      isPrefab: false,
      dataTypes: {},
      dataGroups: [],
      [MALFORMED_KEY]: raw,
    };
  }
  // A missing or repeated id would make two bricks answer to one selection, drag or React key.
  const id = typeof raw.id === 'string' && raw.id !== '' && !ids.has(raw.id) ? raw.id : context.newId();
  ids.add(id);
  const componentId = typeof raw.componentId === 'string' ? raw.componentId : '';
  const component = context.components.get(componentId);
  const { [MALFORMED_KEY]: _placeholder, [UNREAD_SLOTS_KEY]: _unread, slots: rawSlots, ...fields } = raw;
  // An unchanged brick of a remote load: its children first, then itself as it was when they are too.
  const old = context.reuse?.bricks.get(id);
  let loaded: ReturnType<typeof loadSlots> | undefined;
  if (old && component && !context.reuse!.changed.has(id) && old.componentId === componentId) {
    loaded = loadSlots(id, rawSlots, component, context, depth);
    if (
      loaded.unread === undefined &&
      !Object.hasOwn(old, UNREAD_SLOTS_KEY) &&
      sameSlots(old.slots, loaded.slots)
    )
      return old;
  }
  const stored = isRecord(raw.dataTypes) ? raw.dataTypes : {};
  let dataTypes: PropertyEntries;
  let dataGroups: EditorBrick['dataGroups'];
  if (component) {
    // Stored content is lean (version 5): the brick's own values, expanded with its component's definitions.
    dataTypes = expandEntries(stored, component.dataTypes) as PropertyEntries;
    dataGroups = component.dataGroups;
  } else {
    problems.push({ kind: 'unknownComponent', brickId: id, componentId });
    dataTypes = stored as PropertyEntries;
    dataGroups = Array.isArray(raw.dataGroups) ? (raw.dataGroups as EditorBrick['dataGroups']) : [];
  }
  reportUnknownTypes(id, dataTypes, problems);
  // The placeholder key is the loader's own (taken out of `fields` above): content or a clipboard that carries
  // it cannot make a brick save something other than what is shown.
  const { slots, unread } = loaded ?? loadSlots(id, rawSlots, component, context, depth);
  const brick: EditorBrick = {
    ...fields,
    id,
    name: typeof raw.name === 'string' ? raw.name : (component?.name ?? ''),
    componentId,
    isPrefab: typeof raw.isPrefab === 'boolean' ? raw.isPrefab : false,
    dataTypes,
    dataGroups,
    ...(slots ? { slots } : {}),
    ...(unread !== undefined ? { [UNREAD_SLOTS_KEY]: unread } : {}),
  };
  return loadCopy(brick, context, component);
}

/**
 * A placed prefab as loaded: refreshed from its prefab and annotated with its locks; a copy whose prefab
 * is gone (or is not one of this component) becomes a plain brick with its values (it is saved as one).
 * A copy of a missing component stays as stored, a placeholder.
 */
function loadCopy(
  brick: EditorBrick,
  context: LoadContext,
  component: ComponentDef | undefined,
): EditorBrick {
  if (!brick.isPrefab && brick.prefabId === undefined) return brick;
  const prefab = typeof brick.prefabId === 'string' ? context.prefabs.get(brick.prefabId) : undefined;
  if (!component) return brick;
  // Bottom-up: the copy's own bricks were loaded (and any copies among them refreshed) before it. The
  // components merge each inner brick with its current definition; the loader's ids fill new inner bricks.
  if (brick.isPrefab && fitsBrick(prefab, brick.componentId))
    return refreshCopy(brick, prefab, component, context.components, context.newId);
  return detachCopy(brick, component.dataTypes);
}

/**
 * A brick from the system clipboard (already validated by clipboard-payload.ts), repaired against this
 * page's components and prefabs as a loaded one would be: a copy of a prefab of this app is refreshed
 * from it, a copy of a prefab this app does not have becomes a plain brick with its values.
 */
export function loadPastedBrick(
  raw: Readonly<Record<string, unknown>>,
  state: EditorData,
  newId: () => string,
): EditorBrick {
  // The clipboard carries full bricks (brickForSave), as content before version 5 did: stripped like them first.
  const lean = stripBricks({ pasted: [raw as Record<string, unknown> & { id: string }] }).pasted![0]!;
  return loadBrick(lean, {
    components: state.components,
    prefabs: state.prefabs,
    problems: [],
    ids: new Set(),
    newId,
  });
}

function loadTemplate(
  raw: unknown,
  definition: TemplateDef,
  prefabs: ReadonlyMap<string, PrefabDef>,
  problems: ContentProblem[],
): EditorTemplate {
  const stored = isRecord(raw) ? raw : {};
  const dataTypes = expandEntries(
    isRecord(stored.dataTypes) ? stored.dataTypes : {},
    definition.dataTypes,
  ) as PropertyEntries;
  reportUnknownTypes('template', dataTypes, problems);
  const template: EditorTemplate = {
    ...stored,
    // The page is drawn with the template the screen loaded for it; its id is what the content is built on.
    id: definition.id,
    isPrefab: typeof stored.isPrefab === 'boolean' ? stored.isPrefab : false,
    dataTypes,
  };
  if (!template.isPrefab && template.prefabId === undefined) return template;
  const prefab = typeof template.prefabId === 'string' ? prefabs.get(template.prefabId) : undefined;
  if (template.isPrefab && fitsTemplate(prefab, definition.id))
    return refreshTemplateCopy(template, prefab, definition);
  return detachCopy(template, definition.dataTypes);
}

/**
 * The behaviour graph, each node, connection and comment checked with the graph's schemas: one that cannot
 * be read (no id, no type, no position…) would make the server refuse every save of the page, so it is left
 * out and reported. Unknown node types and unknown fields are kept (the graph editor shows them).
 */
function loadPageEvents(raw: unknown, problems: ContentProblem[]): EditorData['pageEvents'] {
  if (!isRecord(raw)) return { nodes: [], connections: [], comments: [] };
  let unreadable = 0;
  const valid = <T>(value: unknown, schema: { safeParse(v: unknown): { success: boolean } }): T[] => {
    const list = Array.isArray(value) ? value : [];
    const kept = list.filter((item) => schema.safeParse(item).success) as T[];
    unreadable += list.length - kept.length;
    return kept;
  };
  const graph = {
    ...raw,
    nodes: valid<GraphNode>(raw.nodes, graphNodeSchema),
    connections: valid<GraphConnection>(raw.connections, graphConnectionSchema),
    comments: valid<GraphComment>(raw.comments, graphCommentSchema),
  };
  if (unreadable > 0) problems.push({ kind: 'unreadableGraph', count: unreadable });
  return graph;
}

/**
 * Opens stored content of any version (spec §4, issue 6): migrated, then repaired without losing anything.
 * The template's slots slot1 … slotN are shown (at least one: empty content gives one empty slot); other
 * slots and unknown top-level keys go to `preserved` untouched; bricks of unknown components and entries
 * of unknown types stay as stored; bricks and the template settings are merged with their current
 * definitions; placed prefabs are refreshed from their prefab and carry its locks, or become plain when
 * their prefab is gone (prefab-copies.ts). What is odd is reported in `problems`. Never throws on
 * malformed content.
 */
export function load<S extends EditorData>(
  state: S,
  input: LoadInput,
  newId: () => string = () => crypto.randomUUID(),
  reuse?: LoadContext['reuse'],
): S {
  const migrated = migratePageContent(input.content);
  const content = isRecord(migrated) ? migrated : {};
  const problems: ContentProblem[] = [];
  const components = new Map(input.components.map((component) => [component.id, component]));
  const prefabs = new Map((input.prefabs ?? []).map((prefab) => [prefab.id, prefab]));
  const context: LoadContext = { components, prefabs, problems, ids: new Set(), newId, reuse };

  const storedSlots = isRecord(content.slots) ? content.slots : {};
  const shown = slotNames(Math.max(1, input.template.slots));
  const slots: Record<string, readonly EditorBrick[]> = {};
  for (const name of shown) {
    const list = storedSlots[name];
    slots[name] = Array.isArray(list) ? list.map((raw) => loadBrick(raw, context)) : [];
  }
  const extraSlots: Record<string, unknown> = {};
  for (const name in storedSlots) {
    if (name in slots) continue;
    const list = storedSlots[name];
    extraSlots[name] = list;
    problems.push({ kind: 'extraSlot', slot: name, bricks: Array.isArray(list) ? list.length : 0 });
  }

  const preserved: Record<string, unknown> = {};
  for (const key in content) if (!KNOWN_KEYS.has(key)) preserved[key] = content[key];
  if (Object.keys(extraSlots).length > 0) preserved.slots = extraSlots;

  const template = loadTemplate(content.template, input.template, prefabs, problems);
  const pageEvents = loadPageEvents(content.pageEvents, problems);
  const readySlots: Slots = slots;
  return {
    ...state,
    status: 'ready',
    slots: readySlots,
    template,
    selectedTemplatePrefab: template.isPrefab && template.prefabId ? template.prefabId : null,
    selection: null,
    problems,
    components,
    prefabs,
    templateDef: input.template,
    preserved,
    pageEvents,
    saved: { slots: readySlots, template, pageEvents },
  };
}
