// Sending the links that prove an e-mail address (docs/decisions/050): shared by sign-up, the
// resend button and a change of address.
import type { FastifyInstance } from 'fastify';

import { localeOf, localizedPath } from '@landed/shared/locales';

import type { DbOrTx } from '#server/db/client.ts';
import {
  hashSecretToken as hashLinkToken,
  newSecretToken as newLinkToken,
} from '#server/lib/secret-tokens.ts';
import type { EmailLinkPurpose } from '#server/plugins/app/email-verifications/email-verifications-repository.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';

type LinkUser = Pick<UserRow, 'id' | 'name' | 'email' | 'tokenVersion' | 'locale'>;

// `verify`: a link to confirm the user's own address. `change`: a link to `newEmail` that
// moves the account there when opened, plus a notice to the current address (ASVS 2.2.3).
// Both mails commit with `tx`. 'throttled' when the account has asked too often: no mail.
export async function sendEmailLink(
  app: FastifyInstance,
  input: { user: LinkUser; purpose: EmailLinkPurpose; newEmail?: string; tx: DbOrTx },
): Promise<'issued' | 'throttled'> {
  const { user, purpose, tx } = input;
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
  // The page in the account's language, as the mail is (docs/decisions/081).
  const url = `${app.config.appUrl}${localizedPath('/verify-email', localeOf(user.locale))}?token=${token}`;
  if (purpose === 'verify') {
    await app.mail.enqueue(
      {
        template: 'verify-email',
        to: email,
        data: { name: user.name, verifyUrl: url },
        locale: user.locale,
      },
      tx,
    );
  } else {
    await app.mail.enqueue(
      {
        template: 'email-change-confirm',
        to: email,
        data: { name: user.name, newEmail: email, confirmUrl: url },
        locale: user.locale,
      },
      tx,
    );
    await app.mail.enqueue(
      {
        template: 'email-change-notice',
        to: user.email,
        data: { name: user.name, newEmail: email },
        locale: user.locale,
      },
      tx,
    );
  }
  return outcome;
}
