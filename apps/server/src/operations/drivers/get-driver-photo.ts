// A driver's photo on a booking, for staff (from the booking's timeline).
import type { FastifyInstance } from 'fastify';

import { DRIVER_MESSAGES } from '@landed/shared/schemas/meeting';

import { notFound } from '#server/lib/http-errors.ts';
import type { DriverPhotoRow } from '#server/plugins/app/driver-jobs/driver-jobs-repository.ts';

export async function getDriverPhoto(
  app: FastifyInstance,
  { bookingId, photoId }: { bookingId: string; photoId: string },
): Promise<DriverPhotoRow> {
  const row = await app.driverJobsRepository.findPhoto({ id: photoId, bookingId });
  if (!row) throw notFound(DRIVER_MESSAGES.photoNotFound);
  return row;
}
