import { readLocale } from '../../../i18n/index.ts';
import { redirectToLogin } from '../../../lib/public-routes.ts';
import {
  contentTypeOf,
  type ImportOutcome,
  type ImportReport,
  importOutcomeOf,
} from '../translation-report.ts';

/**
 * Translation files (issue 26, the server's modules/translations/routes.ts), with the console's session cookie:
 * GET /apps/{appId}/translations/{language}.xlf|.json downloads an app's texts in one of its other languages;
 * POST /apps/{appId}/translations/import?apply=0|1&clearEmpty=0|1 reads a file back, answering its report.
 */

/** Where a language's file is downloaded from (an attachment: a link opens the download). */
export function translationFileUrl(
  appId: string,
  locale: string,
  format: ImportReport['format'],
  /** Only these pages' texts; empty: every page of the app. */
  pages: readonly string[] = [],
): string {
  const extension = format === 'json' ? 'json' : 'xlf';
  const only = pages.length > 0 ? `?pages=${pages.map(encodeURIComponent).join(',')}` : '';
  return `/apps/${encodeURIComponent(appId)}/translations/${encodeURIComponent(locale)}.${extension}${only}`;
}

/** A file of 20 MB is read and checked in seconds; a dead connection gives up after this. */
const IMPORT_TIMEOUT_MS = 120_000;

/** Sends a translation file: previewed, or applied with `apply`. Never throws. */
export async function importTranslationFile(
  appId: string,
  file: Blob,
  format: ImportReport['format'],
  options: { apply: boolean; clearEmpty: boolean },
): Promise<ImportOutcome> {
  const query = `apply=${options.apply ? 1 : 0}&clearEmpty=${options.clearEmpty ? 1 : 0}`;
  let response: Response;
  try {
    response = await fetch(`/apps/${encodeURIComponent(appId)}/translations/import?${query}`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        accept: 'application/json',
        'content-type': contentTypeOf(format),
        'x-locale': readLocale(),
      },
      body: file,
      signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'refused', status: 0, message: error instanceof Error ? error.message : '', problems: [] };
  }
  if (response.status === 401) redirectToLogin();
  return importOutcomeOf(response.status, await response.text().catch(() => ''));
}
