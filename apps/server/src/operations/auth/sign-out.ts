import type { FastifyInstance, FastifyRequest } from 'fastify';

// Ends the request's own session (docs/decisions/048-server-side-sessions.md): its token
// stops working.
export async function signOut(
  app: FastifyInstance,
  { request }: { request: FastifyRequest },
): Promise<void> {
  const user = request.user!;
  await app.sessionsRepository.endOne({
    userId: user.id,
    sessionId: request.sessionId!,
    now: app.config.now(),
    reason: 'logout',
  });
  await app.recordSecurityEvent(request, {
    action: 'auth.logout',
    actorId: user.id,
    actorEmail: user.email,
    entityType: 'session',
    entityId: request.sessionId!,
  });
}
