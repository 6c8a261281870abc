import type { FastifyInstance } from 'fastify';

import { toCsv } from '#server/lib/csv.ts';
import {
  oneClickUnsubscribeUrl,
  unsubscribePageUrl,
  unsubscribeToken,
} from '#server/lib/unsubscribe-links.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';

// Newsletter subscribers as CSV (Content tab); the export is logged with its size.
export async function exportSubscribers(
  app: FastifyInstance,
  { actor }: { actor: Actor },
): Promise<string> {
  // Confirmed addresses only (double opt-in), each with its own unsubscribe link for the
  // mailing tool to put in the List-Unsubscribe header and the footer (docs/decisions/067).
  const rows = await app.newsletterRepository.listConfirmed();
  const { appUrl, jwtSecret } = app.config;
  const csv = toCsv({
    columns: ['Email', 'Subscribed', 'Unsubscribe link', 'One-click unsubscribe (POST)'],
    rows: rows.map((r) => {
      const token = unsubscribeToken({ secret: jwtSecret, subscriberId: r.id });
      return [
        r.email,
        (r.confirmedAt ?? r.createdAt).toISOString(),
        unsubscribePageUrl({ appUrl, token }),
        oneClickUnsubscribeUrl({ appUrl, token }),
      ];
    }),
  });
  await audit(app, {
    actor,
    action: 'newsletter.exported',
    entity: { type: 'newsletter' },
    details: { rows: rows.length },
  });
  return csv;
}
