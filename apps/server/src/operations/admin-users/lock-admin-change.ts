import type { FastifyInstance } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';
import { conflict, forbidden, notFound } from '#server/lib/http-errors.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';

// Who may change another administrator's access, and the rule that there is always an active
// Super Admin (docs/decisions/052). Only a Super Admin may suspend, reactivate, demote or
// remove anyone holding an admin role; the last active Super Admin can be none of those, not
// even by their own hand.

export const SUPER_ADMIN_ONLY = 'Only a Super Admin can change another administrator’s access.';
export const LAST_SUPER_ADMIN = 'The last Super Admin cannot be removed or demoted.';
export const LAST_SUPER_ADMIN_SUSPENDED = 'The last Super Admin cannot be suspended.';

export type LockedChange = { actor: UserRow; user: UserRow; activeSuperAdmins: string[] };

// Locks, in one order for every caller (the active Super Admins, then the actor, then the
// target), so that two administrators acting on each other at once are answered one after the
// other on what the first one changed: never both demoted, never a deadlock.
export async function lockAdminChange(
  app: FastifyInstance,
  {
    tx,
    actorId,
    userId,
    notFoundMessage = 'User not found.',
  }: { tx: DbOrTx; actorId: string; userId: string; notFoundMessage?: string },
): Promise<LockedChange> {
  const activeSuperAdmins = await app.usersRepository.lockActiveSuperAdmins(tx);
  const actor = await app.usersRepository.lockById(actorId, tx);
  const user = await app.usersRepository.lockById(userId, tx);
  if (!user) throw notFound(notFoundMessage);
  // The session was checked before the locks: the actor may have lost their role meanwhile.
  if (!actor || !actor.adminRole || actor.suspended)
    throw forbidden(SUPER_ADMIN_ONLY, 'SUPER_ADMIN_ONLY');
  return { actor, user, activeSuperAdmins };
}

// For a change to the team that has no member to lock yet (an invitation): the same lock on
// the active Super Admins, so that two Super Admins inviting one address at once are answered
// one after the other (one invitation, not two), and the actor still a Super Admin.
export async function lockTeamForSuperAdmin(
  app: FastifyInstance,
  { tx, actorId }: { tx: DbOrTx; actorId: string },
): Promise<UserRow> {
  await app.usersRepository.lockActiveSuperAdmins(tx);
  const actor = await app.usersRepository.lockById(actorId, tx);
  if (!actor || actor.suspended) throw forbidden(SUPER_ADMIN_ONLY, 'SUPER_ADMIN_ONLY');
  requireSuperAdmin(actor);
  return actor;
}

export function requireSuperAdmin(actor: UserRow) {
  if (actor.adminRole !== 'Super Admin') throw forbidden(SUPER_ADMIN_ONLY, 'SUPER_ADMIN_ONLY');
}

// Support Admins may change ordinary users and themselves; another administrator only a Super
// Admin.
export function requireSuperAdminForAnotherAdmin({ actor, user }: LockedChange) {
  if (user.adminRole && user.id !== actor.id) requireSuperAdmin(actor);
}

export function isLastActiveSuperAdmin({ user, activeSuperAdmins }: LockedChange): boolean {
  return (
    user.adminRole === 'Super Admin' &&
    !user.suspended &&
    activeSuperAdmins.length <= 1 &&
    activeSuperAdmins.includes(user.id)
  );
}

export function refuseLastSuperAdmin(locked: LockedChange, message: string) {
  if (isLastActiveSuperAdmin(locked)) throw conflict(message, 'LAST_SUPER_ADMIN');
}
