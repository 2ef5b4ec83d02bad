import { z } from 'zod';

/** The one wording of a length failure: the message names the field, as every 400 does. */
export const lengthMessage = (field: string, min: number, max: number) =>
  `${field} must be between ${min} and ${max} characters`;

/** A required text field, trimmed, within `bounds`. */
export const boundedText = (field: string, bounds: { min: number; max: number }) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(bounds.min, lengthMessage(field, bounds.min, bounds.max))
    .max(bounds.max, lengthMessage(field, bounds.min, bounds.max));
