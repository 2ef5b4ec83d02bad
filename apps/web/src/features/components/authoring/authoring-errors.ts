import { SERVER_MESSAGES } from '@tessera/shared';
import type { TFunction } from 'i18next';
import type { ApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import type { AuthoringKind } from './data-types.ts';

/** The text a failed create, update, load or delete of a component or template shows. */
export function authoringErrorText(t: TFunction, kind: AuthoringKind, error: ApiError): string {
  const { statusCode, message } = error;
  if (statusCode === 409 && message.includes(SERVER_MESSAGES.nameExists))
    return kind === 'component' ? t('components.errors.name_exists') : t('templates.errors.name_exists');
  if (statusCode === 409 && message.includes(SERVER_MESSAGES.templateInUse))
    return t('templates.errors.in_use');
  if (statusCode === 404)
    return kind === 'component' ? t('components.errors.not_found') : t('templates.errors.not_found');
  if (statusCode === 400) {
    if (message.includes(SERVER_MESSAGES.invalidSlotName)) return t('templates.errors.invalid_slot');
    // 'icon must be an SVG' and 'icon must be an SVG without scripts' both start so.
    if (message.includes(SERVER_MESSAGES.iconNotSvg)) return t('components.errors.icon_invalid');
    const unknownAt = message.indexOf(SERVER_MESSAGES.unknownDataType);
    if (unknownAt >= 0)
      return t('components.errors.unknown_type', {
        type: message.slice(unknownAt + SERVER_MESSAGES.unknownDataType.length).trim(),
      });
    // Other refusals (a malformed property, a name too long) name the field in the server's words.
    if (message) return t('components.errors.invalid', { message });
  }
  return t(errorKeyFor(error));
}
