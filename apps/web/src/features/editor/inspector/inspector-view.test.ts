import { STARTER_COMPONENTS, STARTER_TEMPLATES } from '@tessera/starter-kit';
import { describe, expect, it } from 'vitest';
import type { PropertyEntries } from '../model/types.ts';
import { inspectorView } from './inspector-view.ts';
import { buildSections } from './sections.ts';

function starter(name: string) {
  const found = STARTER_COMPONENTS.find((component) => component.name === name);
  if (!found) throw new Error(`no starter component ${name}`);
  return found;
}

function viewOf(
  source: { dataTypes: unknown; dataGroups: unknown },
  tab: 'content' | 'style',
  query = '',
  locale = 'en-US',
) {
  const dataTypes = JSON.parse(JSON.stringify(source.dataTypes)) as PropertyEntries;
  const sections = buildSections(dataTypes, JSON.parse(JSON.stringify(source.dataGroups)), locale, 'Other');
  const view = inspectorView(sections, dataTypes, locale, tab, query);
  return {
    ...view,
    names: [...view.shown.keys()],
    controls: Object.fromEntries([...view.shown].map(([k, v]) => [k, [...v]])),
  };
}

describe('inspectorView tabs', () => {
  it('puts the groups holding text, images or video under Content and the rest under Style', () => {
    expect(viewOf(starter('Heading'), 'content').names).toEqual(['text']);
    expect(viewOf(starter('Heading'), 'style').names).toEqual(['typography', 'effects', 'box']);
    expect(viewOf(starter('Card'), 'content').names).toEqual(['content', 'image']);
    expect(viewOf(starter('Image'), 'content').names).toEqual(['image', 'caption']);
  });

  it('counts the controls of each tab', () => {
    expect(viewOf(starter('Heading'), 'content').counts).toEqual({ content: 2, style: 13 });
  });

  it('shows the other tab when the preferred one has nothing', () => {
    const divider = viewOf(starter('Divider'), 'content');
    expect(divider.tab).toBe('style');
    expect(divider.names).toEqual(['line', 'layout']);
    expect(viewOf(STARTER_TEMPLATES[0]!, 'content').tab).toBe('style');
  });
});

describe('inspectorView filter', () => {
  it('keeps the controls whose label matches, across both tabs', () => {
    const view = viewOf(starter('Card'), 'content', 'colour');
    expect(view.filtering).toBe(true);
    expect(view.controls).toEqual({
      text: ['titleColor', 'textColor', 'linkColor'],
      frame: ['borderColor', 'shadowColor'],
    });
  });

  it('reads labels in the console language, ignoring case and accents', () => {
    expect(viewOf(starter('Card'), 'style', 'TITULO', 'pt-BR').controls).toEqual({
      content: ['title'],
      text: ['titleSize', 'titleColor'],
    });
  });

  it('shows a whole group whose own label matches', () => {
    expect(viewOf(starter('Heading'), 'content', 'typography').controls.typography).toHaveLength(7);
  });

  it('shows nothing when nothing matches', () => {
    expect(viewOf(starter('Heading'), 'content', 'zzz').shown.size).toBe(0);
  });
});
