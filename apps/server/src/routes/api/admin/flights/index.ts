import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  flightSettingsBodySchema,
  flightSettingsResponseSchema,
  flightsRefreshBodySchema,
  flightsRefreshResponseSchema,
} from '@landed/shared/schemas/flights';

import { actorOf } from '#server/operations/audit.ts';
import { refreshFlights } from '#server/operations/flights/refresh-flights.ts';
import { updateFlightSettings } from '#server/operations/flights/update-flight-settings.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';

// Live flight status (issue 34; docs/decisions/120, 121): staff who run the pickups ask for a
// look-up now; the pickup's buffer and the No-show wait are the Super Admin's.
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

  app.get(
    '/settings',
    {
      schema: {
        summary:
          "The pickup's buffer after landing and the wait before No-show, domestic and international (minutes)",
        response: { 200: flightSettingsResponseSchema },
      },
    },
    async () => ({ settings: await app.flightsRepository.settings() }),
  );

  app.put(
    '/settings',
    {
      // The Super Admin's, like the cancellation policy.
      config: { permission: 'bank:manage' },
      schema: {
        summary: "Set the pickup's buffer and/or the No-show wait (minutes, 0-240)",
        body: flightSettingsBodySchema,
        response: { 200: flightSettingsResponseSchema },
      },
    },
    async (request) => ({
      settings: await updateFlightSettings(app, { actor: actorOf(request), patch: request.body }),
    }),
  );
};

export default flightsRoutes;
