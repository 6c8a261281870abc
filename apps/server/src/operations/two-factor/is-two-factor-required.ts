import type { FastifyInstance } from 'fastify';

import type { UserRow } from '#server/plugins/app/users/users-repository.ts';

// Whether the user may not go without two-factor sign-in: an administrator while
// ADMIN_MFA=required (docs/decisions/054).
export function isTwoFactorRequired(
  app: FastifyInstance,
  user: Pick<UserRow, 'adminRole'>,
): boolean {
  return app.config.adminMfa === 'required' && user.adminRole !== null;
}
