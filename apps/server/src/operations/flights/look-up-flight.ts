import type { FastifyInstance } from 'fastify';

import { sendArrivalMessage } from '#server/operations/arrival-messages/send-arrival-message.ts';
import type { FlightRow } from '#server/plugins/app/flights/flights-repository.ts';
import { nextCheckAt, retryAt } from './cadence.ts';
import { tellOfFlightChange } from './tell-of-flight-change.ts';
import type { FlightAnswer, FlightStatusProvider } from './providers/flight-status-provider.ts';
import { FlightLookUpError } from './providers/flight-status-provider.ts';

type Fact = Exclude<keyof FlightAnswer, 'status'>;
const TIMES = ['scheduledArrival', 'estimatedArrival', 'actualArrival'] as const;
const PLACES = ['terminal', 'gate', 'baggageBelt', 'origin'] as const;

const asText = (value: Date | string | null) =>
  value instanceof Date ? value.toISOString() : value;

// The arrival the cadence counts from: the latest estimate, else the schedule, else the
// bookings' own time.
const arrivalOf = (
  row: Pick<FlightRow, 'estimatedArrival' | 'scheduledArrival' | 'plannedArrival'>,
) => row.estimatedArrival ?? row.scheduledArrival ?? row.plannedArrival;

// What an answer changes, field by field. A "not found" changes the status only: what an
// earlier answer said stays (a provider that loses a flight for a moment erases nothing).
function changesOf(row: FlightRow, answer: FlightAnswer) {
  const changes: Record<string, { from: string | null; to: string | null }> = {};
  if (row.status !== answer.status) changes.status = { from: row.status, to: answer.status };
  if (answer.status === 'not_found') return changes;
  for (const field of [...TIMES, ...PLACES] as Fact[]) {
    const before = asText(row[field]);
    if (before !== answer[field]) changes[field] = { from: before, to: answer[field] };
  }
  return changes;
}

function factsOf(answer: FlightAnswer) {
  if (answer.status === 'not_found') return { status: answer.status };
  const date = (value: string | null) => (value ? new Date(value) : null);
  return {
    status: answer.status,
    scheduledArrival: date(answer.scheduledArrival),
    estimatedArrival: date(answer.estimatedArrival),
    actualArrival: date(answer.actualArrival),
    terminal: answer.terminal,
    gate: answer.gate,
    baggageBelt: answer.baggageBelt,
    origin: answer.origin,
  };
}

// One look-up of a flight this instance holds the lease on: the answer is recorded with what
// it changed and when to look again; no usable answer (down, 429, malformed) changes none of
// the flight's facts, backs off and says since when data has been unavailable. Never throws
// for the provider's sake: a page waiting on it is never blocked by it.
export async function lookUpFlight(
  app: FastifyInstance,
  { flight, provider }: { flight: FlightRow; provider: FlightStatusProvider },
): Promise<FlightRow> {
  const now = app.config.now();
  let answer: FlightAnswer;
  try {
    answer = await provider.lookUp({ number: flight.number, dateLocal: flight.dateLocal });
  } catch (error) {
    const failure =
      error instanceof FlightLookUpError
        ? error
        : new FlightLookUpError('unavailable', { detail: String(error) });
    // The key is in a header, never in the URL or this message.
    app.log.warn(
      {
        flight: flight.number,
        date: flight.dateLocal,
        provider: provider.name,
        reason: failure.message,
      },
      'flight look-up got no usable answer',
    );
    const failures = flight.failures + 1;
    // No answer: the flight has not moved as far as Landed knows.
    const arrival = arrivalOf(flight);
    const next = nextCheckAt({ now, arrival, previousArrival: arrival, status: flight.status });
    return app.db.transaction((tx) =>
      app.flightsRepository.record(
        {
          id: flight.id,
          patch: {
            failures,
            unavailableSince: flight.unavailableSince ?? now,
            nextCheckAt: retryAt({ now, failures, retryAfterMs: failure.retryAfterMs, next }),
          },
          check: { checkedAt: now, outcome: failure.kind, changes: {} },
        },
        tx,
      ),
    );
  }
  const facts = factsOf(answer);
  const after = { ...flight, ...facts };
  const saved = await app.db.transaction(async (tx) => {
    const recorded = await app.flightsRepository.record(
      {
        id: flight.id,
        patch: {
          ...facts,
          checkedAt: now,
          failures: 0,
          unavailableSince: null,
          nextCheckAt: nextCheckAt({
            now,
            arrival: arrivalOf(after),
            previousArrival: arrivalOf(flight),
            status: answer.status,
          }),
        },
        check: {
          checkedAt: now,
          outcome: answer.status === 'not_found' ? 'not_found' : 'answer',
          changes: changesOf(flight, answer),
        },
      },
      tx,
    );
    // Students and drivers hear of a change that matters (issue 34 item 4).
    await tellOfFlightChange(app, { flight: recorded, tx });
    return recorded;
  });
  if (saved.status === 'landed' && flight.status !== 'landed') {
    await welcomeToMelbourne(app, saved);
  }
  return saved;
}

// "Welcome to Melbourne, Minh is waiting at …" (issue 35 item 4) to each student on a flight
// that has just landed, once the landing is recorded; once each whoever sends it.
async function welcomeToMelbourne(app: FastifyInstance, flight: FlightRow): Promise<void> {
  for (const booking of await app.flightsRepository.bookingsOn(flight, app.db)) {
    await sendArrivalMessage(app, { bookingId: booking.id, kind: 'flight-landed' });
  }
}
