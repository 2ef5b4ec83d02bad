import { crc32, deflateSync } from 'node:zlib';

/**
 * Tiny real files of each accepted kind, built byte by byte: the headers file-type and image-size read, and just
 * enough after them to be what they say. Shared by the file-check unit test and the media integration tests.
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of `width` × `height` grey pixels. */
export function png(width = 3, height = 2): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF89a header with its logical screen size, one black pixel. */
export function gif(width = 5, height = 4): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
  ]);
}

/** A JPEG with a start-of-frame giving its size (baseline, 3 components). */
export function jpeg(width = 7, height = 6): Buffer {
  const sof = Buffer.from([
    0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
  ]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** A WebP with an extended header (VP8X) giving its canvas size. */
export function webp(width = 9, height = 8): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const body = Buffer.concat([Buffer.from('WEBPVP8X', 'latin1'), Buffer.from([10, 0, 0, 0]), vp8x]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, body]);
}

/** A WOFF2 font header (TrueType flavour) and some table bytes. */
export function woff2(): Buffer {
  const header = Buffer.alloc(48);
  header.write('wOF2', 0, 'latin1');
  header.writeUInt32BE(0x00010000, 4);
  header.writeUInt32BE(48 + 16, 8);
  return Buffer.concat([header, Buffer.alloc(16, 0x11)]);
}

/** A one-page PDF. */
export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

/** An MP3: an ID3v2.3 tag, then MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz) of silence. */
export function mp3(frames = 4): Buffer {
  const tag = Buffer.concat([
    Buffer.from('ID3', 'latin1'),
    Buffer.from([0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0a]),
    Buffer.alloc(10),
  ]);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([tag, ...Array.from({ length: frames }, () => frame)]);
}

/** A RIFF WAVE header (PCM, mono, 8 kHz) and a few samples. */
export function wav(): Buffer {
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(1, 0);
  fmt.writeUInt16LE(1, 2);
  fmt.writeUInt32LE(8000, 4);
  fmt.writeUInt32LE(16000, 8);
  fmt.writeUInt16LE(2, 12);
  fmt.writeUInt16LE(16, 14);
  const data = Buffer.alloc(32);
  const body = Buffer.concat([
    Buffer.from('WAVEfmt ', 'latin1'),
    Buffer.from([16, 0, 0, 0]),
    fmt,
    Buffer.from('data', 'latin1'),
    Buffer.from([32, 0, 0, 0]),
    data,
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, body]);
}

/** An Ogg page whose first packet starts a stream of `codec` (vorbis, opus, theora, flac, or another). */
export function ogg(codec: 'vorbis' | 'opus' | 'theora' | 'flac' | 'other' = 'vorbis'): Buffer {
  const packet: Record<typeof codec, Buffer> = {
    vorbis: Buffer.from('\x01vorbis\x00\x00\x00\x00', 'latin1'),
    opus: Buffer.from('OpusHead\x01\x02', 'latin1'),
    theora: Buffer.from('\x80theora\x03\x02', 'latin1'),
    flac: Buffer.from('\x7fFLAC\x01\x00\x00', 'latin1'),
    other: Buffer.from('\x00unknown', 'latin1'),
  };
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header.writeUInt8(0x02, 5); // beginning of stream
  header.writeUInt8(1, 26); // one segment
  return Buffer.concat([header, Buffer.from([packet[codec].length]), packet[codec], Buffer.alloc(64)]);
}

/** An EBML (Matroska) header with DocType `docType`: a WebM file when 'webm'. */
export function ebml(docType = 'webm'): Buffer {
  const element = (id: number[], data: Buffer) =>
    Buffer.concat([Buffer.from([...id, 0x80 | data.length]), data]);
  const body = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])),
    element([0x42, 0xf7], Buffer.from([1])),
    element([0x42, 0xf2], Buffer.from([4])),
    element([0x42, 0xf3], Buffer.from([8])),
    element([0x42, 0x82], Buffer.from(docType, 'latin1')),
    element([0x42, 0x87], Buffer.from([2])),
    element([0x42, 0x85], Buffer.from([2])),
  ]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body, Buffer.alloc(32)]);
}

/** An ISO base media file (MP4 family) whose ftyp box has the major brand `brand`. */
export function isoMedia(brand = 'isom'): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(brand.padEnd(4, ' '), 8, 'latin1');
  ftyp.write('isomiso2', 16, 'latin1');
  const mdat = Buffer.alloc(16);
  mdat.writeUInt32BE(16, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/** A small SVG document. */
export function svg(inner = '<rect width="10" height="10" fill="red"/>', attributes = ''): Buffer {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="30" viewBox="0 0 40 30"${attributes}>${inner}</svg>\n`,
    'utf8',
  );
}

/** One file of each accepted extension, with the media type it becomes and, for images, its size. */
export const SAMPLES: ReadonlyArray<{
  extension: string;
  bytes: () => Buffer;
  mediaType: string;
  dimensions?: [number, number];
}> = [
  { extension: 'png', bytes: () => png(3, 2), mediaType: 'Image', dimensions: [3, 2] },
  { extension: 'gif', bytes: () => gif(5, 4), mediaType: 'Image', dimensions: [5, 4] },
  { extension: 'jpg', bytes: () => jpeg(7, 6), mediaType: 'Image', dimensions: [7, 6] },
  { extension: 'jpeg', bytes: () => jpeg(7, 6), mediaType: 'Image', dimensions: [7, 6] },
  { extension: 'webp', bytes: () => webp(9, 8), mediaType: 'Image', dimensions: [9, 8] },
  { extension: 'svg', bytes: () => svg(), mediaType: 'Image', dimensions: [40, 30] },
  { extension: 'woff2', bytes: woff2, mediaType: 'Font' },
  { extension: 'pdf', bytes: pdf, mediaType: 'Document' },
  { extension: 'mp3', bytes: () => mp3(), mediaType: 'Audio' },
  { extension: 'wav', bytes: wav, mediaType: 'Audio' },
  { extension: 'oga', bytes: () => ogg('vorbis'), mediaType: 'Audio' },
  { extension: 'weba', bytes: () => ebml('webm'), mediaType: 'Audio' },
  { extension: 'mp4', bytes: () => isoMedia('isom'), mediaType: 'Video' },
  { extension: 'ogv', bytes: () => ogg('theora'), mediaType: 'Video' },
  { extension: 'webm', bytes: () => ebml('webm'), mediaType: 'Video' },
];
