import type { FastifyInstance } from 'fastify';

import type { AdminRole } from '@landed/shared/constants';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';

// Adds an existing user to the admin team with a role (default Support Admin).
export async function addAdmin(
  app: FastifyInstance,
  { actor, email, role }: { actor: SignedInActor; email: string; role: AdminRole },
): Promise<UserRow> {
  return app.db.transaction(async (tx) => {
    const user = await app.usersRepository.findByEmail(email, tx);
    if (!user) throw notFound('No account uses that e-mail. Ask them to sign up first.');
    if (user.adminRole) throw conflict('That user is already on the admin team.', 'ALREADY_ADMIN');
    const updated = await app.usersRepository.update(user.id, { adminRole: role }, tx);
    await audit(app, {
      actor,
      action: 'admin.added',
      entity: { type: 'user', id: user.id },
      details: { email: user.email, before: null, after: role },
      tx,
    });
    return updated!;
  });
}
