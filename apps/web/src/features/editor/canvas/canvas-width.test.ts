import { DEFAULT_BREAKPOINTS } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { DESKTOP_WIDTH } from '../room/zoom.ts';
import { breakpointIcon, canvasWidth } from './canvas-width.ts';
import { scaleOf } from './scaled-page.tsx';

const bp = (id: string, maxWidth: number) => ({ id, maxWidth, label: { 'en-US': id, 'pt-BR': id } });

describe('canvasWidth', () => {
  it('lays Desktop out at the desktop width, a breakpoint at its max width, and Phone in the phone frame', () => {
    expect(canvasWidth('desktop', DEFAULT_BREAKPOINTS)).toEqual({ kind: 'page', width: DESKTOP_WIDTH });
    expect(canvasWidth('tablet', DEFAULT_BREAKPOINTS)).toEqual({ kind: 'page', width: 991 });
    expect(canvasWidth('phone-landscape', DEFAULT_BREAKPOINTS)).toEqual({ kind: 'page', width: 767 });
    expect(canvasWidth('phone', DEFAULT_BREAKPOINTS)).toEqual({ kind: 'phone' });
    // A breakpoint the app no longer has shows the desktop.
    expect(canvasWidth('watch', DEFAULT_BREAKPOINTS)).toEqual({ kind: 'page', width: DESKTOP_WIDTH });
  });

  it('keeps Desktop wider than the widest breakpoint, and draws no phone frame where its screen would not apply', () => {
    expect(canvasWidth('desktop', [bp('wide', 1600)])).toEqual({ kind: 'page', width: 1601 });
    // The phone screen (375 px) is wider than a 320 px breakpoint: that one is drawn at its width.
    expect(canvasWidth('small', [bp('small', 320), bp('phone', 478)])).toEqual({ kind: 'page', width: 320 });
    // Not the narrowest: its own width, the narrower one keeps the frame.
    expect(canvasWidth('phone', [bp('phone', 478), bp('mini', 400)])).toEqual({ kind: 'page', width: 478 });
    expect(canvasWidth('mini', [bp('phone', 478), bp('mini', 400)])).toEqual({ kind: 'phone' });
  });

  it('picks the icon by width', () => {
    expect([null, 991, 767, 478].map(breakpointIcon)).toEqual([
      'desktop',
      'tablet',
      'phone-landscape',
      'phone',
    ]);
  });
});

describe('scaleOf', () => {
  it('fits the page width to the canvas, never enlarging it; a fixed zoom stays as chosen', () => {
    expect(scaleOf('fit', 720, 1440)).toBe(0.5);
    expect(scaleOf('fit', 1200, 991)).toBe(1);
    expect(scaleOf('fit', 767, 991)).toBeCloseTo(767 / 991, 6);
    expect(scaleOf(0.75, 300, 991)).toBe(0.75);
  });
});
