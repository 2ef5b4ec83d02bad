import type { FastifyRequest } from 'fastify';

/** The locale mails are written in: the console's x-locale header, else Accept-Language. */
export function localeOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-locale'] ?? request.headers['accept-language'];
  return typeof header === 'string' ? header : undefined;
}

export function isPortuguese(locale: string | undefined): boolean {
  return locale?.toLowerCase().startsWith('pt') ?? false;
}

/** The two languages of every user-facing text. */
export type ConsoleLocale = 'en-US' | 'pt-BR';

/** en-US unless Accept-Language prefers Portuguese to English (by q-value, then by order). */
export function preferredLocale(header: string | string[] | undefined): ConsoleLocale {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && (entry.tag.startsWith('pt') || entry.tag.startsWith('en')))
    .sort((x, y) => y.q - x.q || x.index - y.index);
  return ranked[0]?.tag.startsWith('pt') ? 'pt-BR' : 'en-US';
}
