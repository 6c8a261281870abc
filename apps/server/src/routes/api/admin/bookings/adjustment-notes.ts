// A booking's adjustment notes (issue 26; docs/decisions/087), under /api/admin/bookings, for
// anyone who may read bookings, like its invoice.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { adjustmentNoteParamsSchema } from '@landed/shared/schemas/refund';

import { sendPdf } from '#server/lib/send-pdf.ts';
import { getAdjustmentNotePdf } from '#server/operations/invoices/get-adjustment-note-pdf.ts';
import { COSTLY_ROUTE_LIMITS, perAccount } from '#server/plugins/external/rate-limit.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

const adjustmentNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/adjustment-notes/:number',
    {
      config: { rateLimit: perAccount(COSTLY_ROUTE_LIMITS.invoicePdf) },
      schema: {
        summary: 'Download an adjustment note of a booking (PDF)',
        params: adjustmentNoteParamsSchema,
        response: errorResponses(400, 401, 403, 404, 429),
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await getAdjustmentNotePdf(app, {
          bookingId: request.params.id,
          number: request.params.number,
        }),
      ),
  );
};

export default adjustmentNoteRoutes;
