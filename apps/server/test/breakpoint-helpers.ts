import { type Breakpoint, DEFAULT_BREAKPOINTS } from '@tessera/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { apps } from '../src/db/schema.ts';

/** Queries and inputs of app breakpoints (issue 23), shared by their own, the role and the isolation tests. */

const FIELDS = 'id maxWidth label { enUS ptBR }';
export const APP_BREAKPOINTS = `query ($id: ID!) { app(id: $id) { id breakpoints { ${FIELDS} } } }`;
export const BREAKPOINT_VALUE_COUNTS = `query ($appId: ID!) {
  appBreakpointValueCounts(appId: $appId) { breakpointId count } }`;
export const UPDATE_APP_BREAKPOINTS = `mutation ($appId: ID!, $breakpoints: [BreakpointInput!]!) {
  updateAppBreakpoints(appId: $appId, breakpoints: $breakpoints) { id breakpoints { ${FIELDS} } } }`;

export interface BreakpointData {
  id: string;
  maxWidth: number;
  label: { enUS: string; ptBR: string };
}

/** A BreakpointInput; `id` null makes a new one. */
export function breakpointInput(
  id: string | null,
  maxWidth: number,
  enUS: string,
  ptBR = enUS,
): Record<string, unknown> {
  return { ...(id === null ? {} : { id }), maxWidth, label: { enUS, ptBR } };
}

/** The API's view of a shared breakpoint. */
export function breakpointData(bp: Breakpoint): BreakpointData {
  return { id: bp.id, maxWidth: bp.maxWidth, label: { enUS: bp.label['en-US'], ptBR: bp.label['pt-BR'] } };
}

/** The defaults, as input (ids kept). */
export function defaultBreakpointsInput() {
  return DEFAULT_BREAKPOINTS.map((bp) =>
    breakpointInput(bp.id, bp.maxWidth, bp.label['en-US'], bp.label['pt-BR']),
  );
}

/** The stored column (null while the app never set its breakpoints). */
export async function storedBreakpoints(db: Db, appId: string): Promise<unknown> {
  const [row] = await db.select({ breakpoints: apps.breakpoints }).from(apps).where(eq(apps.id, appId));
  return row?.breakpoints ?? null;
}
