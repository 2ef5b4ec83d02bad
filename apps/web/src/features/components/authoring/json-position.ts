/**
 * Where JSON text stops being valid, as a character offset. Engines do not always say it (V8's
 * "Unexpected token" messages carry no position), so the editors find it themselves with this small
 * scanner, which follows the JSON grammar and stops at the first character it cannot accept.
 */
export function jsonErrorOffset(text: string): number | null {
  let i = 0;

  class Stop extends Error {
    constructor(readonly at: number) {
      super('stop');
    }
  }
  const fail = (at = i): never => {
    throw new Stop(at);
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] ?? '')) i += 1;
  };
  const literal = (word: string) => {
    for (const c of word) {
      if (text[i] !== c) fail();
      i += 1;
    }
  };
  const string = () => {
    i += 1;
    while (i < text.length) {
      const c = text[i] ?? '';
      if (c === '"') {
        i += 1;
        return;
      }
      if (c === '\\') {
        const next = text[i + 1] ?? '';
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail(i + 2);
          i += 6;
        } else if ('"\\/bfnrt'.includes(next) && next) i += 2;
        else fail(i + 1);
      } else if (c < ' ') fail();
      else i += 1;
    }
    fail();
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match || match[0] === '-' || match[0] === '') fail();
    i += match?.[0].length ?? 0;
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{') {
      i += 1;
      space();
      if (text[i] === '}') {
        i += 1;
        return;
      }
      for (;;) {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ':') fail();
        i += 1;
        value();
        space();
        if (text[i] === ',') i += 1;
        else if (text[i] === '}') {
          i += 1;
          return;
        } else fail();
      }
    } else if (c === '[') {
      i += 1;
      space();
      if (text[i] === ']') {
        i += 1;
        return;
      }
      for (;;) {
        value();
        space();
        if (text[i] === ',') i += 1;
        else if (text[i] === ']') {
          i += 1;
          return;
        } else fail();
      }
    } else if (c === '"') string();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) number();
    else fail();
  };

  try {
    value();
    space();
    if (i < text.length) fail();
    return null;
  } catch (caught) {
    if (caught instanceof Stop) return Math.min(caught.at, text.length);
    throw caught;
  }
}
