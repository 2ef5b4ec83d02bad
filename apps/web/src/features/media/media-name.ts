import { extensionOf, isMediaNameValid, MEDIA_NAME, sanitizeMediaName } from '@tessera/shared';

/**
 * The name field of the upload's naming step and of the rename dialog (spec §5): sanitised as typed
 * (sanitizeMediaName), at most 100 characters, savable when isMediaNameValid (5 to 100 after trimming).
 */

/** The field's text after a keystroke or a paste: stripped, runs collapsed, cut at 100. */
export function typedMediaName(input: string): string {
  return sanitizeMediaName(input).slice(0, MEDIA_NAME.max);
}

/**
 * The name the naming step starts from: the file's name without its extension. Punctuation between words
 * ('holiday.beach(2)') becomes a space rather than gluing the words together.
 */
export function nameFromFileName(fileName: string): string {
  const extension = extensionOf(fileName);
  const base = extension ? fileName.trim().slice(0, -(extension.length + 1)) : fileName.trim();
  const spaced = base.replace(/[^\p{L}\p{N}\s_-]+/gu, ' ');
  return typedMediaName(spaced.trim()).trim();
}

/** The name sent to the server: trimmed (the server collapses runs as the field already did). */
export function mediaNameToSave(input: string): string {
  return input.trim().replace(/\s+/g, ' ');
}

export function canSaveMediaName(input: string): boolean {
  return isMediaNameValid(input);
}

/** Rename: a valid name that differs from the current one. */
export function canRename(input: string, current: string): boolean {
  return isMediaNameValid(input) && mediaNameToSave(input) !== current;
}

/** What the field says under itself once something was typed: too short, or nothing. */
export function mediaNameProblem(input: string): 'too_short' | null {
  return input.trim().length < MEDIA_NAME.min ? 'too_short' : null;
}

/** The uploaded file's name (spec §7): `${name}.${extension}`. */
export function uploadFileName(name: string, extension: string): string {
  return `${mediaNameToSave(name)}.${extension}`;
}
