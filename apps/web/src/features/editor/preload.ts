/**
 * What opening the page editor starts before React renders anything (docs/decisions/0013-editor-startup.md):
 * the page, template, components and prefabs queries, and the canvas frame. Called by the editor route's loader,
 * so in-app navigation gets it too, and from main.tsx for a load of the editor's address, ahead of the
 * font and translations the console waits for.
 */
import type { ApolloClient } from '@apollo/client';
import { matchPath } from 'react-router';
import { preloadEditor } from './api/editor-page.ts';
import { warmCanvasFrame } from './canvas/frame-warmup.ts';

export const EDITOR_ROUTE = '/apps/:appId/page/:pageId';
/** The page's draft preview (issue 10): the same data and frame as the editor, shown as visitors would see it. */
export const DRAFT_PREVIEW_ROUTE = '/apps/:appId/page/:pageId/preview';
export const VERSION_PREVIEW_ROUTE = '/apps/:appId/page/:pageId/versions/:versionId/preview';

export function preloadEditorRoute(
  client: ApolloClient<object>,
  pageId: string | undefined,
  appId: string | undefined,
): void {
  if (!pageId || !appId) return;
  // The frame first: its document and script are static files the server answers at once, while the
  // page query keeps it busy for a while.
  warmCanvasFrame();
  preloadEditor(client, pageId, appId);
}

/** Preloads for a load of the editor's address, or of the draft preview's (which needs the same). */
export function preloadEditorAt(client: ApolloClient<object>, pathname: string): void {
  const params = (
    matchPath(EDITOR_ROUTE, pathname) ??
    matchPath(DRAFT_PREVIEW_ROUTE, pathname) ??
    matchPath(VERSION_PREVIEW_ROUTE, pathname)
  )?.params;
  preloadEditorRoute(client, params?.pageId, params?.appId);
}
