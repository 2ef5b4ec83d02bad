import { resolvePropsTolerant, SITE_FOOTER_KEY, SITE_HEADER_KEY } from '@tessera/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComponentDef, PrefabDef } from '../model/types.ts';
import { useEditorStore } from '../state/store.ts';
import type { FrameSite } from './render-model.ts';

/** Which prefabs the app's site settings name, and whether this page shows them. */
export interface SiteChoice {
  headerPrefabId: string | null;
  footerPrefabId: string | null;
  showSiteHeader: boolean;
  showSiteFooter: boolean;
}

/**
 * The site header and footer as the canvas draws them (docs/decisions/0026), from the app's prefabs and the
 * organization's components as the editor holds them; null when the page shows neither.
 */
export function siteFrame(
  choice: SiteChoice,
  prefabs: ReadonlyMap<string, PrefabDef>,
  components: ReadonlyMap<string, ComponentDef>,
  labels: { header: string; footer: string },
): FrameSite | null {
  const modules: Array<{ id: string; compiledCode: string }> = [];
  const nodeOf = (prefabId: string | null, shown: boolean, key: string) => {
    const prefab = shown && prefabId ? prefabs.get(prefabId) : undefined;
    const component = prefab?.prefabType === 'Component' ? components.get(prefab.elementId) : undefined;
    if (!prefab || !component) return null;
    if (!modules.some((module) => module.id === component.id))
      modules.push({ id: component.id, compiledCode: component.compiledCode });
    return { key, moduleId: component.id, props: resolvePropsTolerant(prefab.dataTypes) };
  };
  const header = nodeOf(choice.headerPrefabId, choice.showSiteHeader, SITE_HEADER_KEY);
  const footer = nodeOf(choice.footerPrefabId, choice.showSiteFooter, SITE_FOOTER_KEY);
  if (!header && !footer) return null;
  return { header, footer, headerLabel: labels.header, footerLabel: labels.footer, modules };
}

/** siteFrame from the editor store, kept while its inputs stay the same objects. */
export function useSiteFrame(choice: SiteChoice): FrameSite | null {
  const { t } = useTranslation();
  const prefabs = useEditorStore((s) => s.prefabs);
  const components = useEditorStore((s) => s.components);
  const { headerPrefabId, footerPrefabId, showSiteHeader, showSiteFooter } = choice;
  const header = t('site.canvas_header');
  const footer = t('site.canvas_footer');
  return useMemo(
    () =>
      siteFrame({ headerPrefabId, footerPrefabId, showSiteHeader, showSiteFooter }, prefabs, components, {
        header,
        footer,
      }),
    [headerPrefabId, footerPrefabId, showSiteHeader, showSiteFooter, prefabs, components, header, footer],
  );
}
