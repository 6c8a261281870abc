import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';
import type { Locale } from '@landed/shared/locales';
import type { AuthResponse } from '@landed/shared/schemas/auth';

import type { DbOrTx } from '#server/db/client.ts';
import { badRequest, conflict } from '#server/lib/http-errors.ts';
import { hashPassword, isCommonPassword } from '#server/lib/passwords.ts';
import { sendEmailLink } from '#server/operations/auth/send-email-link.ts';
import { toSessionUser } from '#server/plugins/app/users/users-repository.ts';

async function invitedNow(
  app: FastifyInstance,
  { email, tx }: { email: string; tx: DbOrTx },
): Promise<boolean> {
  const now = app.config.now();
  const open = await app.invitationsRepository.openTo(email, tx);
  return open.some((invitation) => invitation.expiresAt > now);
}

// Creates an account with a password and signs it in; a link to confirm its address goes out,
// both mails in the account's language (English unless the sign-up page said otherwise).
export async function registerAccount(
  app: FastifyInstance,
  input: {
    request: FastifyRequest;
    name: string;
    email: string;
    password: string;
    locale?: Locale | undefined;
  },
): Promise<AuthResponse> {
  const { request, name, email, password, locale = 'en' } = input;
  if (isCommonPassword(password)) {
    throw badRequest(MESSAGES.passwordTooCommon, 'PASSWORD_TOO_COMMON');
  }
  const passwordHash = await hashPassword(password);
  // The account, its welcome mail and the link confirming its address commit together.
  const user = await app.db.transaction(async (tx) => {
    const created = await app.usersRepository.create(
      { name, email, passwordHash, locale, lastSignInAt: app.config.now() },
      tx,
    );
    // An address someone has invited (staff or a partner) is proved by accepting the
    // invitation, and gets the welcome of what it was invited to: neither the student's welcome
    // nor a link to confirm it (issue 33 item 5).
    if (created && !(await invitedNow(app, { email: created.email, tx }))) {
      await app.mail.enqueue(
        { template: 'welcome', to: created.email, data: { name }, locale: created.locale },
        tx,
      );
      await sendEmailLink(app, { user: created, purpose: 'verify', tx });
    }
    return created;
  });
  if (!user) throw conflict(MESSAGES.emailTaken, 'EMAIL_TAKEN');
  const token = await app.startSession(request, user);
  return { token, user: toSessionUser(user) };
}
