import { parseLiveHost } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { type ConsoleLocale, preferredLocale } from '../../lib/locale.ts';
import type { LiveService } from './live-service.ts';

/**
 * A stand-in for live sites until the live-sites issue replaces it. Without it a request to
 * `{org}--{app}.$PUBLIC_HOST` would fall through to the console SPA on that origin. So every request to a live
 * host, whatever its path or method, gets a small self-contained page instead: 200 saying the site exists but
 * is not published yet, or 404 saying there is no site here. Never the console, never the API, never a cookie.
 */
export function registerLivePlaceholder(app: FastifyInstance, live: LiveService, publicHost: string) {
  app.addHook('onRequest', async (request, reply) => {
    const site = parseLiveHost(request.host ?? '', publicHost);
    if (!site) return;
    const exists = await live.siteExists(site.orgAlias, site.appAlias);
    const locale = preferredLocale(request.headers['accept-language']);
    reply
      .status(exists ? 200 : 404)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Vary', 'Accept-Language')
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
    reply.send(request.method === 'HEAD' ? '' : placeholderPage(locale, exists));
    return reply;
  });
}

const TEXTS = {
  'en-US': {
    unpublished: {
      title: 'Not published yet',
      body: 'This site exists, but it has not been published yet. Come back later.',
    },
    missing: { title: 'Site not found', body: 'There is no site at this address.' },
  },
  'pt-BR': {
    unpublished: {
      title: 'Ainda não publicado',
      body: 'Este site existe, mas ainda não foi publicado. Volte mais tarde.',
    },
    missing: { title: 'Site não encontrado', body: 'Não há nenhum site neste endereço.' },
  },
} as const;

/** The whole page: inline style only, no script, no external resource, nothing from the request echoed. */
export function placeholderPage(locale: ConsoleLocale, exists: boolean): string {
  const text = TEXTS[locale][exists ? 'unpublished' : 'missing'];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text.title}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:Arial,sans-serif;background:#f8f9fa;color:#212529}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{margin:0;line-height:1.5;color:#495057}
</style>
</head>
<body>
<main>
<h1>${text.title}</h1>
<p>${text.body}</p>
</main>
</body>
</html>
`;
}
