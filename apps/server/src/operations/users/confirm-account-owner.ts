// A change that could lock the owner out (the e-mail address, two-factor sign-in) needs the
// current password, or a sign-in within the last 10 minutes for an account that has none
// (ASVS 2.2.3, 3.7.1; docs/decisions/050, 054). A wrong password counts toward the account's
// sign-in lock-out, and a locked account is refused here as at sign-in (issue 24).
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';

import { badRequest, forbidden } from '#server/lib/http-errors.ts';
import { verifyPassword } from '#server/lib/passwords.ts';
import {
  countFailedAttempt,
  refuseLockedAccount,
} from '#server/operations/auth/count-failed-attempt.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';

// An account without a password proves it is its owner asking by a sign-in this recent.
export const RECENT_SIGN_IN_MS = 10 * 60_000;

export async function confirmAccountOwner(
  app: FastifyInstance,
  input: {
    // The request asking: its session's sign-in time, and where a wrong password is logged from.
    request: FastifyRequest;
    user: Pick<UserRow, 'id' | 'email' | 'passwordHash'>;
    currentPassword: string | undefined;
    // What the refusals say, and the security event a wrong password is logged as.
    passwordRequired: string;
    recentSignInRequired: string;
    failedAction: string;
  },
): Promise<void> {
  const { request, user, currentPassword } = input;
  await refuseLockedAccount(app, { email: user.email });
  if (!user.passwordHash) {
    const issuedAt = request.tokenIssuedAt?.getTime() ?? 0;
    if (app.config.now().getTime() - issuedAt > RECENT_SIGN_IN_MS) {
      throw forbidden(input.recentSignInRequired, 'RECENT_SIGN_IN_REQUIRED');
    }
    return;
  }
  if (!currentPassword) throw badRequest(input.passwordRequired, 'CURRENT_PASSWORD_REQUIRED');
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    await app.recordSecurityEvent(request, {
      action: input.failedAction,
      actorId: user.id,
      actorEmail: user.email,
      details: { reason: 'wrong password' },
    });
    await countFailedAttempt(app, { request, email: user.email, userId: user.id });
    throw forbidden(MESSAGES.currentPasswordIncorrect, 'WRONG_PASSWORD');
  }
}
