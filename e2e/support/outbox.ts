import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.ts';

/** Mail bodies are quoted-printable: long links are folded with soft line breaks. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Every e-mail to `to` in the server's outbox so far, decoded, oldest first. */
function mailsTo(to: string): string[] {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => decodeQuotedPrintable(readFileSync(path.join(outbox, file), 'utf8')))
    .filter((eml) => eml.toLowerCase().includes(`to: ${to.toLowerCase()}`));
}

/** Waits for the e-mail to `to` in the server's outbox and returns the console link it carries. */
export async function readLinkFromOutbox(to: string, pathPrefix: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${pathPrefix}[A-Za-z0-9_-]+`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = mailsTo(to)
          .map((eml) => eml.match(pattern)?.[0])
          .find((found) => found !== undefined);
        return link;
      },
      { timeout: 15_000, message: `an e-mail to ${to} in the outbox` },
    )
    .toBeTruthy();
  return link!;
}

/** Waits for an e-mail to `to` in the server's outbox whose text contains `containing`, and returns it decoded. */
export async function readMailFromOutbox(to: string, containing: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(to).find((eml) => eml.includes(containing));
        return found;
      },
      { timeout: 30_000, message: `an e-mail to ${to} with "${containing}" in the outbox` },
    )
    .toBeTruthy();
  return found!;
}
