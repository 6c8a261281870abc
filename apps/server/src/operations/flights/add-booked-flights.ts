import type { FastifyInstance } from 'fastify';

import { addDays, melbourneDate, melbourneInstant } from '@landed/shared/dates';

import { firstCheckAt } from './cadence.ts';

// A day's arrival with no time given is counted from noon, Melbourne.
const NO_TIME = '12:00';

// Makes sure every flight a booking still to happen arrives on, from yesterday to the day
// after tomorrow (Melbourne), has its row: one a number and day, however many bookings share
// it, first due the day before its arrival (or now, when that has passed). Or only one booking's flight.
export async function addBookedFlights(
  app: FastifyInstance,
  { bookingId }: { bookingId?: string } = {},
): Promise<void> {
  const now = app.config.now();
  const today = melbourneDate(now);
  const booked = await app.flightsRepository.bookedFlights({
    from: bookingId ? '0001-01-01' : addDays(today, -1),
    to: bookingId ? '9999-12-31' : addDays(today, 2),
    ...(bookingId ? { bookingId } : {}),
  });
  await app.flightsRepository.addMissing(
    booked.map(({ number, dateLocal, arrivalTime }) => {
      const plannedArrival = melbourneInstant(dateLocal, arrivalTime || NO_TIME);
      return {
        number,
        dateLocal,
        plannedArrival,
        nextCheckAt: firstCheckAt({ now, arrival: plannedArrival }),
      };
    }),
  );
}
