// FlightAware AeroAPI's GET /flights/{ident}: the flights of one ident from a few days back to
// two days ahead, each with scheduled/estimated/actual runway (`_on`) and gate (`_in`) times,
// terminal_destination, gate_destination, baggage_claim, cancelled and diverted. Landed takes
// the one landing in Melbourne on the day. Key in the x-apikey header.
import { z } from 'zod';

import { melbourneDate } from '@landed/shared/dates';

import type { FlightStatusSettings } from '#server/config.ts';
import type { FlightAnswer, FlightQuery, FlightStatusProvider } from './flight-status-provider.ts';
import {
  ARRIVAL_AIRPORT,
  FlightLookUpError,
  NOT_FOUND,
  getProviderJson,
  isLate,
  isoOrNull,
} from './flight-status-provider.ts';

const time = z.string().nullish();
const faFlight = z.object({
  ident: z.string(),
  cancelled: z.boolean(),
  diverted: z.boolean(),
  origin: z.object({ code_icao: z.string().nullish() }).nullish(),
  destination: z
    .object({ code_iata: z.string().nullish(), code_icao: z.string().nullish() })
    .nullish(),
  scheduled_on: time,
  estimated_on: time,
  actual_on: time,
  scheduled_in: time,
  estimated_in: time,
  actual_in: time,
  actual_off: time,
  terminal_destination: z.string().nullish(),
  gate_destination: z.string().nullish(),
  baggage_claim: z.string().nullish(),
});
export const flightAwareAnswerSchema = z.object({ flights: z.array(faFlight) });
type FaFlight = z.infer<typeof faFlight>;

const toMelbourne = (f: FaFlight) =>
  f.destination?.code_iata === ARRIVAL_AIRPORT.iata ||
  f.destination?.code_icao === ARRIVAL_AIRPORT.icao;

function arrivesOn(f: FaFlight, dateLocal: string): boolean {
  const scheduled = isoOrNull(f.scheduled_in ?? f.scheduled_on);
  return scheduled !== null && melbourneDate(new Date(scheduled)) === dateLocal;
}

export function readFlightAwareAnswer(body: unknown, dateLocal: string): FlightAnswer {
  if (body === null) return NOT_FOUND;
  const parsed = flightAwareAnswerSchema.safeParse(body);
  if (!parsed.success)
    throw new FlightLookUpError('malformed', { detail: 'not the AeroAPI flights shape' });
  const onDay = parsed.data.flights.filter((f) => arrivesOn(f, dateLocal));
  const flight = onDay.find(toMelbourne) ?? onDay[0];
  if (!flight) return NOT_FOUND;
  const answer: FlightAnswer = {
    status: flight.cancelled
      ? 'cancelled'
      : flight.diverted
        ? 'diverted'
        : flight.actual_on || flight.actual_in
          ? 'landed'
          : flight.actual_off
            ? 'departed'
            : 'scheduled',
    scheduledArrival: isoOrNull(flight.scheduled_in ?? flight.scheduled_on),
    estimatedArrival: isoOrNull(flight.estimated_in ?? flight.estimated_on),
    actualArrival: isoOrNull(flight.actual_on ?? flight.actual_in),
    terminal: flight.terminal_destination ?? null,
    gate: flight.gate_destination ?? null,
    baggageBelt: flight.baggage_claim ?? null,
    origin: flight.origin?.code_icao ?? null,
  };
  if (answer.status === 'scheduled' && isLate(answer)) answer.status = 'delayed';
  return answer;
}

export function flightAware(settings: FlightStatusSettings): FlightStatusProvider {
  return {
    name: 'flightaware',
    async lookUp({ number, dateLocal }: FlightQuery) {
      const url = `${settings.apiBase}/flights/${encodeURIComponent(number)}`;
      const body = await getProviderJson({ url, headers: { 'x-apikey': settings.apiKey } });
      return readFlightAwareAnswer(body, dateLocal);
    },
  };
}
