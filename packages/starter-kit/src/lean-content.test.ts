/**
 * Lean page content (docs/decisions/0037) on the starter kit's own pages: content of every earlier version,
 * migrated without definitions and expanded with the kit's, is the full content it was, and gives every brick the
 * same props and the same values per breakpoint; lean and expanded again, it is still the same.
 */
import {
  allBricks,
  DEFAULT_BREAKPOINTS,
  definitionsFrom,
  expandPageContent,
  leanPageContent,
  migratePageContent,
  type PageContent,
  resolvePropsTolerant,
  responsivePropsOf,
  stripPageContent,
} from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { STARTER_COMPONENTS, STARTER_TEMPLATES } from './index.ts';
import { LANDING_PAGE, landingPageContent, type OrgEntry } from './landing-page.ts';

const components: OrgEntry[] = STARTER_COMPONENTS.map((entry) => ({
  id: `c-${entry.key}`,
  name: entry.name,
  dataTypes: entry.dataTypes as Record<string, unknown>,
  dataGroups: entry.dataGroups,
  slots: entry.slots ?? 0,
}));
const kitTemplate = STARTER_TEMPLATES.find((entry) => entry.key === LANDING_PAGE.template)!;
const template: OrgEntry = {
  id: 't-1',
  name: kitTemplate.name,
  dataTypes: kitTemplate.dataTypes as Record<string, unknown>,
  dataGroups: kitTemplate.dataGroups,
  slots: kitTemplate.slots,
};
const definitions = definitionsFrom(components, template);
const byKey = Object.fromEntries(components.map((entry) => [entry.id.slice(2), entry]));

/** The landing page as every release up to version 4 stored it: every brick a full copy of its component. */
function fullLandingPage(): PageContent {
  let n = 0;
  const lean = landingPageContent('en-US', template, byKey, () => `b${n++}`);
  return expandPageContent(lean, definitions);
}

/** What each brick and the template are drawn with: props and values per breakpoint, by brick id. */
function drawn(content: PageContent) {
  const bricks = allBricks(content.slots).map((brick) => [
    brick.id,
    resolvePropsTolerant(brick.dataTypes, null, brick.id),
    responsivePropsOf(brick.dataTypes, DEFAULT_BREAKPOINTS) ?? null,
  ]);
  const settings = content.template.dataTypes;
  return {
    bricks,
    template: [resolvePropsTolerant(settings), responsivePropsOf(settings, DEFAULT_BREAKPOINTS)],
  };
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('lean content on the starter kit', () => {
  const full = fullLandingPage();

  it.each([0, 1, 2, 3, 4])('opens version %i content as it was', (version) => {
    const stored: Record<string, unknown> = structuredClone({ ...full, version });
    if (version === 0) delete stored.version;
    const migrated = migratePageContent(stored) as PageContent;
    expect(JSON.stringify(migrated)).not.toContain('"i18n"');
    const expanded = expandPageContent(migrated, definitions);
    expect(json(expanded.slots)).toEqual(json(full.slots));
    expect(json(expanded.template)).toEqual(json(full.template));
    expect(drawn(expanded)).toEqual(drawn(full));
  });

  it('round-trips lean: expanded again it is the full page, drawn the same, at a fraction of the bytes', () => {
    const lean = leanPageContent(stripPageContent(full), definitions);
    const again = expandPageContent(lean, definitions);
    expect(json(again.slots)).toEqual(json(full.slots));
    expect(drawn(again)).toEqual(drawn(full));
    expect(leanPageContent(again, definitions)).toEqual(lean);
    expect(JSON.stringify(lean).length * 5).toBeLessThan(JSON.stringify(full).length);
  });

  it('keeps, and does not draw, values whose component or property is gone', () => {
    const lean = leanPageContent(stripPageContent(full), definitions);
    const [first] = lean.slots.slot1!;
    const orphan = { ...first!, id: 'orphan', componentId: 'c-gone', slots: undefined };
    const withOrphan = { ...lean, slots: { ...lean.slots, slot1: [orphan, ...lean.slots.slot1!] } };
    const expanded = expandPageContent(withOrphan, definitions);
    expect(expanded.slots.slot1![0]).toEqual(orphan);
    expect(leanPageContent(expanded, definitions).slots.slot1![0]).toEqual(orphan);
  });
});
