import type { FastifyInstance } from 'fastify';

import { trackFlights } from '#server/operations/flights/track-flights.ts';
import { periodicJob } from './periodic-job.ts';

// The flight watch (docs/decisions/120), on every instance: each due flight is claimed under a
// lease in the database, so it is looked up once whoever runs it. Tracking off: nothing.
export default function trackFlightsJob(app: FastifyInstance) {
  return periodicJob(app, { name: 'flight tracking', job: () => trackFlights(app) });
}
