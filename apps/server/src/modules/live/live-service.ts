import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apps, orgs } from '../../db/schema.ts';

/** What live hosts need to know. The live-sites issue grows this into serving the published pages. */
export function createLiveService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Whether an app answers to `{orgAlias}--{appAlias}` (aliases compare in lower case, as they are unique). */
    async siteExists(orgAlias: string, appAlias: string): Promise<boolean> {
      const [row] = await db
        .select({ id: apps.id })
        .from(apps)
        .innerJoin(orgs, eq(orgs.id, apps.orgId))
        .where(
          and(
            sql`lower(${orgs.alias}) = ${orgAlias.toLowerCase()}`,
            sql`lower(${apps.alias}) = ${appAlias.toLowerCase()}`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
