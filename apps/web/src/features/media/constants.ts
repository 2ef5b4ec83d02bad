/** Spec §4, §9: after a media is created or renamed the list waits a second, then reloads. */
export const AFTER_SAVE_PAUSE_MS = 1000;

/** Typing pauses this long before the list asks the server again (as the app and page searches). */
export { SEARCH_DEBOUNCE_MS } from '../apps/search.ts';
