import { SVG_LIMITS } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './svg.ts';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

function clean(svg: string): string {
  const result = sanitizeSvg(Buffer.from(svg, 'utf8'));
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return Buffer.from(result.svg).toString('utf8');
}

describe('SVG sanitising', () => {
  it('keeps a drawing as it is: view box, gradients, filters, text, fragment references', () => {
    const out = clean(
      `<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><!-- made by hand -->
<svg ${NS} viewBox="0 0 10 10" preserveAspectRatio="xMidYMid meet"><defs><linearGradient id="g" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="red"/></linearGradient><filter id="f"><feGaussianBlur stdDeviation="2"/></filter><clipPath id="c"><rect width="5" height="5"/></clipPath></defs><style><![CDATA[.a { fill: url(#g) } .b>.c { stroke: red }]]></style><g clip-path="url(#c)" filter="url(#f)"><rect id="r" class="a" width="10" height="10"/></g><use href="#r" x="1"/><use xlink:href="#r" y="1"/><text x="1" y="9">Café &amp; crème</text><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/></svg>`,
    );
    for (const kept of [
      'viewBox="0 0 10 10"',
      'preserveAspectRatio="xMidYMid meet"',
      '<linearGradient id="g" gradientUnits="userSpaceOnUse">',
      '<feGaussianBlur stdDeviation="2"/>',
      '<clipPath id="c">',
      '.a { fill: url(#g) } .b&gt;.c { stroke: red }',
      'clip-path="url(#c)"',
      '<use href="#r" x="1"/>',
      '<use xlink:href="#r" y="1"/>',
      'Café &amp; crème',
      'href="data:image/png;base64,iVBORw0KGgo="',
    ]) {
      expect(out, kept).toContain(kept);
    }
    expect(
      out.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"'),
    ).toBe(true);
  });

  it('removes script, handlers, foreignObject, animation of links, and every outside reference', () => {
    const out = clean(
      `<svg ${NS} onload="a()"><script>b()</script><script xlink:href="https://evil.example/x.js"/>` +
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="c()"/></div></foreignObject>' +
        '<a xlink:href="javascript:d()"><rect onclick="e()" onmouseover="f()"/></a>' +
        '<a href="JaVaScRiPt&#58;g()"><circle r="1"/></a><a href="https://evil.example/"><circle r="2"/></a>' +
        '<a href="#ok"><animate attributeName="href" to="javascript:h()"/><set attributeName="href" to="javascript:i()"/></a>' +
        '<image href="https://evil.example/track.png"/><image xlink:href="file:///etc/passwd"/>' +
        '<image href="data:image/svg+xml;base64,PHN2Zy8+"/><use href="data:image/png;base64,AAAA#x"/>' +
        '<use xlink:href="https://evil.example/sprite.svg#icon"/><iframe src="https://evil.example"/>' +
        '<rect fill="url(https://evil.example/p.svg#p)" style="fill: url(\'http://evil.example/x\')"/>' +
        '<rect style="background: u\\72l(https://evil.example)"/><style>@import "https://evil.example/x.css";</style>' +
        '<style>.x { background: url(https://evil.example/y.png) }</style><style>.ok { fill: red }</style></svg>',
    );
    for (const banned of [
      'script',
      'onload',
      'onerror',
      'onclick',
      'onmouseover',
      'foreignObject',
      'javascript',
      'JaVaScRiPt',
      'evil.example',
      'passwd',
      'animate',
      '<set',
      'iframe',
      'svg+xml',
      'data:image/png;base64,AAAA',
      '@import',
      '\\72',
    ]) {
      expect(out, banned).not.toContain(banned);
    }
    expect(out).toContain('<a href="#ok"');
    expect(out).toContain('.ok { fill: red }');
  });

  it('refuses what is not an SVG document', () => {
    for (const notSvg of [
      '',
      'hello',
      '<html><body><svg></svg></body></html>',
      '<svg><rect/></svg>',
      `<svg ${NS}><rect></svg>`,
      `<svg ${NS}></svg><script>alert(1)</script>`,
      `<div ${NS}/>`,
      `<svg ${NS}>\u0000</svg>`,
      `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><svg ${NS}><text>&e;</text></svg>`,
    ]) {
      expect(sanitizeSvg(Buffer.from(notSvg, 'utf8')), notSvg).toEqual({ ok: false, reason: 'notSvg' });
    }
    // Not UTF-8.
    expect(sanitizeSvg(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]))).toEqual({
      ok: false,
      reason: 'notSvg',
    });
  });

  it('does not expand entities of a doctype into a flood of text', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><svg ${NS}><text>&c;&c;&c;&c;&c;&c;&c;&c;</text></svg>`;
    const result = sanitizeSvg(Buffer.from(laughs, 'utf8'));
    expect(result.ok ? result.svg.byteLength : 0).toBeLessThan(2000);
  });

  it(`bounds size (${SVG_LIMITS.maxBytes} bytes) and elements (${SVG_LIMITS.maxElements}), and sanitises the largest in seconds`, () => {
    const tooBig = Buffer.from(`<svg ${NS}><desc>${'x'.repeat(SVG_LIMITS.maxBytes)}</desc></svg>`);
    expect(sanitizeSvg(tooBig)).toEqual({ ok: false, reason: 'tooLarge' });
    const tooMany = Buffer.from(`<svg ${NS}>${'<g/>'.repeat(SVG_LIMITS.maxElements)}</svg>`);
    expect(sanitizeSvg(tooMany)).toEqual({ ok: false, reason: 'tooLarge' });
    const largest = Buffer.from(
      `<svg ${NS}>${'<path d="M10 10 L20 20 L30 10 Z" fill="#abcdef" stroke="red"/>'.repeat(SVG_LIMITS.maxElements - 1)}</svg>`,
    );
    const start = performance.now();
    const result = sanitizeSvg(largest);
    expect(result.ok).toBe(true);
    expect(performance.now() - start).toBeLessThan(5000);
  });
});
