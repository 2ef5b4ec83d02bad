import { isDetectedAs, MEDIA_EXTENSIONS, type MediaExtension } from '@tessera/shared';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';

/**
 * What an upload's own bytes say. Only the head of the file is kept while it streams to disk: file-type
 * recognises every accepted format within its first 4100 bytes, and image-size reads dimensions within the
 * first 512 KB (the most it reads from a file itself: a JPEG's size comes after its EXIF and colour profile).
 */
export const DETECTION_BYTES = 4100;
export const IMAGE_HEAD_BYTES = 512 * 1024;

/** How much of the file's head to keep in memory while it streams (SVG is read back whole, capped). */
export function headBytesFor(extension: MediaExtension): number {
  if (extension === 'svg') return 0;
  return MEDIA_EXTENSIONS[extension].mediaType === 'Image' ? IMAGE_HEAD_BYTES : DETECTION_BYTES;
}

/** The MIME type file-type reads in the head, or undefined when it recognises nothing (or fails). */
export async function detectedMimeType(head: Uint8Array): Promise<string | undefined> {
  try {
    return (await fileTypeFromBuffer(head))?.mime;
  } catch {
    return undefined;
  }
}

/** Whether the head is what the extension says (DETECTED_MIME_TYPES); never true for SVG, which is parsed instead. */
export async function matchesExtension(extension: MediaExtension, head: Uint8Array): Promise<boolean> {
  return isDetectedAs(extension, await detectedMimeType(head));
}

const MAX_DIMENSION = 2_147_483_647;

/** An image's width and height in pixels when its head tells them, else null (never a failure). */
export function dimensionsOf(head: Uint8Array): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(head);
    const ok = (n: number) => Number.isFinite(n) && n > 0 && n <= MAX_DIMENSION;
    return ok(width) && ok(height) ? { width: Math.round(width), height: Math.round(height) } : null;
  } catch {
    return null;
  }
}
