/**
 * The editor benchmark's pages, made through the API before anything is measured (bench/editor/page.mjs builds
 * their content): a fresh user's organization, team and app hold the flat, responsive and nested pages; the
 * languages page (issue 26) is in an app of its own, with a second language.
 */
import { benchKit, createBenchPage, createBenchWorkspace, signUpBenchUser } from '../lib.mjs';
import {
  buildNestedPageContent,
  buildPageContent,
  buildResponsivePageContent,
  buildTranslatedPageContent,
  SECOND_LOCALE,
} from './page.mjs';

/**
 * Signs a user up in `page`'s context and makes the pages asked for (`want`: { flat, responsive, nested,
 * languages }), each of `bricks` bricks. The flat page is made whenever a page compared with it is. Returns
 * `{ flat, responsive, nested, languages }`, each `{ url, contentBytes, … }` (createBenchPage's and what its
 * builder says of it).
 */
export async function createBenchPages(page, want, bricks) {
  const gql = await signUpBenchUser(page);
  const { appId, teamId } = await createBenchWorkspace(gql);
  const { template, kit } = await benchKit(gql);
  const create = (url, title, content) => createBenchPage(gql, { appId, template, url, title, content });
  const pages = {};
  // The responsive and languages pages' figures are compared with the flat page's, measured in turn.
  if (want.flat || want.responsive || want.languages)
    pages.flat = await create('big', 'A page of a thousand bricks', buildPageContent(template, kit, bricks));
  if (want.responsive) {
    const { content, overridden } = buildResponsivePageContent(template, kit, bricks);
    const created = await create('responsive', 'A thousand bricks with values per breakpoint', content);
    pages.responsive = { ...created, overridden };
  }
  if (want.nested) {
    const { content, sections } = buildNestedPageContent(template, kit, bricks);
    const created = await create('nested', 'A thousand bricks four levels deep', content);
    pages.nested = { ...created, sections };
  }
  if (want.languages) pages.languages = await createLanguagesPage(gql, { teamId, template, kit, bricks });
  return pages;
}

/**
 * The languages page (issue 26) in an app of its own, whose languages are en-US and SECOND_LOCALE (set before
 * the page is made: a translation must be in one of the app's languages): the flat page stays in an app of one
 * language, so the comparison counts everything a second language brings, the app's as well as the page's.
 * Throws unless the app counts every translation as stored.
 */
async function createLanguagesPage(gql, { teamId, template, kit, bricks }) {
  const { createApp } = await gql('mutation ($a: NewAppInput!) { createApp(newApp: $a) { id } }', {
    a: { name: 'Bench Languages', alias: 'benchlang', description: 'Benchmarks', tags: ['bench'], teamId },
  });
  const appId = createApp.id;
  const locales = { default: 'en-US', others: [SECOND_LOCALE] };
  await gql(
    'mutation ($appId: ID!, $l: SiteLocalesInput!) { updateAppLocales(appId: $appId, locales: $l) { id } }',
    { appId, l: locales },
  );
  const { content, translated, texts } = buildTranslatedPageContent(template, kit, bricks);
  const title = `A thousand bricks, a third translated into ${SECOND_LOCALE}`;
  const created = await createBenchPage(gql, { appId, template, url: 'languages', title, content });
  // What the Languages panel shows: the app's count of translated texts per language.
  const { appTranslationCounts } = await gql(
    'query ($appId: ID!) { appTranslationCounts(appId: $appId) { locale count } }',
    { appId },
  );
  const stored = appTranslationCounts.find((c) => c.locale === SECOND_LOCALE)?.count;
  if (stored !== texts)
    throw new Error(`expected ${texts} texts in ${SECOND_LOCALE} stored, found ${stored}`);
  return { ...created, locales, translated, texts };
}
