import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';
import type { SignInResponse } from '@landed/shared/schemas/auth';

import { forbidden, unauthorized } from '#server/lib/http-errors.ts';
import { verifyPassword } from '#server/lib/passwords.ts';
import {
  countFailedAttempt,
  refuseLockedAccount,
} from '#server/operations/auth/count-failed-attempt.ts';

// Signs in with an e-mail address and password: a session, or (two-factor on) the challenge
// for the second step. Failed attempts count toward the lock-out of the address.
export async function signInWithPassword(
  app: FastifyInstance,
  input: { request: FastifyRequest; email: string; password: string },
): Promise<SignInResponse> {
  const { request, email, password } = input;
  const now = app.config.now();
  // The lock-out applies to the address whether or not an account exists, and is checked
  // before the password so a locked address cannot be probed.
  await refuseLockedAccount(app, { email });
  const user = await app.usersRepository.findByEmail(email);
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) {
    await app.recordSecurityEvent(request, {
      action: 'auth.login_failed',
      actorEmail: email,
      entityType: 'user',
      entityId: user?.id ?? '',
    });
    await countFailedAttempt(app, { request, email, userId: user?.id ?? null });
    throw unauthorized(MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  if (user.suspended) {
    await app.recordSecurityEvent(request, {
      action: 'auth.suspended_sign_in',
      actorId: user.id,
      actorEmail: email,
    });
    throw forbidden(MESSAGES.accountSuspended, 'ACCOUNT_SUSPENDED');
  }
  // With two-factor on, the password alone proves nothing yet: failed attempts are only
  // forgotten once the code is right too (a correct password must not reset the count of
  // wrong codes).
  if (!user.totpEnabledAt) {
    await app.usersRepository.clearFailedSignIns(email);
    await app.usersRepository.recordSignIn(user.id, now);
  }
  return app.twoFactor.signIn({ request, user, method: 'password' });
}
