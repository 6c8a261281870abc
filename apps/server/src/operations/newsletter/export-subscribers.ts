import type { FastifyInstance } from 'fastify';

import { toCsv } from '#server/lib/csv.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';

// Newsletter subscribers as CSV (Content tab); the export is logged with its size.
export async function exportSubscribers(
  app: FastifyInstance,
  { actor }: { actor: Actor },
): Promise<string> {
  const rows = await app.newsletterRepository.listAll();
  const csv = toCsv({
    columns: ['Email', 'Subscribed'],
    rows: rows.map((r) => [r.email, r.createdAt.toISOString()]),
  });
  await audit(app, {
    actor,
    action: 'newsletter.exported',
    entity: { type: 'newsletter' },
    details: { rows: rows.length },
  });
  return csv;
}
