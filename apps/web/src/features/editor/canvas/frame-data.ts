/** What the editor frame posts, decoded: it may send JSON text instead of objects. */

/** Larger text is not even parsed: no layout of a real page comes near it. */
const MAX_MESSAGE_CHARS = 16 * 1024 * 1024;

/**
 * A message as posted, or the object its JSON text encodes. Objects from the frame's process are costly
 * to receive (a 1 000-brick layout took 15–50 ms to deserialise here, the same layout as JSON text under
 * a millisecond), so the frame may send text, as the console does (docs/decisions/0011); either form
 * still has to pass the schemas.
 */
export function decodeFrameData(data: unknown): unknown {
  if (typeof data !== 'string' || data.length > MAX_MESSAGE_CHARS) return data;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}
