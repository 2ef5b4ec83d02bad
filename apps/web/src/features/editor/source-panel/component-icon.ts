/**
 * A component's SVG icon as an image URL. Shown through <img>, the markup cannot run scripts or reach
 * the page, whatever the author wrote, so it is never put into the DOM as markup.
 */
export function svgDataUrl(svg: string): string | null {
  const trimmed = svg.trim();
  if (!/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s/>]/i.test(trimmed)) return null;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(trimmed)}`;
}
