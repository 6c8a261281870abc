import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  partnerInvoiceNumberParamsSchema,
  partnerInvoicesResponseSchema,
} from '@landed/shared/schemas/partner-billing';

import { sendPdf } from '#server/lib/send-pdf.ts';
import { getPartnerInvoicePdf } from '#server/operations/partners/billing/get-partner-invoice-pdf.ts';
import { listPartnerInvoices } from '#server/operations/partners/billing/list-partner-invoices.ts';
import { COSTLY_ROUTE_LIMITS, perAccount } from '#server/plugins/external/rate-limit.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

// The partner's monthly invoices and what it owes (docs/decisions/096): its own only.
const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices',
    {
      schema: {
        summary:
          "The partner's invoices and statement of account (owed, overdue, not yet invoiced)",
        response: { 200: partnerInvoicesResponseSchema },
      },
    },
    async (request) => listPartnerInvoices(app, { partnerId: request.partnerUser!.partnerId }),
  );

  app.get(
    '/invoices/:number',
    {
      // A PDF is costly to draw (docs/decisions/077).
      config: { rateLimit: perAccount(COSTLY_ROUTE_LIMITS.invoicePdf) },
      schema: {
        summary: 'One of the partner’s invoices as a PDF, by its number (PI-000001)',
        params: partnerInvoiceNumberParamsSchema,
        response: errorResponses(400, 404, 429),
      },
    },
    async (request, reply) =>
      sendPdf(
        reply as FastifyReply,
        await getPartnerInvoicePdf(app, {
          partnerId: request.partnerUser!.partnerId,
          number: request.params.number,
        }),
      ),
  );
};

export default invoicesRoutes;
