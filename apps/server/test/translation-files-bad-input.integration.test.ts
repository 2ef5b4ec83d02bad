import { randomUUID } from 'node:crypto';
import { LIMITS } from '@tessera/shared';
import { brickKey, pageSettingKey } from '@tessera/shared/translation-files';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { UPDATE_PAGE } from './app-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import { brickOf, liveHostOf, PUBLISH_APP, visit } from './live-helpers.ts';
import { addMember, createOrg, createTeam, type OrgInfo, ok, type TeamInfo } from './org-helpers.ts';
import { insertPrefab } from './prefab-helpers.ts';
import {
  type BilingualSite,
  bilingualSite,
  exportFile,
  HEADING,
  type ImportAnswer,
  importActivities,
  importFile,
  kitOf,
  pageRows,
} from './translation-helpers.ts';

const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)>';

describe('bad translation files: a clear 4xx with the problems, never a 5xx, nothing changed', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let editor: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  let kit: { heading: string; image: string; template: string };
  let site: BilingualSite;
  let other: BilingualSite;
  let xliff: string;
  let json: Record<string, unknown>;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpAndIn(t, 'tfbadowner');
    org = await createOrg(t, owner, { name: 'Bad Translation Files Org' });
    team = await createTeam(t, owner, 'Bad Translation Files Team');
    editor = await signUpAndIn(t, 'tfbadeditor');
    await addMember(t, org.id, team.id, editor, 'editor');
    await db().update(users).set({ currentOrgId: org.id }).where(eq(users.id, editor.id));
    kit = await kitOf(db(), org.id);
    site = await bilingualSite(t, owner, team.id, kit);
    other = await bilingualSite(t, owner, team.id, kit);
    xliff = (await exportFile(t, site.appId, 'pt-BR.xlf', editor.token)).body;
    json = JSON.parse((await exportFile(t, site.appId, 'pt-BR.json', editor.token)).body);
  });
  afterAll(() => t.close());

  const jsonText = (changes: Record<string, unknown> = {}) => JSON.stringify({ ...json, ...changes });
  const meta = (changes: Record<string, unknown>) => ({
    $tessera: { ...(json.$tessera as object), ...changes },
  });

  /** Imports (apply=1) and checks the refusal: its status, a message, the problems, and nothing changed. */
  async function refused(
    label: string,
    text: string | Buffer,
    status: number,
    problem: RegExp,
    options: Parameters<typeof importFile>[4] = {},
  ): Promise<ImportAnswer> {
    const before = await pageRows(db(), site.appId);
    const records = await importActivities(db(), site.appId);
    const answer = await importFile(t, site.appId, text, editor.token, { apply: true, ...options });
    expect(answer.status, `${label}: ${JSON.stringify(answer.body).slice(0, 600)}`).toBe(status);
    expect(answer.body.message, label).toBeTruthy();
    if (status !== 415) expect(answer.body.problems?.join('\n'), label).toMatch(problem);
    else expect(answer.body.message, label).toMatch(problem);
    expect(answer.body.applied ?? false, label).toBe(false);
    expect(await pageRows(db(), site.appId), `${label} changed nothing`).toEqual(before);
    expect(await importActivities(db(), site.appId), label).toEqual(records);
    return answer;
  }

  it('refuses files that are not well-formed, or not XLIFF at all', async () => {
    await refused(
      'cut short',
      xliff.slice(0, xliff.length / 2),
      400,
      /line \d+|not well-formed|unclosed|end/i,
    );
    await refused('not XML', 'hello there', 400, /./);
    await refused('HTML', '<html><body>hi</body></html>', 400, /root element is <html>/);
    await refused('XLIFF 1.2', xliff.replace('version="2.0"', 'version="1.2"'), 400, /only XLIFF 2.0/);
    await refused('an empty body', '', 400, /./);
    await refused('not JSON', '{"$tessera": ', 400, /not valid JSON/, { format: 'json' });
    await refused('a JSON list', '[1,2]', 400, /a list/, { format: 'json' });
  });

  it('refuses a DOCTYPE and entities before anything is read', async () => {
    const bomb = xliff.replace(
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>',
    );
    await refused('an entity bomb', bomb, 400, /DOCTYPE/);
    const external = xliff.replace(
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>',
    );
    await refused('an external entity', external, 400, /DOCTYPE/);
  });

  it("refuses another app's file, an unknown or malformed language, and another source language", async () => {
    const theirs = (await exportFile(t, other.appId, 'pt-BR.xlf', owner.token)).body;
    await refused("another app's XLIFF", theirs, 400, /another app/);
    await refused("another app's JSON", jsonText(meta({ app: other.appId })), 400, /another app/, {
      format: 'json',
    });
    await refused(
      'a language the app lacks',
      jsonText(meta({ targetLocale: 'fr-FR' })),
      400,
      /not one of this app's other languages/,
      {
        format: 'json',
      },
    );
    await refused(
      'the default language',
      xliff.replace('trgLang="pt-BR"', 'trgLang="en-US"'),
      400,
      /default language/,
    );
    await refused(
      'a malformed language',
      xliff.replace('trgLang="pt-BR"', 'trgLang="not a tag!"'),
      400,
      /not a language tag/,
    );
    await refused(
      'another source',
      jsonText(meta({ sourceLocale: 'es-ES' })),
      400,
      /default language is en-US/,
      {
        format: 'json',
      },
    );
    await refused('a key no export writes', jsonText({ pad: 'x' }), 400, /"pad" is not a key/, {
      format: 'json',
    });
  });

  it('reports units for pages, components and properties the app lacks, and applies the others', async () => {
    const missing = {
      [brickKey(randomUUID(), 'title', 'text')]: 'página sumida',
      [brickKey(site.about.id, 'ghost', 'text')]: 'componente sumido',
      [brickKey(site.about.id, 'title', 'nothing')]: 'propriedade sumida',
      [brickKey(site.about.id, 'kept', 'text')]: 'Aplicado',
    };
    const answer = await importFile(t, site.appId, jsonText(missing), editor.token, {
      apply: true,
      format: 'json',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ applied: true, added: 1, unknownCount: 3 });
    expect(answer.body.unknown?.map((unit) => unit.reason).sort()).toEqual([
      'component not found',
      'page not found',
      'property not found',
    ]);
    const again = JSON.parse((await exportFile(t, site.appId, 'pt-BR.json', editor.token)).body);
    expect(again[brickKey(site.about.id, 'kept', 'text')]).toBe('Aplicado');
  });

  it('reads page ids in capitals, and a file naming tens of thousands of pages is an answer, not an error', async () => {
    const upper = {
      [pageSettingKey(site.about.id.toUpperCase(), 'description')]: 'Quem somos, em maiúsculas',
    };
    const answer = await importFile(t, site.appId, jsonText(upper), editor.token, { format: 'json' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.changes?.map((change) => change.after)).toContain('Quem somos, em maiúsculas');
    // More page ids than PostgreSQL takes parameters in one query: never sent as a list.
    const many: Record<string, string> = {};
    for (let i = 0; i < 70_000; i++) many[pageSettingKey(randomUUID(), 'title')] = 'x';
    const before = await pageRows(db(), site.appId);
    const flood = await importFile(t, site.appId, jsonText(many), editor.token, {
      apply: true,
      format: 'json',
    });
    expect(flood.status, JSON.stringify(flood.body).slice(0, 300)).toBe(200);
    expect(flood.body.unknownCount).toBe(70_000);
    expect(flood.body.unknown).toHaveLength(200);
    expect(await pageRows(db(), site.appId)).toEqual(before);
  });

  it('answers 413 past 20 MB and 415 for another content type, nothing read', async () => {
    const big = Buffer.alloc(LIMITS.translations.fileMaxBytes + 128 * 1024, 0x20);
    await refused('a 20 MB + 128 KB body', big, 413, /larger than 20 MB/);
    // Within the body's margin but over the file's limit: the parser refuses it.
    const justOver = jsonText({ pad: ' '.repeat(LIMITS.translations.fileMaxBytes) });
    await refused('a file just over 20 MB', justOver, 413, /larger than 20 MB/, { format: 'json' });
    await refused('text/plain', xliff, 415, /content type/, { contentType: 'text/plain' });
    await refused('a form', 'a=b', 415, /content type/, { contentType: 'application/x-www-form-urlencoded' });
    const flags = await importFile(t, site.appId, xliff, editor.token, { query: '?apply=maybe' });
    expect(flags.status).toBe(400);
    expect(flags.body.message).toBe('apply must be 1 or 0');
  });

  it('refuses a translated URL another page answers (409), an invalid title, and text no column holds', async () => {
    await refused(
      'a URL clash',
      jsonText({ [pageSettingKey(site.contact.id, 'url')]: '/sobre' }),
      409,
      /URL already exists/,
      {
        format: 'json',
      },
    );
    await refused(
      'a title too long',
      jsonText({ [pageSettingKey(site.about.id, 'title')]: 'x'.repeat(1000) }),
      400,
      /title/,
      {
        format: 'json',
      },
    );
    await refused(
      'a NUL',
      jsonText({ [brickKey(site.about.id, 'kept', 'text')]: 'a\u0000b' }),
      400,
      /cannot be stored/,
      {
        format: 'json',
      },
    );
    await refused(
      'a lone surrogate',
      jsonText({ [brickKey(site.about.id, 'kept', 'text')]: 'a\ud800b' }),
      400,
      /./,
      {
        format: 'json',
      },
    );
    // The preview says the same, nothing changed either.
    const preview = await importFile(
      t,
      site.appId,
      jsonText({ [pageSettingKey(site.contact.id, 'url')]: 'sobre' }),
      editor.token,
      {
        format: 'json',
      },
    );
    expect(preview.status).toBe(409);
  });

  it('ignores units on what a prefab locks', async () => {
    const prefab = await insertPrefab(db(), {
      appId: site.appId,
      elementId: kit.heading,
      dataTypes: { text: { type: 'TextInput', value: 'Locked heading', isMutable: false } },
    });
    const page = (await pageRows(db(), site.appId)).find((row) => row.id === site.contact.id)!;
    const copy = {
      ...brickOf('copy', kit.heading, HEADING, { text: 'Locked heading' }),
      isPrefab: true,
      prefabId: prefab.id,
    };
    const update = {
      name: page.name,
      url: page.url,
      title: page.title,
      description: page.description,
      tags: page.tags,
    };
    ok(
      await gql(
        t,
        UPDATE_PAGE,
        { id: page.id, page: { ...update, content: { ...page.content, slots: { slot1: [copy] } } } },
        owner.token,
      ),
    );
    const file = JSON.parse((await exportFile(t, site.appId, 'pt-BR.json', editor.token)).body);
    expect(Object.keys(file)).not.toContain(brickKey(page.id, 'copy', 'text'));
    const answer = await importFile(
      t,
      site.appId,
      jsonText({ [brickKey(page.id, 'copy', 'text')]: 'Traduzido' }),
      editor.token,
      {
        format: 'json',
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ignoredBy: { locked: 1 }, added: 0 });
  });

  it('stores hostile text as text: escaped on the live page', async () => {
    const hostile = await bilingualSite(t, owner, team.id, kit);
    const file = JSON.parse((await exportFile(t, hostile.appId, 'pt-BR.json', editor.token)).body);
    file[brickKey(hostile.about.id, 'title', 'text')] = `Sobre ${HOSTILE}`;
    file[pageSettingKey(hostile.about.id, 'title')] = `Título ${HOSTILE}`;
    const answer = await importFile(t, hostile.appId, JSON.stringify(file), editor.token, {
      apply: true,
      format: 'json',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    ok(await gql(t, PUBLISH_APP, { id: hostile.appId }, owner.token));
    const live = await visit(t, liveHostOf(org.alias, hostile.alias), '/pt-br/sobre');
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('Sobre &lt;script&gt;');
    expect(live.body).not.toContain('<script>alert(1)');
    expect(live.body).not.toContain('<img src=x');
    expect(live.body).toMatch(/<title>Título &#60;script&#62;/);
  });

  it("refuses another site's form posting a file with the editor's cookie, before reading it", async () => {
    const before = await pageRows(db(), site.appId);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/apps/${site.appId}/translations/import?apply=1`,
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'cross-site',
        origin: 'https://evil.example',
      },
      cookies: { auth_token: editor.token },
      payload: jsonText({ [brickKey(site.about.id, 'kept', 'text')]: 'Invadido' }),
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBeTruthy();
    expect(await pageRows(db(), site.appId)).toEqual(before);
  });

  it('answers 400 for a bad export request, 404 for a page or app it cannot see', async () => {
    for (const [file, status] of [
      ['fr-FR.xlf', 400],
      ['en-US.json', 400],
      ['pt-BR.docx', 400],
      ['pt-BR', 400],
      ['.xlf', 400],
    ] as const) {
      const answer = await exportFile(t, site.appId, file, editor.token);
      expect(answer.statusCode, file).toBe(status);
      expect(answer.json().message, file).toBeTruthy();
    }
    expect(
      (await exportFile(t, site.appId, 'pt-BR.xlf', editor.token, `?pages=${randomUUID()}`)).statusCode,
    ).toBe(404);
    expect((await exportFile(t, site.appId, 'pt-BR.xlf', editor.token, '?pages=not-an-id')).statusCode).toBe(
      400,
    );
    expect((await exportFile(t, randomUUID(), 'pt-BR.xlf', editor.token)).statusCode).toBe(404);
    expect((await exportFile(t, 'not-an-id', 'pt-BR.xlf', editor.token)).statusCode).toBe(404);
    expect((await importFile(t, randomUUID(), xliff, editor.token)).status).toBe(404);
  });
});
