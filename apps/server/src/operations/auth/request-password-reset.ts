// Password recovery, its first half (public §2 Forgot password, DECISIONS "Accounts",
// docs/decisions/031-password-reset.md): a link by mail, for an address that may or may not
// have an account.
import { setTimeout as sleep } from 'node:timers/promises';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import { localeOf, localizedPath } from '@landed/shared/locales';

import {
  hashSecretToken as hashResetToken,
  newSecretToken as newResetToken,
} from '#server/lib/secret-tokens.ts';

// Every forgot-password answer takes at least this long, whether or not the address has an
// account, so the time taken does not tell which addresses are registered.
export const FORGOT_PASSWORD_MIN_MS = 250;

// Mails a reset link to the address's account, if it has one (at most 5 links an hour); the
// caller answers the same either way.
export async function requestPasswordReset(
  app: FastifyInstance,
  { request, email }: { request: FastifyRequest; email: string },
): Promise<void> {
  const started = performance.now();
  try {
    const user = await app.usersRepository.findByEmail(email);
    // A suspended account gets no link: it could not sign in with it anyway.
    if (user && !user.suspended) {
      const token = newResetToken();
      const now = app.config.now();
      const outcome = await app.db.transaction(async (tx) => {
        const issued = await app.passwordResetsRepository.issue(
          { userId: user.id, tokenHash: hashResetToken(token), now },
          tx,
        );
        if (issued === 'issued') {
          await app.mail.enqueue(
            {
              template: 'password-reset',
              to: user.email,
              data: {
                name: user.name,
                // The page in the account's language, as the mail is (decision 081).
                resetUrl: `${app.config.appUrl}${localizedPath('/reset-password', localeOf(user.locale))}?token=${token}`,
              },
              locale: user.locale,
            },
            tx,
          );
        }
        return issued;
      });
      await app.recordSecurityEvent(request, {
        category: outcome === 'issued' ? 'security' : 'suspicious',
        action:
          outcome === 'issued' ? 'auth.password_reset_requested' : 'auth.password_reset_throttled',
        actorId: user.id,
        actorEmail: user.email,
        entityType: 'user',
        entityId: user.id,
      });
    }
  } finally {
    const remaining = FORGOT_PASSWORD_MIN_MS - (performance.now() - started);
    if (remaining > 0) await sleep(remaining);
  }
}
