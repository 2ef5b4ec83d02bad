import { allLocales, type SiteLocales } from './site-locales.ts';

/**
 * The site language a browser prefers (issue 26, docs/decisions/0043): Accept-Language's ranges by q-value (then
 * order), each matched against the site's languages exactly, then by its language alone (`pt` and `pt-PT` take
 * `pt-BR` when the site has no closer one). The default language when nothing matches, or when it comes first.
 */
export function negotiatedLocale(header: string | undefined, locales: SiteLocales): string {
  if (!header || locales.others.length === 0) return locales.default;
  const tags = allLocales(locales);
  const ranked = header
    .slice(0, 1000)
    .split(',')
    .slice(0, 30)
    .map((part, index) => {
      const [range = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { range: range.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && entry.range !== '' && entry.range !== '*')
    .sort((x, y) => y.q - x.q || x.index - y.index);
  for (const { range } of ranked) {
    const exact = tags.find((tag) => tag.toLowerCase() === range);
    if (exact) return exact;
    const language = range.split('-')[0];
    const near = tags.find((tag) => tag.toLowerCase().split('-')[0] === language);
    if (near) return near;
  }
  return locales.default;
}
