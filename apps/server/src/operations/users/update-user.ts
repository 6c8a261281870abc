import type { FastifyInstance } from 'fastify';

import { forbidden } from '#server/lib/http-errors.ts';
import {
  LAST_SUPER_ADMIN_SUSPENDED,
  lockAdminChange,
  refuseLastSuperAdmin,
  requireSuperAdminForAnotherAdmin,
} from '#server/operations/admin-users/lock-admin-change.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { revokeFeeds } from '#server/operations/calendars/revoke-calendar-feed.ts';

// Suspend or reactivate a user, or write notes. Suspension also ends every session the user
// has and revokes their calendar feed, so they stay signed out and the feed stays dead even
// after a later reactivation. An administrator's suspension
// follows lock-admin-change.ts (docs/decisions/052).
export async function updateUser(
  app: FastifyInstance,
  {
    actor,
    userId,
    suspended,
    notes,
  }: {
    actor: SignedInActor;
    userId: string;
    suspended?: boolean | undefined;
    notes?: string | undefined;
  },
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const locked = await lockAdminChange(app, { tx, actorId: actor.id, userId });
    const { user } = locked;
    const entity = { type: 'user', id: user.id };
    if (suspended !== undefined && suspended !== user.suspended) {
      // Support Admins suspend ordinary users; an administrator only a Super Admin (052).
      requireSuperAdminForAnotherAdmin(locked);
      if (suspended) refuseLastSuperAdmin(locked, LAST_SUPER_ADMIN_SUSPENDED);
    }
    if (suspended === true && user.id === actor.id)
      throw forbidden('You cannot suspend your own account.', 'SELF_SUSPEND');
    if (suspended !== undefined && suspended !== user.suspended) {
      await app.usersRepository.update(user.id, { suspended }, tx);
      if (suspended) {
        await app.sessionsRepository.endAll(
          { userId: user.id, now: app.config.now(), reason: 'suspended' },
          tx,
        );
        await revokeFeeds(app, { actor, owner: { userId: user.id }, reason: 'suspended', tx });
      }
      await audit(app, {
        actor,
        action: suspended ? 'user.suspended' : 'user.reactivated',
        entity,
        details: {
          email: user.email,
          before: user.suspended ? 'Suspended' : 'Active',
          after: suspended ? 'Suspended' : 'Active',
        },
        tx,
      });
    }
    if (notes !== undefined && notes !== user.notes) {
      await app.usersRepository.update(user.id, { notes }, tx);
      await audit(app, {
        actor,
        action: 'user.notes_updated',
        entity,
        details: { email: user.email },
        tx,
      });
    }
  });
}
