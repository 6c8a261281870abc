import type { FastifyInstance, FastifyRequest } from 'fastify';

import { sendEmailLink } from '#server/operations/auth/send-email-link.ts';
import { findSignedInUser } from '#server/operations/users/find-signed-in-user.ts';

// Sends the signed-in user's e-mail confirmation link again, unless the address is verified
// already or the account has asked too often (a suspicious event, but no different answer).
export async function resendEmailConfirmation(
  app: FastifyInstance,
  { request }: { request: FastifyRequest },
): Promise<void> {
  const user = await findSignedInUser(app, request.user!.id);
  if (user.emailVerified) return;
  const outcome = await app.db.transaction((tx) =>
    sendEmailLink(app, { user, purpose: 'verify', tx }),
  );
  if (outcome === 'throttled') {
    await app.recordSecurityEvent(request, {
      category: 'suspicious',
      action: 'auth.email_verification_throttled',
      actorId: user.id,
      actorEmail: user.email,
    });
  }
}
