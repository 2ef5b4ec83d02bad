import { describe, expect, it } from 'vitest';
import { placeholdersFor, splitRich } from './rich-text.ts';

function render(template: string, values: Record<string, string>): string {
  const names = Object.keys(values);
  const stand = placeholdersFor(names);
  const filled = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => stand[name] ?? '');
  return splitRich(
    filled,
    names.map((name) => values[name]!),
  )
    .map((s) => (s.bold ? `[${s.text}]` : s.text))
    .join('');
}

describe('splitRich', () => {
  it('marks the bold parts and puts the values back', () => {
    expect(render('Delete the team <b>{{name}}</b>?', { name: 'Design' })).toBe('Delete the team [Design]?');
    expect(
      render('made <b>{{member}}</b> {{role}} in <b>{{name}}</b>', {
        member: 'Bo',
        role: 'Editor',
        name: 'X',
      }),
    ).toBe('made [Bo] Editor in [X]');
  });

  it('never reads tags out of the values', () => {
    expect(render('Delete <b>{{name}}</b>?', { name: '<b>x</b> & <i>' })).toBe('Delete [<b>x</b> & <i>]?');
    expect(render('{{a}} then {{b}}', { a: '<b>', b: '</b>' })).toBe('<b> then </b>');
  });
});
