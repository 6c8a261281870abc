import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';

import { badRequest } from '#server/lib/http-errors.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '#server/lib/passwords.ts';
import {
  countFailedAttempt,
  refuseLockedAccount,
} from '#server/operations/auth/count-failed-attempt.ts';
import { audit } from '#server/operations/audit.ts';
import { findSignedInUser } from '#server/operations/users/find-signed-in-user.ts';

// Changes the signed-in user's password, given the current one: every other session is signed
// out, and the request's own goes on with the new token this answers. A wrong current password
// counts toward the sign-in lock-out (issue 24).
export async function changePassword(
  app: FastifyInstance,
  input: { request: FastifyRequest; currentPassword: string; newPassword: string },
): Promise<string> {
  const { request, currentPassword, newPassword } = input;
  const sessionId = request.sessionId!;
  const user = await findSignedInUser(app, request.user!.id);
  // 400, not 401: a wrong current password must not end the session in the browser.
  if (!user.passwordHash) {
    throw badRequest(
      'This account has no password yet: use Forgot password to set one.',
      'NO_PASSWORD',
    );
  }
  await refuseLockedAccount(app, { email: user.email });
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    await app.recordSecurityEvent(request, {
      action: 'auth.password_change_failed',
      actorId: user.id,
      actorEmail: user.email,
    });
    await countFailedAttempt(app, { request, email: user.email, userId: user.id });
    throw badRequest('currentPassword: Current password is incorrect.', 'WRONG_PASSWORD');
  }
  if (isCommonPassword(newPassword)) {
    throw badRequest(MESSAGES.passwordTooCommon, 'PASSWORD_TOO_COMMON');
  }
  return app.db.transaction(async (tx) => {
    await app.usersRepository.update(
      user.id,
      { passwordHash: await hashPassword(newPassword) },
      tx,
    );
    // The other sessions end; this one goes on with a new token (the old one stops too).
    const tokenVersion = await app.usersRepository.bumpTokenVersion(user.id, tx);
    await app.sessionsRepository.endAll(
      { userId: user.id, now: app.config.now(), reason: 'password_changed', keep: sessionId },
      tx,
    );
    const signed = await app.tokens.sign({ id: user.id, tokenVersion: tokenVersion!, sessionId });
    await app.sessionsRepository.extend(sessionId, signed.expiresAt, tx);
    await audit(app, {
      actor: { id: user.id, email: user.email, ip: request.ip },
      action: 'auth.password_changed',
      entity: { type: 'user', id: user.id },
      category: 'security',
      tx,
    });
    return signed.token;
  });
}
