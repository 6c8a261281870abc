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
  return {
    driver: { _id: driver.id, name: driver.name },
    jobs: await withUnread(app, jobs),
    generatedAt: now.toISOString(),
  };
}

// Each job with how many of its messages (the student's, the office's) the driver has not
// read (docs/decisions/134).
async function withUnread(app: FastifyInstance, jobs: DriverJob[], tx?: DbOrTx) {
  if (jobs.length === 0) return jobs;
  const counts = await app.chatRepository.unreadCounts(
    { side: 'driver', bookingIds: jobs.map((job) => job._id) },
    tx,
  );
  return jobs.map((job) => ({
    ...job,
    unreadMessages: counts.find((c) => c.bookingId === job._id)?.count ?? 0,
  }));
}

export async function getDriverJob(
  app: FastifyInstance,
  { driverId, bookingId, tx }: { driverId: string; bookingId: string; tx?: DbOrTx },
): Promise<DriverJob> {
  const [job] = await app.driverJobsRepository.jobs({ driverId, bookingId }, tx);
  if (!job) throw notFound(DRIVER_MESSAGES.notYourJob);
  const [withCount] = await withUnread(app, [job], tx);
  return withCount!;
}
