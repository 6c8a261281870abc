import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { gstReportQuerySchema, gstReportSchema } from '@landed/shared/schemas/reports';

import { sendCsv } from '#server/lib/csv.ts';
import { getGstReport, gstReportCsv } from '#server/operations/reports/get-gst-report.ts';
import { COSTLY_ROUTE_LIMITS, perAccount } from '#server/plugins/external/rate-limit.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

// Reports for the accountant (docs/decisions/090): the Super Admin's, like the bank details.
const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gst',
    {
      config: { rateLimit: perAccount(COSTLY_ROUTE_LIMITS.gstReport) },
      schema: {
        summary: 'GST by quarter: sales, refunds, their GST and the net (JSON, or CSV)',
        description:
          '`quarter` is a calendar quarter (2027-Q1 = January to March 2027), in Melbourne dates. Sales are the invoices issued in it, refunds the adjustment notes issued in it. `format=csv` downloads the same as a CSV file.',
        querystring: gstReportQuerySchema,
        response: { 200: gstReportSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const report = await getGstReport(app, { quarter: request.query.quarter });
      if (request.query.format !== 'csv') return report;
      return sendCsv(reply as FastifyReply, {
        name: `gst-${report.quarter}`,
        csv: gstReportCsv(report),
      });
    },
  );
};

export default reportsRoutes;
