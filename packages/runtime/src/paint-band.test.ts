import { describe, expect, it } from 'vitest';
import { applyPaintBand, paintBandClip } from './paint-band.ts';

describe('the frame paints only the band the canvas shows', () => {
  it('clips the body to the band, in whole pixels, and far out sideways', () => {
    expect(paintBandClip({ top: -800.5, bottom: 2400.2 })).toBe(
      'inset(-801px -100000px calc(100% - 2401px) -100000px)',
    );
    expect(paintBandClip(null)).toBe('');
  });

  it('writes the clip only when it changes, and takes it off without a band', () => {
    let writes = 0;
    let clip = '';
    const style = {
      get clipPath() {
        return clip;
      },
      set clipPath(value: string) {
        writes += 1;
        clip = value;
      },
    };
    const body = { style } as unknown as HTMLElement;
    applyPaintBand(body, { top: 0, bottom: 1000 });
    applyPaintBand(body, { top: 0, bottom: 1000 });
    expect(clip).toBe('inset(0px -100000px calc(100% - 1000px) -100000px)');
    expect(writes).toBe(1);
    applyPaintBand(body, null);
    expect(clip).toBe('');
    expect(writes).toBe(2);
  });
});
