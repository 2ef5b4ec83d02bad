import { z } from 'zod';
import { LIMITS } from './limits.ts';

/**
 * An app's breakpoints (issue 23, docs/decisions/0035). Desktop is the base: a value without a breakpoint is
 * the desktop value and applies at every width. Each breakpoint applies from its max width down (desktop-first,
 * as Webflow does), so a value set at Tablet applies on phones too unless a phone breakpoint overrides it.
 * Ids never change once made: values are stored under them, so renaming a breakpoint keeps its values.
 */
export interface Breakpoint {
  id: string;
  label: { 'en-US': string; 'pt-BR': string };
  /** Applies when the viewport is at most this wide, in CSS pixels. */
  maxWidth: number;
}

/** The base's id: the desktop value (an entry's `value`), never stored under `breakpoints`. */
export const BASE_BREAKPOINT = 'desktop';

/** The base's names in the console's languages. */
export const BASE_BREAKPOINT_LABEL = { 'en-US': 'Desktop', 'pt-BR': 'Desktop' } as const;

export const DEFAULT_BREAKPOINTS: readonly Breakpoint[] = Object.freeze([
  { id: 'tablet', label: { 'en-US': 'Tablet', 'pt-BR': 'Tablet' }, maxWidth: 991 },
  {
    id: 'phone-landscape',
    label: { 'en-US': 'Phone landscape', 'pt-BR': 'Celular na horizontal' },
    maxWidth: 767,
  },
  { id: 'phone', label: { 'en-US': 'Phone', 'pt-BR': 'Celular' }, maxWidth: 478 },
]);

export const BREAKPOINT_ID = /^[a-z][a-z0-9-]{0,39}$/;

const label = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(
      LIMITS.breakpoints.label.min,
      `${field} must be between ${LIMITS.breakpoints.label.min} and ${LIMITS.breakpoints.label.max} characters`,
    )
    .max(
      LIMITS.breakpoints.label.max,
      `${field} must be between ${LIMITS.breakpoints.label.min} and ${LIMITS.breakpoints.label.max} characters`,
    );

const { min: MIN_WIDTH, max: MAX_WIDTH } = LIMITS.breakpoints.maxWidth;

export const breakpointSchema = z.object(
  {
    id: z
      .string({ error: 'breakpoint id is required' })
      .regex(BREAKPOINT_ID, 'breakpoint id must be lowercase letters, digits and dashes')
      .refine((id) => id !== BASE_BREAKPOINT, `breakpoint id must not be '${BASE_BREAKPOINT}'`),
    label: z.object(
      { 'en-US': label('breakpoint label (en-US)'), 'pt-BR': label('breakpoint label (pt-BR)') },
      { error: 'breakpoint label must give en-US and pt-BR' },
    ),
    maxWidth: z
      .number({ error: 'breakpoint maxWidth must be a number' })
      .int('breakpoint maxWidth must be a whole number of pixels')
      .min(MIN_WIDTH, `breakpoint maxWidth must be between ${MIN_WIDTH} and ${MAX_WIDTH}`)
      .max(MAX_WIDTH, `breakpoint maxWidth must be between ${MIN_WIDTH} and ${MAX_WIDTH}`),
  },
  { error: 'a breakpoint must be an object' },
);

/** The list an app stores: at most LIMITS.breakpoints.max, ids and widths unique; kept widest first. */
export const breakpointsSchema = z
  .array(breakpointSchema, { error: 'breakpoints must be a list' })
  .max(LIMITS.breakpoints.max, `an app has at most ${LIMITS.breakpoints.max} breakpoints`)
  .superRefine((list, ctx) => {
    const ids = new Set<string>();
    const widths = new Set<number>();
    for (const bp of list) {
      if (ids.has(bp.id)) ctx.addIssue({ code: 'custom', message: `breakpoint id '${bp.id}' is used twice` });
      if (widths.has(bp.maxWidth)) {
        ctx.addIssue({ code: 'custom', message: `two breakpoints have the max width ${bp.maxWidth}` });
      }
      ids.add(bp.id);
      widths.add(bp.maxWidth);
    }
  })
  .transform(sortBreakpoints);

/** Widest first: the order of the cascade and of the media queries. */
export function sortBreakpoints<B extends { maxWidth: number }>(list: readonly B[]): B[] {
  return [...list].sort((a, b) => b.maxWidth - a.maxWidth);
}

/**
 * The breakpoints an app's stored settings hold; the defaults when it has none (apps made before issue 23),
 * and the defaults too for damaged settings, which must never stop a page from rendering.
 */
export function appBreakpoints(stored: unknown): Breakpoint[] {
  if (stored === null || stored === undefined) return [...DEFAULT_BREAKPOINTS];
  const parsed = breakpointsSchema.safeParse(stored);
  return parsed.success ? parsed.data : [...DEFAULT_BREAKPOINTS];
}

/**
 * The breakpoints whose values apply at `id`, most specific first: `id` itself, then every wider one. The
 * base is not in it (it always applies last). Unknown ids (or the base) give [].
 */
export function breakpointChain(list: readonly Breakpoint[], id: string | null): Breakpoint[] {
  if (id === null || id === BASE_BREAKPOINT) return [];
  const at = list.find((bp) => bp.id === id);
  if (!at) return [];
  return sortBreakpoints(list.filter((bp) => bp.maxWidth >= at.maxWidth)).reverse();
}

/** A breakpoint's name in a console language. */
export function breakpointLabel(list: readonly Breakpoint[], id: string, locale: string): string {
  if (id === BASE_BREAKPOINT)
    return locale === 'pt-BR' ? BASE_BREAKPOINT_LABEL['pt-BR'] : BASE_BREAKPOINT_LABEL['en-US'];
  const bp = list.find((b) => b.id === id);
  if (!bp) return id;
  return locale === 'pt-BR' ? bp.label['pt-BR'] : bp.label['en-US'];
}
