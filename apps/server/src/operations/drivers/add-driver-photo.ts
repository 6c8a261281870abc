// A photo a driver takes on their job (issue 35; docs/decisions/130), kept private with the
// booking: a No-show's evidence, named by the status that follows; staff open it from the
// booking's timeline.
import type { FastifyInstance } from 'fastify';

import { getDriverJob } from './driver-jobs.ts';

export async function addDriverPhoto(
  app: FastifyInstance,
  {
    driverId,
    bookingId,
    image,
  }: { driverId: string; bookingId: string; image: { mimeType: string; content: Buffer } },
): Promise<{ photoId: string }> {
  await getDriverJob(app, { driverId, bookingId });
  const photoId = await app.driverJobsRepository.addPhoto({
    bookingId,
    driverId,
    ...image,
    now: app.config.now(),
  });
  return { photoId };
}
