import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';
import type { Locale } from '@landed/shared/locales';
import type { AuthResponse } from '@landed/shared/schemas/auth';

import { badRequest, conflict } from '#server/lib/http-errors.ts';
import { hashPassword, isCommonPassword } from '#server/lib/passwords.ts';
import { sendEmailLink } from '#server/operations/auth/send-email-link.ts';
import { toSessionUser } from '#server/plugins/app/users/users-repository.ts';

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
    if (created) {
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
