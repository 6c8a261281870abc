import type { FastifyInstance } from 'fastify';

import { toCsv } from '#server/lib/csv.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';

// The (filtered) user list as CSV; an export of personal data is logged with its size.
export async function exportUsers(
  app: FastifyInstance,
  { actor, search }: { actor: Actor; search?: string | undefined },
): Promise<string> {
  const rows = await app.usersRepository.exportForAdmin(search);
  const csv = toCsv({
    columns: ['Name', 'Email', 'Type', 'University', 'Phone', 'Status', 'Admin role', 'Registered'],
    rows: rows.map((r) => [
      r.name,
      r.email,
      r.userType,
      r.university,
      r.phone,
      r.suspended ? 'Suspended' : 'Active',
      r.adminRole ?? '',
      r.createdAt.toISOString(),
    ]),
  });
  await audit(app, {
    actor,
    action: 'users.exported',
    entity: { type: 'user' },
    details: { search: search ?? '', rows: rows.length },
  });
  return csv;
}
