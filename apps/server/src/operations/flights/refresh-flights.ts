import type { FastifyInstance } from 'fastify';

import { addDays, melbourneDate } from '@landed/shared/dates';
import type { FlightsRefreshResponse } from '@landed/shared/schemas/flights';
import { FLIGHT_MESSAGES, normalizeFlightNumber } from '@landed/shared/schemas/flights';

import { badRequest, conflict, notFound } from '#server/lib/http-errors.ts';
import type { FlightRow } from '#server/plugins/app/flights/flights-repository.ts';
import { toTrackedFlight } from '#server/plugins/app/flights/flights-repository.ts';
import { addBookedFlights } from './add-booked-flights.ts';
import { chooseProvider } from './choose-provider.ts';
import { lookUpFlight } from './look-up-flight.ts';
import { LEASE_MS } from './track-flights.ts';

// The flights staff asked about: one booking's, or every one arriving today or tomorrow.
async function flightsAskedFor(
  app: FastifyInstance,
  { bookingId }: { bookingId?: string | undefined },
): Promise<FlightRow[]> {
  if (!bookingId) {
    await addBookedFlights(app);
    const today = melbourneDate(app.config.now());
    return app.flightsRepository.listBooked({ from: today, to: addDays(today, 1) });
  }
  const booking = await app.bookingsRepository.findById(bookingId);
  if (!booking) throw notFound(FLIGHT_MESSAGES.bookingNotFound);
  if (!booking.flightNumber) throw badRequest(FLIGHT_MESSAGES.noFlightNumber, 'NO_FLIGHT_NUMBER');
  await addBookedFlights(app, { bookingId });
  const row = await app.flightsRepository.findByKey({
    number: normalizeFlightNumber(booking.flightNumber),
    dateLocal: booking.preferredDate,
  });
  return row ? [row] : [];
}

// Staff's "look it up now" (POST /api/admin/flights/refresh): each flight looked up at once,
// whatever its schedule, unless another instance is looking it up this moment (then its
// current facts). Tracking off: 409.
export async function refreshFlights(
  app: FastifyInstance,
  { bookingId }: { bookingId?: string | undefined },
): Promise<FlightsRefreshResponse> {
  const provider = chooseProvider(app);
  if (!provider) throw conflict(FLIGHT_MESSAGES.trackingOff, 'TRACKING_OFF');
  const result: FlightRow[] = [];
  for (const row of await flightsAskedFor(app, { bookingId })) {
    const now = app.config.now();
    const flight = await app.flightsRepository.claim({
      id: row.id,
      now,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
    });
    result.push(flight ? await lookUpFlight(app, { flight, provider }) : row);
  }
  return { flights: result.map(toTrackedFlight) };
}
