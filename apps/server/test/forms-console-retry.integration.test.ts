import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { formDeliveries } from '../src/db/forms-schema.ts';
import { users } from '../src/db/schema.ts';
import { appWorkspace, insertApp, insertPage } from './app-helpers.ts';
import {
  formKeyOn,
  insertDeliveries,
  insertFailedDelivery,
  insertSubmission,
  RETRY_FORM_DELIVERY,
} from './forms-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import { addMember, expectError, ok } from './org-helpers.ts';

/** A manager's "Retry" on a submission's delivery (retryFormDelivery, issue 24). */
describe('retryFormDelivery', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let manager: SignedInUser;
  let editor: SignedInUser;
  let appId: string;
  let formKey: string;
  let otherAppId: string;
  const db = () => t.database.db;
  const schema = loadConfig({}).formDelivery.queueSchema;

  const retry = (user: SignedInUser, variables: Record<string, unknown>) =>
    gql(t, RETRY_FORM_DELIVERY, variables, user.token);

  async function jobsOf(deliveryId: string): Promise<{ attempt: number }[]> {
    const result = await db().execute(
      sql.raw(
        `SELECT data FROM ${schema}.job WHERE data->>'deliveryId' = '${deliveryId}' ORDER BY created_on`,
      ),
    );
    return (result as unknown as { rows: { data: { attempt: number } }[] }).rows.map((row) => row.data);
  }

  const rowOf = async (id: string) =>
    (await db().select().from(formDeliveries).where(eq(formDeliveries.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    const workspace = await appWorkspace(t, 'retryowner');
    owner = workspace.owner;
    manager = await signUpAndIn(t, 'retrymanager');
    editor = await signUpAndIn(t, 'retryeditor');
    await addMember(t, workspace.org.id, workspace.team.id, manager, 'admin');
    await addMember(t, workspace.org.id, workspace.team.id, editor, 'editor');
    await db().update(users).set({ currentOrgId: workspace.org.id }).where(eq(users.id, manager.id));
    const app = await insertApp(db(), { orgId: workspace.org.id, teamId: workspace.team.id });
    appId = app.id;
    const page = await insertPage(db(), { appId, templateId: workspace.templateId, url: '/contact' });
    formKey = formKeyOn(page.id);
    otherAppId = (await insertApp(db(), { orgId: workspace.org.id, teamId: workspace.team.id })).id;
  });
  afterAll(() => t.close());

  it('makes a failed delivery pending with its next attempt now and queues that attempt', async () => {
    const submission = await insertSubmission(db(), { appId, formKey });
    const { id } = await insertFailedDelivery(db(), appId, submission.id);
    const before = Date.now();
    const data = ok(await retry(manager, { appId, deliveryId: id }));
    const delivery = data.retryFormDelivery as Record<string, unknown>;
    expect(delivery).toMatchObject({
      id,
      channel: 'webhook',
      state: 'pending',
      attempts: 1,
      lastError: 'HTTP 410',
      attemptLog: [{ number: 1, outcome: 'http', statusCode: 410 }],
    });
    expect(Date.parse(delivery.nextAttemptAt as string)).toBeGreaterThanOrEqual(before - 1000);
    expect((await rowOf(id))!.state).toBe('pending');
    expect(await jobsOf(id)).toEqual([{ deliveryId: id, attempt: 2 }]);
    // The organization's owner may too (a pending one is tried sooner).
    ok(await retry(owner, { appId, deliveryId: id }));
    expect((await jobsOf(id)).map((job) => job.attempt)).toEqual([2, 2]);
  });

  it('refuses a sent delivery with 409 and changes nothing', async () => {
    const submission = await insertSubmission(db(), { appId, formKey });
    const { webhookId } = await insertDeliveries(db(), appId, submission.id);
    const before = await rowOf(webhookId);
    expectError(await retry(manager, { appId, deliveryId: webhookId }), 409, 'the delivery was already sent');
    expect(await rowOf(webhookId)).toEqual(before);
    expect(await jobsOf(webhookId)).toEqual([]);
  });

  it("answers 404 'delivery not found' for another app's delivery, an unknown id or not an id", async () => {
    const theirs = await insertSubmission(db(), { appId: otherAppId, formKey });
    const { id } = await insertFailedDelivery(db(), otherAppId, theirs.id);
    for (const deliveryId of [id, randomUUID(), 'not-an-id']) {
      expectError(await retry(manager, { appId, deliveryId }), 404, 'delivery not found', deliveryId);
    }
    expect((await rowOf(id))!.state).toBe('failed');
    expect(await jobsOf(id)).toEqual([]);
  });

  it('is for managers: an editor gets 403 and nothing changes', async () => {
    const submission = await insertSubmission(db(), { appId, formKey });
    const { id } = await insertFailedDelivery(db(), appId, submission.id);
    expectError(await retry(editor, { appId, deliveryId: id }), 403);
    expect((await rowOf(id))!.state).toBe('failed');
    expect(await jobsOf(id)).toEqual([]);
  });
});
