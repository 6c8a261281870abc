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

import { badRequest, notFound } from '#server/lib/http-errors.ts';
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
      const { status, assigned, note } = request.body;
      const row = await app.db.transaction(async (tx) => {
        const before = await app.inquiriesRepository.lock(request.params.id, tx);
        if (!before) throw notFound('Inquiry not found.');
        if (assigned) {
          const member = await app.usersRepository.findById(assigned, tx);
          if (!member?.adminRole)
            throw badRequest('assigned: Choose a member of the admin team.', 'NOT_ADMIN');
        }
        const updated = await app.inquiriesRepository.update(
          before.id,
          {
            ...(status !== undefined ? { status } : {}),
            ...(assigned !== undefined ? { assignedTo: assigned } : {}),
            ...(note !== undefined ? { note } : {}),
          },
          tx,
        );
        await app.auditRepository.write(
          {
            category: 'admin',
            action: 'inquiry.updated',
            actorId: request.user!.id,
            actorEmail: request.user!.email,
            entityType: 'inquiry',
            entityId: before.id,
            details: {
              before: { status: before.status, assigned: before.assignedTo },
              after: { status: updated!.status, assigned: updated!.assignedTo },
              ...(note !== undefined && note !== before.note ? { noteChanged: true } : {}),
            },
            ip: request.ip,
          },
          tx,
        );
        return updated!;
      });
      return { inquiry: toInquiry(row) };
    },
  );
};

export default inquiriesRoutes;
