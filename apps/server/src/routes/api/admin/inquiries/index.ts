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
  inquirySchema,
} from '@landed/shared/schemas/inquiry';

import { actorOf } from '#server/operations/audit.ts';
import { updateInquiry } from '#server/operations/inquiries/update-inquiry.ts';
import { toInquiry } from '#server/plugins/app/inquiries/inquiries-repository.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

const errors = errorResponses(400, 401, 403, 404);

const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: 'Inquiries from the contact form, newest first',
        querystring: inquiryListQuerySchema,
        response: { 200: inquiryListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const [{ rows, total }, unread] = await Promise.all([
        app.inquiriesRepository.list(request.query),
        app.inquiriesRepository.countUnread(),
      ]);
      return { inquiries: rows.map(toInquiry), total, unread };
    },
  );

  // Who an inquiry can be assigned to: the admin team (not fixed names).
  app.get(
    '/assignees',
    {
      schema: {
        summary: 'The administrators an inquiry can be assigned to',
        response: { 200: assigneesResponseSchema, ...errors },
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
        response: { 200: z.object({ inquiry: inquirySchema }), ...errors },
      },
    },
    async (request) => {
      const row = await updateInquiry(app, {
        actor: actorOf(request),
        id: request.params.id,
        change: request.body,
      });
      return { inquiry: toInquiry(row) };
    },
  );
};

export default inquiriesRoutes;
