import { STARTER_COMPONENTS } from '@tessera/starter-kit';
import { describe, expect, it } from 'vitest';
import type { ComponentDef } from '../model/types.ts';
import { categoryOf, groupComponents } from './categories.ts';

const components: ComponentDef[] = STARTER_COMPONENTS.map((source, index) => ({
  id: `c-${index}`,
  name: source.name,
  description: source.description,
  icon: source.icon,
  compiledCode: '',
  dataTypes: JSON.parse(JSON.stringify(source.dataTypes)),
  dataGroups: JSON.parse(JSON.stringify(source.dataGroups)),
  events: source.dataEvents.events.mouse,
  slots: source.slots ?? 0,
}));

const byName = (name: string) => {
  const found = components.find((component) => component.name === name);
  if (!found) throw new Error(`no starter component ${name}`);
  return found;
};

describe('categoryOf', () => {
  it('places the starter kit where a designer looks for it', () => {
    expect(
      Object.fromEntries(components.map((component) => [component.name, categoryOf(component)])),
    ).toEqual({
      'Navigation bar': 'sections',
      'Language switcher': 'sections',
      Heading: 'text',
      Paragraph: 'text',
      Image: 'media',
      Button: 'text',
      Card: 'sections',
      Video: 'media',
      Divider: 'layout',
      Footer: 'sections',
      Section: 'layout',
      Columns: 'layout',
      Grid: 'layout',
      Stack: 'layout',
      'Link block': 'layout',
      Icon: 'text',
      List: 'text',
      Testimonial: 'sections',
      'FAQ accordion': 'text',
      Embed: 'sections',
      'Logo row': 'media',
      'Pricing card': 'sections',
      Form: 'forms',
      'Text field': 'forms',
      'E-mail field': 'forms',
      'Phone field': 'forms',
      'Number field': 'forms',
      'Long text field': 'forms',
      Dropdown: 'forms',
      Checkboxes: 'forms',
      'Radio group': 'forms',
      'Date field': 'forms',
      'File upload': 'forms',
      Consent: 'forms',
      // Its code is what makes it a submit button (compiled in the next test).
      'Submit button': 'text',
    });
  });

  it('puts a component whose compiled code draws a submit button with the forms', () => {
    const submit = {
      ...byName('Submit button'),
      compiledCode: 'jsx("button", { type: "submit", children: label })',
    };
    expect(categoryOf(submit)).toBe('forms');
    expect(categoryOf({ ...byName('Button'), compiledCode: 'jsx("button", { type: "button" })' })).toBe(
      'text',
    );
  });

  it('puts every container under layout, whatever its properties', () => {
    expect(categoryOf({ ...byName('Card'), slots: 1 })).toBe('layout');
  });

  it('does not count the name every component has', () => {
    expect(categoryOf({ dataTypes: { name: { type: 'TextInput' }, visibility: { type: 'Switch' } } })).toBe(
      'layout',
    );
  });
});

const FORM_FIELD_NAMES = [
  'Text field',
  'E-mail field',
  'Phone field',
  'Number field',
  'Long text field',
  'Dropdown',
  'Checkboxes',
  'Radio group',
  'Date field',
  'File upload',
  'Consent',
];

describe('groupComponents', () => {
  it('lists the categories in order, each in the given order', () => {
    expect(
      groupComponents(components, '').map((group) => [group.category, group.components.map((c) => c.name)]),
    ).toEqual([
      [
        'sections',
        ['Navigation bar', 'Language switcher', 'Card', 'Footer', 'Testimonial', 'Embed', 'Pricing card'],
      ],
      ['text', ['Heading', 'Paragraph', 'Button', 'Icon', 'List', 'FAQ accordion', 'Submit button']],
      ['media', ['Image', 'Video', 'Logo row']],
      ['layout', ['Divider', 'Section', 'Columns', 'Grid', 'Stack', 'Link block']],
      ['forms', ['Form', ...FORM_FIELD_NAMES]],
    ]);
  });

  it('searches names and descriptions, ignoring case and accents', () => {
    const names = (query: string) =>
      groupComponents(components, query).flatMap((group) => group.components.map((c) => c.name));
    expect(names('HEAD')).toEqual(['Heading']);
    expect(names(byName('Divider').description.split(' ').slice(1, 3).join(' ').toUpperCase())).toContain(
      'Divider',
    );
    const accented = { ...byName('Video'), name: 'Vídeo de fundo' };
    expect(groupComponents([accented], 'video de')[0]?.components).toEqual([accented]);
    expect(names('no such component')).toEqual([]);
  });
});
