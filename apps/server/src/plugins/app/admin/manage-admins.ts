import type { FastifyInstance } from 'fastify';

import type { AdminRole } from '@landed/shared/constants';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { AuthState, UserRow } from '#server/plugins/app/users/users-repository.ts';
import {
  LAST_SUPER_ADMIN,
  lockAdminChange,
  refuseLastSuperAdmin,
  requireSuperAdmin,
} from './admin-hierarchy.ts';

async function audit(
  app: FastifyInstance,
  tx: Parameters<FastifyInstance['auditRepository']['write']>[1],
  admin: AuthState,
  action: string,
  user: UserRow,
  details: Record<string, unknown>,
  ip: string,
) {
  await app.auditRepository.write(
    {
      category: 'admin',
      action,
      actorId: admin.id,
      actorEmail: admin.email,
      entityType: 'user',
      entityId: user.id,
      details: { email: user.email, ...details },
      ip,
    },
    tx,
  );
}

// Adds an existing user to the admin team with a role (default Support Admin).
export async function addAdmin(
  app: FastifyInstance,
  { admin, email, role, ip }: { admin: AuthState; email: string; role: AdminRole; ip: string },
) {
  return app.db.transaction(async (tx) => {
    const user = await app.usersRepository.findByEmail(email, tx);
    if (!user) throw notFound('No account uses that e-mail. Ask them to sign up first.');
    if (user.adminRole) throw conflict('That user is already on the admin team.', 'ALREADY_ADMIN');
    const updated = await app.usersRepository.update(user.id, { adminRole: role }, tx);
    await audit(app, tx, admin, 'admin.added', user, { before: null, after: role }, ip);
    return updated!;
  });
}

// Changes a team member's role, or removes them from the team (role null). There is always at
// least one active Super Admin: the count is taken under a lock (admin-hierarchy.ts).
export async function changeAdminRole(
  app: FastifyInstance,
  {
    admin,
    userId,
    role,
    ip,
  }: { admin: AuthState; userId: string; role: AdminRole | null; ip: string },
) {
  return app.db.transaction(async (tx) => {
    const locked = await lockAdminChange(app, tx, {
      actorId: admin.id,
      userId,
      notFoundMessage: 'Admin not found.',
    });
    const { user } = locked;
    if (!user.adminRole) throw notFound('Admin not found.');
    requireSuperAdmin(locked.actor);
    if (user.adminRole === role) return user;
    if (role !== 'Super Admin') refuseLastSuperAdmin(locked, LAST_SUPER_ADMIN);
    const updated = await app.usersRepository.update(user.id, { adminRole: role }, tx);
    await audit(
      app,
      tx,
      admin,
      role ? 'admin.role_changed' : 'admin.removed',
      user,
      { before: user.adminRole, after: role },
      ip,
    );
    return updated!;
  });
}
