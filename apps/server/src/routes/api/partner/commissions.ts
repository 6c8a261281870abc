import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  commissionStatementParamsSchema,
  commissionsResponseSchema,
  statementFormatQuerySchema,
} from '@landed/shared/schemas/partner-billing';

import { sendCsv } from '#server/lib/csv.ts';
import { sendPdf } from '#server/lib/send-pdf.ts';
import { getCommissionStatement } from '#server/operations/partners/commissions/get-commission-statement.ts';
import { listCommissions } from '#server/operations/partners/commissions/list-commissions.ts';
import { COSTLY_ROUTE_LIMITS, perAccount } from '#server/plugins/external/rate-limit.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

// An agent's commissions and monthly statements (docs/decisions/097): its own only.
const commissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/commissions',
    {
      schema: {
        summary: "The partner's commissions (earned, reversed, paid) and monthly statements",
        response: { 200: commissionsResponseSchema },
      },
    },
    async (request) => listCommissions(app, { partnerId: request.partnerUser!.partnerId }),
  );

  app.get(
    '/commissions/statements/:number',
    {
      // A PDF is costly to draw (docs/decisions/077).
      config: { rateLimit: perAccount(COSTLY_ROUTE_LIMITS.invoicePdf) },
      schema: {
        summary: 'One commission statement as a PDF, or `?format=csv`',
        params: commissionStatementParamsSchema,
        querystring: statementFormatQuerySchema,
        response: errorResponses(400, 404, 429),
      },
    },
    async (request, reply) => {
      const file = await getCommissionStatement(app, {
        partnerId: request.partnerUser!.partnerId,
        number: request.params.number,
        format: request.query.format,
      });
      return file.pdf
        ? sendPdf(reply as FastifyReply, { fileName: file.fileName, pdf: file.pdf })
        : sendCsv(reply as FastifyReply, { name: file.fileName, csv: file.csv! });
    },
  );
};

export default commissionsRoutes;
