// The adjustment notes of a student's own booking (issue 26; docs/decisions/087), beside its
// invoice. Registered inside the booking routes, behind their sign-in hook; another user's
// booking answers 404.
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
        summary: 'Download an adjustment note of one of your bookings (PDF)',
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
          ownerId: request.user!.id,
        }),
      ),
  );
};

export default adjustmentNoteRoutes;
