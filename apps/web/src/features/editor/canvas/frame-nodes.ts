/**
 * The nodes the frame draws, one per brick and one for the template: their props resolved against the
 * app's pages, their values per breakpoint as steps (responsivePropsOf), and the slots a container names.
 *
 * Each node is cached per immutable brick or template object and per resolve context (links and
 * breakpoints), so an unchanged brick is never resolved twice, and a brick whose values come out the same
 * keeps its node: render-model.ts compares nodes by identity to decide what to send.
 */

import { type EditorNode, MISSING_MODULE_ID } from '@tessera/runtime/editor-protocol';
import {
  type Breakpoint,
  childSlots,
  type LinkContext,
  type ResponsiveProps,
  readsContext,
  resolvePropsTolerant,
  responsivePropsOf,
  type ResolveContext as SharedResolveContext,
} from '@tessera/shared';
import type {
  ComponentDef,
  EditorBrick,
  EditorTemplate,
  PropertyEntries,
  TemplateDef,
} from '../model/types.ts';

/** Key of the template's node; brick keys are brick ids. */
export const TEMPLATE_KEY = 'template';

/**
 * Props of one brick or template (shared resolvePropsTolerant: a bad entry is left out, not fatal), with
 * Link values resolved against the app's pages when `links` is given, and a form field's ids derived from
 * `brickId` as the live page derives them (forms/fields.ts).
 */
export function resolveTolerant(
  dataTypes: PropertyEntries,
  links: LinkContext | null = null,
  brickId: string | null = null,
): Record<string, unknown> {
  return resolvePropsTolerant(dataTypes, links, brickId);
}

interface Cached<Def> {
  readonly def: Def | undefined;
  readonly node: EditorNode;
  /** The link context the props were resolved with: another one resolves again. */
  readonly links: LinkContext | null;
  /** The breakpoints the steps were made for: another list makes them again. */
  readonly breakpoints: readonly Breakpoint[];
}

const NO_BREAKPOINTS: readonly Breakpoint[] = Object.freeze([]);

/** What a brick's values resolve against: the app's pages and its breakpoints. */
export interface ResolveContext {
  readonly links: LinkContext | null;
  readonly breakpoints: readonly Breakpoint[];
}

const NO_CONTEXT: ResolveContext = { links: null, breakpoints: NO_BREAKPOINTS };

/** The resolve context of a frame input (FrameInput's `links` and `breakpoints`). */
export function contextOf(input: {
  readonly links?: LinkContext | null;
  readonly breakpoints?: readonly Breakpoint[];
}): ResolveContext {
  return { links: input.links ?? null, breakpoints: input.breakpoints ?? NO_BREAKPOINTS };
}

function sameContext(cached: Cached<unknown>, context: ResolveContext): boolean {
  return cached.links === context.links && cached.breakpoints === context.breakpoints;
}

/**
 * Whether a node made in `cached`'s context holds for `context` too: the same one, or only the app's pages
 * or the language changed and the values read none of them (readsContext, translations). At a page's opening the pages arrive after the
 * first drawing: a thousand bricks were resolved twice, most for nothing.
 */
function holdsIn(cached: Cached<unknown>, context: ResolveContext, dataTypes: PropertyEntries): boolean {
  if (sameContext(cached, context)) return true;
  if (cached.breakpoints !== context.breakpoints || readsContext(dataTypes)) return false;
  // Another language shown (issue 26): only the bricks with translations read differently.
  return languageOf(cached.links) === languageOf(context.links) || !hasTranslations(dataTypes);
}

/** The language a context shows its texts in (shared ResolveContext's `locale`; null: the default). */
const languageOf = (links: LinkContext | null): string | null =>
  (links as SharedResolveContext | null)?.locale ?? null;

function hasTranslations(dataTypes: PropertyEntries): boolean {
  for (const name in dataTypes) if (dataTypes[name]?.locales !== undefined) return true;
  return false;
}

/** A node's props and, when it has values per breakpoint, their steps. */
function nodeValues(
  key: string,
  moduleId: string,
  dataTypes: PropertyEntries,
  context: ResolveContext,
): EditorNode {
  const brickId = key === TEMPLATE_KEY ? null : key;
  const node: EditorNode = { key, moduleId, props: resolveTolerant(dataTypes, context.links, brickId) };
  const responsive = responsivePropsOf(dataTypes, context.breakpoints, context.links);
  if (responsive) node.responsive = responsive;
  return node;
}

interface CachedBrick extends Cached<ComponentDef> {
  /** What the node was made from: a brick object with the same ones gets the same node. */
  readonly componentId: string;
  readonly dataTypes: PropertyEntries;
}

// Keyed by the immutable brick and template objects: an unchanged brick is never resolved twice.
const brickNodes = new WeakMap<EditorBrick, CachedBrick>();
const templateNodes = new WeakMap<EditorTemplate, Cached<TemplateDef>>();

/**
 * The slots a brick renders: its component's slot1 … slotN and any other list it holds (kept and shown,
 * like a template's), in order; undefined for a brick that is no container.
 */
export function brickSlotNames(
  brick: EditorBrick,
  component: ComponentDef | undefined,
): string[] | undefined {
  const count = component?.slots ?? 0;
  const held = brick.slots ? childSlots(brick).map(([name]) => name) : [];
  if (count <= 0 && held.length === 0) return undefined;
  const names = new Set(held);
  for (let i = 1; i <= count; i += 1) names.add(`slot${i}`);
  return [...names].sort(compareSlotNames);
}

function sameNames(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((name, index) => name === b[index]);
}

/** Whether two resolved props objects hold the same values (plain JSON data: values, links, media). */
function sameProps(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function sameValues(a: EditorNode, b: EditorNode): boolean {
  return sameProps(a.props, b.props) && sameResponsive(a.responsive, b.responsive);
}

function sameResponsive(a: ResponsiveProps | undefined, b: ResponsiveProps | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * The node of a brick. A container's object is replaced whenever anything inside it changes (the state
 * copies the path to an edit), but its own node stays the same while its component, values, slot names and
 * link context do: pass the brick object last sent (`sent`) and its node is reused, so an edit three levels
 * down sends (and re-renders) that brick only. After the app's pages or breakpoints changed (a new context), a
 * brick whose props and steps come out the same keeps its node too: only bricks they affect are sent again.
 */
export function brickNode(
  brick: EditorBrick,
  component: ComponentDef | undefined,
  sent?: EditorBrick,
  context: ResolveContext = NO_CONTEXT,
): EditorNode {
  const cached = brickNodes.get(brick);
  if (cached && cached.def === component && holdsIn(cached, context, brick.dataTypes)) {
    if (!sameContext(cached, context)) brickNodes.set(brick, { ...cached, links: context.links });
    return cached.node;
  }
  const slotNames = brickSlotNames(brick, component);
  const previous = sent ? brickNodes.get(sent) : cached;
  const sameSource =
    previous !== undefined &&
    previous.def === component &&
    previous.componentId === brick.componentId &&
    previous.dataTypes === brick.dataTypes &&
    sameNames(previous.node.slotNames, slotNames);
  let node: EditorNode;
  if (sameSource && holdsIn(previous, context, brick.dataTypes)) {
    node = previous.node;
  } else {
    node = component
      ? nodeValues(brick.id, component.id, brick.dataTypes, context)
      : { key: brick.id, moduleId: MISSING_MODULE_ID, props: { componentId: brick.componentId } };
    if (slotNames) node.slotNames = slotNames;
    if (sameSource && sameValues(previous.node, node)) node = previous.node;
  }
  brickNodes.set(brick, {
    def: component,
    node,
    links: context.links,
    breakpoints: context.breakpoints,
    componentId: brick.componentId,
    dataTypes: brick.dataTypes,
  });
  return node;
}

export function templateNode(
  template: EditorTemplate,
  def: TemplateDef,
  context: ResolveContext = NO_CONTEXT,
): EditorNode {
  const cached = templateNodes.get(template);
  if (cached && cached.def === def && sameContext(cached, context)) return cached.node;
  const fresh = nodeValues(TEMPLATE_KEY, def.id, template.dataTypes, context);
  const node = cached && cached.def === def && sameValues(cached.node, fresh) ? cached.node : fresh;
  templateNodes.set(template, { def, node, links: context.links, breakpoints: context.breakpoints });
  return node;
}

/** slot2 before slot10. */
export function compareSlotNames(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}
