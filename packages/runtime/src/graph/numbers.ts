/**
 * Number rules of the behaviour graph (decision 0018): every number a node reads or produces is finite and
 * within ±Number.MAX_SAFE_INTEGER, so no NaN, Infinity or imprecise integer reaches a page.
 */

/** NaN becomes 0; ±Infinity and anything beyond ±MAX_SAFE_INTEGER is clamped to ±MAX_SAFE_INTEGER; -0 is 0. */
export function clampNumber(value: number): number {
  if (Number.isNaN(value)) return 0;
  if (value > Number.MAX_SAFE_INTEGER) return Number.MAX_SAFE_INTEGER;
  if (value < -Number.MAX_SAFE_INTEGER) return -Number.MAX_SAFE_INTEGER;
  return value === 0 ? 0 : value;
}

/**
 * Any stored or computed value as a number: numbers are clamped; text is parsed as a whole decimal number
 * (surrounding spaces allowed, a comma accepted as decimal separator: "1,5" is 1.5), else 0; true is 1;
 * anything else (false, missing, objects) is 0.
 */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return clampNumber(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return 0;
    const parsed = Number(/^[-+]?\d*,\d+$/.test(text) ? text.replace(',', '.') : text);
    return Number.isFinite(parsed) ? clampNumber(parsed) : 0;
  }
  return 0;
}

/** true, 'true' and non-zero numbers are true; anything else is false. */
export function toBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  return value === 'true';
}

/** Division with a defined result: dividing by 0 gives 0. */
export function divide(a: number, b: number): number {
  return b === 0 ? 0 : clampNumber(a / b);
}

/**
 * Truncation (towards zero, not rounding) to 3 decimals. A product by 1000 within 1e-7 of a whole number
 * is that number, so binary artefacts do not lose a digit (1.005 stays 1.005, not 1.004).
 */
export function truncate3(value: number): number {
  const v = clampNumber(value);
  if (Number.isInteger(v)) return v;
  const scaled = v * 1000;
  const nearest = Math.round(scaled);
  const whole = Math.abs(scaled - nearest) < 1e-7 ? nearest : Math.trunc(scaled);
  return clampNumber(whole / 1000);
}
