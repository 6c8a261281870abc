// A driver's photo on a booking (a No-show's evidence; issue 35), for staff who read bookings:
// the timeline's driver_status line names it by photoId.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { idSchema } from '@landed/shared/schemas/common';

import { getDriverPhoto } from '#server/operations/drivers/get-driver-photo.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

const driverPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/driver-photos/:photoId',
    {
      schema: {
        summary: 'A photo a driver took on this booking',
        params: z.object({ id: idSchema, photoId: idSchema }),
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      const row = await getDriverPhoto(app, {
        bookingId: request.params.id,
        photoId: request.params.photoId,
      });
      // Bytes: the type detected at upload; inert even when opened on its own.
      return (reply as FastifyReply)
        .header('content-type', row.mimeType)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
        .send(Buffer.from(row.content));
    },
  );
};

export default driverPhotoRoutes;
