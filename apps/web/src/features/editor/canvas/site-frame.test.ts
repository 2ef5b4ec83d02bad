import { linkContext, SITE_FOOTER_KEY, SITE_HEADER_KEY } from '@tessera/shared';
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

describe('siteFrame with a container prefab and links', () => {
  const box = { ...nav, id: 'c-box', slots: 1, compiledCode: 'box code' } as unknown as ComponentDef;
  const button = { ...nav, id: 'c-button', compiledCode: 'button code' } as unknown as ComponentDef;
  const inner = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    name: id,
    componentId: 'c-button',
    isPrefab: false,
    dataTypes: {
      link: { type: 'Link', value: { kind: 'page', to: 'p-home', newTab: false } },
      ...extra,
    },
    dataGroups: [],
  });
  const header = {
    ...prefab('p-box'),
    elementId: 'c-box',
    slots: {
      slot1: [
        inner('b-1'),
        inner('b-hidden', { visibility: { type: 'Switch', value: false } }),
        { ...inner('b-2'), componentId: 'c-box', slots: { slot1: [inner('b-3')] } },
      ],
    },
  } as unknown as PrefabDef;

  it('draws the header prefab with its contents, links resolved, hidden bricks left out', () => {
    const links = linkContext([{ id: 'p-home', name: 'Home', url: '/' }]);
    const site = siteFrame(
      { ...choice, headerPrefabId: 'p-box', showSiteFooter: false },
      new Map([...prefabs, ['p-box', header]]),
      new Map([...components, ['c-box', box], ['c-button', button]]),
      labels,
      links,
    );
    const node = site!.header!;
    expect(node).toMatchObject({ key: SITE_HEADER_KEY, moduleId: 'c-box' });
    expect(node.slots!.slot1!.map((n) => n.key)).toEqual(['b-1', 'b-2']);
    expect((node.slots!.slot1![0]!.props.link as { href: string }).href).toBe('/');
    expect(node.slots!.slot1![1]!.slots!.slot1!.map((n) => n.key)).toEqual(['b-3']);
    expect(site!.modules.map((m) => m.id).sort()).toEqual(['c-box', 'c-button']);
  });

  it('gives a field in the site band the ids of its brick, as the live page does', () => {
    const field = {
      ...inner('b-field'),
      dataTypes: { field: { type: 'FormField', value: { name: 'email', kind: 'email' } } },
    };
    const withField = { ...header, slots: { slot1: [field] } } as unknown as PrefabDef;
    const site = siteFrame(
      { ...choice, headerPrefabId: 'p-box', showSiteFooter: false },
      new Map([...prefabs, ['p-box', withField]]),
      new Map([...components, ['c-box', box], ['c-button', button]]),
      labels,
    );
    const props = site!.header!.slots!.slot1![0]!.props as { field: { inputId: string } };
    expect(props.field.inputId).toBe('tessera-field-b-field');
  });
});
