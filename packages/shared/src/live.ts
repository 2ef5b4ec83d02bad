/**
 * Live sites (issue 10): what the server renders when a page is published, and what it reports back.
 *
 * A published version is rendered once, at publish time, inside an isolate (docs/decisions/0020): the page's
 * template gets each slot as the bricks' HTML, each brick wrapped as in the editor canvas
 * (`<div data-tessera-brick="{brick id}" style="display:contents">`), so the behaviour graph binds to the same
 * elements on the live page as in the editor's preview. A container brick (issue 22) gets its own slots the
 * same way, drawn first, at any depth: each slot is a `<div data-tessera-slot="{brick id}/slotN">` wrapper
 * holding its bricks, as the template's are `data-tessera-slot="slotN"`.
 */

import type { ResponsiveProps } from './responsive/steps.ts';

/** One module of a version: a component or template's id and its exact compiled code (CommonJS). */
export interface LiveModule {
  id: string;
  compiledCode: string;
}

/** A brick or the template as the renderer draws it: its module and resolved props. */
export interface LiveNode {
  /** The brick's id (the template's node uses 'template'). */
  key: string;
  moduleId: string;
  props: Record<string, unknown>;
  /**
   * Its values below the desktop (responsivePropsOf, issue 23): the renderer tags the desktop props with them
   * and collects the page's one stylesheet of media queries. Absent when nothing varies (all older content).
   */
  responsive?: ResponsiveProps;
  /** A container brick's slots (slot1 … slotN) to their bricks, in order; absent for other bricks. */
  slots?: Record<string, LiveNode[]>;
  /** A Form brick (issue 24): the platform draws its wrapper as the real `<form>` with its hidden fields. */
  form?: LiveFormWrapper;
}

/** What a Form brick's `<form>` wrapper needs (forms/live-form.ts has the conventions). */
export interface LiveFormWrapper {
  /** Where it posts: formAction(pageId, brickId). */
  action: string;
  /** The form's key, which its time token is minted for. */
  formKey: string;
  /** A field takes files: multipart/form-data. */
  multipart: boolean;
  /** The honeypot's label, in the page's language (only bots see it). */
  honeypotLabel: string;
  /** The document's language when not the site's default (issue 26): posted back as LANGUAGE_FIELD. */
  locale?: string;
}

/** Everything one render needs; nothing else reaches the isolate. */
export interface LiveRenderInput {
  modules: LiveModule[];
  template: LiveNode;
  /** Slot name (slot1 … slotN, in order) to its bricks in order. */
  slots: Record<string, LiveNode[]>;
  /** The app's site header and footer (docs/decisions/0026), drawn before and after the template. */
  header?: LiveNode | null;
  footer?: LiveNode | null;
}

/** Keys of the site header's and footer's nodes (brick ids never hold a colon). */
export const SITE_HEADER_KEY = 'site:header';
export const SITE_FOOTER_KEY = 'site:footer';

/** Why a component drew nothing on the live page; shown to the publisher. */
export type LiveRenderErrorType =
  | 'Error'
  | 'TypeError'
  | 'ReferenceError'
  | 'SyntaxError'
  | 'Timeout'
  | 'Memory'
  // The node's module is not among the input's modules (a component deleted before the publish).
  | 'Missing';

export interface LiveRenderError {
  /** The brick's key, or 'template'. */
  key: string;
  moduleId: string;
  type: LiveRenderErrorType;
  /** First line of the message, at most 500 characters. */
  message: string;
}

export interface LiveRenderOutput {
  /** The page's body markup: the template's HTML with the slots' bricks inside (no <html>, <head> or <body>). */
  html: string;
  /**
   * The page's values per breakpoint as one stylesheet (media queries on custom properties, and the wrappers
   * of bricks hidden at some widths), for the head's style element; '' when nothing varies.
   */
  stylesheet: string;
  errors: LiveRenderError[];
}

/** Limits of one render (per isolate call and for the whole page). */
export const LIVE_RENDER_LIMITS = {
  /** Heap of the isolate, in MB. */
  memoryMb: 64,
  /** One component's (or the template's) render. */
  renderTimeoutMs: 500,
  /** The whole page, after which every brick not yet drawn is reported as Timeout. */
  pageTimeoutMs: 10_000,
} as const;

/** Path prefix of the live host's own files (the behaviour runtime), never a page URL (page URLs are slugs). */
export const LIVE_ASSET_PREFIX = '/_tessera/';
