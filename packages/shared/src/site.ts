import { z } from 'zod';
import { boundedText } from './fields.ts';
import { LIMITS } from './limits.ts';

/**
 * An app's site settings (issue 21, docs/decisions/0026): the site's name, its favicon and default social image
 * (media of the app's library) and the component prefabs drawn as every page's header and footer. Null ids mean
 * none; an empty site name means the app's name.
 */

/** An id of the app's media or prefabs, or null for none. What it names is checked by the server. */
const optionalId = (field: string) =>
  z.union([z.string({ error: `${field} must be an id or null` }).max(100), z.null()], {
    error: `${field} must be an id or null`,
  });

export const siteSettingsInputSchema = z.object(
  {
    siteName: boundedText('siteName', LIMITS.site.name),
    faviconMediaId: optionalId('faviconMediaId'),
    socialImageMediaId: optionalId('socialImageMediaId'),
    headerPrefabId: optionalId('headerPrefabId'),
    footerPrefabId: optionalId('footerPrefabId'),
  },
  { error: 'settings must be an object' },
);

export type SiteSettingsInput = z.infer<typeof siteSettingsInputSchema>;

/** Image extensions a favicon may have (browsers show these as tab icons). */
export const FAVICON_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'] as const;

/** Image extensions a social image may have: link previews (Open Graph, X) do not show SVG. */
export const SOCIAL_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;

/**
 * The title a live page gets: the page's, followed by the site's name unless the title already names it as a
 * word of its own ("Co" is in "Contact us", but does not name the site there).
 */
export function siteTitle(pageTitle: string, siteName: string): string {
  const name = siteName.trim();
  if (!name) return pageTitle;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu').test(pageTitle)) return pageTitle;
  return `${pageTitle} · ${name}`;
}
