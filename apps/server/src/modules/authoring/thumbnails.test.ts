import { describe, expect, it } from 'vitest';
import { DEFAULT_THUMBNAILS, defaultThumbnails } from './validation.ts';

describe('default template thumbnails', () => {
  it('are always the three placeholders, the drawing of the slot count first', () => {
    expect(defaultThumbnails(1)[0]).toBe('/thumbnails/template-1.svg');
    expect(defaultThumbnails(2)[0]).toBe('/thumbnails/template-2.svg');
    expect(defaultThumbnails(3)[0]).toBe('/thumbnails/template-3.svg');
    expect(defaultThumbnails(9)[0]).toBe('/thumbnails/template-3.svg');
    expect(defaultThumbnails(0)[0]).toBe('/thumbnails/template-1.svg');
    for (const slots of [0, 1, 2, 3, 9])
      expect([...defaultThumbnails(slots)].sort()).toEqual(DEFAULT_THUMBNAILS);
  });
});
