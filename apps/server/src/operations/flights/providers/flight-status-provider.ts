// One small interface for every flight-status provider (issue 34; docs/decisions/120): look a
// flight up by number and Melbourne arrival day, get Landed's normalized status back. A
// provider that cannot answer throws a FlightLookUpError; it never sees the database.
import type { FlightStatus } from '@landed/shared/schemas/flights';

// The airport every Landed pickup is at: a number with several legs is read at this one.
export const ARRIVAL_AIRPORT = { iata: 'MEL', icao: 'YMML' } as const;

export type FlightQuery = { number: string; dateLocal: string };

// ISO instants or null.
export type FlightAnswer = {
  status: FlightStatus;
  scheduledArrival: string | null;
  estimatedArrival: string | null;
  actualArrival: string | null;
  terminal: string | null;
  gate: string | null;
  baggageBelt: string | null;
  // Where it comes from (ICAO): 'Y…' is an Australian airport, a domestic flight.
  origin: string | null;
};

export type FlightStatusProvider = {
  name: 'aerodatabox' | 'flightaware';
  lookUp: (query: FlightQuery) => Promise<FlightAnswer>;
};

export const NOT_FOUND: FlightAnswer = {
  status: 'not_found',
  scheduledArrival: null,
  estimatedArrival: null,
  actualArrival: null,
  terminal: null,
  gate: null,
  baggageBelt: null,
  origin: null,
};

// Why there is no usable answer: the provider is down or slow, it asks us to wait, or what it
// said does not read as its published shape.
export type FlightLookUpFailure = 'unavailable' | 'rate_limited' | 'malformed';

export class FlightLookUpError extends Error {
  readonly kind: FlightLookUpFailure;
  // A 429's Retry-After, in milliseconds, when it gave one.
  readonly retryAfterMs: number | null;
  constructor(
    kind: FlightLookUpFailure,
    { detail, retryAfterMs = null }: { detail: string; retryAfterMs?: number | null },
  ) {
    super(`${kind}: ${detail}`);
    this.kind = kind;
    this.retryAfterMs = retryAfterMs;
  }
}

// A provider's time ('2026-02-14 09:35Z', '2026-02-14T09:35:00Z') as ISO, or null.
export function isoOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value.trim().replace(' ', 'T'));
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

// A later estimate than this over the schedule reads as delayed.
const DELAYED_AFTER_MS = 15 * 60_000;

export function isLate(answer: Pick<FlightAnswer, 'scheduledArrival' | 'estimatedArrival'>) {
  if (!answer.scheduledArrival || !answer.estimatedArrival) return false;
  return (
    Date.parse(answer.estimatedArrival) - Date.parse(answer.scheduledArrival) > DELAYED_AFTER_MS
  );
}

// GET a provider's JSON with its key in a header. What the network or the status says becomes
// a FlightLookUpError; 404 and 204 are `null` (no such flight). The key is in the headers
// only, never in the URL or an error's text.
export async function getProviderJson({
  url,
  headers,
}: {
  url: string;
  headers: Record<string, string>;
}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new FlightLookUpError('unavailable', { detail: (error as Error).name });
  }
  if (response.status === 404 || response.status === 204) return null;
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    throw new FlightLookUpError('rate_limited', {
      detail: 'HTTP 429',
      retryAfterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null,
    });
  }
  if (!response.ok)
    throw new FlightLookUpError('unavailable', { detail: `HTTP ${response.status}` });
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new FlightLookUpError('malformed', { detail: 'not JSON' });
  }
}
