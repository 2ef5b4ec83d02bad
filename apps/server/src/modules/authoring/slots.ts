/**
 * Counts a template's slots: the property names slot1, slot2 … that the default-exported function destructures
 * from its first parameter. It reads esbuild's ES-module output of the code (see compileToModule), never runs
 * it: esbuild has already removed JSX and comments and turned every default export into
 * `export { name as default }` with `function name(…)` or `var name = …` above it, so a small tokenizer suffices.
 */

export type SlotAnalysis =
  | { ok: true; slots: number; names: string[] }
  | { ok: false; invalid: string[]; names: string[] };

interface Token {
  kind: 'ident' | 'punct' | 'string' | 'number' | 'template' | 'regex';
  value: string;
}

const IDENT_START = /[A-Za-z_$\u0080-\uffff]/;
const IDENT_PART = /[A-Za-z0-9_$\u0080-\uffff]/;
const REGEX_AFTER_KEYWORD = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
]);

/** Tokens of valid JavaScript; strings and template literals collapse to one token each. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  // One entry per open `{`: true when it opened a template literal's `${`.
  const braces: boolean[] = [];
  let i = 0;
  const n = source.length;

  const regexAllowed = () => {
    const last = tokens.at(-1);
    if (!last) return true;
    if (last.kind === 'ident') return REGEX_AFTER_KEYWORD.has(last.value);
    if (last.kind === 'punct') return ![')', ']', '}'].includes(last.value);
    return false;
  };

  /** Reads a template literal's text from i (just after ` or a closing }) to its end or next `${`. */
  const templateChunk = () => {
    while (i < n) {
      const c = source[i]!;
      if (c === '\\') {
        i += 2;
      } else if (c === '`') {
        i++;
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        i += 2;
        braces.push(true);
        return;
      } else {
        i++;
      }
    }
  };

  while (i < n) {
    const c = source[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '/' && source[i + 1] === '/') {
      while (i < n && source[i] !== '\n') i++;
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
    } else if (c === '"' || c === "'") {
      const start = i++;
      while (i < n && source[i] !== c) i += source[i] === '\\' ? 2 : 1;
      i++;
      tokens.push({ kind: 'string', value: source.slice(start + 1, i - 1) });
    } else if (c === '`') {
      i++;
      templateChunk();
      tokens.push({ kind: 'template', value: '`' });
    } else if (c === '}' && braces.at(-1) === true) {
      braces.pop();
      i++;
      templateChunk();
    } else if (c === '/' && regexAllowed()) {
      let inClass = false;
      i++;
      while (i < n) {
        const d = source[i]!;
        if (d === '/' && !inClass) break;
        if (d === '[') inClass = true;
        else if (d === ']') inClass = false;
        i += d === '\\' ? 2 : 1;
      }
      i++;
      while (i < n && IDENT_PART.test(source[i]!)) i++;
      tokens.push({ kind: 'regex', value: '/' });
    } else if (IDENT_START.test(c)) {
      const start = i;
      while (i < n && IDENT_PART.test(source[i]!)) i++;
      tokens.push({ kind: 'ident', value: source.slice(start, i) });
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(source[i + 1] ?? ''))) {
      const start = i;
      while (i < n && /[0-9A-Za-z_.]/.test(source[i]!)) i++;
      tokens.push({ kind: 'number', value: source.slice(start, i) });
    } else if (source.startsWith('=>', i) || source.startsWith('...', i)) {
      const value = source.startsWith('=>', i) ? '=>' : '...';
      i += value.length;
      tokens.push({ kind: 'punct', value });
    } else {
      if (c === '{') braces.push(false);
      else if (c === '}') braces.pop();
      i++;
      tokens.push({ kind: 'punct', value: c });
    }
  }
  return tokens;
}

const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** Index of the token closing the bracket opened at `start`. */
function matching(tokens: Token[], start: number): number {
  let depth = 0;
  for (let k = start; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'punct') continue;
    if (OPEN[t.value]) depth++;
    else if (t.value === ')' || t.value === ']' || t.value === '}') {
      depth--;
      if (depth === 0) return k;
    }
  }
  return tokens.length;
}

/** Top-level statements' first tokens: indices at bracket depth 0 that follow `;`, `}` or the start. */
function topLevelIndices(tokens: Token[]): number[] {
  const result: number[] = [];
  let depth = 0;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (depth === 0) result.push(k);
    if (t.kind !== 'punct') continue;
    if (OPEN[t.value]) depth++;
    else if (t.value === ')' || t.value === ']' || t.value === '}') depth--;
  }
  return result;
}

const is = (t: Token | undefined, value: string) =>
  t !== undefined && t.kind !== 'string' && t.value === value;

/** The name `export { name as default }` (or `export default name`) gives the default export. */
function defaultExportName(tokens: Token[], top: number[]): string | { paramsAt: number } | null {
  for (const k of top) {
    if (!is(tokens[k], 'export')) continue;
    if (is(tokens[k + 1], '{')) {
      const end = matching(tokens, k + 1);
      for (let m = k + 2; m < end; m++) {
        if (is(tokens[m], 'as') && is(tokens[m + 1], 'default') && tokens[m - 1]?.kind === 'ident') {
          return tokens[m - 1]!.value;
        }
        if (is(tokens[m], 'default') && is(tokens[m + 1], 'as')) return null; // re-export of an import
      }
    } else if (is(tokens[k + 1], 'default')) {
      const params = functionParamsAt(tokens, k + 2);
      if (params !== null) return { paramsAt: params };
      if (tokens[k + 2]?.kind === 'ident') return tokens[k + 2]!.value;
    }
  }
  return null;
}

/**
 * Where the parameter list of a function starting at `k` opens: `function [*] [name] (`, `async …`,
 * `(…) =>`, `x =>` (returns -1: a plain identifier parameter, no destructuring) — or null when `k` starts
 * no function. A call such as `memo(Component)` or `forwardRef(function …)` is looked through.
 */
function functionParamsAt(tokens: Token[], k: number, depth = 0): number | null {
  if (depth > 4) return null;
  let at = k;
  if (is(tokens[at], 'async') && !is(tokens[at + 1], '=>')) at++;
  if (is(tokens[at], 'function')) {
    at++;
    if (is(tokens[at], '*')) at++;
    if (tokens[at]?.kind === 'ident') at++;
    return is(tokens[at], '(') ? at : null;
  }
  if (is(tokens[at], '(')) {
    const close = matching(tokens, at);
    if (is(tokens[close + 1], '=>')) return at;
    return null;
  }
  if (tokens[at]?.kind === 'ident' && is(tokens[at + 1], '=>')) return -1;
  // A wrapping call: name(…)(…) or a.b(…): look at its first argument.
  let callee = at;
  while (tokens[callee]?.kind === 'ident' && is(tokens[callee + 1], '.')) callee += 2;
  if (tokens[callee]?.kind === 'ident' && is(tokens[callee + 1], '(')) {
    return functionParamsAt(tokens, callee + 2, depth + 1);
  }
  return null;
}

/** Parameters of the top-level declaration of `name`; aliases (`var a = b`) and wrappers are followed. */
function declarationParams(tokens: Token[], top: number[], name: string, depth = 0): number | null {
  if (depth > 4) return null;
  for (const k of top) {
    let at = k;
    if (is(tokens[at], 'export')) at++;
    if (is(tokens[at], 'async') && is(tokens[at + 1], 'function')) at++;
    if (is(tokens[at], 'function')) {
      let nameAt = at + 1;
      if (is(tokens[nameAt], '*')) nameAt++;
      if (is(tokens[nameAt], name) && is(tokens[nameAt + 1], '(')) return nameAt + 1;
      continue;
    }
    if (
      (is(tokens[at], 'var') || is(tokens[at], 'let') || is(tokens[at], 'const')) &&
      is(tokens[at + 1], name)
    ) {
      if (!is(tokens[at + 2], '=')) continue;
      const params = functionParamsAt(tokens, at + 3);
      if (params !== null) return params;
      const value = tokens[at + 3];
      if (
        value?.kind === 'ident' &&
        value.value !== name &&
        !is(tokens[at + 4], '(') &&
        !is(tokens[at + 4], '.')
      ) {
        const aliased = declarationParams(tokens, top, value.value, depth + 1);
        if (aliased !== null) return aliased;
        continue;
      }
      // Wrapped identifier: memo(Component)
      let callee = at + 3;
      while (tokens[callee]?.kind === 'ident' && is(tokens[callee + 1], '.')) callee += 2;
      if (
        tokens[callee]?.kind === 'ident' &&
        is(tokens[callee + 1], '(') &&
        tokens[callee + 2]?.kind === 'ident'
      ) {
        return declarationParams(tokens, top, tokens[callee + 2]!.value, depth + 1);
      }
    }
  }
  return null;
}

/** Property keys an object pattern opening at `open` destructures (its top level only). */
function patternKeys(tokens: Token[], open: number): string[] {
  const close = matching(tokens, open);
  const keys: string[] = [];
  let expectKey = true;
  let depth = 0;
  for (let k = open + 1; k < close; k++) {
    const t = tokens[k]!;
    if (t.kind === 'punct' && OPEN[t.value]) {
      // A computed key [expr] cannot be read statically: it is not a slot name.
      if (depth === 0 && expectKey && t.value === '[') expectKey = false;
      depth++;
      continue;
    }
    if (t.kind === 'punct' && (t.value === ')' || t.value === ']' || t.value === '}')) {
      depth--;
      continue;
    }
    if (depth > 0) continue;
    if (is(t, ',') && t.kind === 'punct') {
      expectKey = true;
      continue;
    }
    if (expectKey) {
      if (t.kind === 'punct' && t.value === '...') {
        expectKey = false;
        continue;
      }
      if (t.kind === 'ident' || t.kind === 'string' || t.kind === 'number') keys.push(t.value);
      expectKey = false;
    }
  }
  return keys;
}

const SLOT_NAME = /^slot[1-9][0-9]*$/;

/** The slot check of spec section 5 over the destructured names. */
export function checkSlotNames(names: string[]): SlotAnalysis {
  const slotLike = names.filter((name) => name.startsWith('slot'));
  const invalid = slotLike.filter((name) => !SLOT_NAME.test(name));
  const numbers = slotLike.filter((name) => SLOT_NAME.test(name)).map((name) => Number(name.slice(4)));
  const unique = new Set(numbers);
  // slot1 … slotN, each once, with no gap.
  const complete = unique.size === numbers.length && numbers.every((number) => number <= unique.size);
  if (invalid.length > 0 || !complete) {
    const invalidNames = invalid.length > 0 ? invalid : slotLike;
    return { ok: false, invalid: invalidNames, names: slotLike };
  }
  return { ok: true, slots: unique.size, names: slotLike };
}

/** Slot names destructured by the default export of esbuild's ES-module output (see compileToModule). */
export function destructuredNames(moduleCode: string): string[] {
  const tokens = tokenize(moduleCode);
  const top = topLevelIndices(tokens);
  const exported = defaultExportName(tokens, top);
  if (exported === null) return [];
  const paramsAt =
    typeof exported === 'string' ? declarationParams(tokens, top, exported) : exported.paramsAt;
  if (paramsAt === null || paramsAt < 0) return [];
  // The first parameter, when it is an object pattern.
  if (!is(tokens[paramsAt + 1], '{')) return [];
  return patternKeys(tokens, paramsAt + 1);
}

export function analyzeSlots(moduleCode: string): SlotAnalysis {
  return checkSlotNames(destructuredNames(moduleCode));
}
