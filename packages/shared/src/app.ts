import { z } from 'zod';
import { boundedText, lengthMessage } from './fields.ts';
import { LIMITS } from './limits.ts';
import { sanitizeAlias } from './org.ts';

/** The spec's tag messages (platform §5), sent by the server and shown by the forms. */
export const TAG_MESSAGES = {
  required: 'The tags field is required.',
  count: 'The tags must be between 1 and 10 items.',
} as const;

/** A tag as entered: trimmed, with inner whitespace collapsed. */
export function normalizeTag(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** Tags of an app or a page: 1 to 10, each 1 to 30 characters, duplicates (ignoring case) dropped. */
export const tagsSchema = z
  .array(z.string({ error: 'each tag must be text' }), { error: TAG_MESSAGES.required })
  .transform((tags) => {
    const seen = new Set<string>();
    const result: string[] = [];
    for (const tag of tags.map(normalizeTag)) {
      const key = tag.toLowerCase();
      if (tag === '' || seen.has(key)) continue;
      seen.add(key);
      result.push(tag);
    }
    return result;
  })
  .pipe(
    z
      .array(z.string().max(LIMITS.tag.max, lengthMessage('each tag', LIMITS.tag.min, LIMITS.tag.max)))
      .min(1, TAG_MESSAGES.required)
      .max(LIMITS.app.tags.max, TAG_MESSAGES.count),
  );

const A = LIMITS.app.alias;

/**
 * An app alias: letters and digits only, lower-cased (the console strips the rest as the user types, the
 * server does the same), 5 to 10 characters, unique in its organization.
 */
export const appAliasSchema = z
  .string({ error: 'alias is required' })
  .transform(sanitizeAlias)
  .pipe(
    z
      .string()
      .min(A.min, lengthMessage('alias', A.min, A.max))
      .max(A.max, lengthMessage('alias', A.min, A.max)),
  );

export const appInputSchema = z.object({
  name: boundedText('name', LIMITS.app.name),
  alias: appAliasSchema,
  description: boundedText('description', LIMITS.app.description),
  tags: tagsSchema,
});

/**
 * createApp's newApp: the app and the team that will own it. `landingPage`: the app starts with the starter
 * landing page as its home page (the console's wizard sends true unless unticked; absent: no page).
 */
export const newAppInputSchema = appInputSchema.extend({
  teamId: z.string({ error: 'teamId is required' }),
  landingPage: z
    .boolean({ error: 'landingPage must be true or false' })
    .nullish()
    .transform((value) => value ?? false),
});

/** updateApp's app: the same fields; a teamId moves the app to another team of the organization. */
export const updateAppInputSchema = appInputSchema.extend({
  teamId: z.string().nullish(),
});

export type AppInput = z.infer<typeof appInputSchema>;
export type NewAppInput = z.infer<typeof newAppInputSchema>;
