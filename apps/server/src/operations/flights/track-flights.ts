import type { FastifyInstance } from 'fastify';

import { addBookedFlights } from './add-booked-flights.ts';
import { chooseProvider } from './choose-provider.ts';
import { lookUpFlight } from './look-up-flight.ts';

// How long a claimed flight is this instance's: longer than a look-up can take (10 s timeout).
export const LEASE_MS = 2 * 60_000;
const BATCH = 10;

// The periodic flight watch (issue 34; docs/decisions/120): every flight bookings still to
// happen arrive on gets its row, then each one due is looked up once, across instances: a
// flight is claimed under a lease in the database, and a claimed flight is skipped by the
// others. Tracking off (no provider): nothing at all.
export async function trackFlights(app: FastifyInstance): Promise<{ lookedUp: number }> {
  const provider = chooseProvider(app);
  if (!provider) return { lookedUp: 0 };
  await addBookedFlights(app);
  let lookedUp = 0;
  for (;;) {
    const now = app.config.now();
    const due = await app.flightsRepository.claimDue({
      now,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      limit: BATCH,
    });
    for (const flight of due) await lookUpFlight(app, { flight, provider });
    lookedUp += due.length;
    if (due.length < BATCH) return { lookedUp };
  }
}
