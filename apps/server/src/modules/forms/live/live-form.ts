import { type PublishedForm, SITE_FORM_PREFIX } from '@tessera/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { pageVersions } from '../../../db/live-schema.ts';
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
  const lang = LANG.exec(row.html)?.[1]?.toLowerCase().startsWith('pt') ? 'pt-BR' : 'en-US';
  return { appId, pageId, versionId: row.versionId, brickId, pageUrl: row.url, html: row.html, lang, form };
}
