// A local stand-in for AeroDataBox's flight status by number and day (docs/decisions/120), so
// no test and no `npm run dev` reaches the network. It answers
// GET /flights/number/{number}/{dateLocal} in the published OpenAPI's shape (an array of
// FlightContract; arrival times as DateTimeContract {utc, local}), checks the key header, and
// counts the look-ups. Its state is set from a test (the returned functions) or over a small
// control API:
//   GET  /health
//   PUT  /control/flights/{number}/{date}   {scheduledArrival?, terminal?, gate?, baggageBelt?, answer?}
//   POST /control/flights/{number}/{date}/delay {minutes}   …/cancel   …/divert   …/land {at?}
//   PUT  /control/mode {mode: 'up' | 'down' | 'rate-limited'}
//   GET  /control/calls → {calls, byFlight}
// Run on its own: `node apps/server/test/support/aerodatabox-stand-in.ts [port]` (npm run dev
// does; the key is AERODATABOX_API_KEY or 'dev-stand-in'): every flight asked for exists,
// scheduled at noon Melbourne time on its day until told otherwise.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { melbourneInstant } from '@landed/shared/dates';

// What a flight's answer is: the published shape, broken JSON, or JSON missing the arrival.
export type StandInAnswer = 'ok' | 'malformed-json' | 'missing-fields';
export type StandInMode = 'up' | 'down' | 'rate-limited';

export type StandInFlight = {
  scheduledArrival: string;
  status: 'Expected' | 'Delayed' | 'EnRoute' | 'Arrived' | 'Canceled' | 'Diverted';
  revisedArrival: string | null;
  landedAt: string | null;
  terminal: string | null;
  gate: string | null;
  baggageBelt: string | null;
  // Where it comes from (ICAO): 'WSSS' (Singapore) unless told; 'Y…' makes it domestic.
  origin: string;
  answer: StandInAnswer;
};

type FlightKey = { number: string; date: string };

export type AeroDataBoxStandIn = {
  base: string;
  key: string;
  // Look-ups answered or refused, in order ('SQ207/2026-02-14').
  calls: string[];
  setFlight: (flight: FlightKey & Partial<StandInFlight>) => StandInFlight;
  delay: (flight: FlightKey & { minutes: number }) => StandInFlight;
  cancel: (flight: FlightKey) => StandInFlight;
  divert: (flight: FlightKey) => StandInFlight;
  land: (flight: FlightKey & { at?: string }) => StandInFlight;
  setMode: (mode: StandInMode) => void;
  stop: () => Promise<void>;
};

const idOf = ({ number, date }: FlightKey) => `${number.toUpperCase().replace(/\s+/g, '')}/${date}`;

// AeroDataBox's DateTimeContract: '2026-02-14 09:35Z' and '2026-02-14 20:35+11:00'.
function dateTime(iso: string) {
  const at = new Date(iso);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Australia/Melbourne',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const offset = String(parts.timeZoneName).replace('GMT', '') || '+00:00';
  return {
    utc: `${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 16)}Z`,
    local: `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}${offset}`,
  };
}

function flightContract(key: FlightKey, f: StandInFlight) {
  const scheduled = new Date(f.scheduledArrival);
  const departure = new Date(scheduled.getTime() - 8 * 3600_000).toISOString();
  return {
    number: key.number.replace(/^([A-Z0-9]{2})(\d)/, '$1 $2'),
    callSign: null,
    status: f.status,
    codeshareStatus: 'IsOperator',
    isCargo: false,
    lastUpdatedUtc: dateTime(new Date().toISOString()).utc,
    departure: {
      airport: { icao: f.origin, iata: null, name: `Airport ${f.origin}` },
      scheduledTime: dateTime(departure),
      quality: ['Basic'],
    },
    arrival: {
      airport: { icao: 'YMML', iata: 'MEL', name: 'Melbourne, Tullamarine' },
      scheduledTime: dateTime(f.scheduledArrival),
      ...(f.revisedArrival ? { revisedTime: dateTime(f.revisedArrival) } : {}),
      ...(f.landedAt ? { runwayTime: dateTime(f.landedAt) } : {}),
      terminal: f.terminal,
      gate: f.gate,
      baggageBelt: f.baggageBelt,
      quality: ['Basic', 'Live'],
    },
    airline: { name: 'Stand-in Airways', iata: key.number.slice(0, 2) },
  };
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const chunk of request) body += (chunk as Buffer).toString('utf8');
  try {
    const parsed: unknown = body ? JSON.parse(body) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function startAeroDataBoxStandIn(
  options: { port?: number; key?: string; everyFlightExists?: boolean } = {},
): Promise<AeroDataBoxStandIn> {
  const key = options.key ?? 'stand-in-key';
  const flights = new Map<string, StandInFlight>();
  const calls: string[] = [];
  let mode: StandInMode = 'up';

  const fresh = ({ date }: FlightKey): StandInFlight => ({
    scheduledArrival: melbourneInstant(date, '12:00').toISOString(),
    status: 'Expected',
    revisedArrival: null,
    landedAt: null,
    terminal: '2',
    gate: null,
    baggageBelt: null,
    origin: 'WSSS',
    answer: 'ok',
  });
  const setFlight: AeroDataBoxStandIn['setFlight'] = ({ number, date, ...patch }) => {
    const id = idOf({ number, date });
    const next = { ...(flights.get(id) ?? fresh({ number, date })), ...patch };
    flights.set(id, next);
    return next;
  };
  const current = (flight: FlightKey) => setFlight(flight);
  const delay: AeroDataBoxStandIn['delay'] = ({ minutes, ...flight }) => {
    const scheduled = Date.parse(current(flight).scheduledArrival);
    return setFlight({
      ...flight,
      status: 'Delayed',
      revisedArrival: new Date(scheduled + minutes * 60_000).toISOString(),
    });
  };
  const cancel = (flight: FlightKey) => setFlight({ ...flight, status: 'Canceled' });
  const divert = (flight: FlightKey) => setFlight({ ...flight, status: 'Diverted' });
  const land: AeroDataBoxStandIn['land'] = ({ at, ...flight }) => {
    const f = current(flight);
    const landedAt = at ?? f.revisedArrival ?? f.scheduledArrival;
    return setFlight({
      ...flight,
      status: 'Arrived',
      landedAt,
      revisedArrival: landedAt,
      gate: f.gate ?? '12',
      baggageBelt: f.baggageBelt ?? '5',
    });
  };

  const send = (response: ServerResponse, status: number, body?: unknown, raw?: string) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(raw ?? (body === undefined ? '' : JSON.stringify(body)));
  };

  function lookUp(request: IncomingMessage, response: ServerResponse, flight: FlightKey) {
    const given =
      request.headers['x-api-market-key'] ??
      request.headers['x-magicapi-key'] ??
      request.headers['x-rapidapi-key'];
    if (given !== key) return send(response, 401, { message: 'Unauthorized' });
    calls.push(idOf(flight));
    if (mode === 'down') return send(response, 503, { message: 'Service Unavailable' });
    if (mode === 'rate-limited') {
      response.setHeader('retry-after', '60');
      return send(response, 429, { message: 'Too Many Requests' });
    }
    const known = flights.get(idOf(flight));
    const f = known ?? (options.everyFlightExists ? current(flight) : null);
    if (!f) return send(response, 204);
    if (f.answer === 'malformed-json') return send(response, 200, undefined, '[{"number": "SQ');
    if (f.answer === 'missing-fields') {
      return send(response, 200, [{ number: flight.number, status: f.status }]);
    }
    return send(response, 200, [flightContract(flight, f)]);
  }

  async function control(request: IncomingMessage, response: ServerResponse, path: string) {
    const body = await readJson(request);
    if (request.method === 'PUT' && path === '/control/mode') {
      mode = body.mode === 'down' || body.mode === 'rate-limited' ? body.mode : 'up';
      return send(response, 200, { mode });
    }
    if (request.method === 'GET' && path === '/control/calls') {
      const byFlight: Record<string, number> = {};
      for (const id of calls) byFlight[id] = (byFlight[id] ?? 0) + 1;
      return send(response, 200, { calls: calls.length, byFlight });
    }
    const match = /^\/control\/flights\/([^/]+)\/(\d{4}-\d{2}-\d{2})(?:\/(\w+))?$/.exec(path);
    if (!match) return send(response, 404, { message: 'Not Found' });
    const flight = { number: decodeURIComponent(match[1]!), date: match[2]! };
    const action = match[3];
    if (request.method === 'PUT' && !action) {
      return send(response, 200, setFlight({ ...flight, ...(body as Partial<StandInFlight>) }));
    }
    if (request.method !== 'POST') return send(response, 405, { message: 'Method Not Allowed' });
    if (action === 'delay')
      return send(response, 200, delay({ ...flight, minutes: Number(body.minutes ?? 0) }));
    if (action === 'cancel') return send(response, 200, cancel(flight));
    if (action === 'divert') return send(response, 200, divert(flight));
    if (action === 'land') {
      return send(
        response,
        200,
        land({ ...flight, ...(typeof body.at === 'string' ? { at: body.at } : {}) }),
      );
    }
    return send(response, 404, { message: 'Not Found' });
  }

  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]!;
    if (path === '/health') return send(response, 200, { ok: true });
    const flight = /^\/flights\/number\/([^/]+)\/(\d{4}-\d{2}-\d{2})$/.exec(path);
    if (request.method === 'GET' && flight) {
      return lookUp(request, response, {
        number: decodeURIComponent(flight[1]!),
        date: flight[2]!,
      });
    }
    if (path.startsWith('/control/')) {
      control(request, response, path).catch(() => send(response, 500, { message: 'Error' }));
      return;
    }
    send(response, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    key,
    calls,
    setFlight,
    delay,
    cancel,
    divert,
    land,
    setMode: (next) => {
      mode = next;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.main) {
  const port = Number(process.argv[2] ?? process.env.FLIGHT_STAND_IN_PORT ?? 3002);
  const standIn = await startAeroDataBoxStandIn({
    port,
    key: process.env.AERODATABOX_API_KEY || 'dev-stand-in',
    everyFlightExists: true,
  });
  console.log(`AeroDataBox stand-in on ${standIn.base} (control API: /control/…)`);
  const stop = () => void standIn.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
