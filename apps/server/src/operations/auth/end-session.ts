import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';

import { notFound } from '#server/lib/http-errors.ts';

// Ends one of the signed-in user's sessions (Account Settings): its token stops working.
export async function endSession(
  app: FastifyInstance,
  { request, sessionId }: { request: FastifyRequest; sessionId: string },
): Promise<void> {
  const user = request.user!;
  // Someone else's session, or one already over, is not found: ids tell nothing.
  const ended = await app.sessionsRepository.endOne({
    userId: user.id,
    sessionId,
    now: app.config.now(),
    reason: 'ended_by_user',
  });
  if (!ended) throw notFound(MESSAGES.sessionNotFound);
  await app.recordSecurityEvent(request, {
    action: 'auth.session_ended',
    actorId: user.id,
    actorEmail: user.email,
    entityType: 'session',
    entityId: sessionId,
  });
}
