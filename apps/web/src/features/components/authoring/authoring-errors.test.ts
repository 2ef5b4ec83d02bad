import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { authoringErrorText } from './authoring-errors.ts';

// The key and its values, so each answer can be checked without loading the catalogue.
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

describe('authoringErrorText', () => {
  it('maps the catalogue answers of spec §8', () => {
    expect(authoringErrorText(t, 'component', new ApiError('name already exists', 409))).toBe(
      'components.errors.name_exists',
    );
    expect(authoringErrorText(t, 'template', new ApiError('name already exists', 409))).toBe(
      'templates.errors.name_exists',
    );
    expect(
      authoringErrorText(t, 'template', new ApiError('The template is being used by one or more pages', 409)),
    ).toBe('templates.errors.in_use');
    expect(authoringErrorText(t, 'component', new ApiError('component not found', 404))).toBe(
      'components.errors.not_found',
    );
    expect(authoringErrorText(t, 'template', new ApiError('template not found', 404))).toBe(
      'templates.errors.not_found',
    );
    expect(
      authoringErrorText(
        t,
        'template',
        new ApiError('Invalid slot property name - Check slot name pattern (e.g. slot1, slot2, slot3)', 400),
      ),
    ).toBe('templates.errors.invalid_slot');
    expect(authoringErrorText(t, 'component', new ApiError('icon must be an SVG without scripts', 400))).toBe(
      'components.errors.icon_invalid',
    );
    expect(authoringErrorText(t, 'component', new ApiError('Unknown data type: Fancy', 400))).toBe(
      'components.errors.unknown_type {"type":"Fancy"}',
    );
    expect(authoringErrorText(t, 'component', new ApiError('required role: developer', 403))).toBe(
      'errors.required_role',
    );
  });

  it('quotes other refusals and falls back to the generic texts', () => {
    expect(authoringErrorText(t, 'component', new ApiError('name is too long', 400))).toBe(
      'components.errors.invalid {"message":"name is too long"}',
    );
    expect(authoringErrorText(t, 'component', new ApiError('boom', 500))).toBe('errors.unexpected');
    expect(authoringErrorText(t, 'component', new ApiError('offline', 0))).toBe('errors.network');
  });
});
