import { SERVER_MESSAGES } from './errors.ts';
import { LIMITS } from './limits.ts';

/**
 * The one rule for JSON a client sends (GraphQL variables, REST bodies), for the server before anything walks or
 * stores it and for the console before it sends: nested at most LIMITS.clientJsonDepth deep, and every string
 * (keys too) well-formed Unicode. A lone UTF-16 surrogate ("\ud800") is text no database column can hold:
 * PostgreSQL refuses it in jsonb and a text column would silently keep U+FFFD instead.
 */
export type ClientJsonProblem = 'tooDeep' | 'loneSurrogate';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds no lone UTF-16 surrogate (String.prototype.isWellFormed, for every runtime). */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/**
 * The first problem of a client's JSON value, or null. A scalar is depth 0, `{}` and `[]` depth 1, `{"a": []}`
 * depth 2. The walk keeps its own stack, so no nesting can overflow the call stack, and stops at the first problem.
 */
export function checkClientJson(
  value: unknown,
  maxDepth: number = LIMITS.clientJsonDepth,
): ClientJsonProblem | null {
  const stack: Array<[value: unknown, depth: number]> = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [current, depth] = next;
    if (typeof current === 'string') {
      if (!isWellFormedText(current)) return 'loneSurrogate';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return 'tooDeep';
    if (Array.isArray(current)) {
      for (const item of current) stack.push([item, depth + 1]);
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (!isWellFormedText(key)) return 'loneSurrogate';
      stack.push([item, depth + 1]);
    }
  }
  return null;
}

/** The server's message for a problem of checkClientJson. */
export function clientJsonMessage(problem: ClientJsonProblem): string {
  return problem === 'tooDeep' ? SERVER_MESSAGES.tooDeep : SERVER_MESSAGES.loneSurrogate;
}
