import { describe, expect, it } from 'vitest';

import {
  CANCELLATION_MESSAGES,
  DEFAULT_CANCELLATION_POLICY,
  cancellationPolicySchema,
  policyOrDefault,
} from './cancellation.ts';

const messages = (value: unknown) =>
  cancellationPolicySchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('cancellationPolicySchema', () => {
  it('accepts the defaults and refuses tiers out of order, overlapping or out of range', () => {
    expect(messages(DEFAULT_CANCELLATION_POLICY)).toEqual([]);
    const policy = (tiers: unknown) => ({ tiers, airlineCancelledFullRefund: true });
    expect(messages(policy([]))).toEqual([CANCELLATION_MESSAGES.tiersRequired]);
    // The same hours twice overlap; more hours after fewer is out of order.
    expect(
      messages(
        policy([
          { hoursBefore: 24, percent: 50 },
          { hoursBefore: 24, percent: 0 },
        ]),
      ),
    ).toEqual([CANCELLATION_MESSAGES.tiersOrder]);
    expect(
      messages(
        policy([
          { hoursBefore: 24, percent: 50 },
          { hoursBefore: 48, percent: 100 },
        ]),
      ),
    ).toEqual([CANCELLATION_MESSAGES.tiersOrder]);
    expect(
      messages(
        policy([
          { hoursBefore: 48, percent: 50 },
          { hoursBefore: 24, percent: 100 },
        ]),
      ),
    ).toEqual([CANCELLATION_MESSAGES.percentOrder]);
    expect(messages(policy([{ hoursBefore: 48, percent: 101 }]))).toEqual([
      CANCELLATION_MESSAGES.percentInvalid,
    ]);
    expect(messages(policy([{ hoursBefore: -1, percent: 10 }]))).toEqual([
      CANCELLATION_MESSAGES.hoursInvalid,
    ]);
    expect(messages(policy([{ hoursBefore: 1.5, percent: 10 }]))).toEqual([
      CANCELLATION_MESSAGES.hoursInvalid,
    ]);
  });

  it('falls back to the defaults when nothing (or nothing valid) is stored', () => {
    expect(policyOrDefault(null)).toEqual(DEFAULT_CANCELLATION_POLICY);
    expect(policyOrDefault({ tiers: 'x' })).toEqual(DEFAULT_CANCELLATION_POLICY);
    const stored = { tiers: [{ hoursBefore: 72, percent: 80 }], airlineCancelledFullRefund: false };
    expect(policyOrDefault(stored)).toEqual(stored);
  });
});
