import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWorkspace, insertApp, insertPage } from './app-helpers.ts';
import { insertContainer } from './authoring-helpers.ts';
import { listen, storedPage } from './collab-helpers.ts';
import { runSoak } from './collab-soak-run.ts';
import { createTestApp, type SignedInUser, type TestApp } from './helpers.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The convergence soak, small enough to run with every test run (issue 25, "Reliability, tested"; the full one
 * is bench/collab/soak.ts): 6 clients over two server processes sharing the database and Redis, 60 random edits
 * each (inserts into template slots and containers, moves between them, deletes, property edits, template
 * settings, behaviour-graph nodes, connections and comments) with disconnects, abrupt socket closes and pauses.
 */
describe('co-editing soak', () => {
  let base: TestApp;
  let one: TestApp;
  let two: TestApp;
  let urls: string[];
  let owner: SignedInUser;
  let pageId: string;
  let components: { leaf: string; container: string };

  beforeAll(async () => {
    base = await createTestApp();
    const collabRedisPrefix = `test-soak-${randomUUID().slice(0, 8)}`;
    one = await createTestApp({ redisUrl: REDIS_URL, collabRedisPrefix }, {}, { database: base.database });
    two = await createTestApp({ redisUrl: REDIS_URL, collabRedisPrefix }, {}, { database: base.database });
    urls = [await listen(one), await listen(two)];
    const ws = await appWorkspace(base, 'collab-soak');
    owner = ws.owner;
    const container = await insertContainer(base.database.db, ws.org.id, owner.id);
    components = { leaf: ws.componentId, container };
    const app = await insertApp(base.database.db, { orgId: ws.org.id, teamId: ws.team.id });
    pageId = (await insertPage(base.database.db, { appId: app.id, templateId: ws.templateId })).id;
  });

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await base?.close();
  });

  it('6 clients × 60 random edits with disconnects converge, are stored, and lose no edit', async () => {
    const seed = Number(process.env.SOAK_SEED ?? Math.floor(Math.random() * 1e6));
    const result = await runSoak({
      urls,
      pageId,
      token: owner.token,
      clients: 6,
      editsPerClient: 60,
      components,
      seed,
      stepMs: [10, 60],
      disconnectChance: 0.03,
      abruptShare: 0.4,
      offlineMs: [100, 800],
      pauseChance: 0.03,
      pauseMs: [100, 500],
      readStored: async () => (await storedPage(base, pageId)).content,
      quietTimeoutMs: 15_000,
      log: (line) => console.log(line),
    });
    console.log(`collab soak (seed ${seed}): ${JSON.stringify(result)}`);
    expect(result.closes).toEqual([]);
    expect(result.refusals).toEqual([]);
    expect(result.converged).toBe(true);
    expect(result.storedEqual).toBe(true);
    expect(result.marks.problems).toEqual([]);
    expect(result.marks.checked).toBeGreaterThan(0);
    expect(result.acknowledged).toBe(result.writingEdits);
    expect(result.disconnects.orderly + result.disconnects.abrupt).toBeGreaterThan(0);
  }, 60_000);
});
