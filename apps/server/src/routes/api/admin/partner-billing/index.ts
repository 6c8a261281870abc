import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  commissionsResponseSchema,
  issueCommissionStatementBodySchema,
  issuePartnerInvoiceBodySchema,
  partnerIdParamsSchema,
  partnerInvoiceParamsSchema,
  partnerInvoicesResponseSchema,
  partnerStatementParamsSchema,
  statementFormatQuerySchema,
} from '@landed/shared/schemas/partner-billing';

import { sendCsv } from '#server/lib/csv.ts';
import { sendPdf } from '#server/lib/send-pdf.ts';
import { actorOf, signedInActorOf } from '#server/operations/audit.ts';
import { getCommissionStatement } from '#server/operations/partners/commissions/get-commission-statement.ts';
import { issueCommissionStatement } from '#server/operations/partners/commissions/issue-commission-statement.ts';
import { listCommissions } from '#server/operations/partners/commissions/list-commissions.ts';
import { markCommissionStatementPaid } from '#server/operations/partners/commissions/mark-commission-statement-paid.ts';
import { melbourneMonth } from '#server/operations/partners/billing/billing-months.ts';
import { getPartnerInvoicePdf } from '#server/operations/partners/billing/get-partner-invoice-pdf.ts';
import { issuePartnerInvoice } from '#server/operations/partners/billing/issue-partner-invoice.ts';
import { listPartnerInvoices } from '#server/operations/partners/billing/list-partner-invoices.ts';
import { markPartnerInvoicePaid } from '#server/operations/partners/billing/mark-partner-invoice-paid.ts';
import { COSTLY_ROUTE_LIMITS, perAccount } from '#server/plugins/external/rate-limit.ts';
import { errorResponses, schemaDefaults } from '#server/routes/route-schema.ts';

const issued = z.object({ number: z.string() });
const markPaidBodySchema = z.strictObject({
  reference: z.string().trim().max(200).optional().describe("The bank transfer's reference"),
});

// A partner's invoices and commissions for staff (docs/decisions/096, 097): the same answers
// the partner reads, the documents, and what only staff do: invoice now, issue a statement,
// mark either paid.
const partnerBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 404] });

  app.get(
    '/:id/invoices',
    {
      schema: {
        summary: "A partner's invoices and statement of account",
        params: partnerIdParamsSchema,
        response: { 200: partnerInvoicesResponseSchema },
      },
    },
    async (request) => listPartnerInvoices(app, { partnerId: request.params.id, staff: true }),
  );

  app.post(
    '/:id/invoices',
    {
      schema: {
        summary:
          "Invoice now: the month's bookings on account not yet invoiced (default the current month)",
        params: partnerIdParamsSchema,
        body: issuePartnerInvoiceBodySchema,
        response: { 201: issued, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const row = await issuePartnerInvoice(app, {
        partnerId: request.params.id,
        month: request.body.month ?? melbourneMonth(app.config.now()),
        actor: actorOf(request),
      });
      return reply.code(201).send({ number: (row.content as { number: string }).number });
    },
  );

  app.get(
    '/:id/invoices/:number',
    {
      // A PDF is costly to draw (docs/decisions/077).
      config: { rateLimit: perAccount(COSTLY_ROUTE_LIMITS.invoicePdf) },
      schema: {
        summary: "One of a partner's invoices as a PDF",
        params: partnerInvoiceParamsSchema,
        response: errorResponses(429),
      },
    },
    async (request, reply) =>
      sendPdf(
        reply as FastifyReply,
        await getPartnerInvoicePdf(app, {
          partnerId: request.params.id,
          number: request.params.number,
        }),
      ),
  );

  app.post(
    '/:id/invoices/:number/paid',
    {
      schema: {
        summary: "Record the partner's payment of an invoice",
        params: partnerInvoiceParamsSchema,
        body: markPaidBodySchema,
        response: { 204: z.null(), ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await markPartnerInvoicePaid(app, {
        actor: actorOf(request),
        partnerId: request.params.id,
        number: request.params.number,
        reference: request.body.reference,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/:id/commissions',
    {
      schema: {
        summary: "An agent's commissions and monthly statements",
        params: partnerIdParamsSchema,
        response: { 200: commissionsResponseSchema },
      },
    },
    async (request) => listCommissions(app, { partnerId: request.params.id, staff: true }),
  );

  app.post(
    '/:id/commissions/statements',
    {
      schema: {
        summary: "Issue an agent's commission statement for a month that is over",
        params: partnerIdParamsSchema,
        body: issueCommissionStatementBodySchema,
        response: { 201: issued, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const row = await issueCommissionStatement(app, {
        partnerId: request.params.id,
        month: request.body.month,
        actor: actorOf(request),
      });
      return reply.code(201).send({ number: (row.content as { number: string }).number });
    },
  );

  app.get(
    '/:id/commissions/statements/:number',
    {
      // A PDF is costly to draw (docs/decisions/077).
      config: { rateLimit: perAccount(COSTLY_ROUTE_LIMITS.invoicePdf) },
      schema: {
        summary: 'One commission statement as a PDF, or `?format=csv`',
        params: partnerStatementParamsSchema,
        querystring: statementFormatQuerySchema,
        response: errorResponses(429),
      },
    },
    async (request, reply) => {
      const file = await getCommissionStatement(app, {
        partnerId: request.params.id,
        number: request.params.number,
        format: request.query.format,
      });
      return file.pdf
        ? sendPdf(reply as FastifyReply, { fileName: file.fileName, pdf: file.pdf })
        : sendCsv(reply as FastifyReply, { name: file.fileName, csv: file.csv! });
    },
  );

  app.post(
    '/:id/commissions/statements/:number/paid',
    {
      schema: {
        summary: 'Record that the agent was paid a statement',
        params: partnerStatementParamsSchema,
        response: { 204: z.null(), ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await markCommissionStatementPaid(app, {
        actor: signedInActorOf(request),
        partnerId: request.params.id,
        number: request.params.number,
      });
      return reply.code(204).send(null);
    },
  );
};

export default partnerBillingRoutes;
