import { BASE_BREAKPOINT, BREAKPOINT_ID, type Breakpoint, breakpointsSchema, LIMITS } from '@tessera/shared';
import { badRequest } from '../../lib/errors.ts';

/** A breakpoint as the GraphQL contract names it (BreakpointInput / Breakpoint). */
export interface BreakpointView {
  id: string;
  maxWidth: number;
  label: { enUS: string; ptBR: string };
}

export function breakpointView(bp: Breakpoint): BreakpointView {
  return { id: bp.id, maxWidth: bp.maxWidth, label: { enUS: bp.label['en-US'], ptBR: bp.label['pt-BR'] } };
}

const ID_MAX = 40;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A new breakpoint's id from its en-US name: accents dropped, lower case, anything else a dash, starting with a
 * letter (BREAKPOINT_ID). 'breakpoint' when nothing is left.
 */
export function breakpointSlug(label: string): string {
  let slug = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug === '') return 'breakpoint';
  if (!/^[a-z]/.test(slug)) slug = `bp-${slug}`;
  return slug.slice(0, ID_MAX).replace(/-+$/, '');
}

/** `base`, or `base-2`, `base-3` … (cut to fit the id's length): the first one not in `taken`. */
export function uniqueId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const id = `${base.slice(0, ID_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(id)) return id;
  }
}

/** 'breakpoints[2]: ' for an issue of the third item, '' for one of the list. */
function where(path: ReadonlyArray<PropertyKey>): string {
  return typeof path[0] === 'number' ? `breakpoints[${path[0]}]: ` : '';
}

/**
 * The list updateAppBreakpoints stores, from its untrusted input and the app's current list: an item with an id
 * keeps it (it must be one of the app's: ids are never made up by clients), one without gets an id made from its
 * en-US name, unique among the current ids too, so a breakpoint deleted in this very request never lends its id
 * (and its values) to a new one. Then breakpointsSchema: at most LIMITS.breakpoints.max, names 1 to 40
 * characters, widths whole pixels between the limits and unique. A 400 names the item and the field.
 */
export function checkedBreakpoints(input: unknown, current: readonly Breakpoint[]): Breakpoint[] {
  if (!Array.isArray(input)) throw badRequest('breakpoints must be a list');
  if (input.length > LIMITS.breakpoints.max) {
    throw badRequest(`an app has at most ${LIMITS.breakpoints.max} breakpoints`);
  }
  const known = new Set(current.map((bp) => bp.id));
  const taken = new Set<string>([...known, BASE_BREAKPOINT]);
  for (const item of input) {
    if (isRecord(item) && typeof item.id === 'string') taken.add(item.id);
  }
  const candidates = input.map((item, index) => {
    if (!isRecord(item)) throw badRequest(`breakpoints[${index}]: a breakpoint must be an object`);
    const label = isRecord(item.label) ? item.label : {};
    let id = item.id;
    if (id === undefined || id === null) {
      const name = typeof label.enUS === 'string' ? label.enUS : '';
      id = uniqueId(breakpointSlug(name), taken);
      taken.add(id as string);
    } else if (typeof id !== 'string' || !BREAKPOINT_ID.test(id) || !known.has(id)) {
      throw badRequest(
        `breakpoints[${index}]: '${String(id).slice(0, 60)}' is not one of this app's breakpoints (leave the id out for a new one)`,
      );
    }
    return { id, label: { 'en-US': label.enUS, 'pt-BR': label.ptBR }, maxWidth: item.maxWidth };
  });
  const parsed = breakpointsSchema.safeParse(candidates);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(issue ? `${where(issue.path)}${issue.message}` : 'breakpoints are not valid');
  }
  return parsed.data;
}
