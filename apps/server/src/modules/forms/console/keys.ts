import { APP_DEFAULT_FORM_KEY } from '@tessera/shared';
import { badRequest } from '../../../lib/errors.ts';
import { isId } from '../../../lib/ids.ts';
import { FORM_MESSAGES as F, MAX_IDS } from './messages.ts';

/** `{pageId}/{brickId}` or `site/{brickId}` (shared/src/forms/types.ts PublishedForm.key). */
const FORM_KEY =
  /^(?:site|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[A-Za-z0-9_.:-]{1,100}$/;

export const isFormKey = (value: unknown): value is string =>
  typeof value === 'string' && FORM_KEY.test(value);

/** A form's key argument; 400 for anything else. */
export function formKeyOf(value: unknown): string {
  if (!isFormKey(value)) throw badRequest(F.formKeyInvalid);
  return value;
}

/** An optional form key (null or absent: every form of the app). */
export function optionalFormKeyOf(value: unknown): string | null {
  return value === undefined || value === null ? null : formKeyOf(value);
}

/** The key of delivery settings: a form's, or '*' for the app's default. */
export function settingsKeyOf(value: unknown): string {
  if (value === APP_DEFAULT_FORM_KEY || isFormKey(value)) return value;
  throw badRequest(F.settingsKeyInvalid);
}

/** 1 to MAX_IDS ids, duplicates dropped; 400 for anything else. Ids that name nothing are left to the caller. */
export function idsOf(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_IDS) throw badRequest(F.idsInvalid);
  if (!value.every((id) => typeof id === 'string')) throw badRequest(F.idsInvalid);
  return [...new Set(value as string[])];
}

/** The unread filter: true (unread only), false (read only), null or absent (both). */
export function unreadOf(value: unknown): boolean | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'boolean') throw badRequest(F.unreadInvalid);
  return value;
}

export { isId };
