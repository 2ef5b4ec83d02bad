import {
  allLocales,
  appLocales,
  type Breakpoint,
  formBrickId,
  type LiveRenderError,
  type LiveRenderInput,
  type LocalizedPage,
  livePathIn,
  localizedContext,
  type PublishedForm,
  pageSettingsIn,
  type ResolveContext,
  SERVER_MESSAGES,
  type SiteLocales,
} from '@tessera/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ComponentRow, components, type PageRow, pages, templates } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import type { AppAccess } from '../apps/policy.ts';
import { formsOf, formWrappers } from '../forms/live/publish-forms.ts';
import { expandedContent } from '../pages/content-definitions.ts';
import { breakpointsOfApp, storedContent } from '../pages/page-content.ts';
import { liveDocument } from './document.ts';
import { liveTreeOf, nodeOf, scannedProps } from './live-nodes.ts';
import { liveScript } from './live-scripts.ts';
import type { LiveUrl } from './live-url.ts';
import { siteFrameLoader } from './site-frame.ts';

export interface LiveRenderer {
  render(input: LiveRenderInput): Promise<{ html: string; stylesheet: string; errors: LiveRenderError[] }>;
}

/**
 * What every page of one publish is drawn against, read once: the app's pages (links, the language switcher,
 * each with its addresses per language), its breakpoints and its languages. `chosen` is false for an app that
 * never chose its languages: its documents keep the publisher's language as `lang`, as before issue 26.
 */
export interface AppSite {
  pages: LocalizedPage[];
  breakpoints: readonly Breakpoint[];
  locales: SiteLocales;
  chosen: boolean;
}

export async function appSiteOf(db: Db, app: { id: string; locales: unknown }): Promise<AppSite> {
  const rows = await db
    .select({ id: pages.id, name: pages.name, url: pages.url, locales: pages.locales })
    .from(pages)
    .where(eq(pages.appId, app.id))
    .orderBy(sql`${pages.url} collate "C"`, asc(pages.id));
  return {
    pages: rows,
    breakpoints: await breakpointsOfApp(db, app.id),
    locales: appLocales(app.locales),
    chosen: app.locales !== null && app.locales !== undefined,
  };
}

/** One language's document of a version: the page's settings in that language and the HTML. */
export interface RenderedLanguage {
  locale: string;
  url: string;
  title: string;
  description: string;
  tags: string[];
  html: string;
  /** Its forms: the thank-you pages at this language's addresses, the default messages in it. */
  forms: PublishedForm[];
}

/** The graph for the live document, or null when it has no node (the page then sends no script). */
function graphOf(content: Record<string, unknown>): { nodes: unknown[]; connections: unknown[] } | null {
  const events = content.pageEvents as { nodes?: unknown; connections?: unknown } | undefined;
  const nodes = Array.isArray(events?.nodes) ? events.nodes : [];
  if (nodes.length === 0) return null;
  return { nodes, connections: Array.isArray(events?.connections) ? events.connections : [] };
}

/**
 * Draws a page as a publish stores it (issue 10; issue 26 for languages): the content as saved with the current
 * code of its template and components, once per language of the app. Every language shares the layout and
 * styles; texts, the page's settings, links and the site frame are read in that language (the one resolver's
 * context, localizedContext), and each document names the others (hreflang) and the default (x-default).
 */
export function createPageRenderer(deps: { db: Db; renderer: LiveRenderer; liveUrl: LiveUrl }) {
  const { db, renderer, liveUrl } = deps;

  return async function render(page: PageRow, access: AppAccess, publisherLang: string, site: AppSite) {
    // The version keeps the content as stored (lean, decision 0037); it is drawn with the current definitions.
    const stored = storedContent(page.content);
    const content = await expandedContent(db, access.app.orgId, stored, page.templateId);
    const [template] = await db
      .select({ id: templates.id, compiledCode: templates.compiledCode, slots: templates.slots })
      .from(templates)
      .where(eq(templates.id, page.templateId))
      .limit(1);
    if (!template) throw notFound(SERVER_MESSAGES.templateNotFound);
    const { locales, breakpoints } = site;
    const here: LocalizedPage = site.pages.find((p) => p.id === page.id) ?? page;
    const addressOf = (locale: string) =>
      liveUrl(access.orgAlias, access.app.alias, livePathIn(here, locales, locale));
    const alternates =
      locales.others.length > 0
        ? allLocales(locales).map((locale) => ({ lang: locale, href: addressOf(locale) }))
        : [];
    const templateContent = (content.template ?? {}) as { dataTypes?: unknown };
    const modules: Array<{ id: string; compiledCode: string }> = [
      { id: template.id, compiledCode: template.compiledCode },
    ];
    const script = await liveScript('behaviour');
    const frameIn = await siteFrameLoader(db, access.app, page);

    /** The document in `locale`, its forms and render errors. */
    async function inLanguage(locale: string) {
      const lang = site.chosen ? locale : publisherLang;
      const context: ResolveContext = localizedContext(site.pages, locales, locale, page.id);
      const pageForms = formsOf(page, content, lang, context, breakpoints);
      const tree = liveTreeOf(
        content,
        template!.slots,
        context,
        breakpoints,
        formWrappers(page.id, pageForms, lang, locale === locales.default ? null : locale),
      );
      const componentIds = [...tree.componentIds]
        .filter(isId)
        .filter((id) => !modules.some((m) => m.id === id));
      const used: Pick<ComponentRow, 'id' | 'compiledCode'>[] =
        componentIds.length === 0
          ? []
          : await db
              .select({ id: components.id, compiledCode: components.compiledCode })
              .from(components)
              .where(and(eq(components.orgId, access.app.orgId), inArray(components.id, componentIds)));
      modules.push(...used.map((c) => ({ id: c.id, compiledCode: c.compiledCode })));
      const templateNode = nodeOf('template', template!.id, templateContent.dataTypes, breakpoints, context);
      const frame = await frameIn(context, breakpoints, lang);
      // What this version accepts: the page's forms and the site header's and footer's as drawn on it. One brick
      // in both (a footer prefab made from the page's form keeps its ids) would post to the same address.
      if (frame.forms.some((s) => pageForms.some((f) => formBrickId(f.key) === formBrickId(s.key)))) {
        throw badRequest(SERVER_MESSAGES.formOnPageAndSite);
      }
      for (const module of frame.modules) if (!modules.some((m) => m.id === module.id)) modules.push(module);
      const output = await renderer.render({
        modules,
        template: templateNode,
        slots: tree.slots,
        header: frame.header,
        footer: frame.footer,
      });
      const forms: PublishedForm[] = [...pageForms, ...frame.forms];
      const formsScript = forms.length > 0 ? (await liveScript('forms')).path : undefined;
      const settings = pageSettingsIn(page, locale === locales.default ? null : locale);
      const html = liveDocument({
        lang,
        title: settings.title,
        description: settings.description,
        tags: settings.tags,
        siteName: frame.siteName || access.app.name,
        titleSuffix: frame.siteName,
        faviconUrl: frame.faviconUrl,
        socialImageUrl: frame.socialImageUrl,
        canonicalUrl: addressOf(locale),
        alternates,
        body: output.html,
        stylesheet: output.stylesheet,
        props: [templateNode, ...tree.nodes].flatMap(scannedProps),
        frameProps: frame.nodes.flatMap(scannedProps),
        graph: graphOf(content),
        behaviourScript: script.path,
        ...(formsScript ? { formsScript } : {}),
      });
      const language: RenderedLanguage = { locale, ...settings, tags: [...settings.tags], html, forms };
      return { language, forms, errors: output.errors };
    }

    const main = await inLanguage(locales.default);
    const languages: RenderedLanguage[] = [];
    // A component that fails only on a translated text is reported too, once.
    const errors = [...main.errors];
    const seen = new Set(errors.map((error) => JSON.stringify(error)));
    for (const locale of locales.others) {
      const drawn = await inLanguage(locale);
      languages.push(drawn.language);
      for (const error of drawn.errors)
        if (!seen.has(JSON.stringify(error))) {
          seen.add(JSON.stringify(error));
          errors.push(error);
        }
    }
    return {
      content: stored,
      modules,
      html: main.language.html,
      errors,
      forms: main.forms,
      locale: site.chosen ? locales.default : null,
      languages,
    };
  };
}

export type RenderedPage = Awaited<ReturnType<ReturnType<typeof createPageRenderer>>>;
