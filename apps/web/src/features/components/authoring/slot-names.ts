/**
 * Spec §5: a template's default export destructures its slots as slot1, slot2 … slotN. The console
 * checks this before saving (the server checks it again and counts the slots itself).
 */

/** Comments and string contents blanked out, so braces and words inside them are not read as code. */
function stripNoise(code: string): string {
  let out = '';
  let i = 0;
  while (i < code.length) {
    const c = code[i];
    const next = code[i + 1];
    if (c === '/' && next === '/') {
      while (i < code.length && code[i] !== '\n') i += 1;
    } else if (c === '/' && next === '*') {
      const end = code.indexOf('*/', i + 2);
      i = end === -1 ? code.length : end + 2;
      out += ' ';
    } else if (c === '"' || c === "'" || c === '`') {
      out += c;
      i += 1;
      while (i < code.length && code[i] !== c) {
        if (code[i] === '\\') i += 1;
        i += 1;
      }
      out += c;
      i += 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/** The text between the bracket at `open` and its partner, or null when it never closes. */
function balanced(code: string, open: number): string | null {
  const pairs: Record<string, string> = { '(': ')', '{': '}', '[': ']' };
  const stack: string[] = [];
  for (let i = open; i < code.length; i += 1) {
    const c = code[i] ?? '';
    if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return code.slice(open + 1, i);
    }
  }
  return null;
}

/** Splits on commas that are not nested in brackets. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of text) {
    if ('({['.includes(c)) depth += 1;
    if (')}]'.includes(c)) depth -= 1;
    if (c === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  if (current.trim()) parts.push(current);
  return parts;
}

const IDENT = '[A-Za-z_$][\\w$]*';

/** The parameter list (without parentheses) of the function the code default-exports, if found. */
function defaultExportParams(code: string): string | null {
  const paramsAfter = (index: number): string | null => {
    const open = code.indexOf('(', index);
    return open === -1 ? null : balanced(code, open);
  };
  // export default function Name(…) / export default async function (…)
  const fn = new RegExp(`export\\s+default\\s+(?:async\\s+)?function\\s*\\*?\\s*(?:${IDENT})?\\s*\\(`).exec(
    code,
  );
  if (fn) return paramsAfter(fn.index);
  // export default (…) => …   /   export default ({…}) => …
  const arrow = /export\s+default\s+(?:async\s+)?\(/.exec(code);
  if (arrow) return paramsAfter(arrow.index);
  // export default Name;   /   export { Name as default }
  const named =
    new RegExp(`export\\s+default\\s+(${IDENT})\\s*;?`).exec(code) ??
    new RegExp(`export\\s*\\{[^}]*?\\b(${IDENT})\\s+as\\s+default\\b`).exec(code);
  const name = named?.[1];
  if (!name) return null;
  const declared =
    new RegExp(`function\\s+${name.replace('$', '\\$')}\\s*\\(`).exec(code) ??
    new RegExp(
      `(?:const|let|var)\\s+${name.replace('$', '\\$')}\\s*=\\s*(?:async\\s+)?(?:function\\s*${IDENT}?\\s*)?\\(`,
    ).exec(code);
  return declared ? paramsAfter(declared.index) : null;
}

/** The names the first parameter destructures ({ a, b: c, d = 1, ...rest } gives a, b, d). */
export function destructuredNames(code: string): string[] | null {
  const params = defaultExportParams(stripNoise(code));
  if (params === null) return null;
  const first = splitTopLevel(params)[0]?.trim() ?? '';
  if (!first.startsWith('{')) return [];
  const inner = balanced(first, 0);
  if (inner === null) return [];
  return splitTopLevel(inner)
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('...'))
    .map((part) => /^['"]?([\w$]+)/.exec(part)?.[1] ?? '')
    .filter(Boolean);
}

export type SlotCheck = { ok: true; slots: number } | { ok: false };

/**
 * The template's slot count, or a failure when a slot-like parameter breaks the pattern: every name
 * starting with "slot" must be slotN, and together they must run slot1, slot2 … without gaps.
 * No slot parameter at all is allowed (zero slots).
 */
export function checkSlots(code: string): SlotCheck {
  const names = destructuredNames(code) ?? [];
  // Case-sensitive like the server's check: 'Slot1' is an ordinary property, 'slotA' a broken slot.
  const slotLike = names.filter((name) => name.startsWith('slot'));
  if (slotLike.length === 0) return { ok: true, slots: 0 };
  const numbers: number[] = [];
  for (const name of slotLike) {
    const match = /^slot([1-9]\d*)$/.exec(name);
    if (!match) return { ok: false };
    numbers.push(Number(match[1]));
  }
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  if (sorted.length !== numbers.length || sorted.some((n, i) => n !== i + 1)) return { ok: false };
  return { ok: true, slots: sorted.length };
}

/** The slotN names the default export destructures, in order, whatever the rest of the check says. */
export function slotNamesOf(code: string): string[] {
  const names = (destructuredNames(code) ?? []).filter((name) => /^slot[1-9]\d*$/.test(name));
  return [...new Set(names)].sort((a, b) => Number(a.slice(4)) - Number(b.slice(4)));
}
