import type { FastifyInstance } from 'fastify';

import { notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';

// An administrator ends every session of a user, written to the log with how many ended.
export async function revokeUserSessions(
  app: FastifyInstance,
  { actor, userId }: { actor: SignedInActor; userId: string },
): Promise<number> {
  return app.db.transaction(async (tx) => {
    const user = await app.usersRepository.findById(userId, tx);
    if (!user) throw notFound('User not found.');
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
