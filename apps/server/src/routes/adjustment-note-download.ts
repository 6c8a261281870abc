// A booking's adjustment note as a PDF (issue 26; docs/decisions/087): the one route, mounted
// for staff under /api/admin/bookings (any booking) and for students under /api/booking (their
// own: another user's booking answers 404).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { adjustmentNoteParamsSchema } from '@landed/shared/schemas/refund';

import { sendPdf } from '#server/lib/send-pdf.ts';
import { getAdjustmentNotePdf } from '#server/operations/invoices/get-adjustment-note-pdf.ts';
import { COSTLY_ROUTE_LIMITS, perAccount } from '#server/plugins/external/rate-limit.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

export function adjustmentNoteDownload({
  summary,
  ownBookingsOnly,
}: {
  summary: string;
  ownBookingsOnly: boolean;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:id/adjustment-notes/:number',
      {
        config: { rateLimit: perAccount(COSTLY_ROUTE_LIMITS.invoicePdf) },
        schema: {
          summary,
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
            ownerId: ownBookingsOnly ? request.user!.id : undefined,
          }),
        ),
    );
  };
}
