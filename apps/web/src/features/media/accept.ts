import {
  ACCEPTED_EXTENSIONS,
  extensionOf,
  extensionsOfType,
  isAcceptedExtension,
  MEDIA_EXTENSIONS,
  type MediaExtension,
  type MediaType,
  mediaTypeOfExtension,
  UPLOAD_MAX_BYTES,
} from '@tessera/shared';

/** The extensions the dropzone takes: all of them, or only the kind a selector filtered the manager to. */
export function acceptedExtensions(mediaType?: MediaType): MediaExtension[] {
  return mediaType ? extensionsOfType(mediaType) : [...ACCEPTED_EXTENSIONS];
}

/**
 * The dropzone's accept map, MIME type to extensions. Both count: a file matches by its type or by its
 * name, so a font whose type the system leaves empty still matches '.woff2'.
 */
export function acceptFor(mediaType?: MediaType): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const extension of acceptedExtensions(mediaType)) {
    const { mime } = MEDIA_EXTENSIONS[extension];
    accept[mime] = [...(accept[mime] ?? []), `.${extension}`];
  }
  return accept;
}

/** '.pdf, .mp3, …' for the dropzone's hint and the rejection message. */
export function extensionList(mediaType?: MediaType): string {
  return acceptedExtensions(mediaType)
    .map((extension) => `.${extension}`)
    .join(', ');
}

export type DropProblem = 'too_big' | 'too_many' | 'rejected';

interface RejectionLike {
  errors: ReadonlyArray<{ code: string }>;
}

/** Spec §8: too large, too many files, anything else rejected. */
export function rejectionProblem(rejections: readonly RejectionLike[]): DropProblem {
  const codes = new Set(rejections.flatMap((rejection) => rejection.errors.map((error) => error.code)));
  if (rejections.length > 1 || codes.has('too-many-files')) return 'too_many';
  if (codes.has('file-too-large')) return 'too_big';
  return 'rejected';
}

export type DroppedFileCheck =
  | { ok: true; extension: MediaExtension; mediaType: MediaType }
  | { ok: false; problem: DropProblem };

/**
 * The dropzone matched the file by its type or its name; this checks what the server will: an accepted
 * extension (of the filtered kind) and the size. 'photo.ogg' typed audio/ogg passes the dropzone but is
 * not accepted here.
 */
export function checkDroppedFile(
  file: { name: string; size: number },
  mediaType?: MediaType,
): DroppedFileCheck {
  const extension = extensionOf(file.name);
  if (!isAcceptedExtension(extension)) return { ok: false, problem: 'rejected' };
  const type = mediaTypeOfExtension(extension);
  if (mediaType && type !== mediaType) return { ok: false, problem: 'rejected' };
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, problem: 'too_big' };
  return { ok: true, extension, mediaType: type };
}
