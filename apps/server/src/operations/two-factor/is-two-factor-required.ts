import type { FastifyInstance } from 'fastify';

import type { UserRow } from '#server/plugins/app/users/users-repository.ts';

// Whether the user may not go without two-factor sign-in: an administrator or a partner user
// (who sees many students' arrivals; docs/decisions/091) while ADMIN_MFA=required
// (docs/decisions/054).
export function isTwoFactorRequired(
  app: FastifyInstance,
  user: Pick<UserRow, 'adminRole' | 'partnerId'>,
): boolean {
  return app.config.adminMfa === 'required' && (user.adminRole !== null || user.partnerId !== null);
}
