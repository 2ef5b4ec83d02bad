import {
  allBricks,
  breakpointValuesProblem,
  brickTreeProblem,
  countBricks,
  DEFAULT_BREAKPOINTS,
  definitionsFrom,
  expandPageContent,
  PAGE_CONTENT_VERSION,
  type PageContent,
  pageContentSchema,
  subtreeHeight,
  valueAt,
} from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import {
  KIT_COMPONENTS,
  KIT_TEMPLATES,
  LANDING_PAGE,
  landingPageContent,
  landingPageKeys,
  starterKit,
} from './index.ts';
import type { OrgEntry } from './landing-page.ts';

function orgOf(locale: 'en-US' | 'pt-BR') {
  const kit = starterKit(locale);
  const components = Object.fromEntries(
    kit.components.map((entry) => [
      entry.key,
      {
        id: `c-${entry.key}`,
        name: entry.name,
        dataTypes: entry.dataTypes,
        dataGroups: entry.dataGroups,
        slots: entry.slots ?? 0,
      },
    ]),
  ) as Record<string, OrgEntry>;
  const template = kit.templates.find((entry) => entry.key === LANDING_PAGE.template)!;
  return {
    components,
    template: { id: 't-1', name: template.name, dataTypes: template.dataTypes, slots: template.slots },
  };
}

let next = 0;
const ids = () => `b${next++}`;

/** The stored (lean) landing page with its definitions, as the editor and the renderer read it. */
function expanded(stored: PageContent, org: ReturnType<typeof orgOf>): PageContent {
  return expandPageContent(stored, definitionsFrom(Object.values(org.components), org.template));
}

describe('the starter landing page', () => {
  it('is current content that passes the content schema and the tree checks, nested in containers', () => {
    const org = orgOf('en-US');
    const { components, template } = org;
    const stored = landingPageContent('en-US', template, components, ids);
    expect(pageContentSchema.safeParse(stored).success).toBe(true);
    // Stored lean: no labels, no groups; a brick keeps only the values the blueprint sets.
    expect(JSON.stringify(stored)).not.toContain('i18n');
    expect(JSON.stringify(stored)).not.toContain('dataGroups');
    const content = expanded(stored, org);
    expect(pageContentSchema.safeParse(content).success).toBe(true);
    expect(content.version).toBe(PAGE_CONTENT_VERSION);
    const slotsOf = (id: string) => (id.startsWith('c-') ? (components[id.slice(2)]?.slots ?? 0) : 0);
    expect(brickTreeProblem(content.slots, slotsOf)).toBeNull();
    const [hero, features, testimonial, pricing, faq] = content.slots.slot1!;
    expect([hero, features, testimonial, pricing, faq].map((brick) => brick!.componentId)).toEqual(
      Array(5).fill('c-section'),
    );
    // hero › columns › heading, paragraph, button | image
    const columns = hero!.slots!.slot1![0]!;
    expect(columns.componentId).toBe('c-columns');
    expect(columns.slots!.slot1!.map((b) => b.componentId)).toEqual(['c-heading', 'c-paragraph', 'c-button']);
    expect(columns.slots!.slot2!.map((b) => b.componentId)).toEqual(['c-image']);
    expect(columns.slots!.slot3).toEqual([]);
    // a three-card grid of features, each with an icon
    const grid = features!.slots!.slot1!.find((b) => b.componentId === 'c-grid')!;
    expect(grid.slots!.slot1!).toHaveLength(3);
    for (const card of grid.slots!.slot1!) expect(card.slots!.slot1![0]!.componentId).toBe('c-icon');
    expect(testimonial!.slots!.slot1![0]!.componentId).toBe('c-quote');
    const plans = pricing!.slots!.slot1!.find((b) => b.componentId === 'c-grid')!.slots!.slot1!;
    expect(plans.map((b) => b.componentId)).toEqual(['c-pricingCard', 'c-pricingCard', 'c-pricingCard']);
    expect(plans.map((b) => (b.dataTypes.highlighted as { value: boolean }).value)).toEqual([
      false,
      true,
      false,
    ]);
    expect(faq!.slots!.slot1!.map((b) => b.componentId)).toEqual(['c-heading', 'c-accordion']);
    expect(subtreeHeight(hero!)).toBe(2);
    expect(subtreeHeight(features!)).toBe(3);
    expect(countBricks(content.slots)).toBeGreaterThan(30);
    // Values are set on copies: the organization's entries are untouched.
    const heading = columns.slots!.slot1![0]!;
    expect((heading.dataTypes.text as { value: string }).value).toBe('Launch a site your team is proud of');
    expect((components.heading!.dataTypes.text as { value: string }).value).toBe(
      'Build something people love',
    );
    expect(new Set(JSON.stringify(content).match(/"id":"b\d+"/g)).size).toBe(countBricks(content.slots));
  });

  it("carries values per breakpoint: the entries' own, or the blueprint's where it sets a value", () => {
    const org = orgOf('en-US');
    const { components, template } = org;
    const stored = landingPageContent('en-US', template, components, ids);
    expect(JSON.stringify(stored)).not.toContain('kitVarying');
    for (const brick of allBricks(stored.slots)) {
      expect(breakpointValuesProblem(brick.dataTypes, DEFAULT_BREAKPOINTS), brick.componentId).toBeNull();
    }
    const content = expanded(stored, org);
    for (const brick of allBricks(content.slots)) {
      expect(breakpointValuesProblem(brick.dataTypes, DEFAULT_BREAKPOINTS), brick.componentId).toBeNull();
    }
    expect(breakpointValuesProblem(content.template.dataTypes, DEFAULT_BREAKPOINTS)).toBeNull();
    const at = (entry: unknown, id: string) =>
      valueAt(entry as { value: unknown }, id, DEFAULT_BREAKPOINTS).value;
    const [hero, features] = content.slots.slot1!;
    const [h1, lead, button] = hero!.slots!.slot1![0]!.slots!.slot1!;
    // The h1 is bigger than the Heading's default, and so are its steps.
    expect(at(h1!.dataTypes.fontSize, 'desktop')).toEqual({ value: 3, unit: 'rem' });
    expect(at(h1!.dataTypes.fontSize, 'tablet')).toEqual({ value: 2.5, unit: 'rem' });
    expect(at(h1!.dataTypes.fontSize, 'phone')).toEqual({ value: 2, unit: 'rem' });
    expect(at(lead!.dataTypes.fontSize, 'phone')).toEqual({ value: 1.0625, unit: 'rem' });
    expect(at(hero!.dataTypes.padding, 'phone')).toMatchObject({ top: { value: 48, unit: 'px' } });
    // A value set plainly is the same at every width: the entry's steps were made for its own default.
    const h3 = allBricks(features!.slots!).find(
      (brick) => (brick.dataTypes.level as { value: string } | undefined)?.value === 'h3',
    )!;
    expect(h3.dataTypes.fontSize).not.toHaveProperty('breakpoints');
    expect(at(h3.dataTypes.fontSize, 'phone')).toEqual({ value: 1.25, unit: 'rem' });
    expect(content.template.dataTypes.padding).not.toHaveProperty('breakpoints');
    // A value the blueprint leaves alone keeps the kit entry's steps, as a brick placed in the editor does.
    expect(button!.dataTypes.padding).toEqual(components.button!.dataTypes.padding);
    expect(at(button!.dataTypes.padding, 'phone')).toMatchObject({ left: { value: 20, unit: 'px' } });
  });

  it('is written in the requested language', () => {
    const { components, template } = orgOf('pt-BR');
    const text = JSON.stringify(landingPageContent('pt-BR', template, components, ids));
    expect(text).toContain('Lance um site que dá orgulho ao seu time');
    expect(text).toContain('Perguntas frequentes');
    expect(text).not.toContain('kitText');
    expect(text).not.toContain('Launch a site');
  });

  it('leaves out a brick whose component the organization no longer has, with what it holds', () => {
    const { components, template } = orgOf('en-US');
    delete components.columns;
    components.grid = { ...components.grid!, slots: 0 };
    const content = landingPageContent('en-US', template, components, ids);
    const text = JSON.stringify(content);
    expect(text).not.toContain('c-columns');
    expect(text).not.toContain('Launch a site');
    expect(text).not.toContain('Fast by default');
    expect(pageContentSchema.safeParse(content).success).toBe(true);
  });

  it('uses only kit entries', () => {
    const keys = new Set(KIT_COMPONENTS.map((entry) => entry.key));
    for (const key of landingPageKeys()) expect(keys.has(key), key).toBe(true);
    expect(KIT_TEMPLATES.map((entry) => entry.key)).toContain(LANDING_PAGE.template);
  });
});
