import type { FastifyRequest } from 'fastify';

/** The locale mails are written in: the console's x-locale header, else Accept-Language. */
export function localeOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-locale'] ?? request.headers['accept-language'];
  return typeof header === 'string' ? header : undefined;
}

export function isPortuguese(locale: string | undefined): boolean {
  return locale?.toLowerCase().startsWith('pt') ?? false;
}
