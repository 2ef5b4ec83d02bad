/**
 * Lean page content (version 5, docs/decisions/0037): bricks and the template settings hold their values, their
 * components and templates hold the definitions. The rule of what an entry keeps is property-types/lean-entry.ts;
 * these apply it to a brick, a tree of bricks and a whole page through the one tree walker (page-tree.ts).
 *
 * Stored content, the API's `content` and what the editor saves are lean. Whatever reads meaning from content
 * (the editor, page checks, publishing, previews, prefab refreshes) expands it first with the current
 * definitions, and leans it again before storing.
 */
import { mapBricks, type TreeBrick, type TreeSlots, walkBricks } from './page-tree.ts';
import { expandEntries, leanEntries, stripEntries } from './property-types/lean-entry.ts';
import { isRecord } from './property-types/values.ts';

/** A component's or template's definitions, as its row holds them. */
export interface ElementDefinition {
  readonly dataTypes: Readonly<Record<string, unknown>>;
  readonly dataGroups?: unknown;
}

/** Where a page's bricks and template settings find their definitions. */
export interface ContentDefinitions {
  /** The component a brick names; undefined when it is gone (its values are then kept as stored). */
  component(id: string): ElementDefinition | undefined;
  /** The page's template; undefined leaves the template settings as they are. */
  readonly template?: ElementDefinition;
}

type LooseBrick = TreeBrick & { readonly componentId?: unknown; readonly dataTypes?: unknown };

function definitionOf(brick: LooseBrick, definitions: ContentDefinitions): ElementDefinition | undefined {
  return typeof brick.componentId === 'string' ? definitions.component(brick.componentId) : undefined;
}

/** A brick without its copy of the definitions: lean entries (leanEntries), no dataGroups. */
export function leanBrick<B extends LooseBrick>(brick: B, definition: ElementDefinition | undefined): B {
  if (!isRecord(brick.dataTypes)) return brick;
  const { dataGroups: _groups, ...rest } = brick as B & { dataGroups?: unknown };
  return { ...rest, dataTypes: leanEntries(brick.dataTypes, definition?.dataTypes) } as unknown as B;
}

/**
 * A lean brick with its component's definitions: every entry expanded (expandEntries) and the component's
 * groups. A brick whose component is gone stays as stored.
 */
export function expandBrick<B extends LooseBrick>(brick: B, definition: ElementDefinition | undefined): B {
  if (!definition) return brick;
  const stored = isRecord(brick.dataTypes) ? brick.dataTypes : {};
  return {
    ...brick,
    dataTypes: expandEntries(stored, definition.dataTypes),
    dataGroups: Array.isArray(definition.dataGroups) ? definition.dataGroups : [],
  };
}

/** A full brick (content before version 5, a clipboard) stripped without its definitions (stripEntry). */
export function stripBrick<B extends LooseBrick>(brick: B): B {
  if (!isRecord(brick.dataTypes)) return brick;
  const { dataGroups: _groups, ...rest } = brick as B & { dataGroups?: unknown };
  return { ...rest, dataTypes: stripEntries(brick.dataTypes) } as unknown as B;
}

/** leanBrick / expandBrick / stripBrick over a whole tree, at any depth. */
export function leanBricks<B extends LooseBrick>(slots: TreeSlots<B>, definitions: ContentDefinitions) {
  return mapBricks(slots, (brick) => leanBrick(brick, definitionOf(brick, definitions)));
}

export function expandBricks<B extends LooseBrick>(slots: TreeSlots<B>, definitions: ContentDefinitions) {
  return mapBricks(slots, (brick) => expandBrick(brick, definitionOf(brick, definitions)));
}

export function stripBricks<B extends LooseBrick>(slots: TreeSlots<B>) {
  return mapBricks(slots, (brick) => stripBrick(brick));
}

type Content = Readonly<Record<string, unknown>>;

/** The content with its template settings and slots changed; the rest as it is. */
function withParts<C extends Content>(
  content: C,
  template: (settings: Readonly<Record<string, unknown>>) => Record<string, unknown>,
  bricks: (slots: TreeSlots<LooseBrick>) => TreeSlots<LooseBrick>,
): C {
  const out: Record<string, unknown> = { ...content };
  const settings = content.template;
  if (isRecord(settings) && isRecord(settings.dataTypes)) {
    out.template = { ...settings, dataTypes: template(settings.dataTypes) };
  }
  if (isRecord(content.slots)) out.slots = bricks(content.slots as TreeSlots<LooseBrick>);
  return out as C;
}

/** Content of version 5 or later as stored: lean (leanBrick) against `definitions`. */
export function leanPageContent<C extends Content>(content: C, definitions: ContentDefinitions): C {
  const template = definitions.template;
  return withParts(
    content,
    (entries) => leanEntries(entries, template?.dataTypes),
    (slots) => leanBricks(slots, definitions),
  );
}

/** Lean content with the definitions of its bricks and template: the full shape of content version 4. */
export function expandPageContent<C extends Content>(content: C, definitions: ContentDefinitions): C {
  const template = definitions.template;
  return withParts(
    content,
    (entries) => (template ? expandEntries(entries, template.dataTypes) : { ...entries }),
    (slots) => expandBricks(slots, definitions),
  );
}

/** Full content (version 4 or older) made lean without definitions: the 4 → 5 migration (stripEntry). */
export function stripPageContent<C extends Content>(content: C): C {
  return withParts(content, stripEntries, (slots) => stripBricks(slots));
}

/** The ids of the components a content's bricks name, at any depth, once each. */
export function componentIdsOf(content: unknown): string[] {
  if (!isRecord(content) || !isRecord(content.slots)) return [];
  const ids = new Set<string>();
  walkBricks(content.slots as TreeSlots<LooseBrick>, (brick) => {
    if (typeof brick.componentId === 'string') ids.add(brick.componentId);
  });
  return [...ids];
}

/** ContentDefinitions from lists of rows (components by id, the template). */
export function definitionsFrom(
  components: Iterable<ElementDefinition & { readonly id: string }>,
  template?: ElementDefinition | null,
): ContentDefinitions {
  const byId = new Map<string, ElementDefinition>();
  for (const component of components) byId.set(component.id, component);
  return { component: (id) => byId.get(id), ...(template ? { template } : {}) };
}
