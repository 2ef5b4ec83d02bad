import {
  emptyPageContent,
  LIMITS,
  migratePageContent,
  type PageContent,
  pageContentSchema,
  SERVER_MESSAGES,
  slotNames,
} from '@tessera/shared';
import { AppError, badRequest } from '../../lib/errors.ts';

/** What content is checked against: the page's template. */
export interface ContentTemplate {
  id: string;
  slots: number;
  dataTypes: Record<string, unknown>;
}

/**
 * U+0000 as JSON.stringify writes it: the escape `\u0000` not itself escaped, i.e. after an even number of
 * backslashes (after an odd number it is the harmless six-character text `\u0000`).
 */
const NUL_ESCAPE = /(?<!\\)(?:\\\\)*\\u0000/;

/** A zod issue as a message that says where in the content it is. */
function issueMessage(issue: { message: string; path: ReadonlyArray<PropertyKey> }): string {
  if (issue.message.startsWith('content')) return issue.message;
  const where = ['content', ...issue.path.map(String)].join('.');
  return `${where}: ${issue.message}`;
}

/**
 * Content sent by a client, upgraded to the current version and checked: the shape (pageContentSchema), the
 * size, and that it is built on `template` with at least its slots slot1 … slotN. Absent content (undefined or
 * null) is the template's empty content.
 *
 * Slots beyond N are accepted and kept: a template edited down to fewer slots must not cost its pages their
 * bricks, so the editor writes those slots back untouched (and warns) until someone moves or deletes them.
 */
export function checkedContent(raw: unknown, template: ContentTemplate): PageContent {
  if (raw === undefined || raw === null) return emptyPageContent(template);
  const text = JSON.stringify(raw);
  if (text.length > LIMITS.page.contentMaxChars) throw new AppError(413, SERVER_MESSAGES.contentTooLarge);
  // jsonb refuses U+0000 in any string, which would surface as a 500 on the write.
  if (NUL_ESCAPE.test(text)) throw badRequest('content must not contain the character U+0000');
  const result = pageContentSchema.safeParse(migratePageContent(raw));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw badRequest(issue ? issueMessage(issue) : 'content is invalid');
  }
  const content = result.data;
  // SLOT_NAME admits no slot0 nor leading zeros, so every other slot is some slotK with K > N.
  const hasTemplateSlots = slotNames(template.slots).every((name) => Object.hasOwn(content.slots, name));
  if (content.template.id !== template.id || !hasTemplateSlots) {
    throw badRequest(SERVER_MESSAGES.contentTemplateMismatch);
  }
  return content;
}

/** Stored content as the current version reads it: pages written by an older release still open. */
export function storedContent(stored: unknown): Record<string, unknown> {
  return migratePageContent(stored) as Record<string, unknown>;
}
