// The cancellation policy's arithmetic (issue 26; docs/decisions/085): each tier's boundary,
// to the minute, in Melbourne time, and across both daylight-saving changes, where a day is 23
// or 25 hours long and the notice is counted in real hours.
import { describe, expect, it } from 'vitest';

import {
  DEFAULT_CANCELLATION_POLICY,
  type CancellationPolicy,
} from '@landed/shared/schemas/cancellation';

import {
  arrivalInstant,
  cancellationRefund,
} from '#server/operations/refunds/cancellation-refund-policy.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;

// $180 paid, arriving 10:00 on 20 January 2027 (summer time, UTC+11): 2027-01-19T23:00Z.
const booking = { paidCents: 18_000, preferredDate: '2027-01-20', arrivalTime: '10:00' };
const arrival = Date.parse('2027-01-19T23:00:00Z');
const refundAt = (msBefore: number, policy: CancellationPolicy = DEFAULT_CANCELLATION_POLICY) =>
  cancellationRefund({ ...booking, now: new Date(arrival - msBefore), policy });

describe('cancellationRefund', () => {
  it('reads the arrival on Melbourne’s clock, and the start of the day when no time is given', () => {
    expect(arrivalInstant(booking).toISOString()).toBe('2027-01-19T23:00:00.000Z');
    // Winter: UTC+10.
    expect(
      arrivalInstant({ preferredDate: '2027-07-20', arrivalTime: '10:00' }).toISOString(),
    ).toBe('2027-07-20T00:00:00.000Z');
    expect(arrivalInstant({ preferredDate: '2027-01-20', arrivalTime: '' }).toISOString()).toBe(
      '2027-01-19T13:00:00.000Z',
    );
  });

  it('gives each default tier on and around its boundary', () => {
    expect(refundAt(72 * HOUR)).toMatchObject({ refundCents: 18_000, tier: 'at-least-48h' });
    expect(refundAt(48 * HOUR)).toMatchObject({ refundCents: 18_000, percent: 100 });
    expect(refundAt(48 * HOUR - MINUTE)).toMatchObject({
      refundCents: 9_000,
      tier: 'at-least-24h',
    });
    expect(refundAt(30 * HOUR)).toMatchObject({ refundCents: 9_000, percent: 50 });
    expect(refundAt(24 * HOUR)).toMatchObject({ refundCents: 9_000, tier: 'at-least-24h' });
    expect(refundAt(24 * HOUR - MINUTE)).toMatchObject({ refundCents: 0, tier: 'at-least-0h' });
    expect(refundAt(0)).toMatchObject({ refundCents: 0, tier: 'at-least-0h' });
    // After the arrival: a no-show.
    expect(refundAt(-MINUTE)).toMatchObject({ refundCents: 0, tier: 'after-arrival', percent: 0 });
  });

  it('rounds a share down to the cent, and refunds nothing below the last tier', () => {
    const policy: CancellationPolicy = {
      tiers: [{ hoursBefore: 72, percent: 33 }],
      airlineCancelledFullRefund: false,
    };
    // 33 % of $180.01 is $59.4033: $59.40.
    expect(
      cancellationRefund({
        ...booking,
        paidCents: 18_001,
        now: new Date(arrival - 80 * HOUR),
        policy,
      }),
    ).toMatchObject({ refundCents: 5_940, tier: 'at-least-72h' });
    expect(refundAt(71 * HOUR, policy)).toMatchObject({ refundCents: 0, tier: 'below-tiers' });
  });

  it('counts real hours across the end of daylight saving (first Sunday of April)', () => {
    // Clocks go back at 03:00 on Sunday 4 April 2027. Arriving 10:00 on Monday 5 April (UTC+10):
    // 48 real hours before is 11:00 on Saturday 3 April by the clock (UTC+11), not 10:00.
    const at = { ...booking, preferredDate: '2027-04-05', arrivalTime: '10:00' };
    expect(arrivalInstant(at).toISOString()).toBe('2027-04-05T00:00:00.000Z');
    const policy = DEFAULT_CANCELLATION_POLICY;
    const on = (iso: string) => cancellationRefund({ ...at, now: new Date(iso), policy });
    // 10:00 Saturday by the clock: 49 real hours.
    expect(on('2027-04-02T23:00:00Z')).toMatchObject({ percent: 100 });
    // 11:00 Saturday: exactly 48 hours.
    expect(on('2027-04-03T00:00:00Z')).toMatchObject({ refundCents: 18_000, percent: 100 });
    // 11:01 Saturday: 47:59.
    expect(on('2027-04-03T00:01:00Z')).toMatchObject({ refundCents: 9_000, percent: 50 });
    // 10:00 Sunday (after the change): exactly 24 hours.
    expect(on('2027-04-04T00:00:00Z')).toMatchObject({ refundCents: 9_000 });
    expect(on('2027-04-04T00:01:00Z')).toMatchObject({ refundCents: 0 });
  });

  it('counts real hours across the start of daylight saving (first Sunday of October)', () => {
    // Clocks go forward at 02:00 on Sunday 3 October 2027. Arriving 10:00 on Monday 4 October
    // (UTC+11): 48 real hours before is 09:00 on Saturday 2 October by the clock (UTC+10).
    const at = { ...booking, preferredDate: '2027-10-04', arrivalTime: '10:00' };
    expect(arrivalInstant(at).toISOString()).toBe('2027-10-03T23:00:00.000Z');
    const policy = DEFAULT_CANCELLATION_POLICY;
    const on = (iso: string) => cancellationRefund({ ...at, now: new Date(iso), policy });
    expect(on('2027-10-01T23:00:00Z')).toMatchObject({ refundCents: 18_000 });
    // 10:00 Saturday by the clock: 47 real hours, though the clock says 48.
    expect(on('2027-10-02T00:00:00Z')).toMatchObject({ refundCents: 9_000, percent: 50 });
    expect(on('2027-10-02T23:00:00Z')).toMatchObject({ refundCents: 9_000 });
    expect(on('2027-10-02T23:01:00Z')).toMatchObject({ refundCents: 0 });
  });
});
