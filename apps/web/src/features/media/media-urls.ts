/** The address to copy or open: a media's root-relative URL on the console's origin. */
export function absoluteMediaUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}
