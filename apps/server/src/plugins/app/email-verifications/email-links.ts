// Sending and opening the links that prove an e-mail address (docs/decisions/050).
import type { FastifyInstance } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';

import type { DbOrTx } from '#server/db/client.ts';
import { badRequest, conflict, forbidden } from '#server/lib/http-errors.ts';
import {
  hashSecretToken as hashLinkToken,
  newSecretToken as newLinkToken,
} from '#server/lib/secret-tokens.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';
import type { EmailLinkPurpose } from './email-verifications-repository.ts';

type LinkUser = Pick<UserRow, 'id' | 'name' | 'email' | 'tokenVersion'>;

// `verify`: a link to confirm the user's own address. `change`: a link to `newEmail` that
// moves the account there when opened, plus a notice to the current address (ASVS 2.2.3).
// Both mails commit with `tx`. 'throttled' when the account has asked too often: no mail.
export async function sendEmailLink(
  app: FastifyInstance,
  input: { user: LinkUser; purpose: EmailLinkPurpose; newEmail?: string },
  tx: DbOrTx,
): Promise<'issued' | 'throttled'> {
  const { user, purpose } = input;
  const email = purpose === 'change' ? input.newEmail! : user.email;
  const token = newLinkToken();
  const outcome = await app.emailVerificationsRepository.issue(
    {
      userId: user.id,
      purpose,
      email,
      tokenHash: hashLinkToken(token),
      tokenVersion: user.tokenVersion,
      now: app.config.now(),
    },
    tx,
  );
  if (outcome === 'throttled') return outcome;
  const url = `${app.config.appUrl}/verify-email?token=${token}`;
  if (purpose === 'verify') {
    await app.mail.enqueue(
      { template: 'verify-email', to: email, data: { name: user.name, verifyUrl: url } },
      tx,
    );
  } else {
    await app.mail.enqueue(
      {
        template: 'email-change-confirm',
        to: email,
        data: { name: user.name, newEmail: email, confirmUrl: url },
      },
      tx,
    );
    await app.mail.enqueue(
      {
        template: 'email-change-notice',
        to: user.email,
        data: { name: user.name, newEmail: email },
      },
      tx,
    );
  }
  return outcome;
}

const invalidLink = () => badRequest(MESSAGES.verifyLinkInvalid, 'VERIFY_LINK_INVALID');

// Opens a link: confirms the address, or moves the account to the new one (409 when another
// account has taken it meanwhile; the link then stays usable). Everything or nothing.
export async function openEmailLink(
  app: FastifyInstance,
  token: string,
): Promise<{ user: UserRow; changed: boolean; previousEmail: string }> {
  const now = app.config.now();
  return app.db.transaction(async (tx) => {
    const link = await app.emailVerificationsRepository.consume(hashLinkToken(token), now, tx);
    if (!link) throw invalidLink();
    const user = await app.usersRepository.findByIdForUpdate(link.userId, tx);
    // A password change or reset, sign-out everywhere or a Google takeover since the link
    // was sent retires it; so does a change of address for a `verify` link.
    if (!user || user.tokenVersion !== link.tokenVersion) throw invalidLink();
    if (user.suspended) throw forbidden(MESSAGES.accountSuspended, 'ACCOUNT_SUSPENDED');
    if (link.purpose === 'verify') {
      if (link.email !== user.email) throw invalidLink();
      const updated = await app.usersRepository.update(user.id, { emailVerified: true }, tx);
      return { user: updated!, changed: false, previousEmail: user.email };
    }
    const owner = await app.usersRepository.findByEmail(link.email, tx);
    if (owner && owner.id !== user.id) throw conflict(MESSAGES.emailTaken, 'EMAIL_TAKEN');
    const updated = await app.usersRepository.update(
      user.id,
      { email: link.email, emailVerified: true },
      tx,
    );
    // Links sent to the old address, or other pending changes, are void now.
    await app.emailVerificationsRepository.retireAll(user.id, now, tx);
    return { user: updated!, changed: true, previousEmail: user.email };
  });
}
