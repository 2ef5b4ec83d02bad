import { can, SERVER_MESSAGES as M, type Permission, SERVER_MESSAGES } from '@tessera/shared';
import type { Db, Tx } from '../../db/client.ts';
import type { OrgRow, UserRow } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { authorizeOrg, type OrgAccess, orgStanding } from '../orgs/policy.ts';
import type { UserService } from '../users/user-service.ts';
import { analyzeSlots } from './slots.ts';
import { compile, compileToModule } from './transpiler.ts';

/** Components and templates list 100 a page at most (spec §7). */
export const AUTHORING_PAGE = { default: 100, max: 100 } as const;

/** The organization new components and templates go to: the current one, where the actor must hold `permission`. */
export async function writableCurrentOrg(
  db: Db,
  users: UserService,
  actor: UserRow,
  permission: Permission,
): Promise<OrgRow> {
  const org = await users.currentOrg(actor);
  if (!org) throw badRequest(SERVER_MESSAGES.noCurrentOrg);
  await authorizeOrg(db, actor.id, org.id, permission);
  return org;
}

/**
 * Access to an entity of organization `orgId`: 404 (with the entity's message) for a user outside the
 * organization, so another tenant never learns the id exists; 403 'required role' for a member without
 * `permission` (null: reading, which every member may do).
 */
export async function authorizeEntity(
  db: Db | Tx,
  userId: string,
  orgId: string,
  permission: Permission | null,
  notFoundMessage: string,
): Promise<OrgAccess> {
  const access = await orgStanding(db, userId, orgId);
  if (!access) throw notFound(notFoundMessage);
  if (permission && !can(access.standing, permission)) throw forbidden(SERVER_MESSAGES.requiredRole);
  return access;
}

/** The server's own compile of the code; a compile error is the author's: 400 with esbuild's message and place. */
export async function compileOrRefuse(code: string): Promise<string> {
  const result = await compile(code);
  if (!result.ok) {
    const { message, line, column } = result.error;
    throw badRequest(`${M.codeDoesNotCompile}${message} (line ${line}, column ${column})`);
  }
  return result.compiledCode;
}

/**
 * Compiled code and slot count of a template or a component (a component taking slot1 … slotN is a container,
 * docs/decisions/0032); 400 with the spec's message for a bad slot name.
 */
export async function compileWithSlotsOrRefuse(
  code: string,
): Promise<{ compiledCode: string; slots: number }> {
  const [compiledCode, module] = await Promise.all([compileOrRefuse(code), compileToModule(code)]);
  if (!module.ok) throw badRequest(`${M.codeDoesNotCompile}${module.error.message}`);
  const analysis = analyzeSlots(module.compiledCode);
  if (!analysis.ok) throw badRequest(M.invalidSlotName);
  return { compiledCode, slots: analysis.slots };
}
