import { describe, expect, it } from 'vitest';

import type { BookingFlight } from '@landed/shared/schemas/flights';

import { flightBadge } from './flight-badge.ts';

const flight = (patch: Partial<BookingFlight>): BookingFlight => ({
  number: 'SQ207',
  status: 'scheduled',
  scheduledArrival: '2027-02-16T03:30:00.000Z',
  estimatedArrival: '2027-02-16T03:30:00.000Z',
  actualArrival: null,
  terminal: '2',
  gate: null,
  baggageBelt: null,
  checkedAt: '2027-02-16T01:00:00.000Z',
  unavailableSince: null,
  ...patch,
});

describe('the board’s flight badge (issue 34)', () => {
  it('says what needs acting on, in a few words (Melbourne times)', () => {
    expect(flightBadge(flight({}))).toBeNull();
    expect(flightBadge(undefined)).toBeNull();
    expect(flightBadge(flight({ status: null }))).toBeNull();
    expect(
      flightBadge(flight({ status: 'delayed', estimatedArrival: '2027-02-16T05:05:00.000Z' })),
    ).toEqual({ label: '+95 min', tone: 'warning' });
    expect(flightBadge(flight({ estimatedArrival: '2027-02-16T03:10:00.000Z' }))?.label).toBe(
      '−20 min',
    );
    expect(flightBadge(flight({ status: 'cancelled' }))?.label).toBe('Cancelled');
    expect(flightBadge(flight({ status: 'diverted' }))?.label).toBe('Diverted');
    expect(flightBadge(flight({ status: 'not_found' }))?.label).toBe('Flight not found');
    expect(
      flightBadge(flight({ status: 'landed', actualArrival: '2027-02-16T03:32:00.000Z' })),
    ).toEqual({ label: 'Landed 14:32', tone: 'ok' });
    expect(flightBadge(flight({ unavailableSince: '2027-02-16T03:05:00.000Z' }))?.label).toBe(
      'Flight data unavailable since 14:05',
    );
  });
});
