import { type PublishedForm, prefixedPath, SITE_FORM_PREFIX } from '@tessera/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { pageVersionLocales, pageVersions } from '../../../db/live-schema.ts';
import { pages } from '../../../db/schema.ts';

/** A form as its page's live version publishes it, with what answering about it needs. */
export interface LiveForm {
  appId: string;
  pageId: string;
  versionId: string;
  brickId: string;
  /** The page's live URL (path), where the form is shown again and `?sent=` points. */
  pageUrl: string;
  /** The live version's stored document, which the no-JavaScript answers edit. */
  html: string;
  /** The page's language (its `<html lang>`): the language of the form's messages. */
  lang: 'en-US' | 'pt-BR';
  form: PublishedForm;
}

const LANG = /<html[^>]*\slang="([^"]*)"/i;

/**
 * The form `{pageId}/{brickId}` (or the site-wide `site/{brickId}` drawn on that page) of the app as its page's
 * **live** version has it (a rollback brings back that
 * version's form; what the editor holds counts only once published). Null for an unknown page or form, a page
 * of another app or one never published: the visitor gets a 404 and nothing is stored.
 */
export async function liveFormOf(
  db: Db,
  appId: string,
  pageId: string,
  brickId: string,
): Promise<LiveForm | null> {
  const [row] = await db
    .select({
      versionId: pageVersions.id,
      url: pageVersions.url,
      html: pageVersions.html,
      forms: pageVersions.forms,
    })
    .from(pages)
    .innerJoin(pageVersions, eq(pageVersions.id, pages.liveVersionId))
    .where(and(eq(pages.id, pageId), eq(pages.appId, appId)))
    .limit(1);
  if (!row) return null;
  // A page's own form, or a site-wide one (in the header or footer) as this page's version drew it.
  const keys = [`${pageId}/${brickId}`, `${SITE_FORM_PREFIX}/${brickId}`];
  const form = (row.forms as PublishedForm[]).find((f) => keys.includes(f.key));
  if (!form) return null;
  const lang = langOf(row.html);
  return { appId, pageId, versionId: row.versionId, brickId, pageUrl: row.url, html: row.html, lang, form };
}

/** The messages' language of a document: pt-BR for Portuguese ones, else en-US. */
const langOf = (html: string): LiveForm['lang'] =>
  LANG.exec(html)?.[1]?.toLowerCase().startsWith('pt') ? 'pt-BR' : 'en-US';

/**
 * The form as the same live version publishes it in `locale` (issue 26: posted from a document in another
 * language, LANGUAGE_FIELD): that document, its address, its messages' language and its thank-you page. The
 * fields and their rules are the same in every language. The form as it is for an absent or unknown language,
 * or a version published before languages.
 */
export async function liveFormIn(db: Db, form: LiveForm, locale: string | undefined): Promise<LiveForm> {
  if (!locale) return form;
  const [row] = await db
    .select({ url: pageVersionLocales.url, html: pageVersionLocales.html, forms: pageVersionLocales.forms })
    .from(pageVersionLocales)
    .where(and(eq(pageVersionLocales.versionId, form.versionId), eq(pageVersionLocales.locale, locale)))
    .limit(1);
  const localized = row ? (row.forms as PublishedForm[]).find((f) => f.key === form.form.key) : undefined;
  if (!row || !localized) return form;
  return {
    ...form,
    pageUrl: prefixedPath(locale, row.url),
    html: row.html,
    lang: langOf(row.html),
    form: { ...form.form, after: localized.after },
  };
}
