/** Cuts text at `max` characters, marking the cut with an ellipsis (user menu: 30). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
