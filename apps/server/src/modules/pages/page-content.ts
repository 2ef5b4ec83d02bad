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

/** A zod issue as a message that says where in the content it is. */
function issueMessage(issue: { message: string; path: ReadonlyArray<PropertyKey> }): string {
  if (issue.message.startsWith('content')) return issue.message;
  const where = ['content', ...issue.path.map(String)].join('.');
  return `${where}: ${issue.message}`;
}

/**
 * Content sent by a client, upgraded to the current version and checked: the shape (pageContentSchema), the
 * size, and that it is built on `template` with exactly its slots slot1 … slotN. Absent content (undefined or
 * null) is the template's empty content.
 */
export function checkedContent(raw: unknown, template: ContentTemplate): PageContent {
  if (raw === undefined || raw === null) return emptyPageContent(template);
  const text = JSON.stringify(raw);
  if (text.length > LIMITS.page.contentMaxChars) throw new AppError(413, SERVER_MESSAGES.contentTooLarge);
  const result = pageContentSchema.safeParse(migratePageContent(raw));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw badRequest(issue ? issueMessage(issue) : 'content is invalid');
  }
  const content = result.data;
  const expected = slotNames(template.slots);
  const slots = Object.keys(content.slots);
  const sameSlots =
    slots.length === expected.length && expected.every((name) => Object.hasOwn(content.slots, name));
  if (content.template.id !== template.id || !sameSlots) {
    throw badRequest(SERVER_MESSAGES.contentTemplateMismatch);
  }
  return content;
}

/** Stored content as the current version reads it: pages written by an older release still open. */
export function storedContent(stored: unknown): Record<string, unknown> {
  return migratePageContent(stored) as Record<string, unknown>;
}
