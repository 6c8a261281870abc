// The per-account lock-out (10 failures in 15 minutes lock the address for 15 minutes), shared
// by everything that checks a secret: the sign-in and its second step, and, inside a session,
// the current password and two-factor codes that guard account changes (issue 24). Someone
// holding a stolen session cannot go on guessing the password there once sign-in would stop
// them, and their guesses lock the sign-in too.
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';

import { tooManyRequests } from '#server/lib/http-errors.ts';

// Checked before the secret, so a locked account cannot be probed (429, as at sign-in).
export async function refuseLockedAccount(
  app: FastifyInstance,
  { email }: { email: string },
): Promise<void> {
  if (await app.usersRepository.lockedUntil(email, app.config.now())) {
    throw tooManyRequests(MESSAGES.accountLocked, 'ACCOUNT_LOCKED');
  }
}

// Counts one wrong password or code; the failure that locks the address is logged as such.
// Returns whether it did.
export async function countFailedAttempt(
  app: FastifyInstance,
  { request, email, userId }: { request: FastifyRequest; email: string; userId: string | null },
): Promise<boolean> {
  const locked = await app.usersRepository.recordFailedSignIn(email, app.config.now());
  if (locked) {
    await app.recordSecurityEvent(request, {
      category: 'suspicious',
      action: 'auth.locked_out',
      actorEmail: email,
      entityType: 'user',
      entityId: userId ?? '',
      details: { reason: '10 failed sign-ins within 15 minutes' },
    });
  }
  return locked;
}
