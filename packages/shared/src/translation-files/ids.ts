/**
 * Stable XLIFF ids for units and groups. XLIFF 2.0 ids are NMTOKENs (no `/`, no spaces), and a key may hold
 * anything (a brick id is any string of up to 100 characters), so the key travels in `name` and the id is a
 * hash of it: `u` or `g` and 16 hex digits. The same key gets the same id on every export, which translation
 * memories and tools that compare two versions of a file rely on.
 *
 * The hash is 64-bit FNV-1a over the key's UTF-8 bytes, in plain arithmetic: it runs the same in the browser,
 * Node and anywhere else, with no crypto API. It is no defence against someone who crafts colliding keys, but
 * keys come from the app's own content and the writer refuses a file where two of them collide.
 */

/**
 * The key's 64-bit FNV-1a hash in 16 lower-case hex digits. The key is read as UTF-8, a lone surrogate as its
 * own three bytes (WTF-8): two different keys never give the same bytes, and the id of a key does not depend
 * on how JavaScript stores it.
 */
export function keyHash(key: string): string {
  // The hash in four 16-bit limbs, lowest first: every product stays a small integer, which engines compute
  // fastest. The prime is 2^40 + 0x1b3, so h * prime = h * 0x1b3 + (h << 40), carried from limb to limb.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (let i = 0; i < key.length; i++) {
    // The character's UTF-8 bytes, first byte lowest, packed in one number: no buffer to allocate or fill.
    let code = key.charCodeAt(i);
    let bytes = code;
    let count = 1;
    if (code >= 0x80) {
      const next = key.charCodeAt(i + 1);
      if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        i++;
      }
      const low6 = 0x80 | (code & 0x3f);
      const middle6 = 0x80 | ((code >> 6) & 0x3f);
      if (code < 0x800) {
        bytes = 0xc0 | (code >> 6) | (low6 << 8);
        count = 2;
      } else if (code < 0x10000) {
        bytes = 0xe0 | (code >> 12) | (middle6 << 8) | (low6 << 16);
        count = 3;
      } else {
        bytes = 0xf0 | (code >> 18) | ((0x80 | ((code >> 12) & 0x3f)) << 8) | (middle6 << 16) | (low6 << 24);
        count = 4;
      }
    }
    for (; count > 0; count--, bytes >>>= 8) {
      h0 ^= bytes & 0xff;
      const t0 = h0 * 0x1b3;
      const t1 = h1 * 0x1b3 + (t0 >>> 16);
      const t2 = h2 * 0x1b3 + (h0 << 8) + (t1 >>> 16);
      h3 = (h3 * 0x1b3 + (h1 << 8) + (t2 >>> 16)) & 0xffff;
      h0 = t0 & 0xffff;
      h1 = t1 & 0xffff;
      h2 = t2 & 0xffff;
    }
  }
  return hex4(h3) + hex4(h2) + hex4(h1) + hex4(h0);
}

const hex4 = (limb: number): string => limb.toString(16).padStart(4, '0');

/** The XLIFF id of the unit with this key. */
export const unitId = (key: string): string => `u${keyHash(key)}`;

/** The XLIFF id of the group with this key. */
export const groupId = (key: string): string => `g${keyHash(key)}`;
