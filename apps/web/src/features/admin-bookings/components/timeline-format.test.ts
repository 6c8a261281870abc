import { describe, expect, it } from 'vitest';

import type { TimelineEntry } from '@landed/shared/schemas/booking-timeline';

import { timelineLabel, timelineSummary } from './timeline-format.ts';

const entry = (action: string, details: Record<string, unknown>): TimelineEntry => ({
  at: '2026-11-24T01:00:00.000Z',
  actor: 'Mei Chen',
  action,
  details,
});

describe('timeline lines', () => {
  it('words an arrival change as what changed, before and after', () => {
    const changed = entry('arrival_changed', {
      before: { preferredDate: '2027-02-14', flightNumber: 'QF10', destinationAddress: '' },
      after: { preferredDate: '2027-02-16', flightNumber: 'MU737', destinationAddress: 'Unilodge' },
      shortNotice: true,
    });
    expect(timelineLabel(changed)).toBe('Arrival changed');
    expect(timelineSummary(changed)).toBe(
      'Date: 14 Feb 2027 → 16 Feb 2027; Flight: QF10 → MU737; Going to: none → Unilodge; At short notice',
    );
  });

  it('words the other events', () => {
    expect(
      timelineSummary(entry('status_changed', { before: 'Pending', after: 'Confirmed' })),
    ).toBe('Pending → Confirmed');
    const created = entry('created', {
      packageName: 'Standard',
      total: 180,
      preferredDate: '2027-02-14',
    });
    expect(timelineLabel(created)).toBe('Booking made');
    expect(timelineSummary(created)).toBe('Package: Standard; Total: $180; Date: 14 Feb 2027');
    expect(timelineSummary(entry('payment_claimed', { amount: 75.5, reference: '' }))).toBe(
      'Amount: $75.50',
    );
    expect(timelineLabel(entry('payment_rejected', {}))).toBe('Payment rejected');
    const note = entry('note', { note: 'Two suitcases.\nCall first.' });
    expect([timelineLabel(note), timelineSummary(note)]).toEqual([
      'Note',
      'Two suitcases.\nCall first.',
    ]);
  });

  it('words a mail with its subject, recipient and delivery', () => {
    const mail = entry('mail', {
      template: 'booking-received',
      subject: 'We received your booking BK-7K2M9Q',
      to: 'mei@example.com',
      status: 'failed',
      queuedAt: '2026-11-24T01:00:00.000Z',
      sentAt: null,
    });
    expect(timelineLabel(mail)).toBe('E-mail: We received your booking BK-7K2M9Q');
    expect(timelineSummary(mail)).toBe('To mei@example.com: could not be delivered');
  });

  it('reads an action it does not know', () => {
    const later = entry('driver_declined', { driverName: 'Tom', reason: 'Sick' });
    expect(timelineLabel(later)).toBe('Driver declined');
    expect(timelineSummary(later)).toBe('Driver: Tom; Reason: Sick');
  });
});
