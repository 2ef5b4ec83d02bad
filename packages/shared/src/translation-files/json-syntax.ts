/**
 * Where a JSON text goes wrong. JSON.parse's messages only sometimes give a position ("Unexpected token '}'"
 * does not), and a translator editing a big file needs a line to look at. This scans the text by JSON's
 * grammar (RFC 8259) and returns the offset of the first character that breaks it. It runs only after
 * JSON.parse failed, keeps its own stack (nesting cannot overflow the call stack) and builds nothing.
 */

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const STRING_ESCAPE = /["\\/bfnrt]|u[0-9A-Fa-f]{4}/y;

/** The offset of the first character that is not JSON, or -1 when the scan finds none. */
export function jsonErrorOffset(text: string): number {
  const closers: string[] = [];
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  /** Reads a string at i; false (i at the fault) when it is not one. */
  const string = (): boolean => {
    if (text[i] !== '"') return false;
    i++;
    for (;;) {
      if (i >= text.length) return false;
      const code = text.charCodeAt(i);
      if (code === 0x22) {
        i++;
        return true;
      }
      if (code < 0x20) return false;
      if (code === 0x5c) {
        STRING_ESCAPE.lastIndex = i + 1;
        if (!STRING_ESCAPE.test(text)) return false;
        i = STRING_ESCAPE.lastIndex;
      } else i++;
    }
  };
  /** Reads `"key" :` at i, after an object's `{` or `,`. */
  const member = (): boolean => {
    skipSpace();
    if (!string()) return false;
    skipSpace();
    if (text[i] !== ':') return false;
    i++;
    return true;
  };
  for (;;) {
    // A value.
    skipSpace();
    const first = text[i];
    if (first === '{' || first === '[') {
      i++;
      skipSpace();
      if (text[i] === (first === '{' ? '}' : ']')) i++;
      else {
        closers.push(first === '{' ? '}' : ']');
        if (first === '{' && !member()) return i;
        continue;
      }
    } else if (first === '"') {
      if (!string()) return i;
    } else if (text.startsWith('true', i) || text.startsWith('null', i)) i += 4;
    else if (text.startsWith('false', i)) i += 5;
    else {
      NUMBER.lastIndex = i;
      if (!NUMBER.test(text)) return i;
      i = NUMBER.lastIndex;
    }
    // What may follow a value: a comma and the next one, or the end of its object or array.
    for (;;) {
      skipSpace();
      const closer = closers.at(-1);
      if (closer === undefined) return i < text.length ? i : -1;
      if (text[i] === ',') {
        i++;
        if (closer === '}' && !member()) return i;
        break;
      }
      if (text[i] !== closer) return i;
      i++;
      closers.pop();
    }
  }
}

/** Line and column (both from 1) of an offset in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) {
    line++;
    start = at + 1;
  }
  return { line, column: offset - start + 1 };
}
