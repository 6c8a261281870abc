import type { FastifyInstance, FastifyRequest } from 'fastify';

// Ends every session of the user but the request's own: how many.
export async function signOutOtherSessions(
  app: FastifyInstance,
  { request }: { request: FastifyRequest },
): Promise<number> {
  const user = request.user!;
  const ended = await app.sessionsRepository.endAll({
    userId: user.id,
    now: app.config.now(),
    reason: 'logout_others',
    keep: request.sessionId!,
  });
  await app.recordSecurityEvent(request, {
    action: 'auth.logout_others',
    actorId: user.id,
    actorEmail: user.email,
    entityType: 'user',
    entityId: user.id,
    details: { ended },
  });
  return ended;
}
