import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDeliveries, formSubmissions } from '../src/db/forms-schema.ts';
import { pageVersions } from '../src/db/live-schema.ts';
import { CACHE_TTL_MS } from '../src/modules/live/site.ts';
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
import { createTestApp, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import { listen, wire } from './live-helpers.ts';
import { createOrg, createTeam, type OrgInfo, type TeamInfo } from './org-helpers.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('live forms: a visitor sends a message', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  let port: number;
  let kit: FormKit;
  let contact: LiveFormPage;
  let action: string;

  const bricks = (k: FormKit) => [
    formBrick('form1', k, [
      fieldBrick('name1', k, { name: 'name', kind: 'text', label: 'Your name', required: true }),
      fieldBrick('email1', k, { name: 'email', kind: 'email', label: 'E-mail', required: true }),
      fieldBrick('msg1', k, { name: 'message', kind: 'textarea', label: 'Message' }),
    ]),
  ];

  async function livePage(path = '/contact') {
    const response = await wire(port, contact.host, path);
    return { ...response, html: response.body.toString('utf8') };
  }

  async function stored(appId: string) {
    return t.database.db.select().from(formSubmissions).where(eq(formSubmissions.appId, appId));
  }

  beforeAll(async () => {
    t = await createTestApp({}, { FORMS_MIN_SECONDS: '1', FORMS_RATE_ADDRESS_POINTS: '12' });
    owner = await signUpAndIn(t, 'formsowner');
    org = await createOrg(t, owner, { name: 'Forms Org' });
    team = await createTeam(t, owner, 'Forms Team');
    port = await listen(t);
    kit = await createFormKit(t, owner, org.id);
    contact = await publishFormPage(t, owner, team.id, org.alias, port, kit, bricks(kit));
    action = `/_tessera/forms/${contact.page.id}/form1`;
  });
  afterAll(() => t.close());

  it('publishes the form as a real form posting to the live host, with a fresh token and the forms script', async () => {
    const [version] = await t.database.db
      .select()
      .from(pageVersions)
      .where(eq(pageVersions.id, contact.version.id));
    expect(version?.forms).toEqual([
      expect.objectContaining({
        key: `${contact.page.id}/form1`,
        name: 'Contact',
        multipart: false,
        after: { kind: 'message', message: expect.any(String) },
        fields: [
          expect.objectContaining({ name: 'name', kind: 'text', required: true }),
          expect.objectContaining({ name: 'email', kind: 'email', required: true }),
          expect.objectContaining({ name: 'message', kind: 'textarea', required: false }),
        ],
      }),
    ]);
    const page = await livePage();
    expect(page.status).toBe(200);
    expect(page.html).toContain(
      `<form data-tessera-brick="form1" data-tessera-form="" method="post" action="${action}" novalidate="" style="display:contents">`,
    );
    expect(page.html).toMatch(/name="_tessera_t" value="v2\.\d+\.[A-Za-z0-9_-]{43}"/);
    expect(page.html).not.toContain('__tessera_token__');
    expect(page.html).toContain('name="_tessera_hp"');
    expect(page.html).toMatch(/<label for="tessera-field-name1">Your name<\/label><input [^>]*name="name"/);
    expect(page.html).toMatch(/<script src="\/_tessera\/forms-[0-9a-f]{16}\.js" defer><\/script>/);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.headers.etag).toMatch(/^W\//);
    const script = /src="(\/_tessera\/forms-[0-9a-f]{16}\.js)"/.exec(page.html)?.[1] ?? '';
    const served = await wire(port, contact.host, script);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(served.body.toString()).toContain('data-tessera-form');
  });

  it('shows the form again, values kept, to a post sent faster than a person could; nothing stored', async () => {
    // Past the live answer cache, so the page's token is minted now rather than up to CACHE_TTL_MS ago.
    await sleep(CACHE_TTL_MS + 100);
    const { html } = await livePage();
    const response = await post(
      port,
      contact.host,
      action,
      formBody(html, { name: 'Ana', email: 'ana@example.com' }),
    );
    expect(response.status).toBe(422);
    const again = response.body.toString();
    expect(again).toContain('Check your answers and send the form again.');
    expect(again).toContain('value="Ana"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await stored(contact.app.id)).toHaveLength(0);
  });

  it('says what is wrong with each field, next to it and first, without JavaScript; nothing stored', async () => {
    const { html } = await livePage();
    await sleep(1100);
    const response = await post(
      port,
      contact.host,
      action,
      formBody(html, { name: '', email: 'ana@', message: '<script>alert(1)</script>' }),
    );
    expect(response.status).toBe(422);
    const again = response.body.toString();
    expect(again).toContain('<title>Error: ');
    expect(again).toMatch(
      /<div class="tessera-error-summary" tabindex="-1" autofocus="" style="[^"]+"><div role="alert"><h2 style="[^"]+">There is a problem<\/h2>/,
    );
    expect(again).toContain('<a href="#tessera-field-name1">');
    expect(again).toMatch(
      /<p id="tessera-field-email1-error"><span [^>]*>Error: <\/span>Enter e-mail in the correct format/,
    );
    expect(again).toContain('&lt;script&gt;alert(1)&lt;/script&gt;</textarea>');
    expect(await stored(contact.app.id)).toHaveLength(0);
  });

  it('stores a valid submission before answering, then shows the success message without JavaScript', async () => {
    const { html } = await livePage();
    await sleep(1100);
    const response = await post(
      port,
      contact.host,
      action,
      formBody(html, { name: 'Ana Lima', email: 'ana@example.com', message: 'Hello there' }),
      { origin: `http://${contact.host}` },
    );
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/contact?sent=form1');
    const rows = await stored(contact.app.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      formKey: `${contact.page.id}/form1`,
      formName: 'Contact',
      pageId: contact.page.id,
      versionId: contact.version.id,
      values: { name: 'Ana Lima', email: 'ana@example.com', message: 'Hello there' },
      readAt: null,
    });
    expect(rows[0]?.searchText).toContain('ana lima');
    const sent = await livePage('/contact?sent=form1');
    expect(sent.status).toBe(200);
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(sent.html).toMatch(
      /<div role="status" tabindex="-1" autofocus="" class="tessera-form-sent" style="[^"]+" data-tessera-brick="form1">[^<]+<\/div>/,
    );
    expect(sent.html).not.toContain('data-tessera-form=""');
    expect(sent.html).toContain('<meta name="robots" content="noindex">');
    // The page itself is still the form.
    expect((await livePage()).html).toContain('data-tessera-form=""');
  });

  it('answers the forms script in JSON: errors with a fresh token, then the success message', async () => {
    const { html } = await livePage();
    await sleep(1100);
    const json = { accept: 'application/json' };
    const refused = await post(
      port,
      contact.host,
      action,
      formBody(html, { name: 'Bo', email: 'nope' }),
      json,
    );
    expect(refused.status).toBe(422);
    const body = JSON.parse(refused.body.toString());
    expect(body).toMatchObject({
      ok: false,
      errors: [{ name: 'email', message: expect.stringContaining('e-mail') }],
    });
    expect(body.token).toMatch(/^v2\./);
    // Sent again at once with the token the answer gave: the visitor already took a person's time, not too fast.
    const again = formBody(
      html.replace(/name="_tessera_t" value="[^"]*"/, `name="_tessera_t" value="${body.token}"`),
      {
        name: 'Bo',
        email: 'bo@example.com',
      },
    );
    const accepted = await post(port, contact.host, action, again, json);
    expect(accepted.status).toBe(200);
    expect(JSON.parse(accepted.body.toString())).toEqual({ ok: true, message: expect.any(String) });
    expect((await stored(contact.app.id)).some((row) => row.values.name === 'Bo')).toBe(true);
  });

  it("answers a filled honeypot as if accepted and stores nothing; refuses another site's page", async () => {
    const before = (await stored(contact.app.id)).length;
    const { html } = await livePage();
    await sleep(1100);
    const body = formBody(html, { name: 'Bot', email: 'bot@example.com' }).replace(
      '_tessera_hp=',
      '_tessera_hp=spam',
    );
    const trapped = await post(port, contact.host, action, body);
    expect(trapped.status).toBe(303);
    const crossSite = await post(
      port,
      contact.host,
      action,
      formBody(html, { name: 'X', email: 'x@example.com' }),
      {
        origin: 'https://evil.example',
      },
    );
    expect(crossSite.status).toBe(403);
    expect(await stored(contact.app.id)).toHaveLength(before);
    const counts = t.services.formsLive.rejections.pending().filter((c) => c.appId === contact.app.id);
    expect(counts.map((c) => c.reason).sort()).toEqual(
      expect.arrayContaining(['cross-site', 'honeypot', 'too-fast']),
    );
  });

  it('answers bad input with a clear 4xx and stores nothing', async () => {
    const before = (await stored(contact.app.id)).length;
    const { html } = await livePage();
    const body = formBody(html, { name: 'A', email: 'a@example.com' });
    const cases: Array<[string, Promise<{ status: number }>, number]> = [
      ['unknown form', post(port, contact.host, `/_tessera/forms/${contact.page.id}/nope`, body), 404],
      ['not an id', post(port, contact.host, '/_tessera/forms/not-a-page/form1', body), 404],
      [
        'JSON body',
        post(port, contact.host, action, '{"name":"A"}', { 'content-type': 'application/json' }),
        415,
      ],
      ['too large', post(port, contact.host, action, `${body}&message=${'x'.repeat(70_000)}`), 413],
      ['console host', post(port, `localhost:${port}`, action, body), 404],
      [
        'a 10 000-character page id',
        post(port, contact.host, `/_tessera/forms/${'a'.repeat(10_000)}/form1`, body),
        400,
      ],
      [
        'a lone surrogate in the brick id',
        post(port, contact.host, `/_tessera/forms/${contact.page.id}/%ED%A0%80`, body),
        400,
      ],
    ];
    for (const [label, request, status] of cases) expect((await request).status, label).toBe(status);
    const other = await publishFormPage(t, owner, team.id, org.alias, port, kit, bricks(kit), 'other');
    // A form of another app of the same organization, posted to this app's host.
    const crossApp = await post(port, contact.host, `/_tessera/forms/${other.page.id}/form1`, body);
    expect(crossApp.status).toBe(404);
    expect(await stored(contact.app.id)).toHaveLength(before);
    expect(await stored(other.app.id)).toHaveLength(0);
  });

  it("stores the deliveries the app asks for in the submission's transaction", async () => {
    const { html } = await livePage();
    await sleep(1100);
    const { formDeliverySettings } = await import('../src/db/forms-schema.ts');
    await t.database.db.insert(formDeliverySettings).values({
      appId: contact.app.id,
      formKey: '*',
      webhook: true,
      webhookUrl: 'https://hooks.example/forms',
      webhookSecret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
    });
    const response = await post(
      port,
      contact.host,
      action,
      formBody(html, { name: 'Cy', email: 'cy@example.com' }),
    );
    expect(response.status).toBe(303);
    const [row] = (await stored(contact.app.id)).filter((r) => r.values.name === 'Cy');
    const deliveries = await t.database.db
      .select()
      .from(formDeliveries)
      .where(eq(formDeliveries.submissionId, row!.id));
    expect(deliveries).toEqual([
      expect.objectContaining({ channel: 'webhook', target: 'https://hooks.example/forms' }),
    ]);
  });

  it('turns away a flood from one address with the form again (429), values kept', async () => {
    const flooded = await publishFormPage(t, owner, team.id, org.alias, port, kit, bricks(kit), 'flood');
    const target = `/_tessera/forms/${flooded.page.id}/form1`;
    const html = (await wire(port, flooded.host, '/flood')).body.toString();
    const body = formBody(html, { name: 'Flo', email: 'not-an-email' });
    for (let i = 0; i < 12; i++) expect((await post(port, flooded.host, target, body)).status).not.toBe(429);
    const limited = await post(port, flooded.host, target, body);
    expect(limited.status).toBe(429);
    const again = limited.body.toString();
    expect(again).toContain('Too many messages were sent from your connection.');
    expect(again).toContain('value="Flo"');
    expect(await stored(flooded.app.id)).toHaveLength(0);
  });

  it('refuses hostile values with a 4xx, never a 500; what it may accept is stored clean', async () => {
    // An app of its own: its own rate limit.
    const hostile = await publishFormPage(t, owner, team.id, org.alias, port, kit, bricks(kit), 'hostile');
    const target = `/_tessera/forms/${hostile.page.id}/form1`;
    const html = (await wire(port, hostile.host, '/hostile')).body.toString();
    await sleep(1100);
    const valid = { name: 'Hostile', email: 'hostile@example.com' };
    const refusedCases: Array<[string, string]> = [
      ['a NUL in a value', formBody(html, { ...valid, name: 'a\u0000b' })],
      ['a repeated scalar', `${formBody(html, valid)}&name=Other`],
      [
        'an e-mail of 2 000 characters',
        formBody(html, { ...valid, email: `${'a'.repeat(2000)}@example.com` }),
      ],
      ['two tokens', `${formBody(html, valid)}&_tessera_t=v1.1.x`],
      ['no token', formBody(html, valid).replace(/_tessera_t=[^&]*&/, '')],
    ];
    for (const [label, body] of refusedCases) {
      const response = await post(port, hostile.host, target, body);
      expect(response.status, label).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
    }
    expect(await stored(hostile.app.id)).toHaveLength(0);
    // Unknown names are ignored, broken encodings decode to replacement characters: accepted, stored clean.
    const acceptedCases: Array<[string, string]> = [
      ['a NUL in an unknown name', `${formBody(html, valid)}&na%00me=x`],
      ['broken percent-encoding', `${formBody(html, valid)}&message=%E0%A4%A`],
      ['invalid UTF-8', `${formBody(html, { email: valid.email })}&name=%ED%A0%80%C0%AF`],
    ];
    for (const [label, body] of acceptedCases) {
      const response = await post(port, hostile.host, target, body);
      expect(response.status, label).toBe(303);
    }
    const rows = await stored(hostile.app.id);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(Object.keys(row.values).sort()).toEqual(['email', 'message', 'name']);
      expect(JSON.stringify(row.values)).not.toContain('\\u0000');
    }
  });
});
