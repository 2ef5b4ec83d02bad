import { describe, expect, it } from 'vitest';
import { kitText } from './kit-names.ts';

const heading = {
  id: 'c1',
  name: 'Heading',
  description: 'A title for a page or a section, from h1 to h4, with its own font, size and colour.',
};

describe('kitText', () => {
  it("shows a kit entry in the console's language, whichever language it was seeded in", () => {
    expect(kitText('components', heading, 'pt-BR')).toEqual({
      id: 'c1',
      name: 'Título',
      description: 'Um título para uma página ou seção, de h1 a h4, com fonte, tamanho e cor próprios.',
    });
    const seededInPortuguese = kitText('components', heading, 'pt-BR');
    expect(kitText('components', seededInPortuguese, 'en-US')).toEqual(heading);
    expect(kitText('templates', { name: 'Two columns' }, 'pt-BR')).toEqual({ name: 'Duas colunas' });
  });

  it('leaves what the organization wrote alone', () => {
    const renamed = { ...heading, name: 'Big title' };
    expect(kitText('components', renamed, 'pt-BR')).toBe(renamed);
    const described = { ...heading, description: 'Our own heading' };
    expect(kitText('components', described, 'pt-BR')).toBe(described);
    // Kinds do not mix: a template called like a kit component is not that component.
    const template = { name: 'Heading' };
    expect(kitText('templates', template, 'pt-BR')).toBe(template);
  });
});
