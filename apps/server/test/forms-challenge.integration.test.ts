import { APP_DEFAULT_FORM_KEY, formTexts } from '@tessera/shared';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions } from '../src/db/forms-schema.ts';
import { UPDATE_FORM_DELIVERY_SETTINGS } from './forms-helpers.ts';
import {
  createFormKit,
  type FormKit,
  fieldBrick,
  formBody,
  formBrick,
  type LiveFormPage,
  post,
  publishFormPage,
} from './forms-live-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import { listen, wire } from './live-helpers.ts';
import { createOrg, createTeam, type OrgInfo, ok, type TeamInfo } from './org-helpers.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const en = formTexts('en-US');

describe('live forms: the optional proof-of-work challenge', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  let port: number;
  let kit: FormKit;
  let contact: LiveFormPage;
  let action: string;
  let other: LiveFormPage;

  const bricks = (k: FormKit) => [
    formBrick('form1', k, [
      fieldBrick('name1', k, { name: 'name', kind: 'text', label: 'Your name', required: true }),
      fieldBrick('email1', k, { name: 'email', kind: 'email', label: 'E-mail', required: true }),
    ]),
  ];

  /** The live page's HTML, whose token is old enough (FORMS_MIN_SECONDS=1) once this returns. */
  async function freshPage(): Promise<string> {
    const html = (await wire(port, contact.host, '/contact')).body.toString('utf8');
    await sleep(1100);
    return html;
  }

  const askChallenge = (host = contact.host, target = `${action}/challenge`) =>
    wire(port, host, target, { headers: { accept: 'application/json' } });

  async function stored() {
    return t.database.db.select().from(formSubmissions).where(eq(formSubmissions.appId, contact.app.id));
  }

  /** What the forms script sends in `_tessera_pow`: the challenge it was given, solved. */
  async function solvedChallenge(): Promise<string> {
    const answer = await askChallenge();
    expect(answer.status).toBe(200);
    const challenge = JSON.parse(answer.body.toString()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return JSON.stringify({ challenge, solution });
  }

  async function setChallenge(formKey: string, challenge: boolean) {
    const input = { email: false, recipients: [], webhook: false, webhookUrl: null, challenge };
    const saved = ok(
      await gql(t, UPDATE_FORM_DELIVERY_SETTINGS, { appId: contact.app.id, formKey, input }, owner.token),
      'updateFormDeliverySettings',
    ).updateFormDeliverySettings as { challenge: boolean };
    expect(saved.challenge).toBe(challenge);
  }

  const challengeRefusals = () =>
    t.services.formsLive.rejections
      .pending()
      .filter((c) => c.appId === contact.app.id && c.reason === 'challenge')
      .reduce((sum, c) => sum + c.count, 0);

  beforeAll(async () => {
    t = await createTestApp({}, { FORMS_MIN_SECONDS: '1', FORMS_RATE_ADDRESS_POINTS: '40' });
    owner = await signUpAndIn(t, 'powowner');
    org = await createOrg(t, owner, { name: 'Pow Org' });
    team = await createTeam(t, owner, 'Pow Team');
    port = await listen(t);
    kit = await createFormKit(t, owner, org.id);
    contact = await publishFormPage(t, owner, team.id, org.alias, port, kit, bricks(kit));
    action = `/_tessera/forms/${contact.page.id}/form1`;
  });
  afterAll(() => t.close());

  it('asks for no challenge (204, uncached) and accepts a post without one while the settings say so', async () => {
    const answer = await askChallenge();
    expect(answer.status).toBe(204);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.length).toBe(0);
    const html = await freshPage();
    const sent = await post(
      port,
      contact.host,
      action,
      formBody(html, { name: 'Ana', email: 'ana@example.com' }),
    );
    expect(sent.status).toBe(303);
    expect(await stored()).toHaveLength(1);
  });

  it("issues a challenge bound to the app and the form once the app's settings ask for one", async () => {
    // The app's `*` row applies to a form without settings of its own, at once (settings are not versioned).
    await setChallenge(APP_DEFAULT_FORM_KEY, true);
    const answer = await askChallenge();
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    const challenge = JSON.parse(answer.body.toString()) as Challenge;
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      data: { app: contact.app.id, form: `${contact.page.id}/form1` },
    });
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 500);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    // The form's own row wins over the app's.
    await setChallenge(`${contact.page.id}/form1`, false);
    expect((await askChallenge()).status).toBe(204);
    await setChallenge(`${contact.page.id}/form1`, true);
    expect((await askChallenge()).status).toBe(200);
  });

  it('refuses a post without a solved challenge: the form again saying it needs JavaScript, counted, nothing stored', async () => {
    const before = (await stored()).length;
    const refusals = challengeRefusals();
    const html = await freshPage();
    const body = formBody(html, { name: 'Bot', email: 'bot@example.com' });
    const page = await post(port, contact.host, action, body);
    expect(page.status).toBe(422);
    expect(page.headers['cache-control']).toBe('no-store');
    const again = page.body.toString();
    expect(again).toContain(en.needsScript);
    expect(again).toContain('value="Bot"');
    const json = await post(port, contact.host, action, body, { accept: 'application/json' });
    expect(json.status).toBe(422);
    expect(JSON.parse(json.body.toString())).toMatchObject({ ok: false, message: en.challengeFailed });
    const forged = await post(
      port,
      contact.host,
      action,
      `${body}&_tessera_pow=${encodeURIComponent('{"x":1}')}`,
    );
    expect(forged.status).toBe(422);
    expect(await stored()).toHaveLength(before);
    expect(challengeRefusals()).toBe(refusals + 3);
  });

  it('accepts a post carrying a solved challenge, once: the same solution again is refused', async () => {
    const before = (await stored()).length;
    const pow = await solvedChallenge();
    const html = await freshPage();
    const values = { name: 'Ana Lima', email: 'ana@example.com' };
    const body = `${formBody(html, values)}&_tessera_pow=${encodeURIComponent(pow)}`;
    const sent = await post(port, contact.host, action, body, { accept: 'application/json' });
    expect(sent.status).toBe(200);
    expect(JSON.parse(sent.body.toString())).toMatchObject({ ok: true });
    expect(await stored()).toHaveLength(before + 1);
    const refusals = challengeRefusals();
    const replayed = await post(port, contact.host, action, body, { accept: 'application/json' });
    expect(replayed.status).toBe(422);
    expect(JSON.parse(replayed.body.toString())).toMatchObject({ ok: false, message: en.challengeFailed });
    expect(await stored()).toHaveLength(before + 1);
    expect(challengeRefusals()).toBe(refusals + 1);
  });

  it("refuses a solved challenge of another app's form", async () => {
    other = await publishFormPage(t, owner, team.id, org.alias, port, kit, bricks(kit), 'other');
    const input = { email: false, recipients: [], webhook: false, webhookUrl: null, challenge: true };
    ok(
      await gql(
        t,
        UPDATE_FORM_DELIVERY_SETTINGS,
        { appId: other.app.id, formKey: APP_DEFAULT_FORM_KEY, input },
        owner.token,
      ),
      'updateFormDeliverySettings',
    );
    const answer = await wire(port, other.host, `/_tessera/forms/${other.page.id}/form1/challenge`);
    expect(answer.status).toBe(200);
    const challenge = JSON.parse(answer.body.toString()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const before = (await stored()).length;
    const html = await freshPage();
    const pow = encodeURIComponent(JSON.stringify({ challenge, solution }));
    const body = `${formBody(html, { name: 'Eve', email: 'eve@example.com' })}&_tessera_pow=${pow}`;
    expect((await post(port, contact.host, action, body)).status).toBe(422);
    expect(await stored()).toHaveLength(before);
  });

  it('answers bad requests for a challenge with a clear 4xx, never a 500, and never from the console host', async () => {
    const cases: Array<[string, Promise<{ status: number; body: Buffer }>, number]> = [
      ['unknown form', askChallenge(contact.host, `/_tessera/forms/${contact.page.id}/nope/challenge`), 404],
      ['not an id', askChallenge(contact.host, '/_tessera/forms/not-a-page/form1/challenge'), 404],
      ['console host', askChallenge(`localhost:${port}`), 404],
      ['unknown site', askChallenge(`${org.alias}--nosuchapp.localhost:${port}`), 404],
      [
        'a 10 000-character page id',
        askChallenge(contact.host, `/_tessera/forms/${'a'.repeat(10_000)}/form1/challenge`),
        400,
      ],
      [
        'a lone surrogate in the brick id',
        askChallenge(contact.host, `/_tessera/forms/${contact.page.id}/%ED%A0%80/challenge`),
        400,
      ],
      ['a POST', post(port, contact.host, `${action}/challenge`, 'a=1'), 404],
      // Another app's form (its challenge is on), asked on this app's host.
      [
        "another app's form",
        askChallenge(contact.host, `/_tessera/forms/${other.page.id}/form1/challenge`),
        404,
      ],
    ];
    for (const [label, request, status] of cases) {
      const answer = await request;
      expect(answer.status, label).toBe(status);
    }
    const consoleAnswer = await askChallenge(`localhost:${port}`);
    expect(JSON.parse(consoleAnswer.body.toString())).toEqual({ message: 'form not found' });
  });

  it('rate limits challenges like submissions: past the limit, 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) statuses.push((await askChallenge()).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
  });
});
