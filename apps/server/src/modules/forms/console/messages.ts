/**
 * The forms console's refusals: one spelling for the server and the console, in packages/shared
 * (FORM_CONSOLE_MESSAGES), which the console maps to its catalogue's texts.
 */
export { FORM_CONSOLE_MESSAGES as FORM_MESSAGES } from '@tessera/shared';

/** Submissions one mark or delete takes at most. */
export const MAX_IDS = 100;
