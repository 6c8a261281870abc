import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { logsQuerySchema, logsResponseSchema } from '@landed/shared/schemas/admin';

import { errorResponses } from '#server/routes/route-schema.ts';

const logsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: 'Administrator actions and security events, filtered and paged',
        querystring: logsQuerySchema,
        response: { 200: logsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { limit, page, ...filters } = request.query;
      const { rows, total } = await app.auditRepository.list(filters, { limit, page });
      return {
        logs: rows.map((r) => ({
          _id: r.id,
          date: r.createdAt.toISOString(),
          category: r.category,
          action: r.action,
          user: r.actorEmail,
          entityType: r.entityType,
          entityId: r.entityId,
          details: r.details,
          ip: r.ip,
        })),
        total,
      };
    },
  );
};

export default logsRoutes;
