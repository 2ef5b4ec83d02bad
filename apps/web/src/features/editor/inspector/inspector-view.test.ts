import { STARTER_COMPONENTS, STARTER_TEMPLATES } from '@tessera/starter-kit';
import { describe, expect, it } from 'vitest';
import type { PropertyEntries } from '../model/types.ts';
import { arrangeSections, filterControls } from './inspector-view.ts';
import { buildSections } from './sections.ts';

function starter(name: string) {
  const found = STARTER_COMPONENTS.find((component) => component.name === name);
  if (!found) throw new Error(`no starter component ${name}`);
  return found;
}

function sectionsOf(source: { dataTypes: unknown; dataGroups: unknown }, locale = 'en-US') {
  const dataTypes = JSON.parse(JSON.stringify(source.dataTypes)) as PropertyEntries;
  const sections = buildSections(dataTypes, JSON.parse(JSON.stringify(source.dataGroups)), locale, 'Other');
  return { dataTypes, sections };
}

function arranged(source: { dataTypes: unknown; dataGroups: unknown }) {
  const { dataTypes, sections } = sectionsOf(source);
  const view = arrangeSections(sections, dataTypes);
  return {
    order: view.sections.map((section) => `${view.kinds.get(section.name)}:${section.name}`),
    counts: view.counts,
  };
}

function filtered(source: { dataTypes: unknown; dataGroups: unknown }, query: string, locale = 'en-US') {
  const { dataTypes, sections } = sectionsOf(source, locale);
  const shown = filterControls(sections, dataTypes, locale, query);
  return shown && Object.fromEntries([...shown].map(([name, controls]) => [name, [...controls]]));
}

describe('arrangeSections', () => {
  it('puts the groups holding text, images or video first as Content, the rest after as Style', () => {
    expect(arranged(starter('Heading')).order).toEqual([
      'content:text',
      'style:typography',
      'style:effects',
      'style:box',
    ]);
    expect(arranged(starter('Image')).order).toEqual([
      'content:image',
      'content:caption',
      'style:layout',
      'style:style',
    ]);
  });

  it('moves a content group written after a style group up, keeping the order within each kind', () => {
    const { dataTypes, sections } = sectionsOf(starter('Card'));
    const view = arrangeSections([...sections].reverse(), dataTypes);
    expect(view.sections.map((section) => section.name)).toEqual(['image', 'content', 'frame', 'text']);
  });

  it('counts the controls of each kind', () => {
    expect(arranged(starter('Heading')).counts).toEqual({ content: 2, style: 13 });
    expect(arranged(starter('Divider')).counts).toEqual({ content: 0, style: 6 });
    expect(arranged(STARTER_TEMPLATES[0]!).counts.content).toBe(0);
  });
});

describe('filterControls', () => {
  it('is off without a query', () => {
    expect(filtered(starter('Card'), '  ')).toBeNull();
  });

  it('keeps the controls whose label matches', () => {
    expect(filtered(starter('Card'), 'colour')).toEqual({
      text: ['titleColor', 'textColor', 'linkColor'],
      frame: ['borderColor', 'shadowColor'],
    });
  });

  it('reads labels in the console language, ignoring case and accents', () => {
    expect(filtered(starter('Card'), 'TITULO', 'pt-BR')).toEqual({
      content: ['title'],
      text: ['titleSize', 'titleColor'],
    });
  });

  it('shows a whole group whose own label matches', () => {
    expect(filtered(starter('Heading'), 'typography')?.typography).toHaveLength(7);
  });

  it('shows nothing when nothing matches', () => {
    expect(filtered(starter('Heading'), 'zzz')).toEqual({});
  });
});
