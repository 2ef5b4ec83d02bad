import { describe, expect, it } from 'vitest';
import { cropOutputType, extensionOfCroppedBlob, isCroppable, isWholeImage } from './crop.ts';

describe('the cropper step', () => {
  it('is offered for PNG, JPEG and WebP, not for SVG or GIF', () => {
    for (const extension of ['png', 'jpg', 'jpeg', 'webp', 'PNG']) expect(isCroppable(extension)).toBe(true);
    for (const extension of ['svg', 'gif', 'mp4', 'woff2', 'pdf']) expect(isCroppable(extension)).toBe(false);
  });

  it('asks the canvas for the original format', () => {
    expect(cropOutputType('png')).toBe('image/png');
    expect(cropOutputType('jpg')).toBe('image/jpeg');
    expect(cropOutputType('jpeg')).toBe('image/jpeg');
    expect(cropOutputType('webp')).toBe('image/webp');
  });

  it('names what the canvas produced, keeping the original extension when it matches', () => {
    expect(extensionOfCroppedBlob('image/jpeg', 'jpeg')).toBe('jpeg');
    expect(extensionOfCroppedBlob('image/jpeg', 'jpg')).toBe('jpg');
    expect(extensionOfCroppedBlob('image/webp', 'webp')).toBe('webp');
    // A browser that cannot encode WebP answers PNG: the file must say so.
    expect(extensionOfCroppedBlob('image/png', 'webp')).toBe('png');
    expect(extensionOfCroppedBlob('', 'png')).toBeNull();
  });

  it('uploads the original when the frame holds the whole, unturned image', () => {
    const imageSize = { width: 800, height: 600 };
    const flat = { horizontal: false, vertical: false };
    const whole = { left: 0, top: 0, width: 800, height: 600 };
    expect(isWholeImage({ coordinates: whole, imageSize, rotate: 0, flip: flat })).toBe(true);
    expect(
      isWholeImage({ coordinates: { ...whole, width: 799.6 }, imageSize, rotate: 360, flip: flat }),
    ).toBe(true);
    expect(isWholeImage({ coordinates: whole, imageSize, rotate: 90, flip: flat })).toBe(false);
    expect(
      isWholeImage({ coordinates: whole, imageSize, rotate: 0, flip: { ...flat, vertical: true } }),
    ).toBe(false);
    expect(
      isWholeImage({ coordinates: { ...whole, left: 10, width: 600 }, imageSize, rotate: 0, flip: flat }),
    ).toBe(false);
  });
});
