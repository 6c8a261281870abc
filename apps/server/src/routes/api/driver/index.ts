// A driver's own page's API (issue 35; docs/decisions/130). No account and no password: the
// personal link staff send is exchanged here for an HttpOnly cookie (path /api/driver, 30
// days), and every other route answers only that cookie's driver (`requireDriver`): 401
// without a live session, 404 for a job that is not theirs. Cookies are SameSite=Lax, so
// another site cannot post a status with them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  driverSessionBodySchema,
  driverSessionResponseSchema,
} from '@landed/shared/schemas/meeting';

import { endDriverSession } from '#server/operations/drivers/end-driver-session.ts';
import { openDriverSession } from '#server/operations/drivers/open-driver-session.ts';
import {
  DRIVER_SESSION_LIFETIME_MS,
  driverCookie,
  driverOf,
  requireDriver,
} from '#server/plugins/app/driver-access/driver-auth.ts';
import { perAddress } from '#server/plugins/external/rate-limit.ts';
import { errorResponses, schemaDefaults } from '#server/routes/route-schema.ts';
import jobRoutes from './jobs.ts';
import driverMessageRoutes from './messages.ts';

const driverRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { tags: ['driver'] });
  // As the other token exchanges: a few tries a minute per address.
  const rateLimit = perAddress(app.config.rateLimits.auth);

  app.post(
    '/session',
    {
      config: { rateLimit },
      schema: {
        summary: 'Open a driver’s personal link on this device (sets the driver’s session cookie)',
        description:
          'The token of /driver/welcome#… : works once, within 7 days. Sets an HttpOnly cookie for /api/driver valid 30 days; 401 for an unknown, used or expired link, or a driver made inactive or removed.',
        body: driverSessionBodySchema,
        response: { 200: driverSessionResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { secret, driver } = await openDriverSession(app, {
        request,
        token: request.body.token,
      });
      const expiresAt = new Date(app.config.now().getTime() + DRIVER_SESSION_LIFETIME_MS);
      reply.header('set-cookie', driverCookie(app, secret));
      reply.header('cache-control', 'no-store');
      return { driver, expiresAt: expiresAt.toISOString() };
    },
  );

  app.delete(
    '/session',
    {
      onRequest: requireDriver,
      schema: {
        summary: 'Sign the driver out on this device',
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await endDriverSession(app, { sessionId: driverOf(request).sessionId });
      return reply.header('set-cookie', driverCookie(app, null)).code(204).send(null);
    },
  );

  await app.register(jobRoutes);
  await app.register(driverMessageRoutes);
};

export default driverRoutes;
