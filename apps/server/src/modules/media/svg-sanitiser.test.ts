import { SVG_LIMITS } from '@tessera/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { sanitizeSvg } from './svg.ts';
import { createSvgSanitiser } from './svg-sanitiser.ts';

const NS = 'xmlns="http://www.w3.org/2000/svg"';

describe('SVG sanitiser thread', () => {
  const sanitiser = createSvgSanitiser();
  afterAll(() => sanitiser.close());

  it('answers what svg.ts answers, one SVG after the other', async () => {
    const inputs = [
      `<svg ${NS}><script>alert(1)</script><rect width="1" height="1"/></svg>`,
      'not an svg',
      `<svg ${NS}>${'<g/>'.repeat(SVG_LIMITS.maxElements + 1)}</svg>`,
    ].map((text) => Buffer.from(text, 'utf8'));
    const results = await Promise.all(inputs.map((bytes) => sanitiser.sanitize(bytes)));
    expect(results.map((r) => (r.ok ? Buffer.from(r.svg).toString() : r))).toEqual(
      inputs.map((bytes) => {
        const r = sanitizeSvg(bytes);
        return r.ok ? Buffer.from(r.svg).toString() : r;
      }),
    );
  });

  it('keeps the event loop free while it parses the largest SVG', async () => {
    const largest = Buffer.from(
      `<svg ${NS}>${'<path d="M10 10 L20 20 L30 10 Z" fill="#abcdef"/>'.repeat(SVG_LIMITS.maxElements - 1)}</svg>`,
    );
    await sanitiser.sanitize(Buffer.from(`<svg ${NS}/>`)); // the thread is up
    let last = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 10);
    const start = performance.now();
    const result = await sanitiser.sanitize(largest);
    const took = performance.now() - start;
    clearInterval(timer);
    expect(result.ok).toBe(true);
    // The parse takes about a second; the loop never waited anything close to it.
    expect(longestGap).toBeLessThan(took / 2);
  });

  it('starts again after close', async () => {
    await sanitiser.close();
    const result = await sanitiser.sanitize(Buffer.from(`<svg ${NS}><rect/></svg>`));
    expect(result.ok).toBe(true);
  });
});
