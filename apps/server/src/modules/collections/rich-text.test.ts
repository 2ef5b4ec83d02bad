import { describe, expect, it } from 'vitest';
import { richTextWords, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the allowed elements and links, adding rel to every link', () => {
    expect(
      sanitizeRichText(
        '<h2>Title</h2><p>A <strong>b</strong> <em>c</em> <a href="https://x.example/a">link</a></p>',
      ),
    ).toBe(
      '<h2>Title</h2><p>A <strong>b</strong> <em>c</em> <a href="https://x.example/a" rel="noopener noreferrer">link</a></p>',
    );
    expect(sanitizeRichText('<ul><li>one</li></ul><blockquote>q</blockquote><hr><br>')).toBe(
      '<ul><li>one</li></ul><blockquote>q</blockquote><hr><br>',
    );
    for (const href of ['mailto:a@b.example', 'tel:+123', '/a-page', '#anchor'])
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe(
        `<a href="${href}" rel="noopener noreferrer">x</a>`,
      );
  });

  it('removes scripts, handlers, styles, frames, SVG and unsafe links', () => {
    const hostile = [
      '<script>alert(1)</script><p>ok</p>',
      '<img src=x onerror="alert(1)"><p onclick="alert(1)">ok</p>',
      '<p style="background:url(javascript:alert(1))">ok</p><style>p{}</style>',
      '<iframe src="https://evil.example"></iframe><p>ok</p>',
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg><p>ok</p>',
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href=" javascript:alert(1)">c</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a><a href="//evil.example">e</a>',
      '<object data="x"></object><embed src="x"><form><input></form><p>ok</p>',
      '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
      '<p><a href="https://x.example" target="_blank" onmouseover="x()">t</a></p>',
    ];
    for (const html of hostile) {
      const clean = sanitizeRichText(html);
      expect(clean).not.toMatch(
        /script|onerror|onclick|onmouseover|style|iframe|svg|javascript|data:|object|embed|<img|<input|evil|target/i,
      );
    }
    expect(sanitizeRichText('<a href="javascript:alert(1)">a</a>')).toBe(
      '<a rel="noopener noreferrer">a</a>',
    );
  });
});

describe('richTextWords', () => {
  it('reads the words of the text: tags become spaces, entities their characters', () => {
    expect(
      richTextWords('<p>Caf&eacute;&nbsp;au<strong>lait</strong> &amp; &#233;t&#xE9;</p>')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe('Caf au lait & été');
  });
});
