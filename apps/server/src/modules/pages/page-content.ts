import {
  allBricks,
  appBreakpoints,
  appLocales,
  type Breakpoint,
  breakpointValuesProblem,
  brickTreeProblem,
  emptyPageContent,
  grandfatheredSlots,
  jsonDepthExceeds,
  LIMITS,
  migratePageContent,
  type PageContent,
  pageContentSchema,
  SERVER_MESSAGES,
  type SiteLocales,
  slotNames,
  type TreeBrick,
  type TreeSlots,
  translationsProblem,
} from '@tessera/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { apps, components } from '../../db/schema.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { expandedContent } from './content-definitions.ts';

/**
 * How deep content's JSON may nest before anything parses or walks it. Twelve levels of bricks take about 40
 * (a brick, its slots, a slot's list: three per level, plus its values'), so 200 refuses only what no editor
 * writes, before a recursive step (JSON.stringify, zod) can meet content nested thousands deep.
 */
export const CONTENT_JSON_MAX_DEPTH = 200;

/** What content is checked against: the page's template. */
export interface ContentTemplate {
  id: string;
  slots: number;
  dataTypes: Record<string, unknown>;
}

/**
 * U+0000 as JSON.stringify writes it: the escape `\u0000` not itself escaped, i.e. after an even number of
 * backslashes (after an odd number it is the harmless six-character text `\u0000`).
 */
const NUL_ESCAPE = /(?<!\\)(?:\\\\)*\\u0000/;

/** jsonb refuses U+0000 in any string, which would surface as a 500 on the write: 400 naming the field. */
export function assertNoNul(json: string, field: string): void {
  if (NUL_ESCAPE.test(json)) throw badRequest(`${field} must not contain the character U+0000`);
}

/** A zod issue as a message that says where in the content it is. */
export function issueMessage(
  issue: { message: string; path: ReadonlyArray<PropertyKey> },
  field = 'content',
): string {
  if (issue.message.startsWith(field)) return issue.message;
  const where = [field, ...issue.path.map(String)].join('.');
  return `${where}: ${issue.message}`;
}

/**
 * What values on an app's content may vary by: its breakpoints (issue 23) and its other languages (issue 26).
 * `locales` null: any well-formed tag (content that belongs to no app).
 */
export interface ContentAxes {
  readonly breakpoints: readonly Breakpoint[] | null;
  readonly locales: readonly string[] | null;
}

/**
 * An app's breakpoints and languages: its stored settings, or the defaults when it never set them (or set
 * damaged ones). The one place the server reads them: page saves, prefab saves and publishing all come here.
 */
export async function axesOfApp(db: Db | Tx, appId: string): Promise<ContentAxes & { site: SiteLocales }> {
  // FOR SHARE: a save checking its values holds off a change of either list (which locks the row for update and
  // removes a deleted breakpoint's or language's values) until it is stored, so no such value slips in.
  const [row] = await db
    .select({ breakpoints: apps.breakpoints, locales: apps.locales })
    .from(apps)
    .where(eq(apps.id, appId))
    .limit(1)
    .for('share');
  const site = appLocales(row?.locales ?? null);
  return { breakpoints: appBreakpoints(row?.breakpoints ?? null), locales: site.others, site };
}

/** The app's breakpoints (axesOfApp's), for what renders rather than checks. */
export async function breakpointsOfApp(db: Db | Tx, appId: string): Promise<Breakpoint[]> {
  return [...((await axesOfApp(db, appId)).breakpoints ?? [])];
}

/** A brick as named in a refusal: its name and id, so the user can find it (`Heading (b1) `). */
function brickLabel(brick: { id?: unknown; name?: unknown }): string {
  const name = typeof brick.name === 'string' && brick.name.trim() !== '' ? brick.name.trim() : 'brick';
  return `${name} (${String(brick.id ?? '')}) `;
}

/** Why one dataTypes map's values per breakpoint or per language cannot be stored, or null. */
export function axesProblem(
  dataTypes: Record<string, unknown>,
  axes: ContentAxes,
  where: string,
): string | null {
  return (
    breakpointValuesProblem(dataTypes, axes.breakpoints, where) ??
    translationsProblem(dataTypes, axes.locales, where)
  );
}

/**
 * The values per breakpoint and per language of a tree of bricks, at any depth, against the app's `axes`: 400
 * naming the brick, the property and the breakpoint or language. Entries without either (everything saved
 * before issues 23 and 26) are never refused.
 */
export function assertAxisValues(
  slots: TreeSlots<TreeBrick & { name?: unknown; dataTypes?: unknown }>,
  axes: ContentAxes,
  where = '',
): void {
  for (const brick of allBricks(slots)) {
    const dataTypes = brick.dataTypes;
    if (typeof dataTypes !== 'object' || dataTypes === null) continue;
    const problem = axesProblem(dataTypes as Record<string, unknown>, axes, where + brickLabel(brick));
    if (problem) throw badRequest(problem);
  }
}

/**
 * Content sent by a client, upgraded to the current version and checked: the shape (pageContentSchema), the
 * size, that it is built on `template` with at least its slots slot1 … slotN, and its values per breakpoint
 * and per language (the template's and every brick's) against the app's `axes`. Absent content (undefined or null) is
 * the template's empty content.
 *
 * Slots beyond N are accepted and kept: a template edited down to fewer slots must not cost its pages their
 * bricks, so the editor writes those slots back untouched (and warns) until someone moves or deletes them.
 */
export function checkedContent(raw: unknown, template: ContentTemplate, axes: ContentAxes): PageContent {
  if (raw === undefined || raw === null) return emptyPageContent(template);
  if (jsonDepthExceeds(raw, CONTENT_JSON_MAX_DEPTH)) throw badRequest(SERVER_MESSAGES.contentTooDeep);
  const text = JSON.stringify(raw);
  if (text.length > LIMITS.page.contentMaxChars) throw new AppError(413, SERVER_MESSAGES.contentTooLarge);
  assertNoNul(text, 'content');
  const result = pageContentSchema.safeParse(migratePageContent(raw));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw badRequest(issue ? issueMessage(issue) : 'content is invalid');
  }
  const content = result.data;
  // SLOT_NAME admits no slot0 nor leading zeros, so every other slot is some slotK with K > N.
  const hasTemplateSlots = slotNames(template.slots).every((name) => Object.hasOwn(content.slots, name));
  if (content.template.id !== template.id || !hasTemplateSlots) {
    throw badRequest(SERVER_MESSAGES.contentTemplateMismatch);
  }
  const templateProblem = axesProblem(content.template.dataTypes, axes, 'template ');
  if (templateProblem) throw badRequest(templateProblem);
  assertAxisValues(content.slots as TreeSlots<TreeBrick>, axes);
  return content;
}

/**
 * How many slots each component the bricks name has, in one query for the organization's components among
 * them (components are per organization). A componentId that is no component of the organization is no
 * error: the editor keeps unknown components as placeholders, so slotsOf answers undefined for it.
 */
export async function componentSlotCounts(
  db: Db | Tx,
  orgId: string,
  slots: TreeSlots<TreeBrick & { componentId?: unknown }>,
): Promise<(componentId: string) => number | undefined> {
  const ids = [
    ...new Set(
      allBricks(slots)
        .map((brick) => brick.componentId)
        .filter((id): id is string => typeof id === 'string' && isId(id)),
    ),
  ];
  if (ids.length === 0) return () => undefined;
  const rows = await db
    .select({ id: components.id, slots: components.slots })
    .from(components)
    .where(and(eq(components.orgId, orgId), sql`${components.id} = any(${sql.param(ids)}::uuid[])`));
  const counts = new Map(rows.map((row) => [row.id, row.slots]));
  return (componentId) => counts.get(componentId);
}

/**
 * The structure of a brick tree against the organization's components (page-tree brickTreeProblem: depth,
 * unique ids, slot names, only slots the component has, except the `kept` ones): 400 naming the brick,
 * prefixed with `where`.
 */
export async function assertBrickTree(
  db: Db | Tx,
  orgId: string,
  slots: TreeSlots<TreeBrick & { componentId?: unknown }>,
  where: string,
  kept?: ReadonlySet<string>,
): Promise<void> {
  const problem = brickTreeProblem(slots, await componentSlotCounts(db, orgId, slots), kept);
  if (problem) throw badRequest(`${where}: ${problem.message}`);
}

/**
 * checkedContent against the app's breakpoints and languages, then, expanded with its definitions (lean content, decision 0037),
 * its bricks against the organization's components (assertBrickTree): what createPage and updatePage store, once
 * leaned again (leanContent) after the placement checks. `before` is the page's stored content on an update: a container slot it already
 * had stays accepted when the component has since been edited down to fewer slots (grandfatheredSlots), as
 * a template's extra slots are, so no page becomes unsaveable and nothing is lost; the editor writes such a
 * slot back untouched. A slot beyond the component's count that the stored page did not have is refused.
 */
export async function checkedPageContent(
  db: Db | Tx,
  app: { id: string; orgId: string },
  raw: unknown,
  template: ContentTemplate,
  before?: unknown,
): Promise<PageContent> {
  const lean = checkedContent(raw, template, await axesOfApp(db, app.id));
  // The form rules and the prefab and link checks read each brick's full entries (defaults included).
  const content = await expandedContent(db, app.orgId, lean, template);
  const kept = before === undefined ? undefined : grandfatheredSlots(storedContent(before).slots);
  await assertBrickTree(db, app.orgId, content.slots, 'content', kept);
  return content;
}

/** Stored content as the current version reads it: pages written by an older release still open. */
export function storedContent(stored: unknown): Record<string, unknown> {
  return migratePageContent(stored) as Record<string, unknown>;
}
