import { describe, expect, it } from 'vitest';
import { compileKit, type StarterKit } from './starter-kit.ts';
import { STARTER_KIT } from './starter-kit-source.ts';

describe('starter kit on the server', () => {
  it('passes the save rules, compiles and has templates of 1, 2 and 3 slots', async () => {
    const kit = await compileKit(STARTER_KIT);
    expect(kit.components.length).toBeGreaterThanOrEqual(8);
    for (const entry of kit.components) expect(entry.compiledCode).toContain('module.exports');
    expect(kit.templates.map((entry) => entry.slots).sort()).toEqual([1, 2, 3]);
    // Containers are counted by the server's own slot rule, which agrees with the kit.
    const containers = Object.fromEntries(
      kit.components.filter((entry) => entry.slots > 0).map((entry) => [entry.key, entry.slots]),
    );
    expect(containers).toEqual({ section: 1, columns: 4, grid: 1, stack: 1, linkBlock: 1, form: 1 });
  });

  it('refuses a kit container whose declared slots its code does not have', async () => {
    const section = STARTER_KIT.components.find((entry) => entry.key === 'section')!;
    const broken: StarterKit = { components: [{ ...section, slots: 2 }], templates: [] };
    await expect(compileKit(broken)).rejects.toThrow(
      `starter kit: ${section.name} declares 2 slots, its code has 1`,
    );
  });

  it('refuses a kit entry that breaks the rules users obey, naming it', async () => {
    const [first] = STARTER_KIT.components;
    const broken: StarterKit = {
      components: [{ ...first!, icon: '<svg onload="alert(1)"></svg>' }],
      templates: [],
    };
    await expect(compileKit(broken)).rejects.toThrow(`starter kit: component ${first!.name} is invalid`);
  });
});
