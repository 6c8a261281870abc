import type { FastifyInstance } from 'fastify';

import { ensureSuperAdmin } from '#server/operations/users/ensure-super-admin.ts';

// At start-up: ADMIN_EMAIL / ADMIN_PASSWORD make or promote the first Super Admin
// (docs/decisions/052). A bad ADMIN_PASSWORD stops the start.
export default async function ensureSuperAdminJob(app: FastifyInstance): Promise<void> {
  await ensureSuperAdmin(app);
}
