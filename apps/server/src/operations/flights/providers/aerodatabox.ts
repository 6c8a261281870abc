// AeroDataBox's flight status by number and day, as its published OpenAPI describes it
// (Flight API, GET /flights/{searchBy}/{searchParam}/{dateLocal}, TIER 2): an array of
// FlightContract, one per leg; each arrival a FlightAirportMovementContract with scheduled,
// revised, predicted and runway times (DateTimeContract {utc, local}), terminal, gate and
// baggage belt. Only what Landed reads is checked; an answer without it is malformed.
import { z } from 'zod';

import type { FlightStatus } from '@landed/shared/schemas/flights';

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

// The FlightStatus enum of the OpenAPI.
export const AERODATABOX_STATUSES = [
  'Unknown',
  'Expected',
  'EnRoute',
  'CheckIn',
  'Boarding',
  'GateClosed',
  'Departed',
  'Delayed',
  'Approaching',
  'Arrived',
  'Canceled',
  'Diverted',
  'CanceledUncertain',
] as const;
type AeroDataBoxStatus = (typeof AERODATABOX_STATUSES)[number];

const dateTime = z.object({ utc: z.string(), local: z.string() }).nullish();
const movement = z.object({
  airport: z.object({
    icao: z.string().nullish(),
    iata: z.string().nullish(),
    name: z.string().optional(),
  }),
  scheduledTime: dateTime,
  revisedTime: dateTime,
  predictedTime: dateTime,
  runwayTime: dateTime,
  terminal: z.string().nullish(),
  gate: z.string().nullish(),
  baggageBelt: z.string().nullish(),
});
const flightContract = z.object({
  number: z.string().min(1),
  // An unknown value (a newer API) reads as Unknown rather than refusing the answer.
  status: z
    .string()
    .transform((s): AeroDataBoxStatus =>
      (AERODATABOX_STATUSES as readonly string[]).includes(s)
        ? (s as AeroDataBoxStatus)
        : 'Unknown',
    ),
  departure: movement,
  arrival: movement,
});
export const aeroDataBoxAnswerSchema = z.array(flightContract);
type Leg = z.infer<typeof flightContract>;

const STATUS: Record<AeroDataBoxStatus, FlightStatus> = {
  Unknown: 'unknown',
  CanceledUncertain: 'unknown',
  Expected: 'scheduled',
  CheckIn: 'scheduled',
  Boarding: 'scheduled',
  GateClosed: 'scheduled',
  Delayed: 'delayed',
  Departed: 'departed',
  EnRoute: 'departed',
  Approaching: 'departed',
  Arrived: 'landed',
  Canceled: 'cancelled',
  Diverted: 'diverted',
};

// The leg that lands in Melbourne; else the one arriving on the day; else the first.
function legOf(legs: Leg[], dateLocal: string): Leg | undefined {
  return (
    legs.find(
      (l) =>
        l.arrival.airport.iata === ARRIVAL_AIRPORT.iata ||
        l.arrival.airport.icao === ARRIVAL_AIRPORT.icao,
    ) ??
    legs.find((l) => l.arrival.scheduledTime?.local.startsWith(dateLocal)) ??
    legs[0]
  );
}

export function readAeroDataBoxAnswer(body: unknown, dateLocal: string): FlightAnswer {
  if (body === null) return NOT_FOUND;
  const parsed = aeroDataBoxAnswerSchema.safeParse(body);
  if (!parsed.success)
    throw new FlightLookUpError('malformed', { detail: 'not the FlightContract shape' });
  const leg = legOf(parsed.data, dateLocal);
  if (!leg) return NOT_FOUND;
  const arrival = leg.arrival;
  const status = STATUS[leg.status];
  const landed = status === 'landed';
  const answer: FlightAnswer = {
    status,
    scheduledArrival: isoOrNull(arrival.scheduledTime?.utc),
    estimatedArrival: isoOrNull(arrival.revisedTime?.utc ?? arrival.predictedTime?.utc),
    actualArrival: isoOrNull(arrival.runwayTime?.utc ?? (landed ? arrival.revisedTime?.utc : null)),
    terminal: arrival.terminal ?? null,
    gate: arrival.gate ?? null,
    baggageBelt: arrival.baggageBelt ?? null,
    origin: leg.departure.airport.icao ?? null,
  };
  if (answer.status === 'scheduled' && isLate(answer)) answer.status = 'delayed';
  return answer;
}

// The key goes in the header of the marketplace the address belongs to: RapidAPI's for
// *.rapidapi.com, API.Market's (x-api-market-key, as its OpenAPI says) otherwise.
function keyHeaders({ apiKey, apiBase }: FlightStatusSettings): Record<string, string> {
  const host = new URL(apiBase).hostname;
  return host.endsWith('rapidapi.com')
    ? { 'x-rapidapi-key': apiKey, 'x-rapidapi-host': host }
    : { 'x-api-market-key': apiKey };
}

export function aeroDataBox(settings: FlightStatusSettings): FlightStatusProvider {
  return {
    name: 'aerodatabox',
    async lookUp({ number, dateLocal }: FlightQuery) {
      const url = `${settings.apiBase}/flights/number/${encodeURIComponent(number)}/${dateLocal}?dateLocalRole=Arrival`;
      return readAeroDataBoxAnswer(
        await getProviderJson({ url, headers: keyHeaders(settings) }),
        dateLocal,
      );
    },
  };
}
