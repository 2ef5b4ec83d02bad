import {
  brickSchema,
  brickTreeProblem,
  jsonDepthExceeds,
  PAGE_CONTENT_VERSION,
  type TreeBrick,
  type TreeSlots,
  walkBricks,
} from '@tessera/shared';
import type { ComponentDef } from '../model/types.ts';
import { isRecord } from './entries.ts';

/**
 * What a copied brick carries on the system clipboard, so it can be pasted on another page or in another
 * app of the organization (decision 0031): the brick as page content stores it, and where it came from.
 * It travels as text (the marker key makes it recognisable) and under its own type in browsers that keep
 * web custom formats; a paste validates it like any content before anything changes.
 */
export const CLIPBOARD_TYPE = 'web application/x-tessera-brick+json';
const MARKER = 'tessera:brick';
/** A pasted payload longer than this is refused unread (a page's whole content has its own, larger cap). */
export const CLIPBOARD_MAX_CHARS = 2_000_000;
/**
 * JSON nested deeper than this is refused before the (recursive) schema reads it, as the server refuses
 * content (docs/decisions/0032): a container twelve levels deep with its property entries stays far below.
 */
const MAX_JSON_DEPTH = 200;

export interface ClipboardOrigin {
  readonly orgId: string;
  readonly appId: string;
}

export function encodeBrick(brick: unknown, componentName: string, origin: ClipboardOrigin): string {
  return JSON.stringify({
    [MARKER]: PAGE_CONTENT_VERSION,
    orgId: origin.orgId,
    appId: origin.appId,
    componentName,
    brick,
  });
}

export type DecodedClipboard =
  /** Not a Tessera brick at all (empty, or text from elsewhere). */
  | { readonly kind: 'none' }
  | {
      readonly kind: 'refused';
      readonly reason: 'invalid' | 'too_new' | 'other_org' | 'unknown_component' | 'foreign_media';
      readonly component?: string;
    }
  | { readonly kind: 'brick'; readonly brick: Record<string, unknown> };

const MEDIA_PATH = /\/media\/([^/?#"'\s)]+)\//g;

/** Whether any string anywhere in `value` names a media file of an app other than `appId`. */
function usesMediaOfAnotherApp(value: unknown, appId: string): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') {
      for (const match of next.matchAll(MEDIA_PATH)) if (match[1] !== appId) return true;
    } else if (Array.isArray(next)) stack.push(...next);
    else if (isRecord(next)) stack.push(...Object.values(next));
  }
  return false;
}

/**
 * The first brick of the tree (the copied one, then its contents in page order) whose component this
 * organization does not have: '' for the copied brick itself (the payload names its component), the
 * brick's name for one inside it; null when all are known.
 */
function unknownComponent(
  brick: {
    readonly id: string;
    readonly name: string;
    readonly componentId: string;
    readonly slots?: unknown;
  },
  components: ReadonlyMap<string, ComponentDef>,
): string | null {
  if (!components.has(brick.componentId)) return '';
  let missing: string | null = null;
  type Inner = TreeBrick & { readonly name: string; readonly componentId: string };
  walkBricks((brick.slots ?? {}) as TreeSlots<Inner>, (inner) => {
    if (components.has(inner.componentId)) return;
    missing = inner.name || inner.componentId;
    return 'stop';
  });
  return missing;
}

/**
 * Reads clipboard text as a brick for this editor: refused when it is malformed, written by a newer
 * release, copied in another organization, made of a component this organization does not have, or uses
 * media of another app (media belong to their app, and the live page could not serve them).
 */
export function decodeBrick(
  text: string,
  here: ClipboardOrigin,
  components: ReadonlyMap<string, ComponentDef>,
): DecodedClipboard {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') || !trimmed.includes(MARKER)) return { kind: 'none' };
  if (trimmed.length > CLIPBOARD_MAX_CHARS) return { kind: 'refused', reason: 'invalid' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return { kind: 'none' };
  }
  if (!isRecord(parsed) || !(MARKER in parsed)) return { kind: 'none' };
  const version = parsed[MARKER];
  if (typeof version !== 'number' || !Number.isInteger(version))
    return { kind: 'refused', reason: 'invalid' };
  if (version > PAGE_CONTENT_VERSION) return { kind: 'refused', reason: 'too_new' };
  if (parsed.orgId !== here.orgId) return { kind: 'refused', reason: 'other_org' };
  if (jsonDepthExceeds(parsed.brick, MAX_JSON_DEPTH)) return { kind: 'refused', reason: 'invalid' };
  const brick = brickSchema.safeParse(parsed.brick);
  if (!brick.success) return { kind: 'refused', reason: 'invalid' };
  // A container carries its contents: nested no deeper than allowed, every id once, only slots it has.
  const slotsOf = (componentId: string) => components.get(componentId)?.slots;
  if (brickTreeProblem({ slot1: [brick.data] }, slotsOf)) return { kind: 'refused', reason: 'invalid' };
  const name = typeof parsed.componentName === 'string' ? parsed.componentName.slice(0, 100) : '';
  const unknown = unknownComponent(brick.data, components);
  if (unknown !== null)
    return { kind: 'refused', reason: 'unknown_component', component: unknown === '' ? name : unknown };
  if (usesMediaOfAnotherApp(brick.data, here.appId)) return { kind: 'refused', reason: 'foreign_media' };
  return { kind: 'brick', brick: brick.data };
}
