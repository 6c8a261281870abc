import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  flightsRefreshBodySchema,
  flightsRefreshResponseSchema,
} from '@landed/shared/schemas/flights';

import { refreshFlights } from '#server/operations/flights/refresh-flights.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';

// Live flight status (issue 34; docs/decisions/120): staff who run the pickups ask for a
// look-up now.
const flightsRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400] });

  app.post(
    '/refresh',
    {
      schema: {
        summary:
          "Look a booking's flight up now (or every flight arriving today or tomorrow) and answer the flights as they stand",
        body: flightsRefreshBodySchema,
        response: { 200: flightsRefreshResponseSchema },
      },
    },
    async (request) => refreshFlights(app, { bookingId: request.body.bookingId }),
  );
};

export default flightsRoutes;
