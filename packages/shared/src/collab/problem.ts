/**
 * What is wrong with a collaborative document, for the server to refuse an update that would make the page
 * invalid (issue 25, "Bad input") before it reaches storage or the other editors. First the raw shape a
 * hostile or broken client can produce and docToContent would paper over (a brick map without a component,
 * a property holding binary data, a root nobody reads, a brick in a slot that does not exist), then the
 * content docToContent reads, under the same rules as any saved content: pageContentSchema and the tree
 * checks of page-tree.ts.
 */
import type * as Y from 'yjs';
import { pageContentSchema, SLOT_NAME } from '../page-content.ts';
import { brickTreeProblem } from '../page-tree.ts';
import type { CollabChange } from './change.ts';
import { docToContent } from './from-doc.ts';
import {
  brickAloneProblem,
  brickProblem,
  isStringList,
  jsonMapProblem,
  knownRoots,
} from './problem-brick.ts';
import { placedBricksProblem } from './problem-move.ts';
import { COLLAB_SCHEMA_VERSION, isJson, isPlainObject, ROOT, ROOT_NAMES } from './schema.ts';

const TEMPLATE_KEYS: ReadonlySet<string> = new Set(['id', 'isPrefab', 'slots', 'extra']);

function rawProblem(doc: Y.Doc, incomplete: boolean): string | null {
  for (const name of doc.share.keys()) if (!ROOT_NAMES.has(name)) return `unknown root ${name}`;
  const schema = doc.getMap(ROOT.meta).get('schema');
  if (schema !== undefined && schema !== COLLAB_SCHEMA_VERSION)
    return `meta.schema ${String(schema)} is not ${COLLAB_SCHEMA_VERSION}`;
  const template = doc.getMap(ROOT.template);
  for (const key of template.keys())
    if (!TEMPLATE_KEYS.has(key)) return `template.${key} is not a template field`;
  const templateSlots = template.get('slots');
  if (!isStringList(templateSlots) || templateSlots.some((name) => !SLOT_NAME.test(name)))
    return 'template.slots must list slot names (slot1, slot2 …)';
  if (template.has('extra') && !isPlainObject(template.get('extra')))
    return 'template.extra must be an object';
  const settings = jsonMapProblem(doc.getMap(ROOT.templateProps), 'templateProps');
  if (settings) return settings;
  const bricks = doc.getMap(ROOT.bricks);
  for (const [id, value] of bricks.entries()) {
    const problem = brickProblem(id, value, bricks, templateSlots, incomplete);
    if (problem) return problem;
  }
  for (const name of [ROOT.graphNodes, ROOT.graphComments, ROOT.graphConnections]) {
    for (const [key, entry] of doc.getMap(name).entries()) {
      if (!isPlainObject(entry) || typeof entry.o !== 'string' || !isPlainObject(entry.v) || !isJson(entry.v))
        return `${name}.${key.replaceAll('\u0000', '/')} must be { o: order key, v: item }`;
    }
  }
  return jsonMapProblem(doc.getMap(ROOT.graphMeta), 'graphMeta');
}

/**
 * A schema issue's path, from the brick it is in when there is one: `bricks.b12.name` rather than
 * `slots.slot1.3.slots.slot2.0.name`, the way the raw checks name it.
 */
function issuePath(content: unknown, path: ReadonlyArray<PropertyKey>): string {
  let at: unknown = content;
  let from = 0;
  let brick: string | null = null;
  path.forEach((segment, i) => {
    at = at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[segment] : undefined;
    const id = (at as { id?: unknown } | undefined)?.id;
    if (path[0] === 'slots' && typeof segment === 'number' && typeof id === 'string') {
      brick = id;
      from = i + 1;
    }
  });
  const rest = path.slice(from).map(String);
  return brick === null ? rest.join('.') : ['bricks', brick, ...rest].join('.');
}

/**
 * The problem of the bricks a transaction changed, when it changed nothing else: the same checks as the
 * whole doc's, on those bricks alone (a keystroke on a 1 000-brick page costs microseconds, not the tens of
 * milliseconds of reading and parsing the page). Undefined when the whole doc must be checked: the tree's
 * shape changed (problem-move.ts checks that), or a changed brick takes part in the form rules (field names
 * unique across a form).
 */
function changedBricksProblem(
  doc: Y.Doc,
  change: CollabChange,
  incomplete: boolean,
): string | null | undefined {
  if (change.structure || change.template || change.graph || change.meta || !knownRoots(doc))
    return undefined;
  const bricks = doc.getMap(ROOT.bricks);
  const templateSlots = doc.getMap(ROOT.template).get('slots');
  for (const id of change.bricks) {
    const problem = brickAloneProblem(
      id,
      bricks,
      isStringList(templateSlots) ? templateSlots : [],
      incomplete,
    );
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * A readable problem with the doc's content, naming its path, or null when it is valid content. Given the
 * change of the transaction just applied to a doc that was valid before it (collabChange), only what it
 * touched is checked when that is enough: the server checks every incoming update this way.
 *
 * A doc holding an update that waits for earlier ones (Yjs keeps its structs pending until they arrive) is
 * incomplete: its deletions applied at once, the values replacing them did not. A client that edits offline
 * and again right after reconnecting sends the new edit before its sync step 2 carries the offline ones, so a
 * brick it moved has lost its old place and not yet its new one. Such a brick is not a problem (docToContent
 * leaves it out or puts it in the first slot until the rest arrives); anything else still is. `incomplete`
 * says so when the pending part is held elsewhere (the server's live document, for its shadow copy).
 */
export function collabProblem(
  doc: Y.Doc,
  change?: CollabChange,
  incomplete = doc.store.pendingStructs !== null,
): string | null {
  if (change) {
    const problem = change.structure
      ? placedBricksProblem(doc, change, incomplete)
      : changedBricksProblem(doc, change, incomplete);
    if (problem !== undefined) return problem;
  }
  const raw = rawProblem(doc, incomplete);
  if (raw) return raw;
  const content = docToContent(doc);
  const parsed = pageContentSchema.safeParse(content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return `${issuePath(content, issue.path)}: ${issue.message}`;
  }
  return brickTreeProblem(content.slots)?.message ?? null;
}
