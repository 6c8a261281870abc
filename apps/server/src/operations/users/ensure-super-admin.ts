import type { FastifyInstance } from 'fastify';

import { passwordSchema } from '@landed/shared/schemas/common';

import { ConfigError } from '#server/config.ts';
import { hashPassword, isCommonPassword } from '#server/lib/passwords.ts';
import { claimProvedAddress } from '#server/operations/auth/claim-proved-address.ts';

// ADMIN_EMAIL / ADMIN_PASSWORD: the first Super Admin exists after every start-up. An existing
// user with that e-mail is promoted, keeping their own password, only when the address is
// proven theirs (users.email_verified) or start-up created the account itself: otherwise
// anyone who signed up with the owner's address first would become Super Admin
// (docs/decisions/052).
const PARTNER_NOT_PROMOTED =
  'ADMIN_EMAIL belongs to a partner user, who is never an administrator: it was not made Super Admin. Use another address.';
const NOT_PROMOTED =
  'ADMIN_EMAIL: the account with this address has no verified e-mail and was not created at start-up, so it is not made Super Admin. Verify the address (reset the password from that mailbox) or use another ADMIN_EMAIL.';

// Run at every start-up (jobs/ensure-super-admin.ts). Two instances starting together agree:
// the account is created once (the e-mail is unique; the loser's create returns nothing) and
// a promotion writes the same role twice.
export async function ensureSuperAdmin(app: FastifyInstance): Promise<void> {
  const { adminEmail, adminPassword } = app.config;
  if (!adminEmail || !adminPassword) return;
  const checked = passwordSchema.safeParse(adminPassword);
  if (!checked.success) {
    throw new ConfigError('ADMIN_PASSWORD', checked.error.issues[0]!.message);
  }
  if (isCommonPassword(adminPassword)) {
    throw new ConfigError('ADMIN_PASSWORD', 'is a common password; choose another');
  }
  const existing = await app.usersRepository.findByEmail(adminEmail);
  if (existing) {
    if (existing.adminRole === 'Super Admin') return;
    // A partner user is never an administrator (docs/decisions/091).
    if (existing.partnerId) {
      app.log.warn(PARTNER_NOT_PROMOTED);
      return;
    }
    if (!existing.emailVerified && !existing.createdByStartup) {
      app.log.warn(NOT_PROMOTED);
      return;
    }
    await app.usersRepository.update(existing.id, { adminRole: 'Super Admin' });
    await app.auditRepository.write({
      category: 'admin',
      action: 'admin.bootstrap_promoted',
      actorEmail: 'system',
      entityType: 'user',
      entityId: existing.id,
      details: { email: adminEmail, before: existing.adminRole, after: 'Super Admin' },
    });
    return;
  }
  const passwordHash = await hashPassword(adminPassword);
  // The operator vouches for ADMIN_EMAIL: the account starts verified, and what was kept
  // under the address (an inquiry, a subscription) is its own (docs/decisions/074).
  await app.db.transaction(async (tx) => {
    const created = await app.usersRepository.create(
      {
        name: 'Administrator',
        email: adminEmail,
        passwordHash,
        adminRole: 'Super Admin',
        emailVerified: true,
        createdByStartup: true,
      },
      tx,
    );
    if (!created) return;
    await claimProvedAddress(app, { userId: created.id, email: created.email }, tx);
    await app.auditRepository.write(
      {
        category: 'admin',
        action: 'admin.bootstrap_created',
        actorEmail: 'system',
        entityType: 'user',
        entityId: created.id,
        details: { email: adminEmail },
      },
      tx,
    );
  });
}
