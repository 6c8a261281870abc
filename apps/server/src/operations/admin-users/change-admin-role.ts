import type { FastifyInstance } from 'fastify';

import type { AdminRole } from '@landed/shared/constants';

import { notFound } from '#server/lib/http-errors.ts';
import {
  LAST_SUPER_ADMIN,
  lockAdminChange,
  refuseLastSuperAdmin,
  requireSuperAdmin,
} from '#server/operations/admin-users/lock-admin-change.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { revokeFeeds } from '#server/operations/calendars/revoke-calendar-feed.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';

// Changes a team member's role, or removes them from the team (role null). There is always at
// least one active Super Admin: the count is taken under a lock (lock-admin-change.ts). Any
// change of role, removal included, revokes the person's calendar feed for good (issue 24): a
// feed was handed out for what the old role could see; they make a new one if they need it.
export async function changeAdminRole(
  app: FastifyInstance,
  { actor, userId, role }: { actor: SignedInActor; userId: string; role: AdminRole | null },
): Promise<UserRow> {
  return app.db.transaction(async (tx) => {
    const locked = await lockAdminChange(app, {
      tx,
      actorId: actor.id,
      userId,
      notFoundMessage: 'Admin not found.',
    });
    const { user } = locked;
    if (!user.adminRole) throw notFound('Admin not found.');
    requireSuperAdmin(locked.actor);
    if (user.adminRole === role) return user;
    if (role !== 'Super Admin') refuseLastSuperAdmin(locked, LAST_SUPER_ADMIN);
    const updated = await app.usersRepository.update(user.id, { adminRole: role }, tx);
    await revokeFeeds(app, {
      actor,
      owner: { userId: user.id },
      reason: role ? 'role_changed' : 'removed',
      tx,
    });
    await audit(app, {
      actor,
      action: role ? 'admin.role_changed' : 'admin.removed',
      entity: { type: 'user', id: user.id },
      details: { email: user.email, before: user.adminRole, after: role },
      tx,
    });
    return updated!;
  });
}
