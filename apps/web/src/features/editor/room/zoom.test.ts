import { describe, expect, it } from 'vitest';
import { DESKTOP_WIDTH, parseZoom, scaleFor, stepZoom, zoomPercent } from './zoom.ts';

describe('scaleFor', () => {
  it('fits the desktop width into the canvas, never enlarging it', () => {
    expect(scaleFor('fit', DESKTOP_WIDTH / 2)).toBe(0.5);
    expect(scaleFor('fit', 914)).toBeCloseTo(914 / 1440);
    expect(scaleFor('fit', 2400)).toBe(1);
  });

  it('draws a fixed zoom as asked, within the offered range', () => {
    expect(scaleFor(0.75, 914)).toBe(0.75);
    expect(scaleFor(1.25, 300)).toBe(1.25);
    expect(scaleFor(9, 914)).toBe(1.5);
    expect(scaleFor(0.01, 914)).toBe(0.5);
  });

  it('draws at real size before the canvas was measured', () => {
    expect(scaleFor('fit', 0)).toBe(1);
  });
});

describe('stepZoom', () => {
  it('steps from the scale shown now, fit included', () => {
    expect(stepZoom(0.63, 1)).toBe(0.75);
    expect(stepZoom(0.63, -1)).toBe(0.5);
    expect(stepZoom(0.75, 1)).toBe(1);
    expect(stepZoom(0.75, -1)).toBe(0.5);
  });

  it('stops at either end', () => {
    expect(stepZoom(0.5, -1)).toBeNull();
    expect(stepZoom(1.5, 1)).toBeNull();
  });
});

describe('parseZoom', () => {
  it('accepts fit and the offered steps only', () => {
    expect(parseZoom('fit')).toBe('fit');
    expect(parseZoom(0.75)).toBe(0.75);
    expect(parseZoom(0.6)).toBeNull();
    expect(parseZoom('100')).toBeNull();
  });
});

it('zoomPercent rounds to a whole percent', () => {
  expect(zoomPercent(914 / 1440)).toBe(63);
});
