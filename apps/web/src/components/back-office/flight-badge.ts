import { melbourneTime } from '@landed/shared/dates';
import type { BookingFlight } from '@landed/shared/schemas/flights';

export type FlightBadge = { label: string; tone: 'warning' | 'info' | 'ok' };

const MINUTE = 60_000;

// What dispatch needs to act on about a flight (issue 34), in a few words: "+95 min",
// "Cancelled", "Landed 14:32", "Flight not found", or since when the provider is silent. Null
// while the flight is on time or not tracked.
export function flightBadge(flight: BookingFlight | undefined): FlightBadge | null {
  if (!flight?.status) return null;
  const at = (iso: string) => melbourneTime(new Date(iso));
  if (flight.unavailableSince && !['landed', 'cancelled', 'diverted'].includes(flight.status))
    return {
      label: `Flight data unavailable since ${at(flight.unavailableSince)}`,
      tone: 'warning',
    };
  switch (flight.status) {
    case 'cancelled':
      return { label: 'Cancelled', tone: 'warning' };
    case 'diverted':
      return { label: 'Diverted', tone: 'warning' };
    case 'not_found':
      return { label: 'Flight not found', tone: 'warning' };
    case 'landed':
      return flight.actualArrival
        ? { label: `Landed ${at(flight.actualArrival)}`, tone: 'ok' }
        : { label: 'Landed', tone: 'ok' };
    default: {
      if (!flight.estimatedArrival || !flight.scheduledArrival) return null;
      const minutes = Math.round(
        (Date.parse(flight.estimatedArrival) - Date.parse(flight.scheduledArrival)) / MINUTE,
      );
      if (Math.abs(minutes) < 5) return null;
      return {
        label: `${minutes > 0 ? '+' : '−'}${Math.abs(minutes)} min`,
        tone: minutes > 0 ? 'warning' : 'info',
      };
    }
  }
}
