// A booking's invoice as a PDF (docs/decisions/061): the one route, mounted for staff under
// /api/admin/bookings (any booking) and for students under /api/booking (their own: another
// user's booking answers 404), like the adjustment notes' (adjustment-note-download.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { idParamsSchema } from '@landed/shared/schemas/common';

import { sendPdf } from '#server/lib/send-pdf.ts';
import { signedInActorOf } from '#server/operations/audit.ts';
import { getInvoicePdf } from '#server/operations/invoices/get-invoice-pdf.ts';
import { COSTLY_ROUTE_LIMITS, perAccount } from '#server/plugins/external/rate-limit.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

export function invoiceDownload({
  ownBookingsOnly,
}: {
  ownBookingsOnly: boolean;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:id/invoice',
      {
        config: { rateLimit: perAccount(COSTLY_ROUTE_LIMITS.invoicePdf) },
        schema: {
          summary: 'Download the invoice of a paid booking (PDF)',
          params: idParamsSchema,
          response: errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await getInvoicePdf(app, {
            bookingId: request.params.id,
            ownerId: ownBookingsOnly ? request.user!.id : undefined,
            actor: signedInActorOf(request),
          }),
        ),
    );
  };
}
