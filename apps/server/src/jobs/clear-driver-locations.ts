import type { FastifyInstance } from 'fastify';

import { clearDriverLocations } from '#server/operations/drivers/clear-driver-locations.ts';
import { periodicJob } from './periodic-job.ts';

// A driver's place on a status cleared after 30 days (issue 35; docs/decisions/130), on every
// instance: clearing is one update, so a second run clears nothing more.
export default function clearDriverLocationsJob(app: FastifyInstance) {
  return periodicJob(app, { name: 'driver locations', job: () => clearDriverLocations(app) });
}
