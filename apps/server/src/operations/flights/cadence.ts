// When a flight is looked up (issue 34; docs/decisions/120, 128): the day before, hourly from
// 6 h before its arrival, then from 2 h before until it has landed every 10 minutes while it
// moves (the last answer moved the estimate by 5 minutes or more) and in its last 30 minutes,
// else every 20; never again once landed, cancelled or diverted, or 6 h after its arrival. The
// arrival counted from is the latest estimate, else the schedule, else the bookings' own time,
// so a delay moves the close watch with it. About 14 look-ups a flight (bench/flight-lookups.js).
import type { FlightStatus } from '@landed/shared/schemas/flights';
import { FINAL_FLIGHT_STATUSES } from '@landed/shared/schemas/flights';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const CADENCE = {
  dayBeforeMs: 24 * HOUR,
  hourlyFromMs: 6 * HOUR,
  hourlyEveryMs: HOUR,
  closeFromMs: 2 * HOUR,
  closeEveryMs: 10 * MINUTE,
  // In the last 2 h, a flight whose estimate holds still is looked at every 20 minutes…
  quietEveryMs: 20 * MINUTE,
  // …unless the last answer moved it by this much, or it is this close to landing.
  movedByMs: 5 * MINUTE,
  landingWithinMs: 30 * MINUTE,
  giveUpAfterMs: 6 * HOUR,
  // A number the provider does not know is asked again at most hourly (a typo costs little).
  notFoundEveryMs: HOUR,
  // A failed look-up waits 5, 10, 20, 40 min, then an hour, or longer when asked to (429).
  retryBaseMs: 5 * MINUTE,
  retryMaxMs: HOUR,
} as const;

// `previousArrival`: the arrival counted from before this answer (the same one when no answer
// came), to tell a flight on the move from one holding still.
export function nextCheckAt({
  now,
  arrival,
  previousArrival,
  status,
}: {
  now: Date;
  arrival: Date;
  previousArrival: Date;
  status: FlightStatus | null;
}): Date | null {
  if (status && FINAL_FLIGHT_STATUSES.includes(status)) return null;
  const moved = Math.abs(arrival.getTime() - previousArrival.getTime()) >= CADENCE.movedByMs;
  const next = regularCheckAt({ now, arrival, moved });
  if (!next || status !== 'not_found') return next;
  return new Date(Math.max(next.getTime(), now.getTime() + CADENCE.notFoundEveryMs));
}

function regularCheckAt({
  now,
  arrival,
  moved,
}: {
  now: Date;
  arrival: Date;
  moved: boolean;
}): Date | null {
  const left = arrival.getTime() - now.getTime();
  const at = (ms: number) => new Date(arrival.getTime() - ms);
  if (left < -CADENCE.giveUpAfterMs) return null;
  if (left > CADENCE.dayBeforeMs) return at(CADENCE.dayBeforeMs);
  if (left > CADENCE.hourlyFromMs) return at(CADENCE.hourlyFromMs);
  if (left > CADENCE.closeFromMs) {
    return new Date(
      Math.min(now.getTime() + CADENCE.hourlyEveryMs, at(CADENCE.closeFromMs).getTime()),
    );
  }
  const close = moved || left <= CADENCE.landingWithinMs;
  return new Date(now.getTime() + (close ? CADENCE.closeEveryMs : CADENCE.quietEveryMs));
}

// A flight's first look-up: the day before its arrival, or now when that has passed; none
// when it is long past.
export function firstCheckAt({ now, arrival }: { now: Date; arrival: Date }): Date | null {
  if (arrival.getTime() + CADENCE.giveUpAfterMs < now.getTime()) return null;
  return new Date(Math.max(arrival.getTime() - CADENCE.dayBeforeMs, now.getTime()));
}

// After `failures` look-ups in a row without an answer: not before the back-off (or the
// provider's Retry-After), and not before the cadence's own next look-up.
export function retryAt({
  now,
  failures,
  retryAfterMs,
  next,
}: {
  now: Date;
  failures: number;
  retryAfterMs: number | null;
  next: Date | null;
}): Date | null {
  if (!next) return null;
  const backOff = Math.min(
    CADENCE.retryBaseMs * 2 ** Math.max(failures - 1, 0),
    CADENCE.retryMaxMs,
  );
  const wait = Math.max(backOff, retryAfterMs ?? 0);
  return new Date(Math.max(next.getTime(), now.getTime() + wait));
}
