/**
 * The editor canvas's messages (page editor, issue 6), next to the preview messages of protocol.ts.
 *
 * The console sends the whole page once ('editor-page') and then only what changed ('editor-patch'):
 * the bricks whose objects changed, the new key order of the slots whose lists changed, and the template's
 * props when they changed. So the work per edit follows the size of the edit, not of the page.
 *
 * The frame answers with the boxes of every slot and brick ('editor-layout') after each commit and on
 * every resize or mutation, batched once per animation frame and only when something moved; after a request
 * that moved nothing it answers 'editor-layout-same' (the last boxes still hold). The console
 * draws hover, selection and drop indicators from these boxes and hit-tests pointer positions against
 * them; the frame itself takes no pointer input in the editor.
 *
 * Slots are nested (docs/decisions/0032): a container brick's node names its slots (`slotNames`) and every
 * slot, the template's or a container's, is keyed by its address (`slot2`, `{brickId}/slot2`, packages/shared
 * slotAddress) in `slots`, `order` and the layout's boxes. So one flat map carries the whole tree, and a
 * move between any two slots is two key orders.
 *
 * Both sides check what they receive with the schemas below, as with protocol.ts.
 */
import { GRAPH_LIMITS } from '@tessera/shared';
import { z } from 'zod';
import { type Device, type ModuleSource, type RenderNode, renderNode, responsiveProps } from './protocol.ts';

/** Module id of the placeholder the frame draws for a brick whose component no longer exists. */
export const MISSING_MODULE_ID = '@missing';

/** Texts the frame draws itself, in the console's language. */
export interface EditorLabels {
  /** Shown inside an empty slot. */
  emptySlot: string;
  /** Title of the placeholder of a brick whose component does not exist; the component id follows. */
  unknownComponent: string;
  /** Shown in place of a component that threw while rendering. */
  failedComponent: string;
}

/**
 * A brick as the frame renders it: RenderNode without its bricks. For a missing component, moduleId is
 * MISSING_MODULE_ID and props carry { componentId }. A container names its slots (slot1 … slotN, in order):
 * it is rendered with each as a `slotN` prop, whose bricks are the key order of the slot's address.
 */
export type EditorNode = Omit<RenderNode, 'slots'> & { slotNames?: string[] };

/**
 * The app's site header and footer (docs/decisions/0026), drawn above and below the template, not editable on
 * the canvas: each with the hint naming where it is edited.
 */
/**
 * The site header's or footer's node: a prefab's component with its props and, for a container prefab, its
 * contents as a static render tree (`slots`, RenderNode's), drawn but never edited or measured.
 */
export type SiteNode = EditorNode & { slots?: Record<string, RenderNode[]> };

export interface EditorSite {
  header: SiteNode | null;
  footer: SiteNode | null;
  headerLabel: string;
  footerLabel: string;
}

export type ToEditorFrame =
  | {
      kind: 'editor-page';
      requestId: number;
      modules: ModuleSource[];
      /** The template: its props; its slots are given in `slots`. */
      template: EditorNode;
      /** Slot address (a template slot's name, or `{brickId}/slotN`) to its bricks in order. */
      slots: Record<string, EditorNode[]>;
      device: Device;
      labels: EditorLabels;
      /** The site header and footer around the page; absent: none. */
      site?: EditorSite;
    }
  | {
      kind: 'editor-patch';
      requestId: number;
      /** Modules that are new or whose code changed. */
      modules?: ModuleSource[];
      /** The template node when its props changed. */
      template?: EditorNode;
      /** New or changed bricks, by key. */
      nodes?: EditorNode[];
      /** For each slot (by address) whose list changed: its keys in order (every key is known or in `nodes`). */
      order?: Record<string, string[]>;
      /** Keys no slot holds any more (a removed container's contents included). */
      removed?: string[];
      device?: Device;
    }
  | {
      /**
       * Preview on (a behaviour graph, checked by the engine as it restores it) or off (null). In preview
       * the page takes pointer input and runs its behaviour graph (graph/dom.ts); off, it takes none.
       */
      kind: 'editor-behaviour';
      graph: { nodes: unknown[]; connections: unknown[] } | null;
    }
  | {
      /**
       * The stretch of the page, in document pixels, the canvas shows around its view (the console's
       * visible-band.ts): the frame paints only that (paint-band.ts). Sent whenever it moves.
       */
      kind: 'editor-view';
      top: number;
      bottom: number;
    };

/** A stretch of the page in document pixels: what the canvas shows around its view, and the frame paints. */
export type PaintBand = Omit<Extract<ToEditorFrame, { kind: 'editor-view' }>, 'kind'>;

/** The messages that render: the whole page or a patch. */
export type EditorRenderMessage = Exclude<ToEditorFrame, { kind: 'editor-behaviour' | 'editor-view' }>;

/** Whether a patch moves anything: modules, the template, removals or a new order. */
function movesBricks(message: Extract<ToEditorFrame, { kind: 'editor-patch' }>): boolean {
  const { modules, template, removed, order } = message;
  return Boolean(modules?.length || template || removed?.length || Object.keys(order ?? {}).length > 0);
}

/** A patch that changes nothing but the device (a breakpoint switch to or from the phone frame). */
export function isDeviceOnlyPatch(message: ToEditorFrame): boolean {
  return message.kind === 'editor-patch' && !message.nodes?.length && !movesBricks(message);
}

/** A patch that changes nothing but some bricks' values (a keystroke in the inspector): nothing moves or resizes
 * by itself but those bricks. */
export function isValuesOnlyPatch(message: ToEditorFrame): boolean {
  return (
    message.kind === 'editor-patch' &&
    Boolean(message.nodes?.length) &&
    !message.device &&
    !movesBricks(message)
  );
}

/** A box in the frame document's coordinates (CSS pixels, from the document's top-left corner). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SlotBox extends Box {
  /** The slot's address: `slot2` for a template slot, `{brickId}/slot2` for a container's. */
  slot: string;
  /** True when the slot holds no brick (the frame draws the empty-slot hint there). */
  empty: boolean;
  /** The depth of the bricks it holds: 1 for a template slot, one more per container around it. */
  depth: number;
}

export interface BrickBox extends Box {
  key: string;
  /** The address of the slot holding it. */
  slot: string;
  index: number;
  /** 1 in a template slot, one more per container around it: the innermost brick is the deepest. */
  depth: number;
}

/**
 * Sent by the console on the window, with a MessagePort: from then on the editor messages (both ways) go
 * over that port, which delivers at once (docs/decisions/0013-editor-startup.md).
 */
export const EDITOR_CONNECT = 'editor-connect';

export function isEditorConnect(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === EDITOR_CONNECT;
}

export type FromEditorFrame = {
  kind: 'editor-layout';
  /** The request whose render this layout reflects (the latest the frame has applied). */
  requestId: number;
  /** Height of the whole document, for sizing the iframe. */
  height: number;
  slots: SlotBox[];
  bricks: BrickBox[];
};

/**
 * After a request that moved no box (most text edits): the layout last reported still holds, and the request is
 * applied. Sent instead of every box again, which the console would parse and draw for nothing (1 000 bricks).
 */
export interface EditorLayoutSame {
  kind: 'editor-layout-same';
  requestId: number;
}

/** What the frame reports on the editor's channel. */
export type EditorFrameReport = FromEditorFrame | EditorLayoutSame;

/**
 * In preview the frame has the keyboard focus once the page was clicked: the editor's own shortcuts (Ctrl/Cmd
 * with Z, Y or S, and Escape) are handed back to the console, which acts on them as if pressed there.
 */
export interface EditorKey {
  kind: 'editor-key';
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The keys the frame hands back to the console in preview. */
export function isEditorShortcut(event: Omit<EditorKey, 'kind'>): boolean {
  if (event.key === 'Escape') return true;
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && ['z', 'y', 's'].includes(event.key.toLowerCase())
  );
}

const MAX_NODES = 20_000;
const MAX_MODULES = 1000;
const MAX_CODE_CHARS = 4 * 1024 * 1024;
const MAX_LABEL = 500;

const key = z.string().min(1).max(200);
const counter = z.number().int().nonnegative();
/** A slot address: a brick key, '/', a slot name. */
const MAX_ADDRESS = 260;
/** Bounds of a painted stretch of the page, in document pixels (far beyond any page the canvas shows). */
const MAX_PAGE_EXTENT = 10_000_000;
const slotAddress = z.string().min(1).max(MAX_ADDRESS);

// Pages carry thousands of nodes and layouts thousands of boxes, checked on every message the first time
// with cold code: zod objects per item cost 45 ms for a 1 000-node page here, these predicates 3 ms.
// Props are only required to be a record: each component normalises its own (decision 0011).
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isSize = (value: unknown): value is number => isNumber(value) && value >= 0;

const isDepth = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= 1000;
const isSlotNames = (value: unknown): boolean =>
  value === undefined ||
  (Array.isArray(value) && value.length <= 100 && value.every((name) => isText(name, 1, 50)));

// Only bricks with values per breakpoint carry steps (a third of the bench page at most): checked in full.
const isResponsive = (value: unknown): boolean =>
  value === undefined || responsiveProps.safeParse(value).success;

const node = z.custom<EditorNode>(
  (value) =>
    isRecord(value) &&
    isText(value.key, 0, 200) &&
    isText(value.moduleId, 1, 200) &&
    isRecord(value.props) &&
    isSlotNames(value.slotNames) &&
    isResponsive(value.responsive),
);

/** An object with a position and a size, the common part of brick and slot boxes. */
function isBoxLike(value: unknown): value is Record<string, unknown> {
  return (
    isRecord(value) && isNumber(value.x) && isNumber(value.y) && isSize(value.width) && isSize(value.height)
  );
}

const siteNode = z.custom<SiteNode>(
  (value) =>
    node.safeParse(value).success &&
    ((value as SiteNode).slots === undefined ||
      z.record(z.string(), z.array(renderNode)).safeParse((value as SiteNode).slots).success),
);

const brickBox = z.custom<BrickBox>(
  (value) =>
    isBoxLike(value) &&
    isText(value.key, 1, 200) &&
    isText(value.slot, 1, MAX_ADDRESS) &&
    Number.isSafeInteger(value.index) &&
    (value.index as number) >= 0 &&
    isDepth(value.depth),
);
const slotBox = z.custom<SlotBox>(
  (value) =>
    isBoxLike(value) &&
    isText(value.slot, 1, MAX_ADDRESS) &&
    typeof value.empty === 'boolean' &&
    isDepth(value.depth),
);
const moduleSource = z.object({ id: key, compiledCode: z.string().max(MAX_CODE_CHARS) });
const device = z.enum(['desktop', 'mobile']);

const toEditorFrame = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('editor-page'),
    requestId: counter,
    modules: z.array(moduleSource).max(MAX_MODULES),
    template: node,
    slots: z.record(slotAddress, z.array(node).max(MAX_NODES)),
    device,
    labels: z.object({
      emptySlot: z.string().max(MAX_LABEL),
      unknownComponent: z.string().max(MAX_LABEL),
      failedComponent: z.string().max(MAX_LABEL),
    }),
    site: z
      .object({
        header: siteNode.nullable(),
        footer: siteNode.nullable(),
        headerLabel: z.string().max(MAX_LABEL),
        footerLabel: z.string().max(MAX_LABEL),
      })
      .optional(),
  }),
  z.object({
    kind: z.literal('editor-patch'),
    requestId: counter,
    modules: z.array(moduleSource).max(MAX_MODULES).optional(),
    template: node.optional(),
    nodes: z.array(node).max(MAX_NODES).optional(),
    order: z.record(slotAddress, z.array(key).max(MAX_NODES)).optional(),
    removed: z.array(key).max(MAX_NODES).optional(),
    device: device.optional(),
  }),
  z.object({
    kind: z.literal('editor-view'),
    top: z.number().finite().min(-MAX_PAGE_EXTENT).max(MAX_PAGE_EXTENT),
    bottom: z.number().finite().min(-MAX_PAGE_EXTENT).max(MAX_PAGE_EXTENT),
  }),
  z.object({
    kind: z.literal('editor-behaviour'),
    graph: z
      .looseObject({
        nodes: z.array(z.unknown()).max(GRAPH_LIMITS.nodes),
        connections: z.array(z.unknown()).max(GRAPH_LIMITS.connections),
      })
      .nullable(),
  }),
]);

const fromEditorFrame = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('editor-layout'),
    requestId: counter,
    height: z.number().finite().nonnegative(),
    // Every container adds its slots: up to one slot per brick and the template's.
    slots: z.array(slotBox).max(MAX_NODES + 1000),
    bricks: z.array(brickBox).max(MAX_NODES),
  }),
  z.object({ kind: z.literal('editor-layout-same'), requestId: counter }),
]);

/** A message for the editor frame, or null for anything that is not one. */
export function parseToEditorFrame(data: unknown): ToEditorFrame | null {
  const result = toEditorFrame.safeParse(data);
  return result.success ? (result.data as ToEditorFrame) : null;
}

const editorKey = z.object({
  kind: z.literal('editor-key'),
  key: z.string().min(1).max(20),
  ctrlKey: z.boolean(),
  metaKey: z.boolean(),
  shiftKey: z.boolean(),
  altKey: z.boolean(),
});

/** A shortcut the frame handed back, or null for anything else (including keys that are no shortcut). */
export function parseEditorKey(data: unknown): EditorKey | null {
  const result = editorKey.safeParse(data);
  return result.success && isEditorShortcut(result.data) ? result.data : null;
}

/** A message from the editor frame, or null for anything that is not one. */
export function parseFromEditorFrame(data: unknown): EditorFrameReport | null {
  const result = fromEditorFrame.safeParse(data);
  return result.success ? (result.data as EditorFrameReport) : null;
}
