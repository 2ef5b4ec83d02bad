import { z } from 'zod';
import { tagsSchema } from './app.ts';
import { boundedText, lengthMessage } from './fields.ts';
import { LIMITS } from './limits.ts';
import { normalizePageUrl } from './slug.ts';

const U = LIMITS.page.url;

/**
 * A page URL as sent by a client, normalised by the same rule the URL input applies (`normalizePageUrl`):
 * '', '/' and '///' are all the root '/'.
 */
export const pageUrlSchema = z
  .string({ error: 'url is required' })
  .max(LIMITS.page.rawUrlMax, lengthMessage('url', U.min, U.max))
  .transform(normalizePageUrl)
  .pipe(
    z
      .string()
      .min(U.min, lengthMessage('url', U.min, U.max))
      .max(U.max, lengthMessage('url', U.min, U.max)),
  );

/** The page's settings (name, URL, SEO); content is checked apart, against the page's template. */
export const pageSettingsSchema = z.object({
  name: boundedText('name', LIMITS.page.name),
  url: pageUrlSchema,
  title: boundedText('title', LIMITS.page.title),
  description: boundedText('description', LIMITS.page.description),
  tags: tagsSchema,
});

/** createPage's newPage. Content is optional: the server builds it from the template when absent. */
export const newPageInputSchema = pageSettingsSchema.extend({
  appId: z.string({ error: 'appId is required' }),
  templateId: z.string({ error: 'templateId is required' }),
  content: z.unknown().optional(),
});

// Absent or null: left as it is (the GraphQL fields are nullable).
const siteSwitch = (field: string) =>
  z
    .boolean({ error: `${field} must be true or false` })
    .nullish()
    .transform((value) => value ?? undefined);

/**
 * updatePage's page: the settings, the content when the editor saves it, and whether the app's site header and
 * footer frame the page (docs/decisions/0026; absent: unchanged).
 */
export const updatePageInputSchema = pageSettingsSchema.extend({
  content: z.unknown().optional(),
  showSiteHeader: siteSwitch('showSiteHeader'),
  showSiteFooter: siteSwitch('showSiteFooter'),
});

export type PageSettings = z.infer<typeof pageSettingsSchema>;
