// A driver's own page (issue 35; docs/decisions/130), beside the drivers' routes and with their
// access: sending a personal link and ending every session need bookings:write.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { idParamsSchema } from '@landed/shared/schemas/common';
import { driverAccessLinkSchema, driverSessionsEndedSchema } from '@landed/shared/schemas/meeting';

import { signedInActorOf } from '#server/operations/audit.ts';
import { revokeDriverAccess } from '#server/operations/drivers/revoke-driver-access.ts';
import { sendDriverAccessLink } from '#server/operations/drivers/send-driver-access-link.ts';

const driverAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/access-link',
    {
      schema: {
        summary: 'Send a driver their personal sign-in link (mailed, and answered to copy once)',
        description:
          'Opens once, within 7 days; signs the device in for 30 days. A new link voids the driver’s earlier links not yet opened. 409 for an inactive driver.',
        params: idParamsSchema,
        response: { 201: driverAccessLinkSchema },
      },
    },
    async (request, reply) => {
      const link = await sendDriverAccessLink(app, {
        actor: signedInActorOf(request),
        driverId: request.params.id,
      });
      return reply.code(201).header('cache-control', 'no-store').send(link);
    },
  );

  app.delete(
    '/:id/sessions',
    {
      schema: {
        summary: 'Sign a driver out everywhere at once (and void their links not yet opened)',
        params: idParamsSchema,
        response: { 200: driverSessionsEndedSchema },
      },
    },
    async (request) =>
      revokeDriverAccess(app, { actor: signedInActorOf(request), driverId: request.params.id }),
  );
};

export default driverAccessRoutes;
