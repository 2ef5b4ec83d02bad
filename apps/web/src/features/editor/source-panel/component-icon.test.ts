import { describe, expect, it } from 'vitest';
import { svgDataUrl } from './component-icon.ts';

describe('svgDataUrl', () => {
  it('encodes the markup into a data URL', () => {
    expect(svgDataUrl(' <svg viewBox="0 0 1 1"></svg> ')).toBe(
      'data:image/svg+xml;charset=utf-8,%3Csvg%20viewBox%3D%220%200%201%201%22%3E%3C%2Fsvg%3E',
    );
  });

  it('accepts an XML declaration or a comment before the root', () => {
    expect(svgDataUrl('<?xml version="1.0"?>\n<!-- icon --><svg/>')).not.toBeNull();
  });

  it('refuses anything that is not an SVG document', () => {
    expect(svgDataUrl('')).toBeNull();
    expect(svgDataUrl('<img src=x onerror=alert(1)>')).toBeNull();
    expect(svgDataUrl('<svgfoo/>')).toBeNull();
  });
});
