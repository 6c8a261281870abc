import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  assigneesResponseSchema,
  updateInquiryBodySchema,
} from '@landed/shared/schemas/admin-content';
import { idParamsSchema } from '@landed/shared/schemas/common';
import {
  inquiryListQuerySchema,
  inquiryListResponseSchema,
  inquiryReplyBodySchema,
  inquirySchema,
} from '@landed/shared/schemas/inquiry';

import { actorOf, signedInActorOf } from '#server/operations/audit.ts';
import { replyToInquiry } from '#server/operations/inquiries/reply-to-inquiry.ts';
import { updateInquiry } from '#server/operations/inquiries/update-inquiry.ts';
import { toInquiry } from '#server/plugins/app/inquiries/inquiries-repository.ts';
import { errorResponses, schemaDefaults } from '#server/routes/route-schema.ts';

const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 404] });

  app.get(
    '/',
    {
      schema: {
        summary: 'Inquiries from the contact form, newest first',
        querystring: inquiryListQuerySchema,
        response: { 200: inquiryListResponseSchema },
      },
    },
    async (request) => {
      const repo = app.inquiriesRepository;
      const [{ rows, total }, unread] = await Promise.all([
        repo.list(request.query),
        repo.countUnread(),
      ]);
      const threads = await repo.repliesFor(rows.map((r) => r.id));
      return { inquiries: rows.map((r) => toInquiry(r, threads.get(r.id))), total, unread };
    },
  );

  // Who an inquiry can be assigned to: the admin team (not fixed names).
  app.get(
    '/assignees',
    {
      schema: {
        summary: 'The administrators an inquiry can be assigned to',
        response: { 200: assigneesResponseSchema },
      },
    },
    async () => {
      const admins = await app.usersRepository.listAdmins();
      return { assignees: admins.map((a) => ({ _id: a.id, name: a.name, email: a.email })) };
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        summary: 'Mark read or unread, assign, write an internal note',
        params: idParamsSchema,
        body: updateInquiryBodySchema,
        response: { 200: z.object({ inquiry: inquirySchema }) },
      },
    },
    async (request) => {
      const row = await updateInquiry(app, {
        actor: actorOf(request),
        id: request.params.id,
        change: request.body,
      });
      const threads = await app.inquiriesRepository.repliesFor([row.id]);
      return { inquiry: toInquiry(row, threads.get(row.id)) };
    },
  );

  // Answer by e-mail; the thread stays on the inquiry (docs/decisions/063).
  app.post(
    '/:id/replies',
    {
      schema: {
        summary: 'Reply to the inquirer by e-mail (the inquiry is quoted) and mark it Replied',
        params: idParamsSchema,
        body: inquiryReplyBodySchema,
        response: {
          201: z.object({ inquiry: inquirySchema }),
          ...errorResponses(429),
        },
      },
    },
    async (request, reply) => {
      const inquiry = await replyToInquiry(app, {
        actor: signedInActorOf(request),
        inquiryId: request.params.id,
        message: request.body.message,
      });
      return reply.code(201).send({ inquiry });
    },
  );
};

export default inquiriesRoutes;
