import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';

import { badRequest } from '#server/lib/http-errors.ts';
import { countFailedAttempt } from '#server/operations/auth/count-failed-attempt.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';

// A wrong code for a change to two-factor sign-in: logged as `failedAction`, counted toward the
// sign-in lock-out (issue 24), refused.
export async function refuseWrongCode(
  app: FastifyInstance,
  {
    request,
    user,
    failedAction,
  }: { request: FastifyRequest; user: Pick<UserRow, 'id' | 'email'>; failedAction: string },
): Promise<never> {
  await app.recordSecurityEvent(request, {
    action: failedAction,
    actorId: user.id,
    actorEmail: user.email,
    details: { reason: 'wrong code' },
  });
  await countFailedAttempt(app, { request, email: user.email, userId: user.id });
  throw badRequest(MESSAGES.mfaCodeInvalid, 'MFA_CODE_INVALID');
}
