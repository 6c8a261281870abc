// The booking lifecycle's table (issue 31; docs/decisions/100): every allowed move with what it
// writes and runs, and every refused one with the words a person reads. Pure: no database.
import { describe, expect, it } from 'vitest';

import { LIFECYCLE_MESSAGES as M } from '@landed/shared/schemas/booking-lifecycle';
import type { DriverStatus } from '@landed/shared/schemas/meeting';
import { DRIVER_STATUSES } from '@landed/shared/schemas/meeting';

import type {
  BookingFacts,
  EventName,
  Party,
} from '#server/operations/booking-lifecycle/machine.ts';
import {
  DRIVER_STATUS_RULES,
  decide,
  decideDriverStatus,
  decidePickup,
  decideRefundMove,
  staffEventFor,
  TRANSITIONS,
} from '#server/operations/booking-lifecycle/machine.ts';

const base: BookingFacts = {
  status: 'Pending',
  paymentStatus: 'Not Paid',
  approvalStatus: null,
  studentConsent: null,
  billedToPartner: false,
  refund: null,
};
const facts = (patch: Partial<BookingFacts> = {}): BookingFacts => ({ ...base, ...patch });
const ok = (f: BookingFacts, event: EventName, by: Party) => {
  const d = decide({ facts: f, event, by });
  if (!d.ok) throw new Error(`${event} by ${by} refused: ${d.refusal.code}`);
  return { set: d.set, then: d.transition.then };
};
const refused = (f: BookingFacts, event: EventName, by: Party) => {
  const d = decide({ facts: f, event, by });
  if (d.ok) throw new Error(`${event} by ${by} allowed`);
  return d.refusal;
};

describe('the booking lifecycle, as a table', () => {
  it('names every event once, and each staff status has its event', () => {
    const events = TRANSITIONS.map((t) => t.event);
    expect(new Set(events).size).toBe(events.length);
    for (const s of ['Pending', 'Confirmed', 'Completed', 'Cancelled'] as const)
      expect(events).toContain(staffEventFor(s));
  });

  it('refuses every event to a party the table does not name', () => {
    const parties: Party[] = ['student', 'staff', 'partner', 'system'];
    for (const t of TRANSITIONS)
      for (const by of parties.filter((p) => !t.by.includes(p)))
        expect(refused(facts({ approvalStatus: 'Awaiting' }), t.event, by)).toEqual({
          code: 'NOT_ALLOWED',
          message: M.notAllowed,
        });
  });

  describe('status', () => {
    it('the student cancels only a Pending booking; the driver is released and the policy refunds', () => {
      expect(ok(facts(), 'student-cancel', 'student')).toEqual({
        set: { status: 'Cancelled' },
        then: ['release-driver', 'refund-by-policy'],
      });
      for (const status of ['Confirmed', 'Completed', 'Cancelled'] as const)
        expect(refused(facts({ status }), 'student-cancel', 'student')).toEqual({
          code: 'NOT_PENDING',
          message: M.onlyPendingCancel,
        });
    });

    it('staff cancel from any other status; a partner’s request to decline is settled by it', () => {
      for (const status of ['Pending', 'Confirmed', 'Completed'] as const)
        expect(ok(facts({ status }), 'staff-cancel', 'staff').then).toEqual([
          'release-driver',
          'refund-by-policy',
        ]);
      expect(
        ok(
          facts({ status: 'Confirmed', approvalStatus: 'Decline requested' }),
          'staff-cancel',
          'staff',
        ).set,
      ).toEqual({ status: 'Cancelled', approvalStatus: 'Declined' });
      expect(refused(facts({ status: 'Cancelled' }), 'staff-cancel', 'staff').code).toBe(
        'ALREADY_CANCELLED',
      );
    });

    it('leaving Cancelled withdraws a refund still Due, and is refused once one was paid, failed or sent', () => {
      for (const event of ['staff-confirm', 'staff-complete', 'staff-reopen'] as const) {
        expect(ok(facts({ status: 'Cancelled', refund: 'Due' }), event, 'staff').then).toContain(
          'withdraw-due-refund',
        );
        for (const refund of ['Paid', 'Failed', 'Sending'] as const)
          expect(refused(facts({ status: 'Cancelled', refund }), event, 'staff')).toEqual({
            code: 'REFUND_ON_RECORD',
            message: M.refundOnRecord,
          });
      }
      expect(ok(facts({ status: 'Confirmed' }), 'staff-complete', 'staff')).toEqual({
        set: { status: 'Completed' },
        then: ['withdraw-due-refund', 'advance-onboarding', 'earn-commission'],
      });
      expect(refused(facts({ status: 'Confirmed' }), 'staff-confirm', 'staff').code).toBe(
        'SAME_STATUS',
      );
    });
  });

  describe('approval', () => {
    const awaiting = facts({ approvalStatus: 'Awaiting' });
    it('a partner approves what awaits it', () => {
      expect(ok(awaiting, 'partner-approve', 'partner').set).toEqual({
        approvalStatus: 'Approved',
      });
      expect(
        refused(facts({ approvalStatus: 'Approved' }), 'partner-approve', 'partner').code,
      ).toBe('NOT_AWAITING_APPROVAL');
    });

    it('declines (and so cancels) only what is neither paid nor confirmed', () => {
      expect(ok(awaiting, 'partner-decline', 'partner')).toEqual({
        set: { approvalStatus: 'Declined', status: 'Cancelled' },
        then: ['release-driver'],
      });
      for (const f of [
        facts({ approvalStatus: 'Awaiting', paymentStatus: 'Verified' }),
        facts({ approvalStatus: 'Awaiting', paymentStatus: 'Verification Pending' }),
        facts({ approvalStatus: 'Awaiting', status: 'Confirmed' }),
      ]) {
        expect(refused(f, 'partner-decline', 'partner')).toEqual({
          code: 'DECLINE_NEEDS_STAFF',
          message: M.declineNeedsStaff,
        });
        // …and asks staff instead, who cancel it with the policy's refund.
        expect(ok(f, 'partner-request-decline', 'partner')).toEqual({
          set: { approvalStatus: 'Decline requested' },
          then: [],
        });
      }
      expect(
        refused(
          facts({ approvalStatus: 'Decline requested' }),
          'partner-request-decline',
          'partner',
        ).code,
      ).toBe('NOT_AWAITING_APPROVAL');
      expect(
        refused(
          facts({ approvalStatus: 'Awaiting', status: 'Cancelled' }),
          'partner-request-decline',
          'partner',
        ).code,
      ).toBe('NOT_AWAITING_APPROVAL');
    });
  });

  describe('the student’s answer to a partner’s booking', () => {
    const waiting = facts({ studentConsent: 'Awaiting' });
    it('accepting records it; refusing cancels a Pending booking like their own cancellation', () => {
      expect(ok(waiting, 'student-accept-partner-booking', 'student')).toEqual({
        set: { studentConsent: 'Given' },
        then: [],
      });
      expect(ok(waiting, 'student-refuse-partner-booking', 'student')).toEqual({
        set: { studentConsent: 'Refused', status: 'Cancelled' },
        then: ['release-driver', 'refund-by-policy'],
      });
      expect(
        refused({ ...waiting, status: 'Confirmed' }, 'student-refuse-partner-booking', 'student'),
      ).toEqual({ code: 'NOT_PENDING', message: M.onlyPendingCancel });
      for (const studentConsent of ['Given', 'Refused', null] as const)
        for (const event of [
          'student-accept-partner-booking',
          'student-refuse-partner-booking',
        ] as const)
          expect(refused(facts({ studentConsent }), event, 'student')).toEqual({
            code: 'CONSENT_NOT_AWAITING',
            message: M.consentNotAwaiting,
          });
    });
  });

  describe('payment', () => {
    it('the student claims a payment of a booking that is not cancelled nor paid by its partner', () => {
      expect(ok(facts(), 'claim-payment', 'student').set).toEqual({
        paymentStatus: 'Verification Pending',
      });
      expect(refused(facts({ status: 'Cancelled' }), 'claim-payment', 'student')).toEqual({
        code: 'BOOKING_CANCELLED',
        message: M.notPayable,
      });
      expect(refused(facts({ billedToPartner: true }), 'claim-payment', 'student')).toEqual({
        code: 'BILLED_TO_PARTNER',
        message: M.paysOnAccount,
      });
      expect(
        refused(facts({ paymentStatus: 'Verification Pending' }), 'claim-payment', 'student').code,
      ).toBe('ALREADY_CLAIMED');
    });

    it('a partner-paid booking is verified by staff only, never by a statement line or a card', () => {
      const pending = facts({ paymentStatus: 'Verification Pending' });
      expect(ok(pending, 'verify-payment', 'system')).toEqual({
        set: { paymentStatus: 'Verified' },
        then: ['earn-commission'],
      });
      expect(refused({ ...pending, billedToPartner: true }, 'verify-payment', 'system')).toEqual({
        code: 'PARTNER_PAYS',
        message: M.partnerPaysReview,
      });
      expect(ok({ ...pending, billedToPartner: true }, 'verify-payment', 'staff').set).toEqual({
        paymentStatus: 'Verified',
      });
      expect(refused(facts({ paymentStatus: 'Verified' }), 'verify-payment', 'staff').code).toBe(
        'ALREADY_VERIFIED',
      );
    });

    it('a rejected claim makes the booking unpaid again, unless another payment settled it', () => {
      expect(
        ok(facts({ paymentStatus: 'Verification Pending' }), 'reject-payment', 'staff').set,
      ).toEqual({ paymentStatus: 'Not Paid' });
      expect(ok(facts({ paymentStatus: 'Verified' }), 'reject-payment', 'staff').set).toEqual({});
    });

    it('the partner’s paid invoice pays its unpaid bookings, and overwrites no verified one', () => {
      const onAccount = facts({ billedToPartner: true });
      expect(ok(onAccount, 'partner-invoice-paid', 'staff')).toEqual({
        set: { paymentStatus: 'Paid' },
        then: ['earn-commission'],
      });
      for (const f of [
        { ...onAccount, paymentStatus: 'Verified' as const },
        { ...onAccount, status: 'Cancelled' as const },
        facts(),
      ])
        expect(refused(f, 'partner-invoice-paid', 'staff').code).toBe('NOT_ON_ACCOUNT');
    });
  });

  describe('pickup', () => {
    const day = { preferredDate: '2027-02-14', today: '2027-02-13' };
    const pickup = (patch: Partial<Parameters<typeof decidePickup>[0]['facts']> = {}) => ({
      status: 'Confirmed' as const,
      pickupStatus: 'Assigned' as const,
      ...day,
      ...patch,
    });
    it('dispatches Pending and Confirmed bookings only', () => {
      for (const status of ['Cancelled', 'Completed'] as const)
        expect(
          decidePickup({ facts: pickup({ status }), to: 'Assigned', hasDriver: true })?.code,
        ).toBe('NOT_DISPATCHABLE');
      expect(decidePickup({ facts: pickup(), to: 'Assigned', hasDriver: true })).toBeNull();
    });
    it('a driver means a status beyond Unassigned, and no driver means Unassigned', () => {
      expect(decidePickup({ facts: pickup(), to: 'Assigned', hasDriver: false })?.code).toBe(
        'NEEDS_DRIVER',
      );
      expect(decidePickup({ facts: pickup(), to: 'Unassigned', hasDriver: true })?.code).toBe(
        'HAS_DRIVER',
      );
      expect(decidePickup({ facts: pickup(), to: 'Unassigned', hasDriver: false })).toBeNull();
    });
    it('the day’s statuses only from the arrival day on', () => {
      for (const to of ['Picked up', 'No-show', 'Done'] as const) {
        expect(decidePickup({ facts: pickup(), to, hasDriver: true })?.code).toBe(
          'NOT_ARRIVAL_DAY',
        );
        expect(
          decidePickup({ facts: pickup({ today: '2027-02-14' }), to, hasDriver: true }),
        ).toBeNull();
      }
    });
  });

  describe('refund', () => {
    it('is settled once, and a card payment’s only by the card provider', () => {
      expect(
        decideRefundMove({ status: 'Due', move: { to: 'Paid', by: 'staff', byCard: false } }),
      ).toBeNull();
      expect(
        decideRefundMove({ status: 'Due', move: { to: 'Paid', by: 'system', byCard: true } }),
      ).toBeNull();
      expect(
        decideRefundMove({ status: 'Due', move: { to: 'Paid', by: 'staff', byCard: true } })?.code,
      ).toBe('CARD_REFUND');
      expect(
        decideRefundMove({ status: 'Due', move: { to: 'Failed', by: 'staff', byCard: true } }),
      ).toBeNull();
      for (const status of ['Paid', 'Failed'] as const)
        expect(
          decideRefundMove({ status, move: { to: 'Failed', by: 'staff', byCard: false } })?.code,
        ).toBe('NOT_DUE');
    });
  });
});

// A driver's statuses (issue 35; docs/decisions/130): each only after the one before, No-show
// after the wait and with evidence, from the day before the pickup to the day after.
describe('a driver’s statuses, as a table', () => {
  const now = new Date('2027-03-10T02:00:00Z');
  const facts = (last: DriverStatus | null, extra: object = {}) => ({
    last,
    pickupDate: '2027-03-10',
    today: '2027-03-10',
    now,
    noShowFrom: null,
    hasNote: true,
    hasPhoto: true,
    ...extra,
  });
  const codeOf = (last: DriverStatus | null, to: DriverStatus, extra: object = {}) => {
    const decision = decideDriverStatus({ facts: facts(last, extra), to });
    return decision === null || decision === 'same' ? decision : decision.code;
  };

  it('allows exactly the moves of the table', () => {
    for (const last of [null, ...DRIVER_STATUSES]) {
      for (const to of DRIVER_STATUSES) {
        const expected =
          last === to
            ? 'same'
            : DRIVER_STATUS_RULES[to].after.includes(last)
              ? null
              : 'WRONG_ORDER';
        expect([last, to, codeOf(last, to)]).toEqual([last, to, expected]);
      }
    }
  });

  it('No-show waits for the landing’s wait, then needs a note and a photo', () => {
    const later = new Date(now.getTime() + 60_000);
    expect(codeOf('At the meeting point', 'No-show', { noShowFrom: later })).toBe('STILL_WAITING');
    expect(codeOf('At the meeting point', 'No-show', { hasPhoto: false })).toBe('NO_SHOW_EVIDENCE');
    expect(codeOf('On my way', 'No-show', { hasNote: false })).toBe('NO_SHOW_EVIDENCE');
  });

  it('counts from the day before the pickup to the day after', () => {
    expect(codeOf(null, 'On my way', { today: '2027-03-09' })).toBeNull();
    expect(codeOf(null, 'On my way', { today: '2027-03-08' })).toBe('NOT_PICKUP_DAY');
    expect(codeOf('Met the student', 'Dropped off', { today: '2027-03-11' })).toBeNull();
    expect(codeOf('Met the student', 'Dropped off', { today: '2027-03-12' })).toBe(
      'NOT_PICKUP_DAY',
    );
  });
});
