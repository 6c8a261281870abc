// Opening an e-mail confirmation link (docs/decisions/050): no sign-in needed, as the link may
// be opened on another device than the one signed in.
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';

import { badRequest, conflict, forbidden } from '#server/lib/http-errors.ts';
import { hashSecretToken as hashLinkToken } from '#server/lib/secret-tokens.ts';
import { claimProvedAddress } from '#server/operations/auth/claim-proved-address.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';

const invalidLink = () => badRequest(MESSAGES.verifyLinkInvalid, 'VERIFY_LINK_INVALID');

// Opens a link: confirms the address, or moves the account to the new one (409 when another
// account has taken it meanwhile; the link then stays usable). Everything or nothing.
export async function confirmEmailAddress(
  app: FastifyInstance,
  { request, token }: { request: FastifyRequest; token: string },
): Promise<{ user: UserRow; changed: boolean }> {
  const now = app.config.now();
  const { user, changed, previousEmail } = await app.db.transaction(async (tx) => {
    const link = await app.emailVerificationsRepository.consume(hashLinkToken(token), now, tx);
    if (!link) throw invalidLink();
    const user = await app.usersRepository.lockById(link.userId, tx);
    // A password change or reset, sign-out everywhere or a Google takeover since the link
    // was sent retires it; so does a change of address for a `verify` link.
    if (!user || user.tokenVersion !== link.tokenVersion) throw invalidLink();
    if (user.suspended) throw forbidden(MESSAGES.accountSuspended, 'ACCOUNT_SUSPENDED');
    if (link.purpose === 'verify') {
      if (link.email !== user.email) throw invalidLink();
      const updated = await app.usersRepository.update(user.id, { emailVerified: true }, tx);
      await claimProvedAddress(app, { userId: user.id, email: user.email }, tx);
      return { user: updated!, changed: false, previousEmail: user.email };
    }
    const owner = await app.usersRepository.findByEmail(link.email, tx);
    if (owner && owner.id !== user.id) throw conflict(MESSAGES.emailTaken, 'EMAIL_TAKEN');
    const updated = await app.usersRepository.update(
      user.id,
      { email: link.email, emailVerified: true },
      tx,
    );
    // What the old address brought stays the account's by id; what waited under the new one
    // joins it.
    await claimProvedAddress(app, { userId: user.id, email: link.email }, tx);
    // Links sent to the old address, or other pending changes, are void now.
    await app.emailVerificationsRepository.retireAll(user.id, now, tx);
    return { user: updated!, changed: true, previousEmail: user.email };
  });
  await app.recordSecurityEvent(request, {
    action: changed ? 'auth.email_changed' : 'auth.email_verified',
    actorId: user.id,
    actorEmail: user.email,
    entityType: 'user',
    entityId: user.id,
    ...(changed ? { details: { from: previousEmail, to: user.email } } : {}),
  });
  return { user, changed };
}
