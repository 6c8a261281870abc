import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { adminBookingResponseSchema } from '@landed/shared/schemas/admin';
import { assignmentBodySchema } from '@landed/shared/schemas/arrivals';
import { idParamsSchema } from '@landed/shared/schemas/common';

import { signedInActorOf } from '#server/operations/audit.ts';
import { assignPickup } from '#server/operations/bookings/assign-pickup.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';

// Dispatch on the arrivals board (docs/decisions/060), under /api/admin/bookings: a booking's
// driver, meeting point and pickup status (bookings write).
const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 404, 409] });

  app.patch(
    '/:id/assignment',
    {
      schema: {
        summary:
          'Assign (or change, or remove) a booking’s driver, its meeting point and pickup status; the student and the drivers are told',
        params: idParamsSchema,
        body: assignmentBodySchema,
        response: { 200: adminBookingResponseSchema },
      },
    },
    async (request) => ({
      booking: await assignPickup(app, {
        actor: signedInActorOf(request),
        bookingId: request.params.id,
        change: request.body,
      }),
    }),
  );
};

export default assignmentRoutes;
