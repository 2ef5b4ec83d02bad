/**
 * The pure rules of publishing in the console (issue 10): a page's status badge, the summary of a
 * version's render errors, and the draft preview's address.
 */
import type { RenderError } from './api/version-fields.ts';

/**
 * A page's badge: live and up to date, live with saved changes not yet published, live at an older version
 * than a later publish (after a rollback: the draft holds newer work than what visitors get), or never
 * published.
 */
export type PageStatus = 'live' | 'changed' | 'older' | 'unpublished';

export function pageStatus(page: {
  liveVersion: { number: number } | null;
  /** The newest published version; absent when the caller does not know it. */
  latestVersion?: { number: number } | null;
  hasUnpublishedChanges: boolean;
}): PageStatus {
  if (!page.liveVersion) return 'unpublished';
  if (!page.hasUnpublishedChanges) return 'live';
  return isLiveOlder(page) ? 'older' : 'changed';
}

/** The live version is older than a version published after it (a rollback made it live again). */
export function isLiveOlder(page: {
  liveVersion: { number: number } | null;
  latestVersion?: { number: number } | null;
}): boolean {
  return Boolean(
    page.liveVersion && page.latestVersion && page.liveVersion.number < page.latestVersion.number,
  );
}

/** One line of the render errors notification: a failing component, what it said, and how many bricks. */
export interface RenderErrorLine {
  /** The brick's or component's name when known; null: the caller names it (template, or the id). */
  name: string | null;
  /** The id shown when no name is known: the component's (or template's) id. */
  moduleId: string;
  isTemplate: boolean;
  type: string;
  message: string;
  /** How many bricks failed with this same message. */
  count: number;
}

export interface RenderErrorSummary {
  lines: RenderErrorLine[];
  /** Lines left out past the limit. */
  more: number;
}

/** The key of the template's render error. */
export const TEMPLATE_ERROR_KEY = 'template';

/**
 * The render errors as the publisher reads them: one line per failing component and message (a component
 * that throws on ten bricks is one line, counted ten), in the order first met, at most `max` lines.
 * `nameOf` names what failed when the caller knows it (the editor knows its bricks and components).
 */
export function summariseRenderErrors(
  errors: readonly RenderError[],
  nameOf: (error: RenderError) => string | null = () => null,
  max = 5,
): RenderErrorSummary {
  const lines = new Map<string, RenderErrorLine>();
  for (const error of errors) {
    const name = nameOf(error);
    const isTemplate = error.key === TEMPLATE_ERROR_KEY;
    const id = JSON.stringify([isTemplate ? '' : error.moduleId, name ?? '', error.type, error.message]);
    const line = lines.get(id);
    if (line) line.count += 1;
    else
      lines.set(id, {
        name,
        moduleId: error.moduleId,
        isTemplate,
        type: error.type,
        message: error.message,
        count: 1,
      });
  }
  const all = [...lines.values()];
  const limit = Math.max(0, max);
  return { lines: all.slice(0, limit), more: Math.max(0, all.length - limit) };
}

/** The draft preview's console address (opened in a new tab from the editor and the page card). */
export function draftPreviewPath(appId: string, pageId: string): string {
  return `/apps/${encodeURIComponent(appId)}/page/${encodeURIComponent(pageId)}/preview`;
}

/** A published version's preview (opened in a new tab from the Versions dialog). */
export function versionPreviewPath(appId: string, pageId: string, versionId: string): string {
  return `${draftPreviewPath(appId, pageId).replace(/\/preview$/, '')}/versions/${encodeURIComponent(versionId)}/preview`;
}

/** The search parameter that asks the editor to restore a version into the draft ("Restore into editor"). */
export const RESTORE_PARAM = 'restore';

/** The editor's address restoring `versionId` into the draft once loaded (from the page card's Versions). */
export function restorePath(appId: string, pageId: string, versionId: string): string {
  return `/apps/${encodeURIComponent(appId)}/page/${encodeURIComponent(pageId)}?${RESTORE_PARAM}=${encodeURIComponent(versionId)}`;
}
