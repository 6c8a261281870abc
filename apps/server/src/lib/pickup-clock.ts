// The pickup follows the flight (issue 34; docs/decisions/121): the driver's call time is the
// landing (actual, else estimated, else scheduled) plus a buffer, and No-show waits a while
// after it; both longer for an international flight than a domestic one (from an Australian
// airport: ICAO 'Y…'). Pure: the caller hands over the flight's facts and the settings.
import type { FlightSettings, FlightStatus } from '@landed/shared/schemas/flights';

export type FlightFacts = {
  status: FlightStatus | null;
  scheduledArrival: Date | null;
  estimatedArrival: Date | null;
  actualArrival: Date | null;
  origin: string | null;
};

// No pickup to time: the flight will not land here as booked, or is not known.
const NO_LANDING: ReadonlyArray<FlightStatus | null> = ['cancelled', 'diverted', 'not_found', null];

export const isDomestic = (origin: string | null) => Boolean(origin?.toUpperCase().startsWith('Y'));

// The landing plus the domestic or the international minutes; null without a landing.
function afterLanding(
  flight: FlightFacts | undefined,
  minutes: { domestic: number; international: number },
): Date | null {
  if (!flight || NO_LANDING.includes(flight.status)) return null;
  const landing = flight.actualArrival ?? flight.estimatedArrival ?? flight.scheduledArrival;
  const wait = isDomestic(flight.origin) ? minutes.domestic : minutes.international;
  return landing ? new Date(landing.getTime() + wait * 60_000) : null;
}

export const pickupTimeOf = (flight: FlightFacts | undefined, settings: FlightSettings) =>
  afterLanding(flight, {
    domestic: settings.pickupBufferDomesticMinutes,
    international: settings.pickupBufferInternationalMinutes,
  });

// From when No-show may be marked: the wait counted from the landing (the actual one once
// known); null when the flight is not known (tracking off: as before issue 34).
export const noShowFromOf = (flight: FlightFacts | undefined, settings: FlightSettings) =>
  afterLanding(flight, {
    domestic: settings.noShowWaitDomesticMinutes,
    international: settings.noShowWaitInternationalMinutes,
  });
