import { describe, expect, it } from 'vitest';
import { EN_US as enUS, PT_BR as ptBR } from './catalogue.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const en = flatten(enUS);
const pt = flatten(ptBR);

describe('locale catalogues', () => {
  it('have the same key set', () => {
    expect([...pt.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('have no empty values', () => {
    for (const [key, value] of [...en, ...pt]) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('use the same interpolation variables', () => {
    for (const [key, value] of en) {
      expect(placeholders(pt.get(key) ?? ''), key).toEqual(placeholders(value));
    }
  });
});
