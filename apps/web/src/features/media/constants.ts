/** Typing pauses this long before the list asks the server again (as the app and page searches). */
export { SEARCH_DEBOUNCE_MS } from '../apps/search.ts';
