// The flight-status clients (issue 34; docs/decisions/120) read each provider's published shape
// into Landed's status, send the key in a header only, and turn what goes wrong into a
// FlightLookUpError. AeroDataBox is driven end to end in routes/admin/flights.test.ts.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, describe, expect, it } from 'vitest';

import { nextCheckAt, firstCheckAt } from '#server/operations/flights/cadence.ts';
import { readAeroDataBoxAnswer } from '#server/operations/flights/providers/aerodatabox.ts';
import { FlightLookUpError } from '#server/operations/flights/providers/flight-status-provider.ts';
import {
  flightAware,
  readFlightAwareAnswer,
} from '#server/operations/flights/providers/flightaware.ts';

// AeroAPI's GET /flights/{ident}: SQ207 SIN-MEL on 14 Feb 2027 (Melbourne), and the day before.
const faFlight = (overrides: Record<string, unknown> = {}) => ({
  ident: 'SIA207',
  fa_flight_id: 'SIA207-1',
  cancelled: false,
  diverted: false,
  origin: { code_iata: 'SIN', code_icao: 'WSSS' },
  destination: { code_iata: 'MEL', code_icao: 'YMML' },
  scheduled_off: '2027-02-13T14:00:00Z',
  actual_off: null,
  scheduled_on: '2027-02-14T00:50:00Z',
  estimated_on: '2027-02-14T00:50:00Z',
  actual_on: null,
  scheduled_in: '2027-02-14T01:00:00Z',
  estimated_in: '2027-02-14T01:00:00Z',
  actual_in: null,
  terminal_destination: '2',
  gate_destination: 'D8',
  baggage_claim: '7',
  ...overrides,
});

describe('FlightAware AeroAPI', () => {
  it('takes the flight landing in Melbourne that day, gate times, and the landing', () => {
    const dayBefore = faFlight({
      scheduled_in: '2027-02-13T01:00:00Z',
      scheduled_on: '2027-02-13T00:50:00Z',
      actual_on: '2027-02-13T00:40:00Z',
    });
    const late = faFlight({
      estimated_in: '2027-02-14T02:35:00Z',
      actual_off: '2027-02-13T15:30:00Z',
    });
    expect(readFlightAwareAnswer({ flights: [late, dayBefore] }, '2027-02-14')).toEqual({
      status: 'departed',
      scheduledArrival: '2027-02-14T01:00:00.000Z',
      estimatedArrival: '2027-02-14T02:35:00.000Z',
      actualArrival: null,
      terminal: '2',
      gate: 'D8',
      baggageBelt: '7',
      origin: 'WSSS',
    });
    expect(
      readFlightAwareAnswer(
        { flights: [faFlight({ estimated_in: '2027-02-14T02:35:00Z' })] },
        '2027-02-14',
      ).status,
    ).toBe('delayed');
    expect(readFlightAwareAnswer({ flights: [dayBefore] }, '2027-02-13')).toMatchObject({
      status: 'landed',
      actualArrival: '2027-02-13T00:40:00.000Z',
    });
    expect(
      readFlightAwareAnswer({ flights: [faFlight({ cancelled: true })] }, '2027-02-14').status,
    ).toBe('cancelled');
    expect(
      readFlightAwareAnswer({ flights: [faFlight({ diverted: true })] }, '2027-02-14').status,
    ).toBe('diverted');
    expect(readFlightAwareAnswer({ flights: [] }, '2027-02-14').status).toBe('not_found');
    expect(() => readFlightAwareAnswer({ flights: [{ ident: 'SIA207' }] }, '2027-02-14')).toThrow(
      FlightLookUpError,
    );
  });

  const calls: Array<{ url: string; key: string | undefined }> = [];
  let answer: { status: number; body: string; headers?: Record<string, string> } = {
    status: 200,
    body: '',
  };
  const server = createServer((request, response) => {
    calls.push({ url: request.url ?? '', key: request.headers['x-apikey'] as string | undefined });
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    response.end(answer.body);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the key as x-apikey, and reads 429 with its Retry-After', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const client = flightAware({ provider: 'flightaware', apiKey: 'fa-secret', apiBase: base });
    answer = { status: 200, body: JSON.stringify({ flights: [faFlight()] }) };
    expect((await client.lookUp({ number: 'SQ207', dateLocal: '2027-02-14' })).status).toBe(
      'scheduled',
    );
    expect(calls).toEqual([{ url: '/flights/SQ207', key: 'fa-secret' }]);

    answer = { status: 429, body: '{}', headers: { 'retry-after': '120' } };
    const limited = await client
      .lookUp({ number: 'SQ207', dateLocal: '2027-02-14' })
      .catch((e: unknown) => e);
    expect(limited).toMatchObject({ kind: 'rate_limited', retryAfterMs: 120_000 });
    expect(String(limited)).not.toContain('fa-secret');

    answer = { status: 200, body: '{"flights": [' };
    await expect(client.lookUp({ number: 'SQ207', dateLocal: '2027-02-14' })).rejects.toMatchObject(
      { kind: 'malformed' },
    );
    answer = { status: 502, body: '' };
    await expect(client.lookUp({ number: 'SQ207', dateLocal: '2027-02-14' })).rejects.toMatchObject(
      { kind: 'unavailable' },
    );
  });
});

describe('AeroDataBox', () => {
  const leg = (arrival: Record<string, unknown>, status = 'Expected') => ({
    number: 'SQ 207',
    status,
    codeshareStatus: 'IsOperator',
    isCargo: false,
    lastUpdatedUtc: '2027-02-13 10:00Z',
    departure: { airport: { iata: 'SIN', icao: 'WSSS', name: 'Singapore' }, quality: [] },
    arrival: {
      airport: { iata: 'MEL', icao: 'YMML', name: 'Melbourne' },
      scheduledTime: { utc: '2027-02-14 01:00Z', local: '2027-02-14 12:00+11:00' },
      quality: ['Basic'],
      ...arrival,
    },
  });
  it('reads revised, predicted and runway times, and uncertain cancellations as unknown', () => {
    expect(
      readAeroDataBoxAnswer(
        [leg({ predictedTime: { utc: '2027-02-14 01:40Z', local: '' } })],
        '2027-02-14',
      ),
    ).toMatchObject({
      status: 'delayed',
      estimatedArrival: '2027-02-14T01:40:00.000Z',
    });
    expect(
      readAeroDataBoxAnswer(
        [leg({ runwayTime: { utc: '2027-02-14 00:52Z', local: '' } }, 'Arrived')],
        '2027-02-14',
      ),
    ).toMatchObject({
      status: 'landed',
      actualArrival: '2027-02-14T00:52:00.000Z',
    });
    expect(readAeroDataBoxAnswer([leg({}, 'CanceledUncertain')], '2027-02-14').status).toBe(
      'unknown',
    );
    expect(readAeroDataBoxAnswer(null, '2027-02-14').status).toBe('not_found');
  });
});

describe('the cadence', () => {
  const arrival = new Date('2027-02-14T01:00:00Z');
  const at = (hours: number) => new Date(arrival.getTime() + hours * 3600_000);
  // The estimate held still since the last look-up.
  const still = { arrival, previousArrival: arrival };
  it('the day before, hourly from 6 h, from 2 h every 20 minutes while still, none once final', () => {
    expect(firstCheckAt({ now: at(-72), arrival })).toEqual(at(-24));
    expect(firstCheckAt({ now: at(-3), arrival })).toEqual(at(-3));
    expect(firstCheckAt({ now: at(-7), arrival: at(-14) })).toBeNull();
    expect(nextCheckAt({ now: at(-24), ...still, status: 'scheduled' })).toEqual(at(-6));
    expect(nextCheckAt({ now: at(-6), ...still, status: 'scheduled' })).toEqual(at(-5));
    expect(nextCheckAt({ now: at(-2.5), ...still, status: 'scheduled' })).toEqual(at(-2));
    expect(nextCheckAt({ now: at(-2), ...still, status: 'delayed' })).toEqual(at(-2 + 1 / 3));
    expect(nextCheckAt({ now: at(-1), ...still, status: 'landed' })).toBeNull();
    expect(nextCheckAt({ now: at(-1), ...still, status: 'cancelled' })).toBeNull();
    expect(nextCheckAt({ now: at(6.5), ...still, status: 'departed' })).toBeNull();
    // A number the provider does not know: at most hourly.
    expect(nextCheckAt({ now: at(-1), ...still, status: 'not_found' })).toEqual(at(0));
  });

  it('every 10 minutes in the last 2 h while the estimate moves, and from 30 minutes before landing until landed', () => {
    const minutes = (m: number) => new Date(arrival.getTime() + m * 60_000);
    const moved = (by: number) => ({ arrival, previousArrival: minutes(-by) });
    // Moved by 5 minutes or more (either way): the close watch.
    expect(nextCheckAt({ now: minutes(-90), ...moved(5), status: 'departed' })).toEqual(
      minutes(-80),
    );
    expect(nextCheckAt({ now: minutes(-90), ...moved(-40), status: 'departed' })).toEqual(
      minutes(-80),
    );
    // A drift of a few minutes is holding still.
    expect(nextCheckAt({ now: minutes(-90), ...moved(4), status: 'departed' })).toEqual(
      minutes(-70),
    );
    // The last 30 minutes, and past the estimate until the landing is reported.
    expect(nextCheckAt({ now: minutes(-31), ...still, status: 'departed' })).toEqual(minutes(-11));
    expect(nextCheckAt({ now: minutes(-30), ...still, status: 'departed' })).toEqual(minutes(-20));
    expect(nextCheckAt({ now: minutes(5), ...still, status: 'departed' })).toEqual(minutes(15));
    // Earlier than 2 h, a move changes nothing: hourly.
    expect(nextCheckAt({ now: at(-5), ...moved(60), status: 'delayed' })).toEqual(at(-4));
  });
});
