import { describe, expect, it } from 'vitest';
import { analyzeSlots, checkSlotNames, destructuredNames } from './slots.ts';
import { compileToModule } from './transpiler.ts';

async function names(code: string): Promise<string[]> {
  const result = await compileToModule(code);
  if (!result.ok) throw new Error(result.error.message);
  return destructuredNames(result.compiledCode);
}

async function slots(code: string) {
  const result = await compileToModule(code);
  if (!result.ok) throw new Error(result.error.message);
  return analyzeSlots(result.compiledCode);
}

describe('slot names of the default export', () => {
  it.each([
    [
      'export default function X({ slot1, slot2, title }) { return <div>{slot1}{slot2}</div>; }',
      ['slot1', 'slot2', 'title'],
    ],
    ['export default ({slot1}) => <main>{slot1}</main>;', ['slot1']],
    ["function X({slot1}) { return <p>Don't {slot1}</p> }; export default X", ['slot1']],
    [
      'const X = ({ slot1, slot2: second = <b>x</b>, ...rest }) => null;\nexport default X;',
      ['slot1', 'slot2'],
    ],
    [
      'const X = function ({ slot3, slot1, slot2 }) { return null }; export { X as default };',
      ['slot3', 'slot1', 'slot2'],
    ],
    ['export default async function ({ "slot1": a, [key]: b }) {}', ['slot1']],
    [
      'import { memo } from "react";\nfunction T({ slot1 }) { return null }\nexport default memo(T);',
      ['slot1'],
    ],
    ['export default function Y(props) { return props.slot1; }', []],
    ['export default (props) => null', []],
    ['export default x => null', []],
    ['export const a = 1;', []],
    [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript source under test
      'const re = /\\{slot9\\}/g; const s = `a ${"}"} b`;\nexport default function ({ slot1 }, { slot2 }) { return re.test(s) }',
      ['slot1'],
    ],
    ['export default function ({ slot1: { slot5 }, slot2 = { slot7: 1 } }) {}', ['slot1', 'slot2']],
  ])('%s', async (code, expected) => {
    expect(await names(code)).toEqual(expected);
  });
});

describe('slot check', () => {
  it('counts slot1 … slotN without gaps; none is zero', async () => {
    expect(await slots('export default function T({ slot1, slot2, title }) { return null }')).toMatchObject({
      ok: true,
      slots: 2,
    });
    expect(await slots('export default function T({ title }) { return null }')).toMatchObject({
      ok: true,
      slots: 0,
    });
    expect(checkSlotNames(['slot2', 'slot1', 'slot3'])).toMatchObject({ ok: true, slots: 3 });
  });

  it.each([
    [['slotA']],
    [['slot0']],
    [['slot1', 'slot3']],
    [['slot2']],
    [['slots']],
    [['slot01']],
    [['slot1', 'slot1']],
  ])('refuses %j', (list) => {
    expect(checkSlotNames(list).ok).toBe(false);
  });
});
