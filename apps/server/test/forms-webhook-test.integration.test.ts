import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, users } from '../src/db/schema.ts';
import { appWorkspace, insertApp } from './app-helpers.ts';
import { createHookSink } from './forms-delivery-helpers.ts';
import {
  FORM_DELIVERY_SETTINGS,
  formKeyOn,
  SEND_TEST_FORM_WEBHOOK,
  settingsInput,
  UPDATE_FORM_DELIVERY_SETTINGS,
} from './forms-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import { addMember, expectError, ok } from './org-helpers.ts';

type TestAnswer = {
  ok: boolean;
  outcome: string;
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
};

// A manager's "Send a test" and the recipients they may pick (issue 24): a real receiver on 127.0.0.1, which the
// operator allows here as the e2e suite and the bench do (FORMS_WEBHOOK_ALLOW_ADDRESSES).
describe('forms delivery settings: test webhook and recipient candidates', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let editor: SignedInUser;
  let unconfirmed: SignedInUser;
  let appId: string;
  const formKey = formKeyOn('00000000-0000-4000-8000-000000000001');
  const sink = createHookSink();
  const db = () => t.database.db;

  beforeAll(async () => {
    await sink.listen();
    t = await createTestApp({}, { FORMS_WEBHOOK_ALLOW_ADDRESSES: '127.0.0.1' });
    const workspace = await appWorkspace(t, 'hooktestowner');
    owner = workspace.owner;
    editor = await signUpAndIn(t, 'hooktesteditor');
    unconfirmed = await signUpAndIn(t, 'hooktestunconfirmed', 'secret-pass', { verify: false });
    await addMember(t, workspace.org.id, workspace.team.id, editor, 'editor');
    await addMember(t, workspace.org.id, workspace.team.id, unconfirmed, 'editor');
    await db()
      .update(users)
      .set({ currentOrgId: workspace.org.id })
      .where(inArray(users.id, [editor.id, unconfirmed.id]));
    appId = (await insertApp(db(), { orgId: workspace.org.id, teamId: workspace.team.id })).id;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('says a form without a webhook has nothing to test (400, nothing sent)', async () => {
    const answer = await gql(t, SEND_TEST_FORM_WEBHOOK, { appId, formKey }, owner.token);
    expectError(answer, 400, 'the form has no webhook to test: save a webhook URL first');
    expect(sink.requests).toHaveLength(0);
  });

  it('posts one signed form.test event to the saved webhook and shows the answer; recorded without the path', async () => {
    const saved = await gql(
      t,
      UPDATE_FORM_DELIVERY_SETTINGS,
      { appId, formKey, input: settingsInput({ webhook: true, webhookUrl: sink.url('/private/path') }) },
      owner.token,
    );
    const secret = (ok(saved).updateFormDeliverySettings as { webhookSecret: string }).webhookSecret;
    expect(secret).toMatch(/^whsec_/);
    sink.answers.push({ status: 202 });
    const answer = ok(await gql(t, SEND_TEST_FORM_WEBHOOK, { appId, formKey }, owner.token))
      .sendTestFormWebhook as TestAnswer;
    expect(answer).toMatchObject({ ok: true, outcome: 'ok', statusCode: 202, error: null });
    expect(answer.responseExcerpt).toContain('answer 202');
    expect(sink.requests).toHaveLength(1);
    const request = sink.requests[0]!;
    expect(JSON.parse(request.body)).toMatchObject({ type: 'form.test' });
    expect(request.headers['webhook-id']).toMatch(/^msg_test_/);
    expect(request.headers['webhook-signature']).toMatch(/^v1,/);
    const [recorded] = await db()
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, appId), eq(activities.action, 'app.form_webhook_test')));
    expect(recorded?.details).toEqual({
      formKey,
      webhookHost: `127.0.0.1:${sink.port}`,
      outcome: 'ok',
      statusCode: 202,
    });
  });

  it("shows a receiver's refusal as it answered, without retrying", async () => {
    sink.answers.push({ status: 500 });
    const before = sink.requests.length;
    const answer = ok(await gql(t, SEND_TEST_FORM_WEBHOOK, { appId, formKey }, owner.token))
      .sendTestFormWebhook as TestAnswer;
    expect(answer).toMatchObject({ ok: false, outcome: 'http', statusCode: 500 });
    expect(sink.requests.length - before).toBe(1);
  });

  it('an editor may not send a test (403, nothing sent)', async () => {
    const before = sink.requests.length;
    expectError(await gql(t, SEND_TEST_FORM_WEBHOOK, { appId, formKey }, editor.token), 403, 'required role');
    expect(sink.requests.length).toBe(before);
  });

  it("a form's own settings keep the app default's secret it was signed with", async () => {
    const other = formKeyOn('00000000-0000-4000-8000-000000000002');
    const byDefault = ok(
      await gql(
        t,
        UPDATE_FORM_DELIVERY_SETTINGS,
        { appId, formKey: '*', input: settingsInput({ webhook: true, webhookUrl: sink.url('/all') }) },
        owner.token,
      ),
    ).updateFormDeliverySettings as { webhookSecret: string };
    const own = ok(
      await gql(
        t,
        UPDATE_FORM_DELIVERY_SETTINGS,
        { appId, formKey: other, input: settingsInput({ webhook: true, webhookUrl: sink.url('/own') }) },
        owner.token,
      ),
    ).updateFormDeliverySettings as { webhookSecret: string; inherited: boolean };
    expect(own.inherited).toBe(false);
    expect(own.webhookSecret).toBe(byDefault.webhookSecret);
  });

  it('sends at most 10 tests a minute per manager (429, nothing sent)', async () => {
    let refused = 0;
    for (let i = 0; i < 10 && refused === 0; i++) {
      const answer = await gql(t, SEND_TEST_FORM_WEBHOOK, { appId, formKey }, owner.token);
      if (answer.errors) refused += 1;
    }
    const before = sink.requests.length;
    expectError(await gql(t, SEND_TEST_FORM_WEBHOOK, { appId, formKey }, owner.token), 429);
    expect(sink.requests.length).toBe(before);
  });

  it("shows the webhook's origin only to those who do not manage deliveries", async () => {
    const asOwner = ok(await gql(t, FORM_DELIVERY_SETTINGS, { appId, formKey }, owner.token))
      .formDeliverySettings as { webhookUrl: string };
    const asEditor = ok(await gql(t, FORM_DELIVERY_SETTINGS, { appId, formKey }, editor.token))
      .formDeliverySettings as { webhookUrl: string; webhookSecret: string | null };
    expect(asOwner.webhookUrl).toBe(sink.url('/private/path'));
    expect(asEditor.webhookUrl).toBe(`http://127.0.0.1:${sink.port}/…`);
    expect(asEditor.webhookSecret).toBeNull();
  });

  it("lists the team's confirmed members as recipient candidates to managers only", async () => {
    const query = FORM_DELIVERY_SETTINGS.replace('challenge', 'challenge candidates { id username email }');
    const asOwner = ok(await gql(t, query, { appId, formKey }, owner.token)).formDeliverySettings as {
      candidates: { id: string }[];
    };
    const ids = asOwner.candidates.map((c) => c.id);
    expect(ids).toContain(owner.id);
    expect(ids).toContain(editor.id);
    expect(ids).not.toContain(unconfirmed.id);
    const asEditor = ok(await gql(t, query, { appId, formKey }, editor.token)).formDeliverySettings as {
      candidates: unknown[];
    };
    expect(asEditor.candidates).toEqual([]);
  });
});
