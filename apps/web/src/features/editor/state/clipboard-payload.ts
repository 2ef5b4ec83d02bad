import { brickSchema, PAGE_CONTENT_VERSION } from '@tessera/shared';
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
  const brick = brickSchema.safeParse(parsed.brick);
  if (!brick.success) return { kind: 'refused', reason: 'invalid' };
  const name = typeof parsed.componentName === 'string' ? parsed.componentName.slice(0, 100) : '';
  if (!components.has(brick.data.componentId))
    return { kind: 'refused', reason: 'unknown_component', component: name };
  if (usesMediaOfAnotherApp(brick.data, here.appId)) return { kind: 'refused', reason: 'foreign_media' };
  return { kind: 'brick', brick: brick.data };
}
