// A driver's place is kept 30 days (issue 35 item 2; docs/decisions/130): then only the
// status and its time remain. Safe on several instances: clearing twice clears nothing more.
import type { FastifyInstance } from 'fastify';

export const DRIVER_LOCATION_KEPT_MS = 30 * 24 * 60 * 60_000;

export async function clearDriverLocations(app: FastifyInstance): Promise<number> {
  const before = new Date(app.config.now().getTime() - DRIVER_LOCATION_KEPT_MS);
  return app.driverJobsRepository.clearLocations(before);
}
