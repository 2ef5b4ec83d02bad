import { describe, expect, it } from 'vitest';
import { pageLinksOf } from './page-links.ts';

const link = (to: string, kind = 'page') => ({ type: 'Link', value: { kind, to, newTab: false } });

describe('pageLinksOf', () => {
  it('finds page links in the template and in bricks at any depth, in page order', () => {
    const content = {
      template: { dataTypes: { logoLink: link('p-home') } },
      slots: {
        slot1: [
          {
            id: 'section',
            dataTypes: {},
            slots: {
              slot1: [
                {
                  id: 'columns',
                  dataTypes: {},
                  slots: { slot2: [{ id: 'button', dataTypes: { link: link('p-about') } }] },
                },
              ],
            },
          },
        ],
        slot2: [
          { id: 'nav', dataTypes: { home: link('https://a.example', 'url'), text: { type: 'TextInput' } } },
        ],
      },
    };
    expect(pageLinksOf(content)).toEqual([
      { brickId: null, property: 'logoLink', pageId: 'p-home' },
      { brickId: 'button', property: 'link', pageId: 'p-about' },
    ]);
  });

  it('reads a default value, and skips empty page links and damaged entries', () => {
    const content = {
      slots: {
        slot1: [
          { id: 'a', dataTypes: { link: { type: 'Link', defaultValue: { kind: 'page', to: 'p-1' } } } },
          { id: 'b', dataTypes: { link: link(''), broken: null, odd: 'text' } },
        ],
      },
    };
    expect(pageLinksOf(content)).toEqual([{ brickId: 'a', property: 'link', pageId: 'p-1' }]);
  });
});
