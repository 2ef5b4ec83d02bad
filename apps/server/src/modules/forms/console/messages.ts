/** The forms console's refusals live in packages/shared (the console maps them): re-exported for the server. */
export { FORM_MESSAGES } from '@tessera/shared';

/** Submissions one mark or delete takes at most. */
export const MAX_IDS = 100;
