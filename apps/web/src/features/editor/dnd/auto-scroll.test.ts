import { describe, expect, it } from 'vitest';
import { AUTO_SCROLL_EDGE, AUTO_SCROLL_MAX_STEP, autoScrollStep } from './auto-scroll.ts';

describe('autoScrollStep', () => {
  const top = 100;
  const bottom = 900;

  it('does nothing in the middle of the canvas', () => {
    expect(autoScrollStep(500, top, bottom)).toBe(0);
    expect(autoScrollStep(top + AUTO_SCROLL_EDGE + 1, top, bottom)).toBe(0);
  });

  it('scrolls up near the top and down near the bottom, faster closer to the edge', () => {
    const slow = autoScrollStep(top + AUTO_SCROLL_EDGE - 5, top, bottom);
    const fast = autoScrollStep(top + 2, top, bottom);
    expect(slow).toBeLessThan(0);
    expect(fast).toBeLessThan(slow);
    expect(autoScrollStep(bottom - 2, top, bottom)).toBeGreaterThan(0);
  });

  it('keeps the top speed just beyond the edge and stops far from it', () => {
    expect(autoScrollStep(top - 10, top, bottom)).toBe(-AUTO_SCROLL_MAX_STEP);
    expect(autoScrollStep(bottom + 10, top, bottom)).toBe(AUTO_SCROLL_MAX_STEP);
    expect(autoScrollStep(top - AUTO_SCROLL_EDGE - 1, top, bottom)).toBe(0);
    expect(autoScrollStep(bottom + AUTO_SCROLL_EDGE + 1, top, bottom)).toBe(0);
  });

  it('narrows the edges of a short canvas so its middle stays still', () => {
    expect(autoScrollStep(150, 100, 200)).toBe(0);
    expect(autoScrollStep(105, 100, 200)).toBeLessThan(0);
  });
});
