/** What a screen or a menu entry needs before the user may open it (spec: platform §2, §6). */
export type Requirement = 'none' | 'org' | 'team';

export interface AccessSubject {
  currentOrg: { id: string } | null;
  teams: ReadonlyArray<{ orgId: string }>;
}

export function meets(requirement: Requirement, user: AccessSubject | null | undefined): boolean {
  if (requirement === 'none') return true;
  if (!user?.currentOrg) return false;
  if (requirement === 'org') return true;
  const orgId = user.currentOrg.id;
  return user.teams.some((team) => team.orgId === orgId);
}
