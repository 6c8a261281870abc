import type { FastifyInstance, FastifyRequest } from 'fastify';

import { PRIVACY_MESSAGES } from '@landed/shared/schemas/privacy';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import {
  lockAdminChange,
  requireSuperAdminForAnotherAdmin,
} from '#server/operations/admin-users/lock-admin-change.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { confirmAccountOwner } from '#server/operations/users/confirm-account-owner.ts';
import type { DbOrTx } from '#server/db/client.ts';

// Erases an account (docs/decisions/065), in one transaction: its personal data goes at once;
// bookings, payments and invoices stay for the accounts, anonymised. The last active Super
// Admin cannot go (409): there would be nobody left to run the business.
async function erase(
  app: FastifyInstance,
  { userId, tx }: { userId: string; tx: DbOrTx },
): Promise<{ email: string; adminRole: string | null }> {
  const user = await app.usersRepository.lockById(userId, tx);
  if (!user || user.deletedAt) throw notFound('User not found.');
  // An arrival still to come has a driver and staff counting on it: it is cancelled first.
  if ((await app.personalDataRepository.openBookings(user.id, tx)) > 0) {
    throw conflict(PRIVACY_MESSAGES.openBookings, 'OPEN_BOOKINGS');
  }
  if (user.adminRole === 'Super Admin') {
    const supers = await app.usersRepository.lockActiveSuperAdmins(tx);
    if (supers.length <= 1 && supers.includes(user.id)) {
      throw conflict(PRIVACY_MESSAGES.lastSuperAdmin, 'LAST_SUPER_ADMIN');
    }
  }
  await app.personalDataRepository.erase(
    { userId: user.id, email: user.email, name: user.name, addressProved: user.emailVerified },
    tx,
  );
  // A partner's stored upload may still name the student (docs/decisions/106).
  await app.partnerBookingsRepository.scrubImportRows(user.email, tx);
  return { email: user.email, adminRole: user.adminRole };
}

// "Delete my account": the owner, with the password (or a recent sign-in without one).
export async function deleteOwnAccount(
  app: FastifyInstance,
  { request, currentPassword }: { request: FastifyRequest; currentPassword: string | undefined },
): Promise<void> {
  const user = await app.usersRepository.findById(request.user!.id);
  if (!user) throw notFound('User not found.');
  await confirmAccountOwner(app, {
    request,
    user,
    currentPassword,
    passwordRequired: PRIVACY_MESSAGES.passwordRequired,
    recentSignInRequired: PRIVACY_MESSAGES.recentSignInRequired,
    failedAction: 'security.account_delete_failed',
  });
  await app.db.transaction(async (tx) => {
    const erased = await erase(app, { userId: user.id, tx });
    // The log says an account went, not whose: its e-mail is erased everywhere else too.
    await audit(app, {
      actor: { id: user.id, email: '[deleted]', ip: request.ip },
      category: 'security',
      action: 'user.deleted',
      entity: { type: 'user', id: user.id },
      details: { by: 'owner', wasAdmin: Boolean(erased.adminRole) },
      tx,
    });
  });
}

// An administrator deletes a user's account (Super Admin, Support Admin; an administrator's
// account only a Super Admin, as for suspending).
export async function deleteUserAccount(
  app: FastifyInstance,
  { actor, userId }: { actor: SignedInActor; userId: string },
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const locked = await lockAdminChange(app, { tx, actorId: actor.id, userId });
    requireSuperAdminForAnotherAdmin(locked);
    const erased = await erase(app, { userId, tx });
    await audit(app, {
      actor,
      action: 'user.deleted',
      entity: { type: 'user', id: userId },
      details: { by: 'administrator', wasAdmin: Boolean(erased.adminRole) },
      tx,
    });
  });
}
