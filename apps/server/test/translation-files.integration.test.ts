import { docToContent } from '@tessera/shared/collab';
import {
  brickKey,
  pageSettingKey,
  parseTranslationJson,
  parseXliff,
  type TranslationFile,
} from '@tessera/shared/translation-files';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, users } from '../src/db/schema.ts';
import { PAGE } from './app-helpers.ts';
import { join, listen, waitFor } from './collab-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import { addMember, createOrg, createTeam, ok, type TeamInfo } from './org-helpers.ts';
import {
  bilingualSite,
  exportFile,
  HEADING,
  importActivities,
  importFile,
  kitOf,
  pageRows,
} from './translation-helpers.ts';

const KIT_HEADING = String((HEADING.dataTypes.text as { value: unknown }).value);

function parsed(outcome: ReturnType<typeof parseXliff>): TranslationFile {
  if (!outcome.ok) throw new Error(outcome.problems.join('\n'));
  return outcome.file;
}

const unitsOf = (file: TranslationFile) =>
  new Map(file.groups.flatMap((g) => g.units).map((u) => [u.key, u]));

/** The XLIFF text with the segment of `key`'s unit given `target` (added, or replacing the one it has). */
function withTarget(xliff: string, key: string, target: string): string {
  const start = xliff.indexOf(`name="${key}"`);
  if (start < 0) throw new Error(`no unit ${key}`);
  const end = xliff.indexOf('</unit>', start);
  const unit = xliff.slice(start, end);
  const edited = unit
    .replace(/<target>[^<]*<\/target>/, '')
    .replace('state="initial"', 'state="translated"')
    .replace('</source>', `</source><target>${target}</target>`);
  return xliff.slice(0, start) + edited + xliff.slice(end);
}

describe('translation files (issue 26)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let editor: SignedInUser;
  let viewer: SignedInUser;
  let team: TeamInfo;
  let kit: { heading: string; image: string; template: string };
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpAndIn(t, 'tfowner');
    const org = await createOrg(t, owner, { name: 'Translation Files Org' });
    team = await createTeam(t, owner, 'Translation Files Team');
    editor = await signUpAndIn(t, 'tfeditor');
    viewer = await signUpAndIn(t, 'tfviewer');
    await addMember(t, org.id, team.id, editor, 'editor');
    await addMember(t, org.id, team.id, viewer, 'viewer');
    for (const user of [editor, viewer])
      await db().update(users).set({ currentOrgId: org.id }).where(eq(users.id, user.id));
    kit = await kitOf(db(), org.id);
  });
  afterAll(() => t.close());

  it('exports every text with words as XLIFF and JSON: sources, translations as targets, settings, kit defaults', async () => {
    const site = await bilingualSite(t, owner, team.id, kit);
    const answer = await exportFile(t, site.appId, 'pt-BR.xlf', viewer.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xliff+xml; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${site.alias}-pt-BR.xlf"`);
    expect(answer.headers['cache-control']).toBe('no-store');
    const file = parsed(parseXliff(answer.body));
    expect(file).toMatchObject({ appId: site.appId, sourceLocale: 'en-US', targetLocale: 'pt-BR' });
    expect(file.groups.map((group) => group.name)).toEqual(['/about', '/contact']);
    const units = unitsOf(file);
    const id = site.about.id;
    expect(units.get(pageSettingKey(id, 'url'))).toMatchObject({ source: '/about', target: '/sobre' });
    expect(units.get(pageSettingKey(id, 'title'))).toMatchObject({ source: 'About page', target: 'Sobre' });
    expect(units.get(pageSettingKey(id, 'tags'))).toMatchObject({ source: 'one, two' });
    expect(units.get(pageSettingKey(id, 'tags'))?.target).toBeUndefined();
    expect(units.get(brickKey(id, 'title', 'text'))).toMatchObject({
      source: 'About us',
      target: 'Sobre nós',
    });
    // Stored lean, without its text: the kit's default is the source.
    expect(units.get(brickKey(id, 'kept', 'text'))).toMatchObject({ source: KIT_HEADING });
    expect(units.get(brickKey(id, 'kept', 'text'))?.note).toContain('Text');
    expect(units.get(brickKey(id, 'picture', 'image'))).toMatchObject({ source: 'Our team at work' });
    // Styles and choices are not texts; neither is the editors' name of a brick.
    expect(units.has(brickKey(id, 'title', 'level'))).toBe(false);
    expect(units.has(brickKey(id, 'title', 'name'))).toBe(false);

    const json = await exportFile(t, site.appId, 'pt-BR.json', viewer.token);
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    const flat = parsed(parseTranslationJson(json.body));
    expect([...unitsOf(flat).keys()]).toEqual([...units.keys()]);
    expect(unitsOf(flat).get(brickKey(id, 'title', 'text'))?.target).toBe('Sobre nós');

    // Another language has none of pt-BR's translations; a page filter keeps one page.
    const spanish = parsed(parseXliff((await exportFile(t, site.appId, 'es-ES.xlf', owner.token)).body));
    expect(spanish.groups.flatMap((g) => g.units).filter((u) => u.target)).toEqual([]);
    const one = await exportFile(t, site.appId, 'pt-BR.xlf', owner.token, `?pages=${site.contact.id}`);
    expect(parsed(parseXliff(one.body)).groups.map((g) => g.name)).toEqual(['/contact']);
  });

  it('previews an edited file without changing anything, applies it in one go, and undoes it with the previous export', async () => {
    const site = await bilingualSite(t, owner, team.id, kit);
    const id = site.about.id;
    const original = (await exportFile(t, site.appId, 'pt-BR.xlf', editor.token)).body;
    let edited = withTarget(original, brickKey(id, 'kept', 'text'), 'Crie algo que as pessoas amem');
    edited = withTarget(edited, brickKey(id, 'title', 'text'), 'Quem somos');
    edited = withTarget(edited, brickKey(id, 'picture', 'image'), 'Nossa equipe');
    edited = withTarget(edited, pageSettingKey(id, 'tags'), 'um, dois');
    edited = withTarget(edited, pageSettingKey(site.contact.id, 'url'), 'Fale Conosco');
    const before = await pageRows(db(), site.appId);

    const preview = await importFile(t, site.appId, edited, editor.token);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({
      locale: 'pt-BR',
      format: 'xliff',
      applied: false,
      added: 4,
      changed: 1,
      removed: 0,
      unknownCount: 0,
      pages: 2,
      problems: [],
    });
    expect(preview.body.unchanged).toBe(2); // the URL and the title of /about
    expect(preview.body.changes).toContainEqual({
      kind: 'changed',
      key: brickKey(id, 'title', 'text'),
      page: '/about',
      where: 'brick',
      component: 'Heading',
      property: 'Text',
      before: 'Sobre nós',
      after: 'Quem somos',
    });
    expect(preview.body.changes).toContainEqual(
      expect.objectContaining({
        key: pageSettingKey(site.contact.id, 'url'),
        before: null,
        after: '/fale-conosco',
      }),
    );
    expect(await pageRows(db(), site.appId)).toEqual(before);
    expect(await importActivities(db(), site.appId)).toEqual([]);

    const applied = await importFile(t, site.appId, edited, editor.token, { apply: true });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect({ ...applied.body, applied: false }).toEqual(preview.body);
    expect(applied.body.applied).toBe(true);
    const after = await pageRows(db(), site.appId);
    for (const row of after) {
      const was = before.find((page) => page.id === row.id)!;
      expect(row.revision, row.url).toBe(was.revision + 1);
    }
    const about = after.find((row) => row.id === id)!;
    expect(about.locales).toEqual({ 'pt-BR': { url: '/sobre', title: 'Sobre', tags: ['um', 'dois'] } });
    const expanded = ok(
      await gql(t, PAGE.replace('content', 'content(shape: EXPANDED)'), { id }, editor.token),
    ).page as {
      content: { slots: { slot1: Array<{ id: string; dataTypes: Record<string, { locales?: unknown }> }> } };
    };
    const bricks = new Map(expanded.content.slots.slot1.map((brick) => [brick.id, brick.dataTypes]));
    expect(bricks.get('kept')?.text?.locales).toEqual({ 'pt-BR': 'Crie algo que as pessoas amem' });
    expect(bricks.get('title')?.text?.locales).toEqual({ 'pt-BR': 'Quem somos' });
    expect(bricks.get('picture')?.image?.locales).toEqual({
      'pt-BR': { url: '/media/x.png', alt: 'Nossa equipe' },
    });
    const records = await importActivities(db(), site.appId);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ actorId: editor.id, entityId: site.appId, entityType: 'app' });
    expect(records[0]!.details).toMatchObject({
      locale: 'pt-BR',
      pages: 2,
      added: 4,
      changed: 1,
      removed: 0,
    });

    // The export made before, imported with clearEmpty, puts every text back as it was.
    const undo = await importFile(t, site.appId, original, editor.token, { apply: true, clearEmpty: true });
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(undo.body).toMatchObject({ added: 0, changed: 1, removed: 4 });
    const restored = await pageRows(db(), site.appId);
    for (const row of restored) {
      const was = before.find((page) => page.id === row.id)!;
      expect(row.content, row.url).toEqual(was.content);
      expect(row.locales, row.url).toEqual(was.locales);
      expect(row.revision).toBe(was.revision + 2);
    }
  });

  it('takes a JSON file back, and leaves what a translator left empty alone unless asked', async () => {
    const site = await bilingualSite(t, owner, team.id, kit);
    const id = site.about.id;
    const json = JSON.parse((await exportFile(t, site.appId, 'pt-BR.json', editor.token)).body) as Record<
      string,
      unknown
    >;
    json[brickKey(id, 'kept', 'text')] = 'Texto novo';
    json[brickKey(id, 'title', 'text')] = '';
    const text = JSON.stringify(json, null, 2);
    const answer = await importFile(t, site.appId, text, editor.token, { apply: true, format: 'json' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ format: 'json', added: 1, removed: 0, changed: 0 });
    const again = JSON.parse((await exportFile(t, site.appId, 'pt-BR.json', editor.token)).body) as Record<
      string,
      unknown
    >;
    expect(again[brickKey(id, 'kept', 'text')]).toBe('Texto novo');
    // Left empty without clearEmpty: the translation made in the editor stays.
    expect(again[brickKey(id, 'title', 'text')]).toBe('Sobre nós');
    const cleared = await importFile(t, site.appId, text, editor.token, {
      apply: true,
      clearEmpty: true,
      format: 'json',
    });
    // The URL, the title and the new text are the file's already; the heading left empty goes.
    expect(cleared.body).toMatchObject({ removed: 1, unchanged: 3, added: 0, changed: 0 });
    const cleaned = JSON.parse((await exportFile(t, site.appId, 'pt-BR.json', editor.token)).body) as Record<
      string,
      unknown
    >;
    expect(cleaned[brickKey(id, 'title', 'text')]).toBe('');
    const [row] = await db().select().from(pages).where(eq(pages.id, id));
    expect(row!.locales).toEqual({ 'pt-BR': { url: '/sobre', title: 'Sobre' } });
  });

  it('reaches an editor who has the page open: the document merges the imported translation', async () => {
    const site = await bilingualSite(t, owner, team.id, kit);
    const id = site.about.id;
    const url = await listen(t);
    const client = await join(url, id, editor.token);
    try {
      expect(client.scope).toBe('read-write');
      const json = JSON.parse((await exportFile(t, site.appId, 'pt-BR.json', editor.token)).body);
      json[brickKey(id, 'kept', 'text')] = 'Aberto no editor';
      const answer = await importFile(t, site.appId, JSON.stringify(json), editor.token, {
        apply: true,
        format: 'json',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const translated = () => {
        const slot = docToContent(client.doc).slots.slot1 as Array<{
          id: string;
          dataTypes: Record<string, unknown>;
        }>;
        const text = slot.find((brick) => brick.id === 'kept')?.dataTypes.text as {
          locales?: Record<string, unknown>;
        };
        return text?.locales?.['pt-BR'] === 'Aberto no editor';
      };
      await waitFor(translated, 5000, 'the open document has the translation');
    } finally {
      client.destroy();
    }
  });

  it('lets viewers export but not import: 403, nothing changed', async () => {
    const site = await bilingualSite(t, owner, team.id, kit);
    const file = (await exportFile(t, site.appId, 'pt-BR.xlf', viewer.token)).body;
    const before = await pageRows(db(), site.appId);
    const refused = await importFile(t, site.appId, file, viewer.token, { apply: true });
    expect(refused).toEqual({ status: 403, body: { message: 'required role' } });
    expect((await importFile(t, site.appId, file, undefined, { apply: true })).status).toBe(401);
    expect((await exportFile(t, site.appId, 'pt-BR.xlf')).statusCode).toBe(401);
    expect(await pageRows(db(), site.appId)).toEqual(before);
  });
});
