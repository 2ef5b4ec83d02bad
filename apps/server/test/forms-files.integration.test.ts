import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIMITS } from '@tessera/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_APP } from './app-helpers.ts';
import { formFilesOnDisk, formRowsOf, sendMultipartForm, tempFilesOnDisk } from './forms-files-helpers.ts';
import { DELETE_FORM_SUBMISSIONS, FORM_SUBMISSION } from './forms-helpers.ts';
import {
  createFormKit,
  type FormKit,
  fieldBrick,
  formBrick,
  type LiveFormPage,
  publishFormPage,
} from './forms-live-helpers.ts';
import { createTestApp, gql, type SignedInUser, send, signUpAndIn, type TestApp } from './helpers.ts';
import { listen, wire } from './live-helpers.ts';
import { mp3, pdf, png } from './media-files.ts';
import { type FilePart, multipart } from './media-helpers.ts';
import { addMember, createOrg, createTeam, type OrgInfo, ok, type TeamInfo } from './org-helpers.ts';

/** Files sent with live forms (issue 24): stored only with an accepted submission, downloaded by the console. */
describe('live forms: file uploads', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let editor: SignedInUser;
  let viewer: SignedInUser;
  let stranger: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  let port: number;
  let kit: FormKit;
  let page: LiveFormPage;
  let action: string;

  const bricks = (k: FormKit) => [
    formBrick('form1', k, [
      fieldBrick('name1', k, { name: 'name', kind: 'text', label: 'Your name', required: true }),
      fieldBrick('cv1', k, {
        name: 'cv',
        kind: 'file',
        label: 'CV',
        accept: ['pdf', 'png'],
        maxSelections: 2,
      }),
    ]),
  ];

  const storedFiles = () => formFilesOnDisk(t);
  const tempFiles = () => tempFilesOnDisk(t);
  const rows = (appId: string) => formRowsOf(t, appId);
  const sendForm = (
    target: LiveFormPage,
    fields: Record<string, string>,
    files: FilePart[],
    headers: Record<string, string> = {},
  ) => sendMultipartForm(port, target, fields, files, headers);

  beforeAll(async () => {
    t = await createTestApp({}, { FORMS_MIN_SECONDS: '0', FORMS_RATE_ADDRESS_POINTS: '100' });
    owner = await signUpAndIn(t, 'filesowner');
    editor = await signUpAndIn(t, 'fileseditor');
    viewer = await signUpAndIn(t, 'filesviewer');
    org = await createOrg(t, owner, { name: 'Files Org' });
    team = await createTeam(t, owner, 'Files Team');
    await addMember(t, org.id, team.id, editor, 'editor');
    await addMember(t, org.id, team.id, viewer, 'viewer');
    for (const member of [editor, viewer]) {
      const switched = await send(t, 'PUT', `/users/current-org/${org.id}`, { token: member.token });
      expect(switched.statusCode).toBe(200);
    }
    stranger = await signUpAndIn(t, 'filesstranger');
    await createOrg(t, stranger, { name: 'Other Org' });
    port = await listen(t);
    kit = await createFormKit(t, owner, org.id);
    page = await publishFormPage(t, owner, team.id, org.alias, port, kit, bricks(kit));
    action = `/_tessera/forms/${page.page.id}/form1`;
  });
  afterAll(() => t.close());

  it('publishes a form with a file field as multipart/form-data', async () => {
    const live = await wire(port, page.host, '/contact');
    const html = live.body.toString('utf8');
    expect(html).toContain(`action="${action}" novalidate="" enctype="multipart/form-data"`);
    expect(html).toMatch(/<input[^>]*type="file"[^>]*name="cv"|<input[^>]*name="cv"[^>]*type="file"/);
  });

  it('stores an accepted submission’s file under forms/{app}/{submission}/{file}.{ext}, lists it, and an editor downloads it', async () => {
    const bytes = png(4, 3);
    const response = await sendForm(page, { name: 'Ada' }, [
      { name: 'cv', filename: 'C:\\Users\\ada\\photo é.png', contentType: 'image/png', content: bytes },
    ]);
    expect(response.status, response.text).toBe(303);
    const { submissions, files } = await rows(page.app.id);
    expect(submissions).toHaveLength(1);
    const submission = submissions[0]!;
    expect(submission.values).toEqual({ name: 'Ada' });
    expect(files).toEqual([
      expect.objectContaining({
        submissionId: submission.id,
        field: 'cv',
        name: 'photo é.png',
        extension: 'png',
        mediaType: 'image/png',
        size: bytes.length,
        key: `forms/${page.app.id}/${submission.id}/${files[0]!.id}.png`,
      }),
    ]);
    const file = files[0]!;
    expect(readFileSync(path.join(t.dataDir, 'media', file.key))).toEqual(bytes);
    expect(tempFiles()).toEqual([]);

    // Listed in the console, with where to download it.
    const listed = ok(await gql(t, FORM_SUBMISSION, { id: submission.id }, editor.token), 'formSubmission')
      .formSubmission as { files: Array<Record<string, unknown>> };
    const url = `/apps/${page.app.id}/form-files/${file.id}`;
    expect(listed.files).toEqual([
      {
        id: file.id,
        field: 'cv',
        name: 'photo é.png',
        extension: 'png',
        mediaType: 'image/png',
        size: bytes.length,
        url,
      },
    ]);

    const download = await send(t, 'GET', url, { token: editor.token });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(bytes);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="photo e.png"; filename*=UTF-8''photo%20%C3%A9.png`,
    );
    expect(download.headers['cache-control']).toContain('no-store');

    // Never served as media, nor by the live host.
    expect((await send(t, 'GET', `/media/${file.key}`)).statusCode).toBe(404);
    expect((await send(t, 'GET', `/media/${file.key.replace(/^forms\//, '')}`)).statusCode).toBe(404);
    expect((await wire(port, page.host, `/media/${file.key}`)).status).toBe(404);
    expect((await wire(port, page.host, `/${file.key}`)).status).toBe(404);
  });

  it('answers JSON to the forms script, which sends FormData: two files of the field are stored', async () => {
    const before = await rows(page.app.id);
    const response = await sendForm(
      page,
      { name: 'Bea' },
      [
        { name: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', content: pdf() },
        { name: 'cv', filename: 'scan.png', contentType: 'image/png', content: png() },
      ],
      { accept: 'application/json' },
    );
    expect(response.status, response.text).toBe(200);
    expect(JSON.parse(response.text)).toMatchObject({ ok: true });
    const after = await rows(page.app.id);
    expect(after.submissions).toHaveLength(before.submissions.length + 1);
    const added = after.files.filter((f) => !before.files.some((b) => b.id === f.id));
    expect(added.map((f) => [f.name, f.mediaType]).sort()).toEqual([
      ['cv.pdf', 'application/pdf'],
      ['scan.png', 'image/png'],
    ]);
    expect(storedFiles()).toHaveLength(after.files.length);
  });

  it('refuses a file whose bytes are not its extension’s (an .exe renamed .png): 422, nothing stored', async () => {
    const before = await rows(page.app.id);
    const storedBefore = storedFiles();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 0x41)]);
    const response = await sendForm(page, { name: 'Eve' }, [
      { name: 'cv', filename: 'photo.png', contentType: 'image/png', content: exe },
    ]);
    expect(response.status).toBe(422);
    expect(response.text).toContain('The file selected for CV must be PDF, PNG; select it again');
    expect(response.text).toContain('value="Eve"');
    expect(await rows(page.app.id)).toEqual(before);
    expect(storedFiles()).toEqual(storedBefore);
    expect(tempFiles()).toEqual([]);
  });

  it('refuses a type the field does not accept, and an SVG, by name and by bytes: 422, nothing stored', async () => {
    const before = await rows(page.app.id);
    for (const file of [
      { name: 'cv', filename: 'song.mp3', contentType: 'audio/mpeg', content: mp3() },
      {
        name: 'cv',
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
        content: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
      { name: 'cv', filename: 'tool.exe', contentType: 'application/octet-stream', content: 'MZ' },
    ]) {
      const response = await sendForm(page, { name: 'Eve' }, [file], { accept: 'application/json' });
      expect(response.status, file.filename).toBe(422);
      expect(JSON.parse(response.text).errors, file.filename).toEqual([
        { name: 'cv', message: 'The file selected for CV must be PDF, PNG; select it again' },
      ]);
    }
    expect(await rows(page.app.id)).toEqual(before);
    expect(tempFiles()).toEqual([]);
  });

  it(`refuses a file over ${LIMITS.forms.fileBytes} bytes (422 on the field) and more files than the field takes; nothing stored`, async () => {
    const before = await rows(page.app.id);
    const storedBefore = storedFiles();
    const big = Buffer.concat([png(), Buffer.alloc(LIMITS.forms.fileBytes, 0)]);
    const tooBig = await sendForm(page, { name: 'Max' }, [
      { name: 'cv', filename: 'big.png', contentType: 'image/png', content: big },
    ]);
    expect(tooBig.status).toBe(422);
    expect(tooBig.text).toContain('The file selected for CV must be smaller than 10 MB; select it again');
    const three = await sendForm(
      page,
      { name: 'Max' },
      ['a', 'b', 'c'].map((n) => ({
        name: 'cv',
        filename: `${n}.pdf`,
        contentType: 'application/pdf',
        content: pdf(),
      })),
      { accept: 'application/json' },
    );
    expect(three.status).toBe(422);
    expect(JSON.parse(three.text).errors).toEqual([
      { name: 'cv', message: 'Select 2 or fewer files for CV' },
    ]);
    expect(await rows(page.app.id)).toEqual(before);
    expect(storedFiles()).toEqual(storedBefore);
    expect(tempFiles()).toEqual([]);
  });

  it(`refuses a body past ${LIMITS.forms.files} files per file field whole: 413, nothing stored`, async () => {
    const before = await rows(page.app.id);
    const storedBefore = storedFiles();
    const files = ['a', 'b', 'c', 'd'].map((n) => ({
      name: 'cv',
      filename: `${n}.pdf`,
      contentType: 'application/pdf',
      content: pdf(),
    }));
    const response = await sendForm(page, { name: 'Max' }, files, { accept: 'application/json' });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text)).toEqual({
      ok: false,
      message: 'The files are too many or too large together. Select fewer or smaller files and send again.',
    });
    expect(await rows(page.app.id)).toEqual(before);
    expect(storedFiles()).toEqual(storedBefore);
    expect(tempFiles()).toEqual([]);
  });

  it('keeps nothing of a refused submission whose other fields are wrong, nor of a filled honeypot', async () => {
    const before = await rows(page.app.id);
    const storedBefore = storedFiles();
    const missing = await sendForm(page, { name: '' }, [
      { name: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', content: pdf() },
    ]);
    expect(missing.status).toBe(422);
    expect(missing.text).toContain('Enter your name');
    const bot = await sendForm(page, { name: 'Bot', _tessera_hp: 'x' }, [
      { name: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', content: pdf() },
    ]);
    expect(bot.status).toBe(303);
    expect(await rows(page.app.id)).toEqual(before);
    expect(storedFiles()).toEqual(storedBefore);
    expect(tempFiles()).toEqual([]);
  });

  it('answers hostile multipart bodies with a 4xx, never a 500, and keeps nothing', async () => {
    const before = await rows(page.app.id);
    const storedBefore = storedFiles();
    const valid = multipart([
      { name: 'name', content: 'Ada' },
      { name: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', content: pdf() },
    ]);
    const boundary = valid.contentType.split('boundary=')[1]!;
    const bodies: Array<[string, string | Buffer, string]> = [
      ['no boundary', valid.body, 'multipart/form-data'],
      ['cut short in a file', valid.body.subarray(0, valid.body.length - 60), valid.contentType],
      ['garbage', Buffer.from('\u0000\u00ff not multipart at all'), valid.contentType],
      ['another boundary', valid.body, 'multipart/form-data; boundary=nothere'],
      [
        'a prototype name',
        multipart([{ name: '__proto__', content: 'x' }], boundary).body,
        valid.contentType,
      ],
      [
        'a file under a prototype name',
        multipart([{ name: 'constructor', filename: 'a.pdf', content: pdf() }], boundary).body,
        valid.contentType,
      ],
      [
        'a path as the file name',
        multipart([{ name: 'cv', filename: '../../../../etc/passwd.pdf', content: 'root:x:0:0' }], boundary)
          .body,
        valid.contentType,
      ],
      [
        'a field over the size of a long text',
        multipart([{ name: 'name', content: 'x'.repeat(LIMITS.forms.longTextMax * 4 + 1) }], boundary).body,
        valid.contentType,
      ],
      [
        'more parts than allowed',
        multipart(
          Array.from({ length: LIMITS.forms.parts + 1 }, (_, i) => ({ name: `f${i}`, content: 'x' })),
          boundary,
        ).body,
        valid.contentType,
      ],
    ];
    for (const [label, body, contentType] of bodies) {
      const response = await wire(port, page.host, action, {
        method: 'POST',
        body,
        headers: { 'content-type': contentType },
      });
      expect(response.status, label).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
    }
    expect(await rows(page.app.id)).toEqual(before);
    expect(storedFiles()).toEqual(storedBefore);
    expect(tempFiles()).toEqual([]);
  });

  it('takes multipart only for a form with a file field: 415 for another', async () => {
    const plain = await publishFormPage(t, owner, team.id, org.alias, port, kit, [
      formBrick('form1', kit, [fieldBrick('name1', kit, { name: 'name', kind: 'text', label: 'Name' })]),
    ]);
    const response = await sendForm(plain, { name: 'Ada' }, [
      { name: 'name', filename: 'x.pdf', contentType: 'application/pdf', content: pdf() },
    ]);
    expect(response.status).toBe(415);
    expect((await rows(plain.app.id)).submissions).toEqual([]);
  });

  it('downloads: 401 signed out, 403 a viewer, 404 another organization’s member, an unknown file or another app’s', async () => {
    const [file] = (await rows(page.app.id)).files;
    const url = `/apps/${page.app.id}/form-files/${file!.id}`;
    expect((await send(t, 'GET', url)).statusCode).toBe(401);
    const byViewer = await send(t, 'GET', url, { token: viewer.token });
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().message).toBe('required role');
    const byStranger = await send(t, 'GET', url, { token: stranger.token });
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.body).not.toContain(file!.name);
    for (const bad of [
      `/apps/${page.app.id}/form-files/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
      `/apps/${page.app.id}/form-files/..%2f..%2fetc%2fpasswd`,
    ]) {
      const answer = await send(t, 'GET', bad, { token: owner.token });
      expect(answer.statusCode, bad).toBe(404);
      expect(answer.json().message).toBe('file not found');
    }
    // The file through another app of the same owner: not that app's file.
    const other = await publishFormPage(t, owner, team.id, org.alias, port, kit, bricks(kit), 'other');
    const crossed = await send(t, 'GET', `/apps/${other.app.id}/form-files/${file!.id}`, {
      token: owner.token,
    });
    expect(crossed.statusCode).toBe(404);
  });

  it('deleting submissions removes their files from storage; deleting the app removes the rest', async () => {
    const { submissions, files } = await rows(page.app.id);
    const first = files[0]!;
    const gone = ok(
      await gql(t, DELETE_FORM_SUBMISSIONS, { appId: page.app.id, ids: [first.submissionId] }, owner.token),
      'deleteFormSubmissions',
    );
    expect(gone.deleteFormSubmissions).toEqual([first.submissionId]);
    expect(existsSync(path.join(t.dataDir, 'media', first.key))).toBe(false);
    const left = await rows(page.app.id);
    expect(left.submissions).toHaveLength(submissions.length - 1);
    expect(left.files.length).toBeGreaterThan(0);
    for (const file of left.files) expect(existsSync(path.join(t.dataDir, 'media', file.key))).toBe(true);

    ok(await gql(t, DELETE_APP, { id: page.app.id }, owner.token), 'deleteApp');
    for (const file of left.files)
      expect(existsSync(path.join(t.dataDir, 'media', file.key)), file.key).toBe(false);
    expect(storedFiles()).toEqual([]);
  });
});
