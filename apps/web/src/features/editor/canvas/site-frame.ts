import type { SiteNode } from '@tessera/runtime/editor-protocol';
import type { RenderNode } from '@tessera/runtime/protocol';
import {
  type Breakpoint,
  type LinkContext,
  nodeTree,
  resolvePropsTolerant,
  responsivePropsOf,
  SITE_FOOTER_KEY,
  SITE_HEADER_KEY,
  visibleSomewhere,
} from '@tessera/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComponentDef, EditorBrick, PrefabDef, Slots } from '../model/types.ts';
import { useBreakpointList } from '../state/breakpoint-view.ts';
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
 * Whether a brick is switched off at every width: left out of the site band, as the live page leaves it. (One
 * hidden at some breakpoints only is drawn: the band does not follow the breakpoint shown.)
 */
function isHidden(brick: EditorBrick, breakpoints: readonly Breakpoint[]): boolean {
  return !visibleSomewhere(brick.dataTypes, breakpoints);
}

/** A site node's props and its values per breakpoint. */
function values(
  dataTypes: EditorBrick['dataTypes'],
  links: LinkContext | null,
  breakpoints: readonly Breakpoint[],
  brickId: string | null = null,
): Pick<RenderNode, 'props' | 'responsive'> {
  const responsive = responsivePropsOf(dataTypes, breakpoints, links);
  const props = resolvePropsTolerant(dataTypes, links, brickId);
  return responsive ? { props, responsive } : { props };
}

/**
 * A container prefab's contents as the site band draws them (a static render tree, SiteNode.slots), with
 * their links resolved; the components they use join `modules`. Hidden bricks are left out with their
 * contents, as on the live page; a brick whose component is gone draws nothing, as in previews.
 */
function contentsOf(
  slots: Slots,
  components: ReadonlyMap<string, ComponentDef>,
  links: LinkContext | null,
  breakpoints: readonly Breakpoint[],
  addModule: (component: ComponentDef) => void,
): Record<string, RenderNode[]> {
  const top: Record<string, RenderNode[]> = Object.fromEntries(Object.keys(slots).map((name) => [name, []]));
  nodeTree<EditorBrick, RenderNode>(
    slots,
    (brick) => {
      if (isHidden(brick, breakpoints)) return null;
      const component = components.get(brick.componentId);
      if (component) addModule(component);
      return {
        key: brick.id,
        moduleId: brick.componentId,
        ...values(brick.dataTypes, links, breakpoints, brick.id),
      };
    },
    top,
  );
  return top;
}

/**
 * The site header and footer as the canvas draws them (docs/decisions/0026), from the app's prefabs and the
 * organization's components as the editor holds them, Link values resolved against the app's pages; a
 * container prefab with its contents. Null when the page shows neither.
 */
export function siteFrame(
  choice: SiteChoice,
  prefabs: ReadonlyMap<string, PrefabDef>,
  components: ReadonlyMap<string, ComponentDef>,
  labels: { header: string; footer: string },
  links: LinkContext | null = null,
  breakpoints: readonly Breakpoint[] = [],
): FrameSite | null {
  const modules: Array<{ id: string; compiledCode: string }> = [];
  const addModule = (component: ComponentDef) => {
    if (!modules.some((module) => module.id === component.id))
      modules.push({ id: component.id, compiledCode: component.compiledCode });
  };
  const nodeOf = (prefabId: string | null, shown: boolean, key: string): SiteNode | null => {
    const prefab = shown && prefabId ? prefabs.get(prefabId) : undefined;
    const component = prefab?.prefabType === 'Component' ? components.get(prefab.elementId) : undefined;
    if (!prefab || !component) return null;
    addModule(component);
    const node: SiteNode = { key, moduleId: component.id, ...values(prefab.dataTypes, links, breakpoints) };
    if (prefab.slots && Object.keys(prefab.slots).length > 0)
      node.slots = contentsOf(prefab.slots, components, links, breakpoints, addModule);
    return node;
  };
  const header = nodeOf(choice.headerPrefabId, choice.showSiteHeader, SITE_HEADER_KEY);
  const footer = nodeOf(choice.footerPrefabId, choice.showSiteFooter, SITE_FOOTER_KEY);
  if (!header && !footer) return null;
  return { header, footer, headerLabel: labels.header, footerLabel: labels.footer, modules };
}

/** siteFrame from the editor store, kept while its inputs stay the same objects. */
export function useSiteFrame(choice: SiteChoice, links: LinkContext | null = null): FrameSite | null {
  const { t } = useTranslation();
  const prefabs = useEditorStore((s) => s.prefabs);
  const components = useEditorStore((s) => s.components);
  const breakpoints = useBreakpointList();
  const { headerPrefabId, footerPrefabId, showSiteHeader, showSiteFooter } = choice;
  const header = t('site.canvas_header');
  const footer = t('site.canvas_footer');
  return useMemo(
    () =>
      siteFrame(
        { headerPrefabId, footerPrefabId, showSiteHeader, showSiteFooter },
        prefabs,
        components,
        { header, footer },
        links,
        breakpoints,
      ),
    [
      headerPrefabId,
      footerPrefabId,
      showSiteHeader,
      showSiteFooter,
      prefabs,
      components,
      header,
      footer,
      links,
      breakpoints,
    ],
  );
}
