import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';
import type { UpdateMeBody } from '@landed/shared/schemas/user';

import { conflict, unauthorized } from '#server/lib/http-errors.ts';
import { sendEmailLink } from '#server/operations/auth/send-email-link.ts';
import { confirmAccountOwner } from '#server/operations/users/confirm-account-owner.ts';
import { findSignedInUser } from '#server/operations/users/find-signed-in-user.ts';
import type { UserPatch, UserRow } from '#server/plugins/app/users/users-repository.ts';

// Updates the signed-in user's name, profile and language now. A new e-mail address needs the owner's
// confirmation and changes only when the link sent to it is opened (docs/decisions/050):
// `pendingEmail` is that address.
export async function updateAccount(
  app: FastifyInstance,
  { request, changes }: { request: FastifyRequest; changes: UpdateMeBody },
): Promise<{ user: UserRow; pendingEmail?: string }> {
  const { name, email, profile, locale, currentPassword } = changes;
  const current = request.user!;
  const patch: UserPatch = {};
  if (name !== undefined) patch.name = name;
  if (locale !== undefined) patch.locale = locale;
  const newEmail = email !== undefined && email !== current.email ? email : undefined;
  let account: UserRow | undefined;
  if (newEmail) {
    account = await findSignedInUser(app, current.id);
    // The current password, or a fresh sign-in for an account without one.
    await confirmAccountOwner(app, {
      request,
      user: account,
      currentPassword,
      passwordRequired: MESSAGES.currentPasswordRequired,
      recentSignInRequired: MESSAGES.recentSignInRequired,
      failedAction: 'auth.email_change_failed',
    });
    const owner = await app.usersRepository.findByEmail(newEmail);
    if (owner) throw conflict(MESSAGES.emailTaken, 'EMAIL_TAKEN');
  }
  if (profile) {
    if (profile.firstName !== undefined) patch.firstName = profile.firstName;
    if (profile.lastName !== undefined) patch.lastName = profile.lastName;
    if (profile.type !== undefined) patch.userType = profile.type;
    if (profile.phone !== undefined) patch.phone = profile.phone;
    if (profile.university !== undefined) patch.university = profile.university;
  }
  // The rest of the profile changes now, with the link to the new address (if any).
  const user = await app.db.transaction(async (tx) => {
    const updated = await app.usersRepository.update(current.id, patch, tx);
    if (updated && newEmail) {
      await sendEmailLink(app, {
        user: { ...updated, tokenVersion: account!.tokenVersion },
        purpose: 'change',
        newEmail,
        tx,
      });
    }
    return updated;
  });
  if (!user) throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
  if (!newEmail) return { user };
  await app.recordSecurityEvent(request, {
    action: 'auth.email_change_requested',
    actorId: user.id,
    actorEmail: user.email,
    entityType: 'user',
    entityId: user.id,
    details: { to: newEmail },
  });
  return { user, pendingEmail: newEmail };
}
