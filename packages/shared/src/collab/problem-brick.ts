/**
 * The checks of one brick of a collaborative document (problem.ts): its raw shape in the doc, and the brick
 * object docToContent reads from it under the content schema. The whole-doc check runs the first on every brick;
 * the checks of a transaction's change (problem.ts, problem-move.ts) run both on the bricks it touched.
 */
import * as Y from 'yjs';
import { entryOfType } from '../forms/bricks.ts';
import { type Brick, brickSchema, SLOT_NAME } from '../page-content.ts';
import { brickOf } from './from-doc.ts';
import { BRICK, isJson, isPlainObject, ROOT_NAMES } from './schema.ts';

const BRICK_KEYS: ReadonlySet<string> = new Set(Object.values(BRICK));
const PLACE_KEYS = [BRICK.parent, BRICK.slot, BRICK.order] as const;

export function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

export function jsonMapProblem(map: Y.Map<unknown>, path: string): string | null {
  for (const [key, value] of map.entries()) if (!isJson(value)) return `${path}.${key} is not JSON`;
  return null;
}

/** Whether every root of the doc is one of the schema's (an update can create any root). */
export function knownRoots(doc: Y.Doc): boolean {
  for (const name of doc.share.keys()) if (!ROOT_NAMES.has(name)) return false;
  return true;
}

/** Whether a brick takes part in the form rules of page-tree.ts (a form, or a form field). */
export function inForms(brick: Pick<Brick, 'dataTypes'>): boolean {
  return entryOfType(brick.dataTypes, 'Form') !== null || entryOfType(brick.dataTypes, 'FormField') !== null;
}

/** The raw shape of the brick stored under `id` in the doc's bricks map, and its place (see rawProblem). */
export function brickProblem(
  id: string,
  value: unknown,
  bricks: Y.Map<unknown>,
  templateSlots: string[],
  incomplete: boolean,
): string | null {
  const path = `bricks.${id}`;
  if (!(value instanceof Y.Map)) return `${path} is not a brick map`;
  for (const key of value.keys()) if (!BRICK_KEYS.has(key)) return `${path}.${key} is not a brick field`;
  const componentId = value.get(BRICK.componentId);
  if (typeof componentId !== 'string' || componentId === '') return `${path}.componentId is required`;
  // Waiting for earlier edits (see collabProblem), a moved brick may have no place yet: docToContent leaves it
  // out (no parent) or puts it in the first slot (no slot, no order) until they arrive; a wrong type is wrong.
  const unplaced = incomplete && PLACE_KEYS.some((key) => value.get(key) === undefined);
  for (const key of PLACE_KEYS)
    if (typeof value.get(key) !== 'string' && !(unplaced && value.get(key) === undefined))
      return `${path}.${key} is required`;
  const props = value.get(BRICK.props);
  if (!(props instanceof Y.Map)) return `${path}.props must be a map of properties`;
  const propsProblem = jsonMapProblem(props, `${path}.props`);
  if (propsProblem) return propsProblem;
  for (const key of [BRICK.name, BRICK.isPrefab, BRICK.dataGroups, BRICK.extra] as const)
    if (value.has(key) && !isJson(value.get(key))) return `${path}.${key} is not JSON`;
  if (value.has(BRICK.extra) && !isPlainObject(value.get(BRICK.extra)))
    return `${path}.extra must be an object`;
  const names = value.get(BRICK.slotNames);
  if (names !== undefined && (!isStringList(names) || names.some((name) => !SLOT_NAME.test(name))))
    return `${path}.slotNames must list slot names (slot1, slot2 …)`;
  if (unplaced) return null;
  const parent = value.get(BRICK.parent) as string;
  const slot = value.get(BRICK.slot) as string;
  if (parent === '') {
    if (!templateSlots.includes(slot)) return `${path}.slot ${slot} is not a slot of the template`;
    return null;
  }
  const container = bricks.get(parent);
  // A missing parent is a deleted subtree (docToContent drops it); a broken one is reported on its own.
  if (!(container instanceof Y.Map)) return null;
  const slots = container.get(BRICK.slotNames);
  if (!isStringList(slots) || !slots.includes(slot))
    return `${path}.slot ${slot} is not a slot of brick ${parent}`;
  return null;
}

/**
 * One brick checked on its own: its raw shape and place (brickProblem), then the brick object docToContent
 * reads under the content schema (brickSchema, its contents left out: they are bricks checked on their own).
 * Undefined when the brick cannot be judged alone: it takes part in the form rules (field names are unique
 * across a form), or its `slots` come from `extra` (a brick without slotNames), which the schema must parse.
 */
export function brickAloneProblem(
  id: string,
  bricks: Y.Map<unknown>,
  templateSlots: string[],
  incomplete: boolean,
): string | null | undefined {
  const map = bricks.get(id);
  const problem = brickProblem(id, map, bricks, templateSlots, incomplete);
  if (problem) return problem;
  const { slots, ...brick } = brickOf({ id, map: map as Y.Map<unknown> });
  if (inForms(brick)) return undefined;
  if (slots !== undefined && (map as Y.Map<unknown>).get(BRICK.slotNames) === undefined) return undefined;
  const parsed = brickSchema.safeParse(brick);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return `${['bricks', id, ...issue.path.map(String)].join('.')}: ${issue.message}`;
  }
  return null;
}
