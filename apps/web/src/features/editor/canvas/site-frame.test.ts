import { SITE_FOOTER_KEY, SITE_HEADER_KEY } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import type { ComponentDef, PrefabDef } from '../model/types.ts';
import { siteFrame } from './site-frame.ts';

const nav = {
  id: 'c-nav',
  name: 'Navigation',
  compiledCode: 'export default () => null',
  dataTypes: {},
  dataGroups: [],
} as unknown as ComponentDef;
const prefab = (id: string, prefabType: 'Component' | 'Template' = 'Component') =>
  ({
    id,
    name: id,
    elementId: 'c-nav',
    prefabType,
    dataTypes: { label: { type: 'TextInput', value: `Label of ${id}` } },
  }) as unknown as PrefabDef;
const prefabs = new Map([
  ['p-head', prefab('p-head')],
  ['p-foot', prefab('p-foot')],
  ['p-tpl', prefab('p-tpl', 'Template')],
]);
const components = new Map([['c-nav', nav]]);
const labels = { header: 'Site header', footer: 'Site footer' };
const choice = {
  headerPrefabId: 'p-head',
  footerPrefabId: 'p-foot',
  showSiteHeader: true,
  showSiteFooter: true,
};

describe('siteFrame', () => {
  it("draws the header and footer prefabs with their values and their component's code once", () => {
    const site = siteFrame(choice, prefabs, components, labels);
    expect(site).toEqual({
      header: { key: SITE_HEADER_KEY, moduleId: 'c-nav', props: { label: 'Label of p-head' } },
      footer: { key: SITE_FOOTER_KEY, moduleId: 'c-nav', props: { label: 'Label of p-foot' } },
      headerLabel: 'Site header',
      footerLabel: 'Site footer',
      modules: [{ id: 'c-nav', compiledCode: nav.compiledCode }],
    });
  });

  it('leaves out what the page opts out of, unknown or template prefabs, and answers null for nothing', () => {
    expect(siteFrame({ ...choice, showSiteHeader: false }, prefabs, components, labels)?.header).toBeNull();
    expect(siteFrame({ ...choice, footerPrefabId: 'p-tpl' }, prefabs, components, labels)?.footer).toBeNull();
    expect(
      siteFrame({ ...choice, showSiteHeader: false, showSiteFooter: false }, prefabs, components, labels),
    ).toBeNull();
    expect(
      siteFrame({ ...choice, headerPrefabId: 'gone', footerPrefabId: null }, prefabs, components, labels),
    ).toBeNull();
    expect(siteFrame(choice, prefabs, new Map(), labels)).toBeNull();
  });
});
