export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Every mail of the product: a few paragraphs, then (when the mail is about one) its link as a button and as
 * text, then a closing line. Text and HTML say the same.
 */
export function composeMail(parts: {
  subject: string;
  paragraphs: string[];
  link?: { href: string; button: string };
  closing: string;
}) {
  const { subject, paragraphs, link, closing } = parts;
  const text = [...paragraphs, ...(link ? [link.href] : []), closing].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link
      ? [
          `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.button)}</a></p>`,
          `<p>${escapeHtml(link.href)}</p>`,
        ]
      : []),
    `<p>${escapeHtml(closing)}</p>`,
  ].join('');
  return { subject, text: `${text}\n`, html };
}
