import { describe, expect, it } from 'vitest';
import type { Activity } from '../activity/api/activities.ts';
import type { DashboardApp, DashboardTeam } from './api/dashboard.ts';
import { firstSteps, recentApps, recentPages } from './dashboard-data.ts';

function app(id: string, updatedAt: string, extra: Partial<DashboardApp> = {}): DashboardApp {
  return {
    id,
    name: `App ${id}`,
    team: { id: 't', name: 'Team' },
    pageCount: 0,
    livePageCount: 0,
    hasHomePage: false,
    updatedAt,
    ...extra,
  };
}

let n = 0;
function act(
  action: string,
  entityId: string,
  appId: string | null,
  createdAt: string,
  name = entityId,
): Activity {
  n += 1;
  return {
    id: `a${n}`,
    action,
    entityType: action.split('.')[0] ?? '',
    entityId,
    entityName: name,
    actor: null,
    teamId: 't',
    appId,
    details: { url: `/${name}` },
    createdAt,
  };
}

const team = (memberCount: number, invitations = 0): DashboardTeam => ({
  id: `t${memberCount}${invitations}`,
  name: 'Team',
  memberCount,
  invitations: Array.from({ length: invitations }, (_, i) => ({ id: `i${i}` })),
});

describe('recent pages', () => {
  const apps = [app('a', '2026-01-01T00:00:00Z'), app('b', '2026-01-01T00:00:00Z')];
  // Newest first, as the feed answers.
  const feed = [
    act('page.update', 'p1', 'a', '2026-01-05T00:00:00Z', 'Home v2'),
    act('page.delete', 'p2', 'a', '2026-01-04T00:00:00Z'),
    act('page.publish', 'p3', 'b', '2026-01-03T00:00:00Z'),
    act('page.update', 'p2', 'a', '2026-01-03T00:00:00Z'),
    act('page.create', 'p1', 'a', '2026-01-02T00:00:00Z', 'Home'),
    act('page.create', 'p4', 'gone', '2026-01-02T00:00:00Z'),
    act('app.create', 'a', 'a', '2026-01-01T00:00:00Z'),
  ];

  it('lists each page once, newest first, with its latest name, and none deleted or out of sight', () => {
    const pages = recentPages(feed, apps, 5);
    expect(pages.map((page) => page.id)).toEqual(['p1', 'p3']);
    expect(pages[0]).toMatchObject({ name: 'Home v2', url: '/Home v2', app: { id: 'a', name: 'App a' } });
  });

  it('stops at the limit', () => {
    expect(recentPages(feed, apps, 1).map((page) => page.id)).toEqual(['p1']);
    expect(recentPages([], apps, 5)).toEqual([]);
  });
});

describe('recent apps', () => {
  it('orders by the latest of the app update and its activity', () => {
    const apps = [
      app('old', '2026-01-01T00:00:00Z'),
      app('edited', '2026-01-03T00:00:00Z'),
      app('busy', '2026-01-01T00:00:00Z'),
    ];
    const feed = [act('page.update', 'p', 'busy', '2026-01-09T00:00:00Z')];
    const recent = recentApps(apps, feed, 2);
    expect(recent.map((item) => item.id)).toEqual(['busy', 'edited']);
    expect(recent[0]?.lastChangedAt).toBe('2026-01-09T00:00:00Z');
  });
});

describe('first steps', () => {
  it('are all open for a user without an organization, who can only create one', () => {
    const steps = firstSteps({ hasOrg: false, teams: [], apps: [] });
    expect(steps.filter((step) => step.done)).toEqual([]);
    expect(steps.filter((step) => step.ready).map((step) => step.id)).toEqual(['org']);
  });

  it('are checked from the teams and apps', () => {
    const apps = [app('a', '2026-01-01T00:00:00Z'), app('b', '2026-01-01T00:00:00Z', { pageCount: 2 })];
    const steps = firstSteps({ hasOrg: true, teams: [team(1)], apps });
    const done = Object.fromEntries(steps.map((step) => [step.id, step.done]));
    expect(done).toEqual({ org: true, team: true, app: true, page: true, publish: false, invite: false });
    expect(steps.every((step) => step.ready)).toBe(true);
    // Publishing is done where the pages are.
    expect(steps.find((step) => step.id === 'publish')?.to).toBe('/apps/b');
  });

  it('count a pending invitation or a second member as inviting someone, and a live page as published', () => {
    const live = [app('a', '2026-01-01T00:00:00Z', { pageCount: 1, livePageCount: 1 })];
    const invited = firstSteps({ hasOrg: true, teams: [team(1, 1)], apps: live });
    expect(invited.every((step) => step.done)).toBe(true);
    const joined = firstSteps({ hasOrg: true, teams: [team(2)], apps: live });
    expect(joined.find((step) => step.id === 'invite')?.done).toBe(true);
  });

  it('wait for the steps they build on', () => {
    const steps = firstSteps({ hasOrg: true, teams: [], apps: [] });
    expect(steps.filter((step) => step.ready).map((step) => step.id)).toEqual(['org', 'team']);
  });
});
