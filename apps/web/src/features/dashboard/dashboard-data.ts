import type { Activity } from '../activity/api/activities.ts';
import type { DashboardApp, DashboardTeam } from './api/dashboard.ts';

/** Actions that mean someone worked on a page (its settings, its content, its live version). */
const PAGE_WORK = new Set(['page.create', 'page.update', 'page.publish', 'page.rollback']);

export interface RecentPage {
  id: string;
  name: string;
  url: string | null;
  app: { id: string; name: string };
  at: string;
}

/**
 * The pages worked on most recently, newest first, read from the activity feed (newest first): one line
 * per page with its latest name, none for a page deleted since or an app the user no longer sees.
 */
export function recentPages(
  activities: readonly Activity[],
  apps: readonly DashboardApp[],
  limit: number,
): RecentPage[] {
  const appsById = new Map(apps.map((app) => [app.id, app] as const));
  const seen = new Set<string>();
  const result: RecentPage[] = [];
  for (const activity of activities) {
    const { entityId, appId } = activity;
    if (activity.entityType !== 'page' || !entityId || !appId || seen.has(entityId)) continue;
    // The feed is newest first: a deletion is met before the work it undid.
    seen.add(entityId);
    if (!PAGE_WORK.has(activity.action)) continue;
    const app = appsById.get(appId);
    if (!app) continue;
    const url = activity.details?.url;
    result.push({
      id: entityId,
      name: activity.entityName ?? '',
      url: typeof url === 'string' ? url : null,
      app: { id: app.id, name: app.name },
      at: activity.createdAt,
    });
    if (result.length >= limit) break;
  }
  return result;
}

export interface RecentApp extends DashboardApp {
  /** When it or one of its pages last changed, as far as the feed and the app itself tell. */
  lastChangedAt: string;
}

/** The apps changed most recently: the latest of the app's own update and its latest activity. */
export function recentApps(
  apps: readonly DashboardApp[],
  activities: readonly Activity[],
  limit: number,
): RecentApp[] {
  const lastActivity = new Map<string, string>();
  for (const activity of activities) {
    if (activity.appId && !lastActivity.has(activity.appId))
      lastActivity.set(activity.appId, activity.createdAt);
  }
  return apps
    .map((app) => {
      const fromFeed = lastActivity.get(app.id);
      const lastChangedAt =
        fromFeed && Date.parse(fromFeed) > Date.parse(app.updatedAt) ? fromFeed : app.updatedAt;
      return { ...app, lastChangedAt };
    })
    .sort((a, b) => Date.parse(b.lastChangedAt) - Date.parse(a.lastChangedAt) || a.name.localeCompare(b.name))
    .slice(0, limit);
}

export type FirstStepId = 'org' | 'team' | 'app' | 'page' | 'publish' | 'invite';

export interface FirstStep {
  id: FirstStepId;
  done: boolean;
  /** Whether it can be done now: the steps it builds on are done (an app needs a team first). */
  ready: boolean;
  /** Where the step is done. */
  to: string;
}

/**
 * A new organization's first steps, each checked from real data: an organization, a team, an app, a
 * page, something published, and someone else in a team (a member or a pending invitation).
 */
export function firstSteps(input: {
  hasOrg: boolean;
  teams: readonly DashboardTeam[];
  apps: readonly DashboardApp[];
}): FirstStep[] {
  const { hasOrg, teams, apps } = input;
  const withPages = apps.find((app) => app.pageCount > 0);
  const firstApp = apps[0];
  const done = {
    org: hasOrg,
    team: teams.length > 0,
    app: apps.length > 0,
    page: Boolean(withPages),
    publish: apps.some((app) => app.livePageCount > 0),
    invite: teams.some((team) => team.memberCount > 1 || team.invitations.length > 0),
  };
  const step = (id: FirstStepId, ready: boolean, to: string): FirstStep => ({
    id,
    done: done[id],
    ready,
    to,
  });
  return [
    step('org', true, '/organization'),
    step('team', done.org, '/teams'),
    step('app', done.team, '/apps'),
    step('page', done.app, firstApp ? `/apps/${firstApp.id}` : '/apps'),
    step('publish', done.page, withPages ? `/apps/${withPages.id}` : '/apps'),
    step('invite', done.team, '/teams'),
  ];
}
