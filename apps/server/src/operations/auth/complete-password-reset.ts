// Password recovery, its second half (docs/decisions/031-password-reset.md): a new password
// with the link from the mail, and a sign-in.
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';
import type { SignInResponse } from '@landed/shared/schemas/auth';

import { badRequest, forbidden } from '#server/lib/http-errors.ts';
import { hashPassword, isCommonPassword } from '#server/lib/passwords.ts';
import { hashSecretToken as hashResetToken } from '#server/lib/secret-tokens.ts';
import { claimProvedAddress } from '#server/operations/auth/claim-proved-address.ts';

const invalidLink = () => badRequest(MESSAGES.resetLinkInvalid, 'RESET_LINK_INVALID');

// Sets the new password, ends every session of the user (their tokens stop working) and signs
// in: a session, or (two-factor on) the challenge for the second step.
export async function completePasswordReset(
  app: FastifyInstance,
  input: { request: FastifyRequest; token: string; password: string },
): Promise<SignInResponse> {
  const { request, token, password } = input;
  const now = app.config.now();
  const tokenHash = hashResetToken(token);
  const userId = await app.passwordResetsRepository.findValid(tokenHash, now);
  const user = userId ? await app.usersRepository.findById(userId) : undefined;
  if (!user) throw invalidLink();
  if (user.suspended) throw forbidden(MESSAGES.accountSuspended, 'ACCOUNT_SUSPENDED');
  if (isCommonPassword(password)) {
    throw badRequest(MESSAGES.passwordTooCommon, 'PASSWORD_TOO_COMMON');
  }
  const passwordHash = await hashPassword(password);
  // Using the link, setting the password and revoking every earlier token happen
  // together; of two concurrent uses of one link, only one gets here.
  const updated = await app.db.transaction(async (tx) => {
    if ((await app.passwordResetsRepository.consume(tokenHash, now, tx)) !== user.id) {
      return undefined;
    }
    // The link reached the user's mailbox, so the address is theirs.
    await app.usersRepository.update(
      user.id,
      { passwordHash, emailVerified: true, lastSignInAt: now },
      tx,
    );
    await app.usersRepository.bumpTokenVersion(user.id, tx);
    await app.sessionsRepository.endAll({ userId: user.id, now, reason: 'password_reset' }, tx);
    await claimProvedAddress(app, { userId: user.id, email: user.email }, tx);
    if (!user.emailVerified) {
      // The address had never been proved: whoever registered it may not own the mailbox, and
      // an authenticator they set up would keep the owner at the code step of their own
      // account. It goes, as when Google proves the address (decisions 054, 074).
      await app.mfaRepository.disable(user.id, now, tx);
      await app.emailVerificationsRepository.retireAll(user.id, now, tx);
    }
    const row = await app.usersRepository.findById(user.id, tx);
    // The mailbox is one factor: a user with two-factor on still gives a code.
    return (
      row && {
        user: row,
        answer: await app.twoFactor.signIn({ request, user: row, method: 'password_reset' }, tx),
      }
    );
  });
  if (!updated) throw invalidLink();
  const { user: reset, answer } = updated;
  // A lock-out from failed sign-ins is what often sends people here. Not with two-factor
  // on: the link must not wipe the count of wrong codes.
  if (!reset.totpEnabledAt) await app.usersRepository.clearFailedSignIns(reset.email);
  await app.recordSecurityEvent(request, {
    action: 'auth.password_reset',
    actorId: reset.id,
    actorEmail: reset.email,
    entityType: 'user',
    entityId: reset.id,
    ...(user.emailVerified
      ? {}
      : { details: { emailWasVerified: false, twoFactorRemoved: Boolean(user.totpEnabledAt) } }),
  });
  return answer;
}
