import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  outboxMailResponseSchema,
  outboxQuerySchema,
  outboxResponseSchema,
} from '@landed/shared/schemas/admin';
import type { OutboxMail } from '@landed/shared/schemas/admin';
import { idParamsSchema } from '@landed/shared/schemas/common';

import { actorOf } from '#server/operations/audit.ts';
import { retryMail } from '#server/operations/mail/retry-mail.ts';
import type { OutboxRow } from '#server/plugins/app/mail/outbox-repository.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';

// The body of a mail (it may hold a reset link) is never shown here.
function toOutboxMail(row: OutboxRow): OutboxMail {
  return {
    _id: row.id,
    template: row.template,
    to: row.toAddress,
    subject: row.subject,
    status: row.status as OutboxMail['status'],
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

// Mail and its delivery state, so an administrator can see what failed (issue: account
// recovery) and send it again.
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 404, 409] });

  app.get(
    '/',
    {
      schema: {
        summary: 'Mail and its delivery state',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema },
      },
    },
    async (request) => {
      const { items, total } = await app.outboxRepository.list(request.query);
      return { mail: items.map(toOutboxMail), total };
    },
  );

  app.post(
    '/:id/retry',
    {
      schema: {
        summary: 'Send a failed mail again',
        params: idParamsSchema,
        response: { 200: outboxMailResponseSchema },
      },
    },
    async (request) => {
      const row = await retryMail(app, { actor: actorOf(request), id: request.params.id });
      return { mail: toOutboxMail(row) };
    },
  );
};

export default outboxRoutes;
