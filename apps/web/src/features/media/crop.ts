import { isAcceptedExtension, MEDIA_EXTENSIONS } from '@tessera/shared';

/**
 * The cropper step (spec §4): zoom steps 2 and 0.5, rotation 90°, rectangle or circle stencil. Only the
 * formats a canvas re-encodes without losing something get it: PNG, JPEG and WebP. SVG skips it (the spec
 * says so: a canvas would turn the drawing into pixels), and so does GIF (a canvas keeps only the first
 * frame of an animation).
 */
export const ZOOM_IN = 2;
export const ZOOM_OUT = 0.5;
export const ROTATE_STEP = 90;
/** Spec §9: the cropper's tooltips wait 2000 ms (1000 ms elsewhere). */
export const CROPPER_TOOLTIP_DELAY = 2000;
/** JPEG and WebP quality of the cropped image. */
export const CROP_QUALITY = 0.92;

const CROPPABLE = new Set(['png', 'jpg', 'jpeg', 'webp']);

export function isCroppable(extension: string): boolean {
  return CROPPABLE.has(extension.toLowerCase());
}

/** The MIME type the canvas is asked to encode: the original's. */
export function cropOutputType(extension: string): string {
  const key = extension.toLowerCase();
  return isCroppable(key) && isAcceptedExtension(key) ? MEDIA_EXTENSIONS[key].mime : 'image/png';
}

/**
 * The extension of what the canvas produced. A browser that cannot encode the asked type answers PNG
 * (Safari and WebP): the file then says it is a PNG, since the server checks the bytes against the
 * extension. null for anything else.
 */
export function extensionOfCroppedBlob(blobType: string, original: string): string | null {
  const key = original.toLowerCase();
  if (isCroppable(key) && isAcceptedExtension(key) && MEDIA_EXTENSIONS[key].mime === blobType) return key;
  if (blobType === 'image/png') return 'png';
  if (blobType === 'image/jpeg') return 'jpg';
  if (blobType === 'image/webp') return 'webp';
  return null;
}

export interface CropSnapshot {
  coordinates: { left: number; top: number; width: number; height: number } | null;
  imageSize: { width: number; height: number };
  rotate: number;
  flip: { horizontal: boolean; vertical: boolean };
}

/**
 * The whole image, unturned: the original file is uploaded as it is instead of a re-encoded copy (no
 * quality lost, nothing changed). One pixel of slack absorbs the cropper's rounding.
 */
export function isWholeImage({ coordinates, imageSize, rotate, flip }: CropSnapshot): boolean {
  if (!coordinates) return true;
  if (((rotate % 360) + 360) % 360 !== 0 || flip.horizontal || flip.vertical) return false;
  const near = (a: number, b: number) => Math.abs(a - b) <= 1;
  return (
    near(coordinates.left, 0) &&
    near(coordinates.top, 0) &&
    near(coordinates.width, imageSize.width) &&
    near(coordinates.height, imageSize.height)
  );
}
