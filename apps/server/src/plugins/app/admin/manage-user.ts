import type { FastifyInstance } from 'fastify';

import type { OnboardingStatus, OnboardingStepKey } from '@landed/shared/constants';

import { forbidden, notFound } from '#server/lib/http-errors.ts';
import type { AuthState } from '#server/plugins/app/users/users-repository.ts';
import {
  LAST_SUPER_ADMIN_SUSPENDED,
  lockAdminChange,
  refuseLastSuperAdmin,
  requireSuperAdmin,
} from './admin-hierarchy.ts';

// Suspend or reactivate a user, or write notes. Suspension also ends every session the user
// has, so they stay signed out even after a later reactivation. An administrator's suspension
// follows admin-hierarchy.ts.
export async function updateUserByAdmin(
  app: FastifyInstance,
  {
    admin,
    userId,
    suspended,
    notes,
    ip,
  }: {
    admin: AuthState;
    userId: string;
    suspended?: boolean | undefined;
    notes?: string | undefined;
    ip: string;
  },
) {
  return app.db.transaction(async (tx) => {
    const locked = await lockAdminChange(app, tx, {
      actorId: admin.id,
      userId,
      notFoundMessage: 'User not found.',
    });
    const { user } = locked;
    if (suspended !== undefined && suspended !== user.suspended) {
      // Support Admins suspend ordinary users; an administrator only a Super Admin (052).
      if (user.adminRole && user.id !== admin.id) requireSuperAdmin(locked.actor);
      if (suspended) refuseLastSuperAdmin(locked, LAST_SUPER_ADMIN_SUSPENDED);
    }
    if (suspended === true && user.id === admin.id)
      throw forbidden('You cannot suspend your own account.', 'SELF_SUSPEND');
    if (suspended !== undefined && suspended !== user.suspended) {
      await app.usersRepository.update(user.id, { suspended }, tx);
      if (suspended) {
        await app.sessionsRepository.endAll(
          { userId: user.id, now: app.config.now(), reason: 'suspended' },
          tx,
        );
      }
      await app.auditRepository.write(
        {
          category: 'admin',
          action: suspended ? 'user.suspended' : 'user.reactivated',
          actorId: admin.id,
          actorEmail: admin.email,
          entityType: 'user',
          entityId: user.id,
          details: {
            email: user.email,
            before: user.suspended ? 'Suspended' : 'Active',
            after: suspended ? 'Suspended' : 'Active',
          },
          ip,
        },
        tx,
      );
    }
    if (notes !== undefined && notes !== user.notes) {
      await app.usersRepository.update(user.id, { notes }, tx);
      await app.auditRepository.write(
        {
          category: 'admin',
          action: 'user.notes_updated',
          actorId: admin.id,
          actorEmail: admin.email,
          entityType: 'user',
          entityId: user.id,
          details: { email: user.email },
          ip,
        },
        tx,
      );
    }
  });
}

// Ends every session of the user, written to the log with how many ended.
export async function revokeSessionsByAdmin(
  app: FastifyInstance,
  { admin, userId, ip }: { admin: AuthState; userId: string; ip: string },
): Promise<number> {
  return app.db.transaction(async (tx) => {
    const user = await app.usersRepository.findById(userId, tx);
    if (!user) throw notFound('User not found.');
    const ended = await app.sessionsRepository.endAll(
      { userId, now: app.config.now(), reason: 'revoked_by_admin' },
      tx,
    );
    await app.auditRepository.write(
      {
        category: 'admin',
        action: 'user.sessions_revoked',
        actorId: admin.id,
        actorEmail: admin.email,
        entityType: 'user',
        entityId: user.id,
        details: { email: user.email, ended },
        ip,
      },
      tx,
    );
    return ended;
  });
}

export async function setOnboardingStepByAdmin(
  app: FastifyInstance,
  {
    admin,
    userId,
    step,
    status,
    ip,
  }: {
    admin: AuthState;
    userId: string;
    step: OnboardingStepKey;
    status: OnboardingStatus;
    ip: string;
  },
) {
  return app.db.transaction(async (tx) => {
    const user = await app.usersRepository.findById(userId, tx);
    if (!user) throw notFound('User not found.');
    const before = (await app.onboardingRepository.list(userId, tx)).find(
      (s) => s.key === step,
    )!.status;
    if (before === status) return;
    await app.onboardingRepository.set(userId, step, status, tx);
    await app.auditRepository.write(
      {
        category: 'admin',
        action: 'onboarding.step_set',
        actorId: admin.id,
        actorEmail: admin.email,
        entityType: 'user',
        entityId: userId,
        details: { email: user.email, step, before, after: status },
        ip,
      },
      tx,
    );
  });
}
