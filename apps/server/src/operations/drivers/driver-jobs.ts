// What a signed-in driver reads (issue 35; docs/decisions/130): their jobs of today and
// tomorrow (Melbourne, by the pickup's day), or one of them; another driver's job, or one no
// longer to happen, is not found.
import type { FastifyInstance } from 'fastify';

import { addDays, melbourneDate } from '@landed/shared/dates';
import type { DriverJob, DriverJobsResponse } from '@landed/shared/schemas/meeting';
import { DRIVER_MESSAGES } from '@landed/shared/schemas/meeting';

import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/lib/http-errors.ts';

export async function listDriverJobs(
  app: FastifyInstance,
  { driver }: { driver: { id: string; name: string } },
): Promise<DriverJobsResponse> {
  const now = app.config.now();
  const today = melbourneDate(now);
  const jobs = await app.driverJobsRepository.jobs({
    driverId: driver.id,
    from: today,
    to: addDays(today, 1),
  });
  return { driver: { _id: driver.id, name: driver.name }, jobs, generatedAt: now.toISOString() };
}

export async function getDriverJob(
  app: FastifyInstance,
  { driverId, bookingId, tx }: { driverId: string; bookingId: string; tx?: DbOrTx },
): Promise<DriverJob> {
  const [job] = await app.driverJobsRepository.jobs({ driverId, bookingId }, tx);
  if (!job) throw notFound(DRIVER_MESSAGES.notYourJob);
  return job;
}
