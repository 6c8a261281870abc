// A driver signs out on this device (issue 35): the session ends; the others go on.
import type { FastifyInstance } from 'fastify';

export async function endDriverSession(
  app: FastifyInstance,
  { sessionId }: { sessionId: string },
): Promise<void> {
  await app.driverAccessRepository.endSession({
    sessionId,
    now: app.config.now(),
    reason: 'signed_out',
  });
}
