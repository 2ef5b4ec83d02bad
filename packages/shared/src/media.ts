import { z } from 'zod';
import { lengthMessage } from './fields.ts';
import { DEFAULT_FONT } from './property-types/constants.ts';

/**
 * The media library's rules (spec: studio §3, §5, §9), written once for the upload route, the GraphQL
 * service, the dropzone, the naming step and the inspector's selectors.
 */

/** GraphQL's MediaType enum. Other is the default of a record whose type is not one of the five. */
export const MEDIA_TYPES = ['Audio', 'Document', 'Font', 'Image', 'Video', 'Other'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The largest upload, in bytes (100 MB), enforced while streaming. */
export const UPLOAD_MAX_BYTES = 104_857_600;

/** The upload's multipart form key (spec §7). */
export const UPLOAD_FORM_KEY = 'media';

/** medias pages by 20 (spec §9). */
export const MEDIA_PAGE_SIZE = 20;

/** The largest page of medias a client may ask for (`first` or `last`). */
export const MEDIA_MAX_PAGE_SIZE = 100;

/** An upload never followed by createMedia is removed after this long. */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Every accepted extension (spec §5, plus SVG, which the server sanitises), with the MIME type the file's
 * own bytes must show and the media type it becomes. The MIME types are those file-type reports; SVG is
 * text, recognised by its root element instead.
 */
export const MEDIA_EXTENSIONS = {
  pdf: { mime: 'application/pdf', mediaType: 'Document' },
  mp3: { mime: 'audio/mpeg', mediaType: 'Audio' },
  oga: { mime: 'audio/ogg', mediaType: 'Audio' },
  wav: { mime: 'audio/wav', mediaType: 'Audio' },
  weba: { mime: 'audio/webm', mediaType: 'Audio' },
  woff2: { mime: 'font/woff2', mediaType: 'Font' },
  jpg: { mime: 'image/jpeg', mediaType: 'Image' },
  jpeg: { mime: 'image/jpeg', mediaType: 'Image' },
  png: { mime: 'image/png', mediaType: 'Image' },
  gif: { mime: 'image/gif', mediaType: 'Image' },
  webp: { mime: 'image/webp', mediaType: 'Image' },
  svg: { mime: 'image/svg+xml', mediaType: 'Image' },
  mp4: { mime: 'video/mp4', mediaType: 'Video' },
  ogv: { mime: 'video/ogg', mediaType: 'Video' },
  webm: { mime: 'video/webm', mediaType: 'Video' },
} as const satisfies Record<string, { mime: string; mediaType: MediaType }>;

export type MediaExtension = keyof typeof MEDIA_EXTENSIONS;

/**
 * What the file's own bytes may be detected as (file-type's MIME types), per extension: the realistic results
 * of real files, not only the canonical one. An Ogg container is told apart by its first stream (Vorbis, FLAC
 * and Speex are audio/ogg, Opus carries a codecs parameter, anything else is application/ogg); WebM is one
 * container for audio and video, so both .weba and .webm accept either; WAV has had several names; MP4 files
 * carry a brand (isom, mp42, M4A, M4V, qt…) that file-type reports as one of five types. SVG is text, checked
 * by its root element and sanitised instead (SVG_LIMITS).
 */
export const DETECTED_MIME_TYPES: Readonly<Record<Exclude<MediaExtension, 'svg'>, readonly string[]>> = {
  pdf: ['application/pdf'],
  mp3: ['audio/mpeg'],
  oga: ['audio/ogg', 'audio/ogg; codecs=opus', 'audio/opus', 'application/ogg'],
  wav: ['audio/wav', 'audio/wave', 'audio/vnd.wave', 'audio/x-wav'],
  weba: ['audio/webm', 'video/webm'],
  woff2: ['font/woff2'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png', 'image/apng'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  mp4: ['video/mp4', 'audio/mp4', 'audio/x-m4a', 'video/x-m4v', 'video/quicktime'],
  ogv: ['video/ogg', 'application/ogg'],
  webm: ['video/webm', 'audio/webm'],
};

/** Whether bytes detected as `mime` (undefined: not recognised) may be stored under `extension`. */
export function isDetectedAs(extension: string, mime: string | undefined): boolean {
  const key = extension.toLowerCase();
  if (mime === undefined || key === 'svg' || !Object.hasOwn(DETECTED_MIME_TYPES, key)) return false;
  return DETECTED_MIME_TYPES[key as Exclude<MediaExtension, 'svg'>].includes(mime);
}

/**
 * An SVG is parsed and sanitised whole, so it is bounded by its size and by its number of elements (opening
 * tags), what parsing costs grows with: at these limits about two seconds and 160 MB at worst, on a thread of
 * its own, one SVG at a time.
 */
export const SVG_LIMITS = { maxBytes: 5 * 1024 * 1024, maxElements: 10_000 } as const;

export const ACCEPTED_EXTENSIONS = Object.keys(MEDIA_EXTENSIONS) as MediaExtension[];

/** MIME to media type (spec §3), for a browser's File.type. */
export const MIME_MEDIA_TYPES: Readonly<Record<string, MediaType>> = {
  'audio/mp3': 'Audio',
  'audio/mpeg': 'Audio',
  'audio/oga': 'Audio',
  'audio/ogg': 'Audio',
  'audio/wav': 'Audio',
  'audio/x-wav': 'Audio',
  'audio/wave': 'Audio',
  'audio/weba': 'Audio',
  'audio/webm': 'Audio',
  'application/pdf': 'Document',
  'font/woff2': 'Font',
  'image/gif': 'Image',
  'image/jpeg': 'Image',
  'image/jpg': 'Image',
  'image/png': 'Image',
  'image/svg+xml': 'Image',
  'image/webp': 'Image',
  'video/mp4': 'Video',
  'video/mpeg': 'Video',
  'video/ogg': 'Video',
  'video/ogv': 'Video',
  'video/webm': 'Video',
};

/** The lower-case extension of a file name ('' without one). */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName.trim());
  return match?.[1] ? match[1].toLowerCase() : '';
}

export function isAcceptedExtension(extension: string): extension is MediaExtension {
  return Object.hasOwn(MEDIA_EXTENSIONS, extension.toLowerCase());
}

/** The media type of an extension: Other for anything not accepted. */
export function mediaTypeOfExtension(extension: string): MediaType {
  const key = extension.toLowerCase();
  return isAcceptedExtension(key) ? MEDIA_EXTENSIONS[key].mediaType : 'Other';
}

/** The extensions of one media type (the dropzone's accept list when a selector filters the manager). */
export function extensionsOfType(mediaType: MediaType): MediaExtension[] {
  return ACCEPTED_EXTENSIONS.filter((extension) => MEDIA_EXTENSIONS[extension].mediaType === mediaType);
}

export const MEDIA_NAME = { min: 5, max: 100 } as const;

/**
 * A media name as typed: characters other than letters (any script), digits, whitespace, hyphen and
 * underscore are stripped, and whitespace runs collapse to one space. Edges are kept while typing
 * (`trim` happens on save) so the caret does not jump.
 */
export function sanitizeMediaName(input: string): string {
  return input.replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s+/g, ' ');
}

/** True when the typed name may be saved: at least 5 and at most 100 characters after trimming. */
export function isMediaNameValid(input: string): boolean {
  const name = input.trim();
  return name.length >= MEDIA_NAME.min && name.length <= MEDIA_NAME.max && sanitizeMediaName(name) === name;
}

/**
 * The server's name rule: trimmed, runs collapsed, then it must already be clean (a name with stripped
 * characters is refused rather than silently changed), 5–100 characters.
 */
export const mediaNameSchema = z
  .string({ error: 'name is required' })
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(MEDIA_NAME.min, lengthMessage('name', MEDIA_NAME.min, MEDIA_NAME.max))
      .max(MEDIA_NAME.max, lengthMessage('name', MEDIA_NAME.min, MEDIA_NAME.max))
      .regex(/^[\p{L}\p{N}\s_-]+$/u, 'name may hold only letters, digits, spaces, hyphens and underscores'),
  );

/** createMedia's newMedia. The server trusts its own upload record for size and type, and checks these. */
export const newMediaInputSchema = z.object({
  appId: z.string({ error: 'appId is required' }),
  referenceId: z.string({ error: 'referenceId is required' }).min(1, 'referenceId is required').max(200),
  name: mediaNameSchema,
  mediaType: z.enum(MEDIA_TYPES, {
    error: 'mediaType must be one of Audio, Document, Font, Image, Video, Other',
  }),
  size: z.number({ error: 'size must be a number' }).int('size must be a whole number').nonnegative(),
  extension: z
    .string({ error: 'extension is required' })
    .transform((value) => value.toLowerCase().replace(/^\./, ''))
    .refine(isAcceptedExtension, 'extension is not accepted'),
});

export const mediaFilterSchema = z
  .object({
    text: z.string().max(100, 'filter text must be at most 100 characters').optional(),
    mediaType: z.enum(MEDIA_TYPES).optional(),
  })
  .optional();

/**
 * An uploaded font's CSS family: derived from its URL, so a rename never breaks a page and two fonts never
 * share a family. The FontSelector stores the URL (the spec's options are {url as id, name as value}).
 */
export function isFontUrl(value: string): boolean {
  return /^(?:https?:\/\/[^\s"')]+|\/media\/[^\s"')]+)\.woff2$/i.test(value.trim());
}

/** The CSS font-family of an uploaded font, with the default font behind it. */
export function fontFamilyCss(url: string): string {
  return `"${fontFamilyOfUrl(url)}", ${DEFAULT_FONT}`;
}

/** The @font-face rule of an uploaded font. isFontUrl allows no quote, parenthesis or space in the URL. */
export function fontFaceCss(url: string): string {
  return `@font-face{font-family:"${fontFamilyOfUrl(url)}";src:url("${url}") format("woff2");font-display:swap}`;
}

export function fontFamilyOfUrl(url: string): string {
  let hash = 5381;
  for (const char of url) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return `tessera-font-${hash.toString(36)}`;
}
