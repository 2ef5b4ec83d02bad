import type { ConsoleLocale } from '../../lib/locale.ts';

/** What a live host answers when there is nothing at the address: no site, no live page, or nothing published. */
export type Missing = 'site' | 'page' | 'unpublished';

const TEXTS = {
  'en-US': {
    unpublished: {
      title: 'Not published yet',
      body: 'This site exists, but it has not been published yet. Come back later.',
    },
    site: { title: 'Site not found', body: 'There is no site at this address.' },
    page: {
      title: 'Page not found',
      body: 'There is no page at this address. Check the link, or go to the home page.',
    },
  },
  'pt-BR': {
    unpublished: {
      title: 'Ainda não publicado',
      body: 'Este site existe, mas ainda não foi publicado. Volte mais tarde.',
    },
    site: { title: 'Site não encontrado', body: 'Não há nenhum site neste endereço.' },
    page: {
      title: 'Página não encontrada',
      body: 'Não há nenhuma página neste endereço. Confira o link ou vá para a página inicial.',
    },
  },
} as const;

const HOME = { 'en-US': 'Home page', 'pt-BR': 'Página inicial' } as const;

/**
 * The live host's 404 page: inline style only, no script, no external resource, nothing from the request echoed.
 * A missing page of a published site links to its home page.
 */
export function notFoundPage(locale: ConsoleLocale, kind: Missing): string {
  const text = TEXTS[locale][kind];
  const home = kind === 'page' ? `\n<p><a href="/">${HOME[locale]}</a></p>` : '';
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
p+p{margin-top:1rem}
a{color:#1864ab}
</style>
</head>
<body>
<main>
<h1>${text.title}</h1>
<p>${text.body}</p>${home}
</main>
</body>
</html>
`;
}
