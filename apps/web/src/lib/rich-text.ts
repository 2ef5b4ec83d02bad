export interface RichSegment {
  text: string;
  bold: boolean;
}

const OPEN = '\u0001';
const CLOSE = '\u0002';

/** The stand-ins passed to `t()` instead of the values: translations never contain these characters. */
export function placeholdersFor(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name, index) => [name, `${OPEN}${index}${CLOSE}`]));
}

/**
 * Splits a translation made with `placeholdersFor` into plain and bold (`<b>…</b>`) segments, putting
 * the values back in afterwards. Values are text and only text: a name like "<b>x</b>" shows as typed,
 * which `Trans` (it interpolates before parsing the tags) would not guarantee.
 */
export function splitRich(template: string, values: readonly string[]): RichSegment[] {
  const segments: RichSegment[] = [];
  const fill = (text: string) =>
    text.replace(new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g'), (_, index: string) => values[Number(index)] ?? '');
  for (const part of template.split(/(<b>[\s\S]*?<\/b>)/)) {
    if (!part) continue;
    const bold = part.startsWith('<b>') && part.endsWith('</b>');
    segments.push({ text: fill(bold ? part.slice(3, -4) : part), bold });
  }
  return segments;
}
