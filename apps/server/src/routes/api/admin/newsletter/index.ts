import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify/sync';

import { errorResponseSchema } from '@landed/shared/schemas/common';

import { csvSafe } from '#server/lib/csv.ts';

// Newsletter subscribers as a CSV download (Content (CMS) tab).
const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      schema: {
        summary: 'Newsletter subscribers as CSV',
        response: { 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const rows = await app.newsletterRepository.listAll();
      const csv = stringify(
        rows.map((r) => [r.email, r.createdAt.toISOString()].map(csvSafe)),
        { header: true, columns: ['Email', 'Subscribed'] },
      );
      await app.auditRepository.write({
        category: 'admin',
        action: 'newsletter.exported',
        actorId: request.user!.id,
        actorEmail: request.user!.email,
        entityType: 'newsletter',
        details: { rows: rows.length },
        ip: request.ip,
      });
      const date = new Date().toISOString().slice(0, 10);
      return (reply as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="landed-newsletter-${date}.csv"`)
        .send(`\uFEFF${csv}`);
    },
  );
};

export default newsletterRoutes;
