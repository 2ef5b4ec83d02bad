import type { GraphConnection, GraphNode } from './schema.ts';

/**
 * The checks of graphNodeSchema and graphConnectionSchema written out without zod, for the engine: the engine
 * runs on live pages, where zod would be most of the script a visitor downloads (docs/decisions/0021). A unit
 * test (guards.test.ts) holds both to the same answers; the API still checks stored graphs with the schemas.
 */

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isText(value: unknown, min: number, max: number): value is string {
  return typeof value === 'string' && value.length >= min && value.length <= max;
}

function optionalText(value: unknown, min: number, max: number): boolean {
  return value === undefined || isText(value, min, max);
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function isSocket(value: unknown): boolean {
  return (
    isObject(value) &&
    isText(value.name, 1, 100) &&
    optionalText(value.type, 0, 100) &&
    optionalText(value.label, 0, 200)
  );
}

function isControl(value: unknown): boolean {
  return (
    isObject(value) &&
    optionalText(value.name, 1, 100) &&
    typeof value.index === 'number' &&
    Number.isSafeInteger(value.index)
  );
}

function optionalArray(value: unknown, item: (entry: unknown) => boolean): boolean {
  return value === undefined || (Array.isArray(value) && value.every(item));
}

/** The node when it passes graphNodeSchema's checks, else null. Unknown fields are kept. */
export function parseGraphNode(raw: unknown): GraphNode | null {
  if (!isObject(raw)) return null;
  const position = raw.position;
  const valid =
    isText(raw.id, 1, 100) &&
    isText(raw.type, 1, 100) &&
    optionalText(raw.category, 0, 100) &&
    optionalText(raw.label, 0, 200) &&
    isObject(position) &&
    isFiniteNumber(position.x) &&
    isFiniteNumber(position.y) &&
    optionalArray(raw.inputs, isSocket) &&
    optionalArray(raw.outputs, isSocket) &&
    optionalArray(raw.controls, isControl) &&
    optionalText(raw.componentId, 1, 100);
  return valid ? (raw as GraphNode) : null;
}

/** The connection when it passes graphConnectionSchema's checks, else null. */
export function parseGraphConnection(raw: unknown): GraphConnection | null {
  if (!isObject(raw)) return null;
  const valid =
    isText(raw.source, 1, 100) &&
    isText(raw.sourceOutput, 1, 100) &&
    isText(raw.target, 1, 100) &&
    isText(raw.targetInput, 1, 100);
  return valid ? (raw as GraphConnection) : null;
}
