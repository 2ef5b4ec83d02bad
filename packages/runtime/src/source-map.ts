/**
 * Just enough of the source map format (v3) to turn a position in compiled code back into the author's
 * line and column: the transpiler may append an inline map (`sourcemap: 'inline'`), and the runtime reads
 * it here instead of shipping a source-map library into every frame and live site.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

const INLINE_MAP =
  /\/\/[#@] sourceMappingURL=data:application\/json(?:;charset=[^;,]+)?;base64,([A-Za-z0-9+/=]+)\s*$/;

/** Decodes one base64 VLQ segment into its numbers; null when malformed. */
function decodeSegment(segment: string): number[] | null {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) return null;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    out.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return out;
}

function decodeBase64(text: string): string | null {
  try {
    return atob(text);
  } catch {
    return null;
  }
}

export interface Position {
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
}

/** The `mappings` of the inline source map at the end of `code`, or null when there is none. */
export function inlineMappings(code: string): string | null {
  const match = INLINE_MAP.exec(code.slice(-1_000_000));
  if (!match?.[1]) return null;
  const json = decodeBase64(match[1]);
  if (json === null) return null;
  try {
    const map = JSON.parse(json) as { mappings?: unknown };
    return typeof map.mappings === 'string' ? map.mappings : null;
  } catch {
    return null;
  }
}

/**
 * The original position of a generated one (both 1-based): the closest mapped segment at or before the
 * column on that generated line. null when the line has no mapping.
 */
export function originalPosition(mappings: string, generated: Position): Position | null {
  const lines = mappings.split(';');
  let sourceLine = 0;
  let sourceColumn = 0;
  let best: Position | null = null;
  for (let index = 0; index < lines.length && index < generated.line; index++) {
    let generatedColumn = 0;
    const isTarget = index === generated.line - 1;
    for (const segment of (lines[index] ?? '').split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      if (!fields || fields.length === 0) return best;
      generatedColumn += fields[0]!;
      if (fields.length >= 4) {
        sourceLine += fields[2]!;
        sourceColumn += fields[3]!;
        if (isTarget && (generatedColumn <= generated.column - 1 || best === null)) {
          best = { line: sourceLine + 1, column: sourceColumn + 1 };
        }
      }
    }
  }
  return best;
}
