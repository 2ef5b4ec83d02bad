import { describe, expect, it } from 'vitest';
import { bandOf, inBand } from './visible-band.ts';

describe('the band of brick boxes drawn', () => {
  it('covers the view, one view above and two below, in whole steps of the view', () => {
    expect(bandOf(0, 800)).toEqual({ top: -800, bottom: 2400 });
    // Anywhere inside the first step: the same band, so scrolling does not redraw the boxes.
    expect(bandOf(799, 800)).toEqual({ top: -800, bottom: 2400 });
    expect(bandOf(800, 800)).toEqual({ top: 0, bottom: 3200 });
    const band = bandOf(12_345, 700);
    expect(band.top).toBeLessThanOrEqual(12_345 - 700);
    expect(band.bottom).toBeGreaterThanOrEqual(12_345 + 700 * 2);
  });

  it('never takes a step shorter than 200 pixels, nor a top above the page', () => {
    expect(bandOf(-50, 0)).toEqual({ top: -200, bottom: 600 });
  });

  it('keeps a box that reaches into the band, from either side', () => {
    const band = { top: 1000, bottom: 2000 };
    expect(inBand({ y: 900, height: 100 }, band)).toBe(true);
    expect(inBand({ y: 2000, height: 10 }, band)).toBe(true);
    expect(inBand({ y: 800, height: 150 }, band)).toBe(false);
    expect(inBand({ y: 2001, height: 10 }, band)).toBe(false);
    // A box taller than the band.
    expect(inBand({ y: 0, height: 5000 }, band)).toBe(true);
    // Not measured yet: every box.
    expect(inBand({ y: 99_999, height: 1 }, null)).toBe(true);
  });
});
