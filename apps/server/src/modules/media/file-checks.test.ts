import { ACCEPTED_EXTENSIONS, DETECTED_MIME_TYPES, type MediaExtension } from '@tessera/shared';
import { supportedMimeTypes } from 'file-type';
import { describe, expect, it } from 'vitest';
import * as files from '../../../test/media-files.ts';
import {
  DETECTION_BYTES,
  detectedMimeType,
  dimensionsOf,
  headBytesFor,
  IMAGE_HEAD_BYTES,
  matchesExtension,
} from './file-checks.ts';

/** What DETECTED_MIME_TYPES is checked against: real file-type, on files of each kind and their variants. */
describe('file checks: the detection table against file-type', () => {
  it('recognises a real file of every accepted extension but SVG as that extension', async () => {
    for (const sample of files.SAMPLES.filter((s) => s.extension !== 'svg')) {
      const extension = sample.extension as MediaExtension;
      expect(await matchesExtension(extension, sample.bytes()), extension).toBe(true);
    }
  });

  it('takes the realistic variants of each format', async () => {
    const variants: Array<[MediaExtension, Buffer, string]> = [
      ['oga', files.ogg('vorbis'), 'audio/ogg'],
      ['oga', files.ogg('opus'), 'audio/ogg; codecs=opus'],
      ['oga', files.ogg('flac'), 'audio/ogg'],
      ['oga', files.ogg('other'), 'application/ogg'],
      ['ogv', files.ogg('theora'), 'video/ogg'],
      ['weba', files.ebml('webm'), 'video/webm'],
      ['webm', files.ebml('webm'), 'video/webm'],
      ['mp4', files.isoMedia('isom'), 'video/mp4'],
      ['mp4', files.isoMedia('mp42'), 'video/mp4'],
      ['mp4', files.isoMedia('M4A'), 'audio/x-m4a'],
      ['mp4', files.isoMedia('M4V'), 'video/x-m4v'],
      ['mp4', files.isoMedia('qt'), 'video/quicktime'],
      ['mp3', files.mp3(), 'audio/mpeg'],
      // Without an ID3 tag: the frames alone.
      ['mp3', files.mp3().subarray(20), 'audio/mpeg'],
      ['wav', files.wav(), 'audio/wav'],
    ];
    for (const [extension, bytes, type] of variants) {
      expect(await detectedMimeType(bytes), `${extension} ${type}`).toBe(type);
      expect(await matchesExtension(extension, bytes), `${extension} ${type}`).toBe(true);
    }
  });

  it('refuses bytes of another kind, and bytes nothing recognises', async () => {
    const refused: Array<[MediaExtension, Buffer]> = [
      ['pdf', files.png()],
      ['png', Buffer.from('just some text')],
      ['png', files.webp()],
      ['jpg', files.gif()],
      ['mp3', files.pdf()],
      ['woff2', files.png()],
      ['webm', files.ebml('matroska')],
      ['mp4', files.isoMedia('heic')],
      ['mp4', files.isoMedia('3gp4')],
      ['ogv', files.ogg('vorbis')],
      ['wav', files.webp()],
      ['gif', Buffer.alloc(0)],
      ['svg', files.svg()],
    ];
    for (const [extension, bytes] of refused) {
      expect(
        await matchesExtension(extension, bytes),
        `${extension} ${bytes.subarray(0, 8).toString('hex')}`,
      ).toBe(false);
    }
  });

  it('lists, for each extension, at least one type file-type can report', () => {
    for (const [extension, types] of Object.entries(DETECTED_MIME_TYPES)) {
      expect(
        types.some((type) => supportedMimeTypes.has(type as never)),
        extension,
      ).toBe(true);
    }
  });

  it('keeps 4100 bytes of a file, 512 KB of an image, nothing of an SVG (read back whole)', () => {
    expect(DETECTION_BYTES).toBe(4100);
    for (const extension of ACCEPTED_EXTENSIONS) {
      const expected =
        extension === 'svg'
          ? 0
          : ['png', 'jpg', 'jpeg', 'gif', 'webp'].includes(extension)
            ? IMAGE_HEAD_BYTES
            : 4100;
      expect(headBytesFor(extension), extension).toBe(expected);
    }
  });

  it('reads image dimensions from the head, and null when it cannot', () => {
    expect(dimensionsOf(files.png(3, 2))).toEqual({ width: 3, height: 2 });
    expect(dimensionsOf(files.gif(5, 4))).toEqual({ width: 5, height: 4 });
    expect(dimensionsOf(files.jpeg(7, 6))).toEqual({ width: 7, height: 6 });
    expect(dimensionsOf(files.webp(9, 8))).toEqual({ width: 9, height: 8 });
    expect(dimensionsOf(files.svg())).toEqual({ width: 40, height: 30 });
    expect(dimensionsOf(files.pdf())).toBeNull();
    expect(dimensionsOf(Buffer.alloc(0))).toBeNull();
    expect(dimensionsOf(files.png().subarray(0, 12))).toBeNull();
  });
});
