// TEMPORARY (h-server): a stand-in with exactly the signatures of the real collaborative model, so the server's
// transport and persistence can be built and tested before it lands. It keeps each top-level part of the content
// (template, pageEvents, and one entry per slot) as one JSON text under doc.getMap('tmp'): two people editing two
// different slots both keep their edit, nothing finer. The lead replaces this file with the real one on merging.
import type * as Y from 'yjs';
import { type PageContent, pageContentSchema } from '../page-content.ts';

const MAP = 'tmp';
const SLOT = 'slot:';

function entries(content: PageContent): Map<string, string> {
  const out = new Map<string, string>();
  out.set('version', JSON.stringify(content.version));
  out.set('template', JSON.stringify(content.template));
  out.set('pageEvents', JSON.stringify(content.pageEvents));
  for (const [name, bricks] of Object.entries(content.slots)) out.set(SLOT + name, JSON.stringify(bricks));
  return out;
}

/** Fills an empty doc with the content. */
export function contentToDoc(doc: Y.Doc, content: PageContent, origin?: unknown): void {
  const map = doc.getMap<string>(MAP);
  doc.transact(() => {
    for (const [key, value] of entries(content)) map.set(key, value);
  }, origin);
}

function rawContent(doc: Y.Doc): Record<string, unknown> {
  const map = doc.getMap<string>(MAP);
  const slots: Record<string, unknown> = {};
  const out: Record<string, unknown> = { slots };
  for (const key of [...map.keys()].sort()) {
    const value = JSON.parse(map.get(key) as string) as unknown;
    if (key.startsWith(SLOT)) slots[key.slice(SLOT.length)] = value;
    else out[key] = value;
  }
  return out;
}

/** The canonical JSON of the doc (keys sorted, so the same doc always gives the same text). */
export function docToContent(doc: Y.Doc): PageContent {
  const raw = rawContent(doc);
  return {
    version: raw.version,
    template: raw.template,
    slots: raw.slots,
    pageEvents: raw.pageEvents,
  } as PageContent;
}

/** Writes only what differs between prev (the doc's own content when null) and next. */
export function applyContent(
  doc: Y.Doc,
  prev: PageContent | null,
  next: PageContent,
  origin?: unknown,
): void {
  const map = doc.getMap<string>(MAP);
  const before = entries(prev ?? docToContent(doc));
  const after = entries(next);
  doc.transact(() => {
    for (const [key, value] of after) {
      if (before.get(key) !== value) map.set(key, value);
    }
    for (const key of before.keys()) {
      if (!after.has(key) && map.has(key)) map.delete(key);
    }
  }, origin);
}

/** Why the doc is no valid content, or null. */
export function collabProblem(doc: Y.Doc): string | null {
  let raw: Record<string, unknown>;
  try {
    raw = rawContent(doc);
  } catch {
    return 'a value is not JSON';
  }
  const result = pageContentSchema.safeParse(raw);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue ? `${issue.path.join('.')}: ${issue.message}` : 'content is invalid';
}
