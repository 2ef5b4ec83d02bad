/** Typing pauses this long before a list asks the server again (the app and page searches). */
export const SEARCH_DEBOUNCE_MS = 250;

/** What the search box sends: the server matches any case; blank (or spaces only) asks for everything. */
export function searchTerm(raw: string): string {
  return raw.trim();
}
