import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formRejections, instanceSecrets } from '../src/db/forms-schema.ts';
import { apps } from '../src/db/schema.ts';
import { instanceSecret } from '../src/modules/forms/live/instance-secret.ts';
import { RejectionCounter } from '../src/modules/forms/live/rejections.ts';
import { appWorkspace, insertApp } from './app-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the instance secret', () => {
  it('is made once and read the same by every caller, even when they ask at the same time', async () => {
    const name = `test-${randomUUID()}`;
    const all = await Promise.all([1, 2, 3, 4].map(() => instanceSecret(t.database.db, name)));
    expect(all[0]).toHaveLength(32);
    for (const secret of all) expect(secret.equals(all[0] as Buffer)).toBe(true);
    expect((await instanceSecret(t.database.db, name)).equals(all[0] as Buffer)).toBe(true);
    const rows = await t.database.db.select().from(instanceSecrets).where(eq(instanceSecrets.name, name));
    expect(rows).toHaveLength(1);
    // Another name, another secret.
    expect((await instanceSecret(t.database.db, `${name}-2`)).equals(all[0] as Buffer)).toBe(false);
  });
});

describe('rejected submissions', () => {
  it('are counted in memory and added to one row per app, form, day and reason on flush', async () => {
    const { org, team } = await appWorkspace(t, 'rejections');
    const app = await insertApp(t.database.db, { orgId: org.id, teamId: team.id });
    const counter = new RejectionCounter(t.database.db);
    const day = new Date('2026-11-27T10:00:00Z');
    for (let i = 0; i < 5; i++) counter.count(app.id, 'p/f', 'honeypot', day);
    counter.count(app.id, 'p/f', 'too-fast', day);
    counter.count(app.id, 'p/f', 'honeypot', new Date('2026-11-28T00:00:01Z'));
    expect(counter.pending()).toHaveLength(3);
    await counter.flush();
    expect(counter.pending()).toHaveLength(0);
    for (let i = 0; i < 2; i++) counter.count(app.id, 'p/f', 'honeypot', day);
    await counter.flush();
    const rows = await t.database.db.select().from(formRejections).where(eq(formRejections.appId, app.id));
    const counts = Object.fromEntries(rows.map((r) => [`${r.day} ${r.reason}`, r.count]));
    expect(counts).toEqual({ '2026-11-27 honeypot': 7, '2026-11-27 too-fast': 1, '2026-11-28 honeypot': 1 });
  });

  it('drops the counts of an app deleted before the flush and keeps the others', async () => {
    const { org, team } = await appWorkspace(t, 'rejections-gone');
    const gone = await insertApp(t.database.db, { orgId: org.id, teamId: team.id });
    const kept = await insertApp(t.database.db, { orgId: org.id, teamId: team.id });
    const counter = new RejectionCounter(t.database.db);
    counter.count(gone.id, 'p/f', 'invalid');
    counter.count(kept.id, 'p/f', 'invalid');
    await t.database.db.delete(apps).where(eq(apps.id, gone.id));
    await counter.flush();
    expect(counter.pending()).toHaveLength(0);
    const rows = await t.database.db.select().from(formRejections).where(eq(formRejections.appId, kept.id));
    expect(rows.map((r) => r.count)).toEqual([1]);
  });
});
