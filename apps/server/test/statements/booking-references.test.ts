// How far a booking reference in a transfer's description is tolerated (docs/decisions/088).
import { describe, expect, it } from 'vitest';

import {
  foldReference,
  indexReferences,
  referenceCandidates,
  resolveReference,
} from '#server/lib/booking-references.ts';

const booking = (bookingRef: string) => ({ bookingRef });
const nineC = booking('BK-9CSYFH');
const index = indexReferences([nineC, booking('BK-7K2M9Q'), booking('BK-2DN8KV')]);

describe('finding a booking reference in a description', () => {
  it.each([
    'BK-9CSYFH',
    'BK 9CSYFH',
    'bk9csyfh',
    'Bk - 9csyfh',
    'Direct Credit 062000 PRIYA SHARMA BK-9CSYFH',
    'REF:BK#9CSYFH thanks',
    'transfer 9CSYFH', // no "BK" at all
    'BK-9C5YFH', // 5 for S
    'BK-9CSYFHARRIVAL', // run into the next word
  ])('%s', (description) => {
    expect(resolveReference(description, index)).toBe(nineC);
  });

  it.each([
    ['nothing like a reference', 'TRANSFER FROM A NGUYEN RENT JAN'],
    ['a bare word without a digit', 'CSYFHA PAYMENT'],
    ['an account number', 'Direct Credit 013000'],
    ['another code', 'BK-9CSYFJ'],
    ['two bookings named', 'BK-9CSYFH and BK-7K2M9Q'],
  ])('%s: no booking', (_, description) => {
    expect(resolveReference(description, index)).toBeNull();
  });

  it('folds look-alikes both ways, O/0/Q/D, I/1/L, S/5, Z/2, B/8, G/6', () => {
    expect(foldReference('ODQ IL1 SZBG')).toBe(foldReference('000 111 5286'));
    expect(resolveReference('BK-20N8KV', index)).toEqual(booking('BK-2DN8KV'));
  });

  it('a folded code that fits two bookings fits neither; the exact one still wins', () => {
    const twins = indexReferences([booking('BK-2DN8KV'), booking('BK-2QN8KV')]);
    expect(resolveReference('BK-20N8KV', twins)).toBeNull();
    expect(resolveReference('BK-2QN8KV', twins)).toEqual(booking('BK-2QN8KV'));
  });

  it('prefers codes written after "BK" over bare words, each once', () => {
    expect(referenceCandidates('ABC123 bk 7k2m9q BK-7K2M9Q')).toEqual(['7K2M9Q']);
    expect(referenceCandidates('paid ABC123 and 7K2M9Q')).toEqual(['ABC123', '7K2M9Q']);
  });
});
