import { describe, expect, it } from 'vitest';
import { MIN_LOOP_ITEMS, slidePlacement, sliderLoops } from './template-slider.ts';

describe('template sliders', () => {
  it('loop from three templates on', () => {
    expect(MIN_LOOP_ITEMS).toBe(3);
    expect(sliderLoops(0)).toBe(false);
    expect(sliderLoops(1)).toBe(false);
    expect(sliderLoops(2)).toBe(false);
    expect(sliderLoops(3)).toBe(true);
    expect(sliderLoops(12)).toBe(true);
  });

  it('places the chosen name in the middle and its neighbours on either side, around the ring', () => {
    expect([0, 1, 2].map((i) => slidePlacement(i, 0, 3))).toEqual(['current', 'after', 'before']);
    expect([0, 1, 2].map((i) => slidePlacement(i, 2, 3))).toEqual(['after', 'before', 'current']);
    expect([0, 1, 2, 3, 4].map((i) => slidePlacement(i, 0, 5))).toEqual([
      'current',
      'after',
      'away',
      'away',
      'before',
    ]);
  });

  it('does not wrap around without looping', () => {
    expect([0, 1].map((i) => slidePlacement(i, 0, 2))).toEqual(['current', 'after']);
    expect([0, 1].map((i) => slidePlacement(i, 1, 2))).toEqual(['before', 'current']);
  });
});
