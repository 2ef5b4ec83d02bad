import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { formSubmissionFiles, formSubmissions } from '../src/db/forms-schema.ts';
import type { LiveFormPage } from './forms-live-helpers.ts';
import type { TestApp } from './helpers.ts';
import { wire } from './live-helpers.ts';
import { type FilePart, multipart } from './media-helpers.ts';

/** Every file kept under the forms' storage (disk), relative to it. */
export function formFilesOnDisk(t: TestApp): string[] {
  const dir = path.join(t.dataDir, 'media', 'forms');
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    : [];
}

/** Files being received (or left behind by a receive that went wrong). */
export function tempFilesOnDisk(t: TestApp): string[] {
  const dir = path.join(t.dataDir, 'media', '.tmp');
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** The app's submissions and the records of their files. */
export async function formRowsOf(t: TestApp, appId: string) {
  const submissions = await t.database.db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.appId, appId));
  const files = await t.database.db
    .select()
    .from(formSubmissionFiles)
    .where(eq(formSubmissionFiles.appId, appId));
  return { submissions, files };
}

/** Reads the live page (its fresh token), then posts its form `form1` as multipart with `fields` and `files`. */
export async function sendMultipartForm(
  port: number,
  target: LiveFormPage,
  fields: Record<string, string>,
  files: FilePart[],
  headers: Record<string, string> = {},
) {
  const live = await wire(port, target.host, `/${target.page.url.replace(/^\//, '')}`);
  const token = /name="_tessera_t" value="([^"]*)"/.exec(live.body.toString('utf8'))?.[1] ?? '';
  const { body, contentType } = multipart([
    { name: '_tessera_t', content: token },
    { name: '_tessera_hp', content: '' },
    ...Object.entries(fields).map(([name, content]) => ({ name, content })),
    ...files,
  ]);
  const response = await wire(port, target.host, `/_tessera/forms/${target.page.id}/form1`, {
    method: 'POST',
    body,
    headers: { 'content-type': contentType, ...headers },
  });
  return { ...response, text: response.body.toString('utf8') };
}
