import {
  type Breakpoint,
  hiddenEverywhere,
  type LinkContext,
  type LiveFormWrapper,
  type LiveNode,
  MAX_BRICK_DEPTH,
  nodeTree,
  type ResponsiveProps,
  resolvePropsTolerant,
  responsivePropsOf,
  slotNames,
} from '@tessera/shared';

/** A brick as stored content holds it, read loosely: anything may be missing in damaged content. */
interface StoredBrick {
  id: string;
  componentId?: unknown;
  dataTypes?: unknown;
  slots?: Record<string, StoredBrick[]>;
}

/**
 * The props a node's component gets: its values resolved, its links against the app's pages, its form fields
 * with ids made from the brick's id.
 */
export function propsOf(
  dataTypes: unknown,
  links: LinkContext | null,
  brickId?: string,
): Record<string, unknown> {
  return typeof dataTypes === 'object' && dataTypes !== null
    ? resolvePropsTolerant(dataTypes as Record<string, unknown>, links, brickId)
    : {};
}

/**
 * A node's values below the desktop (issue 23): the part of its props that changes at some breakpoint, or
 * undefined when nothing does (every node of content saved before breakpoints existed).
 */
export function responsiveOf(
  dataTypes: unknown,
  breakpoints: readonly Breakpoint[],
  links: LinkContext | null,
): ResponsiveProps | undefined {
  return typeof dataTypes === 'object' && dataTypes !== null
    ? responsivePropsOf(dataTypes as Record<string, unknown>, breakpoints, links)
    : undefined;
}

/** A node as the renderer draws it: its desktop props and, where they vary, its values per breakpoint. */
export function nodeOf(
  key: string,
  moduleId: string,
  dataTypes: unknown,
  breakpoints: readonly Breakpoint[],
  links: LinkContext | null,
): LiveNode {
  const node: LiveNode = { key, moduleId, props: propsOf(dataTypes, links, key) };
  const responsive = responsiveOf(dataTypes, breakpoints, links);
  if (responsive) node.responsive = responsive;
  return node;
}

/**
 * Where a node's fonts and images are found: its desktop props, then its values at each breakpoint (a font used
 * only on phones needs its face too).
 */
export function scannedProps(node: LiveNode): Array<Readonly<Record<string, unknown>>> {
  const found: Array<Readonly<Record<string, unknown>>> = [node.props];
  for (const name in node.responsive ?? {}) {
    for (const [, value] of node.responsive?.[name]?.steps ?? []) found.push({ [name]: value });
  }
  return found;
}

/**
 * A brick switched off in the inspector at every width (hiddenEverywhere): not on the live page, nor its
 * contents. One hidden on the desktop but shown at some breakpoint is drawn, its wrapper hidden by the page's
 * stylesheet where it is off. The published forms (publishedForms) leave out the same bricks.
 */
function isHidden(brick: StoredBrick, breakpoints: readonly Breakpoint[]): boolean {
  return hiddenEverywhere(brick.dataTypes as Record<string, unknown> | undefined, breakpoints);
}

export interface LiveTree {
  /** The template's slots (slot1 … slotN of the template) to their nodes, containers holding theirs. */
  slots: Record<string, LiveNode[]>;
  /** Every node of the tree, in page order (their props are where fonts and images are found). */
  nodes: LiveNode[];
  /** The components the nodes use. */
  componentIds: Set<string>;
}

/**
 * The page's bricks as the renderer's nodes, at any depth (the page-tree walker): each with its resolved props
 * and its values at the app's `breakpoints`, a container with its slots. Bricks hidden at every width are left
 * out with their contents; bricks in a slot the template does not have, or deeper than MAX_BRICK_DEPTH (content
 * stored before the check), are not drawn.
 */
export function liveTreeOf(
  content: Record<string, unknown>,
  templateSlots: number,
  links: LinkContext | null,
  breakpoints: readonly Breakpoint[],
  /** The page's Form bricks by id (issue 24): their wrappers become the real `<form>`. */
  forms: ReadonlyMap<string, LiveFormWrapper> = new Map(),
): LiveTree {
  const names = slotNames(templateSlots);
  const slots: Record<string, LiveNode[]> = Object.fromEntries(names.map((name) => [name, []]));
  const nodes: LiveNode[] = [];
  const componentIds = new Set<string>();
  const stored = (content.slots ?? {}) as Record<string, StoredBrick[]>;
  nodeTree<StoredBrick, LiveNode>(
    stored,
    (brick, place) => {
      if (place.depth > MAX_BRICK_DEPTH || isHidden(brick, breakpoints)) return null;
      if (place.parentId === null && !Object.hasOwn(slots, place.slot)) return null;
      const node = nodeOf(
        String(brick.id ?? ''),
        // A deleted component's brick keeps its id: the renderer reports it as Missing and draws nothing.
        String(brick.componentId ?? ''),
        brick.dataTypes,
        breakpoints,
        links,
      );
      if (typeof brick.componentId === 'string') componentIds.add(brick.componentId);
      const form = forms.get(node.key);
      if (form) node.form = form;
      nodes.push(node);
      return node;
    },
    slots,
  );
  return { slots, nodes, componentIds };
}
