import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_EXTENSIONS,
  DETECTED_MIME_TYPES,
  extensionOf,
  extensionsOfType,
  fontFamilyOfUrl,
  isAcceptedExtension,
  isDetectedAs,
  isFontUrl,
  isMediaNameValid,
  MEDIA_EXTENSIONS,
  MEDIA_MAX_PAGE_SIZE,
  MEDIA_NAME,
  MEDIA_PAGE_SIZE,
  MEDIA_TYPES,
  MIME_MEDIA_TYPES,
  mediaFilterSchema,
  mediaNameSchema,
  mediaTypeOfExtension,
  newMediaInputSchema,
  SVG_LIMITS,
  sanitizeMediaName,
  UPLOAD_FORM_KEY,
  UPLOAD_MAX_BYTES,
  UPLOAD_TTL_MS,
} from './media.ts';

function firstMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

describe('media constants (spec §5, §7, §9)', () => {
  it('has the limits of the spec', () => {
    expect(UPLOAD_MAX_BYTES).toBe(104_857_600);
    expect(UPLOAD_FORM_KEY).toBe('media');
    expect(MEDIA_PAGE_SIZE).toBe(20);
    expect(MEDIA_MAX_PAGE_SIZE).toBe(100);
    expect(UPLOAD_TTL_MS).toBe(86_400_000);
    expect(MEDIA_NAME).toEqual({ min: 5, max: 100 });
    expect(SVG_LIMITS).toEqual({ maxBytes: 5 * 1024 * 1024, maxElements: 10_000 });
  });

  it("accepts the spec's extensions plus SVG, each with one MIME type and one media type", () => {
    expect([...ACCEPTED_EXTENSIONS].sort()).toEqual(
      [
        'pdf',
        'mp3',
        'oga',
        'wav',
        'weba',
        'woff2',
        'jpg',
        'jpeg',
        'png',
        'gif',
        'webp',
        'svg',
        'mp4',
        'ogv',
        'webm',
      ].sort(),
    );
    for (const extension of ACCEPTED_EXTENSIONS) {
      const { mime, mediaType } = MEDIA_EXTENSIONS[extension];
      expect(MEDIA_TYPES, extension).toContain(mediaType);
      expect(mediaType, extension).not.toBe('Other');
      // The served type is one the MIME table knows, as the same media type.
      expect(MIME_MEDIA_TYPES[mime], extension).toBe(mediaType);
    }
  });

  it('maps extensions to media types in any case; anything else is Other', () => {
    expect(mediaTypeOfExtension('PNG')).toBe('Image');
    expect(mediaTypeOfExtension('woff2')).toBe('Font');
    expect(mediaTypeOfExtension('pdf')).toBe('Document');
    expect(mediaTypeOfExtension('weba')).toBe('Audio');
    expect(mediaTypeOfExtension('ogv')).toBe('Video');
    for (const other of ['', 'exe', 'html', 'mov', 'toString', '__proto__', 'constructor']) {
      expect(mediaTypeOfExtension(other), other).toBe('Other');
      expect(isAcceptedExtension(other), other).toBe(false);
    }
    expect(extensionsOfType('Font')).toEqual(['woff2']);
    expect(extensionsOfType('Video').sort()).toEqual(['mp4', 'ogv', 'webm']);
    expect(extensionsOfType('Other')).toEqual([]);
  });

  it('reads the extension of a file name: the last one, lower case, letters and digits only', () => {
    expect(extensionOf('photo.JPG')).toBe('jpg');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf(' spaced.png ')).toBe('png');
    for (const none of ['noextension', 'trailing.', '.', '', 'a.p-g', 'a.png/x']) {
      expect(extensionOf(none), none).toBe('');
    }
  });
});

describe('what the bytes may be detected as', () => {
  it('lists every accepted extension but SVG, each taking the MIME type it is served with', () => {
    expect(Object.keys(DETECTED_MIME_TYPES).sort()).toEqual(
      ACCEPTED_EXTENSIONS.filter((e) => e !== 'svg').sort(),
    );
    for (const [extension, types] of Object.entries(DETECTED_MIME_TYPES)) {
      expect(types, extension).toContain(
        MEDIA_EXTENSIONS[extension as keyof typeof DETECTED_MIME_TYPES].mime,
      );
    }
  });

  it('takes the realistic variants: ogg codecs, webm either way, wav names, mp4 brands, apng', () => {
    expect(isDetectedAs('oga', 'audio/ogg; codecs=opus')).toBe(true);
    expect(isDetectedAs('oga', 'application/ogg')).toBe(true);
    expect(isDetectedAs('ogv', 'video/ogg')).toBe(true);
    expect(isDetectedAs('weba', 'video/webm')).toBe(true);
    expect(isDetectedAs('webm', 'audio/webm')).toBe(true);
    expect(isDetectedAs('wav', 'audio/x-wav')).toBe(true);
    for (const type of ['video/mp4', 'audio/mp4', 'audio/x-m4a', 'video/x-m4v', 'video/quicktime']) {
      expect(isDetectedAs('mp4', type), type).toBe(true);
    }
    expect(isDetectedAs('png', 'image/apng')).toBe(true);
    expect(isDetectedAs('JPEG', 'image/jpeg')).toBe(true);
  });

  it('refuses the rest: another kind, nothing detected, SVG, unknown extensions', () => {
    expect(isDetectedAs('pdf', 'image/png')).toBe(false);
    expect(isDetectedAs('png', 'image/webp')).toBe(false);
    expect(isDetectedAs('webm', 'video/matroska')).toBe(false);
    expect(isDetectedAs('mp4', 'image/heic')).toBe(false);
    expect(isDetectedAs('ogv', 'audio/ogg')).toBe(false);
    expect(isDetectedAs('mp3', 'audio/ogg')).toBe(false);
    expect(isDetectedAs('png', undefined)).toBe(false);
    expect(isDetectedAs('svg', 'image/svg+xml')).toBe(false);
    expect(isDetectedAs('exe', 'application/x-msdownload')).toBe(false);
    expect(isDetectedAs('toString', 'image/png')).toBe(false);
  });
});

describe('media names', () => {
  it('strips what is not a letter, digit, space, hyphen or underscore, and collapses whitespace', () => {
    expect(sanitizeMediaName('My  logo (final).png')).toBe('My logo finalpng');
    expect(sanitizeMediaName('Ação_ 2024 - versão')).toBe('Ação_ 2024 - versão');
    expect(sanitizeMediaName('tab\there\nnew')).toBe('tab here new');
    expect(sanitizeMediaName('日本語の名前')).toBe('日本語の名前');
    expect(sanitizeMediaName('emoji 🎉 gone')).toBe('emoji gone');
  });

  it('is valid from 5 to 100 characters once trimmed, and only when already clean', () => {
    expect(isMediaNameValid('abcde')).toBe(true);
    expect(isMediaNameValid('  abcde  ')).toBe(true);
    expect(isMediaNameValid('abcd')).toBe(false);
    expect(isMediaNameValid('   abcd   ')).toBe(false);
    expect(isMediaNameValid('x'.repeat(100))).toBe(true);
    expect(isMediaNameValid('x'.repeat(101))).toBe(false);
    expect(isMediaNameValid('bad/name')).toBe(false);
    expect(isMediaNameValid('')).toBe(false);
  });

  it('the server rule trims, collapses, and refuses rather than changes', () => {
    expect(mediaNameSchema.parse('  Company   logo ')).toBe('Company logo');
    expect(mediaNameSchema.parse('x'.repeat(100))).toBe('x'.repeat(100));
    expect(mediaNameSchema.parse(` ${'x'.repeat(100)} `)).toBe('x'.repeat(100));
    expect(firstMessage(mediaNameSchema.safeParse('abcd'))).toBe('name must be between 5 and 100 characters');
    expect(firstMessage(mediaNameSchema.safeParse('x'.repeat(101)))).toBe(
      'name must be between 5 and 100 characters',
    );
    expect(firstMessage(mediaNameSchema.safeParse('logo.png'))).toMatch(/^name may hold only/);
    expect(firstMessage(mediaNameSchema.safeParse('nul\u0000name'))).toMatch(/^name may hold only/);
    expect(firstMessage(mediaNameSchema.safeParse(undefined))).toBe('name is required');
    expect(firstMessage(mediaNameSchema.safeParse(42))).toBe('name is required');
  });
});

describe('createMedia input and the medias filter', () => {
  const input = {
    appId: 'a',
    referenceId: 'r',
    name: 'A fine name',
    mediaType: 'Image',
    size: 68,
    extension: 'png',
  };

  it('normalises the extension and checks every field', () => {
    expect(newMediaInputSchema.parse({ ...input, extension: '.PNG' }).extension).toBe('png');
    expect(newMediaInputSchema.parse({ ...input, size: 0 }).size).toBe(0);
    expect(firstMessage(newMediaInputSchema.safeParse({ ...input, extension: 'exe' }))).toBe(
      'extension is not accepted',
    );
    expect(firstMessage(newMediaInputSchema.safeParse({ ...input, size: -1 }))).toBeTruthy();
    expect(firstMessage(newMediaInputSchema.safeParse({ ...input, size: 1.5 }))).toBe(
      'size must be a whole number',
    );
    expect(firstMessage(newMediaInputSchema.safeParse({ ...input, mediaType: 'Spreadsheet' }))).toMatch(
      /^mediaType/,
    );
    expect(firstMessage(newMediaInputSchema.safeParse({ ...input, referenceId: '' }))).toBe(
      'referenceId is required',
    );
    expect(
      firstMessage(newMediaInputSchema.safeParse({ ...input, referenceId: 'x'.repeat(201) })),
    ).toBeTruthy();
    expect(firstMessage(newMediaInputSchema.safeParse({ ...input, appId: undefined }))).toBe(
      'appId is required',
    );
  });

  it('filters by up to 100 characters of text and one media type, both optional', () => {
    expect(mediaFilterSchema.parse(undefined)).toBeUndefined();
    expect(mediaFilterSchema.parse({})).toEqual({});
    expect(mediaFilterSchema.parse({ text: 'x'.repeat(100), mediaType: 'Font' })).toEqual({
      text: 'x'.repeat(100),
      mediaType: 'Font',
    });
    expect(mediaFilterSchema.safeParse({ text: 'x'.repeat(101) }).success).toBe(false);
    expect(mediaFilterSchema.safeParse({ mediaType: 'font' }).success).toBe(false);
  });
});

describe('sizes and fonts', () => {
  it('knows a font URL (root-relative media or http) and gives each its own family', () => {
    const url = '/media/0b8f5e7a-1c2d-4e3f-9a8b-7c6d5e4f3a2b/abc-def.woff2';
    expect(isFontUrl(url)).toBe(true);
    expect(isFontUrl(` ${url} `)).toBe(true);
    expect(isFontUrl('https://fonts.example.com/a.WOFF2')).toBe(true);
    expect(isFontUrl('Arial, sans-serif')).toBe(false);
    expect(isFontUrl('/media/x.png')).toBe(false);
    expect(isFontUrl('javascript:alert(1)//.woff2')).toBe(false);
    expect(isFontUrl('/media/a".woff2')).toBe(false);
    expect(fontFamilyOfUrl(url)).toMatch(/^tessera-font-[0-9a-z]+$/);
    expect(fontFamilyOfUrl(url)).toBe(fontFamilyOfUrl(url));
    expect(fontFamilyOfUrl(url)).not.toBe(fontFamilyOfUrl(url.replace('abc', 'abd')));
  });
});
