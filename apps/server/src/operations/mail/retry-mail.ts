import type { FastifyInstance } from 'fastify';

import { conflict } from '#server/lib/http-errors.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { OutboxRow } from '#server/plugins/app/mail/outbox-repository.ts';

// Sends a failed mail again (the outbox worker picks it up at once).
export async function retryMail(
  app: FastifyInstance,
  { actor, id }: { actor: Actor; id: string },
): Promise<OutboxRow> {
  const row = await app.outboxRepository.retry(id, app.config.now());
  if (!row) throw conflict('Only failed mail can be sent again.', 'NOT_FAILED');
  await audit(app, {
    actor,
    action: 'mail.retried',
    entity: { type: 'mail', id: row.id },
    details: { to: row.toAddress, template: row.template },
  });
  return row;
}
