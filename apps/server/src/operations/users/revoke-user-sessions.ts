import type { FastifyInstance } from 'fastify';

import {
  lockAdminChange,
  requireSuperAdminForAnotherAdmin,
} from '#server/operations/admin-users/lock-admin-change.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';

// An administrator ends every session of a user, written to the log with how many ended.
// Signing an administrator out everywhere locks them out as surely as suspending them, so it
// follows the same rule (lock-admin-change.ts, docs/decisions/052): only a Super Admin may do
// it to another administrator.
export async function revokeUserSessions(
  app: FastifyInstance,
  { actor, userId }: { actor: SignedInActor; userId: string },
): Promise<number> {
  return app.db.transaction(async (tx) => {
    const locked = await lockAdminChange(app, { tx, actorId: actor.id, userId });
    const { user } = locked;
    requireSuperAdminForAnotherAdmin(locked);
    const ended = await app.sessionsRepository.endAll(
      { userId, now: app.config.now(), reason: 'revoked_by_admin' },
      tx,
    );
    await audit(app, {
      actor,
      action: 'user.sessions_revoked',
      entity: { type: 'user', id: user.id },
      details: { email: user.email, ended },
      tx,
    });
    return ended;
  });
}
