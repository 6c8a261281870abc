import { describe, expect, it } from 'vitest';

import { logSentence } from './log-sentence.ts';

describe('a log entry as a sentence (issue 33 item 4)', () => {
  it('says what changed from what to what, then each detail in words', () => {
    expect(
      logSentence({
        action: 'booking.status_changed',
        details: { from: 'Pending', to: 'Confirmed', bookingRef: 'BK-7K2M9Q', reason: '' },
      }),
    ).toBe(
      'Booking status changed from Pending to Confirmed. Booking ref: BK-7K2M9Q. Reason: none.',
    );
  });

  it('reads nested and listed details without JSON', () => {
    const sentence = logSentence({
      action: 'cancellation_policy.updated',
      details: {
        after: { tiers: [{ hoursBefore: 48, percent: 100 }], airlineCancelledFullRefund: true },
        fields: ['terms', 'faqs'],
        emailWasVerified: false,
      },
    });
    expect(sentence).toBe(
      'Cancellation policy updated to tiers hours before 48, percent 100, airline cancelled full refund yes. Fields: terms, faqs. Email was verified: no.',
    );
    expect(sentence).not.toMatch(/[{}"]/);
  });
});
