/**
 * The collaborative form (packages/shared/src/collab) on real content: the starter landing page, whose
 * bricks nest in containers, round-trips through a Y.Doc unchanged. Here rather than in packages/shared so
 * that shared keeps importing nothing from the kit.
 */
import { applyContent, collabProblem, contentToDoc, docToContent, type PageContent } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { LANDING_PAGE, landingPageContent, starterKit } from './index.ts';
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

function landing(locale: 'en-US' | 'pt-BR'): PageContent {
  const { components, template } = orgOf(locale);
  let next = 0;
  return landingPageContent(locale, template, components, () => `b${next++}`);
}

describe('the starter landing page in a collaborative doc', () => {
  it.each(['en-US', 'pt-BR'] as const)('round-trips unchanged (%s), key order included', (locale) => {
    const content = landing(locale);
    const doc = new Y.Doc();
    contentToDoc(doc, content);
    const back = docToContent(doc);
    expect(back).toEqual(content);
    expect(JSON.stringify(back)).toBe(JSON.stringify(content));
    expect(collabProblem(doc)).toBeNull();
    // A replica joining from the encoded state reads the same.
    const replica = new Y.Doc();
    Y.applyUpdate(replica, Y.encodeStateAsUpdate(doc));
    expect(JSON.stringify(docToContent(replica))).toBe(JSON.stringify(content));
  });

  it('takes the other locale by changing values only, and ends equal to it', () => {
    const doc = new Y.Doc();
    const english = landing('en-US');
    contentToDoc(doc, english);
    const portuguese = landing('pt-BR');
    applyContent(doc, english, portuguese);
    expect(docToContent(doc)).toEqual(portuguese);
    let written = false;
    doc.on('update', () => {
      written = true;
    });
    applyContent(doc, null, portuguese);
    expect(written).toBe(false);
  });
});
