// A booking's states and every move between them, written down as data (issue 31; STYLE habit 9;
// drawn in docs/booking-lifecycle.md). Pure: the facts of a booking and an event in, the
// columns to write and the consequences to run out, or a refusal a person understands. The one
// caller is `transition.ts`, which runs it under the booking's row lock; nothing else writes
// the state columns (test/architecture/booking-state-writers.test.ts keeps it so).
import type { BookingStatus, PaymentStatus, PickupStatus } from '@landed/shared/constants';
import { addDays, melbourneTime } from '@landed/shared/dates';
import { ARRIVAL_MESSAGES, isOnTheDayStatus } from '@landed/shared/schemas/arrivals';
import { FLIGHT_MESSAGES } from '@landed/shared/schemas/flights';
import { REFUND_MESSAGES } from '@landed/shared/schemas/refund';
import { LIFECYCLE_MESSAGES } from '@landed/shared/schemas/booking-lifecycle';
import type { DriverStatus } from '@landed/shared/schemas/meeting';
import { DRIVER_MESSAGES } from '@landed/shared/schemas/meeting';
import type { ApprovalStatus, StudentConsent } from '@landed/shared/schemas/partner-bookings';

// Who asks: the student who owns the booking, staff, a partner user of its partner, or the
// system (the card provider's webhook, a bank statement's exact match, a job).
export type Party = 'student' | 'staff' | 'partner' | 'system';

// 'Sending': Due, but already handed to the card provider, so no longer withdrawn.
export type RefundState = 'Due' | 'Sending' | 'Paid' | 'Failed' | null;

export type BookingFacts = {
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  approvalStatus: ApprovalStatus | null;
  // The student's answer to a booking a partner made for them (docs/decisions/105).
  studentConsent: StudentConsent | null;
  billedToPartner: boolean;
  refund: RefundState;
};

// What may follow a move, run by transition.ts in the move's transaction, in this order.
export type Consequence =
  // The driver (if any) is taken off and told not to go.
  | 'release-driver'
  // A verified payment gets the policy's share back (or staff's amount with a reason); the
  // agent's commission is reversed with it.
  | 'refund-by-policy'
  // A refund still Due on a booking that goes ahead again is withdrawn.
  | 'withdraw-due-refund'
  // An agent's booking completed and paid earns its commission.
  | 'earn-commission'
  // The student's onboarding steps move on.
  | 'advance-onboarding';

export type StateColumns = {
  status?: BookingStatus;
  paymentStatus?: PaymentStatus;
  approvalStatus?: ApprovalStatus;
  studentConsent?: StudentConsent;
};

export type EventName =
  | 'student-cancel'
  | 'staff-cancel'
  | 'staff-confirm'
  | 'staff-complete'
  | 'staff-reopen'
  | 'partner-decline'
  | 'partner-request-decline'
  | 'partner-approve'
  | 'student-accept-partner-booking'
  | 'student-refuse-partner-booking'
  | 'claim-payment'
  | 'verify-payment'
  | 'reject-payment'
  | 'partner-invoice-paid';

export type Refusal = { code: string; message: string };

export type Transition = {
  event: EventName;
  by: readonly Party[];
  // The state the booking must be in, column by column (any value when a column is absent).
  from: {
    status?: readonly BookingStatus[];
    paymentStatus?: readonly PaymentStatus[];
    approvalStatus?: readonly (ApprovalStatus | null)[];
    studentConsent?: readonly (StudentConsent | null)[];
  };
  // Why the move is refused when `from` does not hold.
  refusal: Refusal;
  // Further guards, checked in order once `from` holds.
  guards?: readonly ((facts: BookingFacts, by: Party) => Refusal | null)[];
  // The columns written (a status of Cancelled or Completed also starts the retention clock).
  set: (facts: BookingFacts) => StateColumns;
  then: readonly Consequence[];
  // The timeline's and the audit log's names for the move.
  timeline: string;
  audit: string;
};

const ALL_STATUSES: readonly BookingStatus[] = ['Pending', 'Confirmed', 'Completed', 'Cancelled'];
const M = LIFECYCLE_MESSAGES;

// A booking cancelled with its refund already paid (or failed, and so in staff's hands) stays
// cancelled: the money went back. One still Due is withdrawn instead (issue 31).
const refundSettled = (f: BookingFacts): Refusal | null =>
  f.status === 'Cancelled' && f.refund !== null && f.refund !== 'Due'
    ? { code: 'REFUND_ON_RECORD', message: M.refundOnRecord }
    : null;

// A partner that pays on account is invoiced for the booking: money from anywhere else is for
// staff to look at, never verified by itself (a statement line, a card payment).
const partnerPaysReview = (f: BookingFacts, by: Party): Refusal | null =>
  f.billedToPartner && by === 'system'
    ? { code: 'PARTNER_PAYS', message: M.partnerPaysReview }
    : null;

// A staff move to another status: leaving Cancelled withdraws a refund still Due.
const staffMove = ({
  event,
  to,
  extra,
}: {
  event: EventName;
  to: BookingStatus;
  extra: readonly Consequence[];
}): Transition => ({
  event,
  by: ['staff'],
  from: { status: ALL_STATUSES.filter((s) => s !== to) },
  refusal: { code: 'SAME_STATUS', message: M.sameStatus },
  guards: [refundSettled],
  set: () => ({ status: to }),
  then: ['withdraw-due-refund', ...extra],
  timeline: 'status_changed',
  audit: 'booking.status_changed',
});

export const TRANSITIONS: readonly Transition[] = [
  // ---------------------------------------------------------------- status
  {
    event: 'student-cancel',
    by: ['student'],
    from: { status: ['Pending'] },
    refusal: { code: 'NOT_PENDING', message: M.onlyPendingCancel },
    set: () => ({ status: 'Cancelled' }),
    then: ['release-driver', 'refund-by-policy'],
    timeline: 'status_changed',
    audit: 'booking.cancelled',
  },
  {
    event: 'staff-cancel',
    by: ['staff'],
    from: { status: ['Pending', 'Confirmed', 'Completed'] },
    refusal: { code: 'ALREADY_CANCELLED', message: M.alreadyCancelled },
    // A partner's request to decline is settled by this cancellation.
    set: (f) => ({
      status: 'Cancelled',
      ...(f.approvalStatus === 'Decline requested' ? { approvalStatus: 'Declined' as const } : {}),
    }),
    then: ['release-driver', 'refund-by-policy'],
    timeline: 'status_changed',
    audit: 'booking.status_changed',
  },
  staffMove({ event: 'staff-confirm', to: 'Confirmed', extra: ['advance-onboarding'] }),
  staffMove({
    event: 'staff-complete',
    to: 'Completed',
    extra: ['advance-onboarding', 'earn-commission'],
  }),
  staffMove({ event: 'staff-reopen', to: 'Pending', extra: [] }),
  // ---------------------------------------------------------------- approval
  {
    event: 'partner-approve',
    by: ['partner'],
    from: { approvalStatus: ['Awaiting'] },
    refusal: { code: 'NOT_AWAITING_APPROVAL', message: M.notAwaiting },
    set: () => ({ approvalStatus: 'Approved' }),
    then: [],
    timeline: 'partner_approved',
    audit: 'partner.booking_approved',
  },
  // A partner declines only what is not yet paid or confirmed: nothing was taken or promised.
  {
    event: 'partner-decline',
    by: ['partner'],
    from: { approvalStatus: ['Awaiting'], status: ['Pending'], paymentStatus: ['Not Paid'] },
    refusal: { code: 'DECLINE_NEEDS_STAFF', message: M.declineNeedsStaff },
    set: () => ({ approvalStatus: 'Declined', status: 'Cancelled' }),
    then: ['release-driver'],
    timeline: 'partner_declined',
    audit: 'partner.booking_declined',
  },
  // After that, a decline is a request that staff settle as a cancellation, with the policy's
  // refund shown and applied (staff-cancel above).
  {
    event: 'partner-request-decline',
    by: ['partner'],
    from: { approvalStatus: ['Awaiting'], status: ['Pending', 'Confirmed', 'Completed'] },
    refusal: { code: 'NOT_AWAITING_APPROVAL', message: M.notAwaiting },
    set: () => ({ approvalStatus: 'Decline requested' }),
    then: [],
    timeline: 'partner_decline_requested',
    audit: 'partner.booking_decline_requested',
  },
  // ---------------------------------------------------------------- the student's consent
  // A booking a partner made waits for the student's own answer (docs/decisions/105).
  {
    event: 'student-accept-partner-booking',
    by: ['student'],
    from: { studentConsent: ['Awaiting'] },
    refusal: { code: 'CONSENT_NOT_AWAITING', message: M.consentNotAwaiting },
    set: () => ({ studentConsent: 'Given' }),
    then: [],
    timeline: 'partner_consent_given',
    audit: 'partner.booking_consent_given',
  },
  // Refusing cancels it, as the student's own cancellation would: only while Pending.
  {
    event: 'student-refuse-partner-booking',
    by: ['student'],
    from: { studentConsent: ['Awaiting'] },
    refusal: { code: 'CONSENT_NOT_AWAITING', message: M.consentNotAwaiting },
    guards: [
      (f) =>
        f.status === 'Pending' ? null : { code: 'NOT_PENDING', message: M.onlyPendingCancel },
    ],
    set: () => ({ studentConsent: 'Refused', status: 'Cancelled' }),
    then: ['release-driver', 'refund-by-policy'],
    timeline: 'partner_consent_refused',
    audit: 'partner.booking_consent_refused',
  },
  // ---------------------------------------------------------------- payment
  {
    event: 'claim-payment',
    by: ['student', 'system'],
    from: { status: ['Pending', 'Confirmed', 'Completed'] },
    refusal: { code: 'BOOKING_CANCELLED', message: M.notPayable },
    guards: [
      (f, by) =>
        f.billedToPartner && by === 'student'
          ? { code: 'BILLED_TO_PARTNER', message: M.paysOnAccount }
          : null,
      // Claimed or paid already: asking again changes nothing (the route answers the booking).
      (f) =>
        f.paymentStatus === 'Not Paid'
          ? null
          : { code: 'ALREADY_CLAIMED', message: M.alreadyClaimed },
    ],
    set: () => ({ paymentStatus: 'Verification Pending' }),
    then: [],
    timeline: 'payment_claimed',
    audit: 'payment.claimed',
  },
  {
    event: 'verify-payment',
    by: ['staff', 'system'],
    // Not Paid: a card payment staff review by hand (it never made the booking pending).
    from: { paymentStatus: ['Not Paid', 'Verification Pending'] },
    refusal: { code: 'ALREADY_VERIFIED', message: M.notVerifiable },
    guards: [partnerPaysReview],
    set: () => ({ paymentStatus: 'Verified' }),
    then: ['earn-commission'],
    timeline: 'payment_verified',
    audit: 'payment.verified',
  },
  // A claim rejected: the booking is unpaid again, unless another payment already settled it
  // (a second card payment rejected leaves the first one's Verified).
  {
    event: 'reject-payment',
    by: ['staff'],
    from: {},
    refusal: { code: 'NOT_VERIFIABLE', message: M.notVerifiable },
    set: (f) => (f.paymentStatus === 'Verification Pending' ? { paymentStatus: 'Not Paid' } : {}),
    then: [],
    timeline: 'payment_rejected',
    audit: 'payment.rejected',
  },
  // The partner paid its monthly invoice: the bookings on it that nobody else paid are Paid
  // (a verified one stays verified, so nothing is collected or marked twice).
  {
    event: 'partner-invoice-paid',
    by: ['staff'],
    from: { paymentStatus: ['Not Paid'], status: ['Pending', 'Confirmed', 'Completed'] },
    refusal: { code: 'NOT_ON_ACCOUNT', message: M.notOnAccount },
    guards: [
      (f) => (f.billedToPartner ? null : { code: 'NOT_ON_ACCOUNT', message: M.notOnAccount }),
    ],
    set: () => ({ paymentStatus: 'Paid' }),
    then: ['earn-commission'],
    timeline: 'partner_invoice_paid',
    audit: 'booking.paid_on_account',
  },
];

export type Decision =
  { ok: true; transition: Transition; set: StateColumns } | { ok: false; refusal: Refusal };

const holds = <T>(allowed: readonly T[] | undefined, value: T) =>
  allowed === undefined || allowed.includes(value);

// Whether `by` may make `event` on a booking in the state `facts`, and what it writes.
export function decide({
  facts,
  event,
  by,
}: {
  facts: BookingFacts;
  event: EventName;
  by: Party;
}): Decision {
  const transition = TRANSITIONS.find((t) => t.event === event);
  if (!transition || !transition.by.includes(by))
    return { ok: false, refusal: { code: 'NOT_ALLOWED', message: M.notAllowed } };
  const { from } = transition;
  if (
    !holds(from.status, facts.status) ||
    !holds(from.paymentStatus, facts.paymentStatus) ||
    !holds(from.approvalStatus, facts.approvalStatus) ||
    !holds(from.studentConsent, facts.studentConsent)
  )
    return { ok: false, refusal: transition.refusal };
  for (const guard of transition.guards ?? []) {
    const refusal = guard(facts, by);
    if (refusal) return { ok: false, refusal };
  }
  return { ok: true, transition, set: transition.set(facts) };
}

// The staff event that moves a booking to `status`.
export function staffEventFor(status: BookingStatus): EventName {
  return (
    {
      Pending: 'staff-reopen',
      Confirmed: 'staff-confirm',
      Completed: 'staff-complete',
      Cancelled: 'staff-cancel',
    } as const
  )[status];
}

// ---------------------------------------------------------------------------------- pickup
// The pickup's state (docs/decisions/060, 083): only a Pending or Confirmed booking is
// dispatched; a driver means Assigned or a status of the day, no driver means Unassigned; the
// day's statuses (Picked up, No-show, Done) only from the arrival day on. Any move among the
// allowed ones is a correction staff may make.
export type PickupFacts = {
  status: BookingStatus;
  pickupStatus: PickupStatus;
  preferredDate: string;
  // Melbourne's calendar day now.
  today: string;
  // With live flight status (docs/decisions/121): the student's wait after landing ends then;
  // No-show is refused before it. Null or absent: no flight known, no such wait.
  noShowFrom?: Date | null;
  now?: Date;
};

export const DISPATCHABLE_STATUSES: readonly BookingStatus[] = ['Pending', 'Confirmed'];

export function decidePickup({
  facts,
  to,
  hasDriver,
}: {
  facts: PickupFacts;
  to: PickupStatus;
  hasDriver: boolean;
}): Refusal | null {
  if (!DISPATCHABLE_STATUSES.includes(facts.status))
    return { code: 'NOT_DISPATCHABLE', message: ARRIVAL_MESSAGES.notDispatchable };
  if (!hasDriver && to !== 'Unassigned')
    return { code: 'NEEDS_DRIVER', message: ARRIVAL_MESSAGES.needsDriver };
  if (hasDriver && to === 'Unassigned')
    return { code: 'HAS_DRIVER', message: ARRIVAL_MESSAGES.unassignWithDriver };
  if (to !== facts.pickupStatus && isOnTheDayStatus(to) && facts.preferredDate > facts.today)
    return { code: 'NOT_ARRIVAL_DAY', message: ARRIVAL_MESSAGES.notArrivalDayYet };
  if (
    to === 'No-show' &&
    facts.pickupStatus !== 'No-show' &&
    facts.noShowFrom &&
    facts.now &&
    facts.now < facts.noShowFrom
  )
    return {
      code: 'STILL_WAITING',
      message: FLIGHT_MESSAGES.waitingNotOver(melbourneTime(facts.noShowFrom)),
    };
  return null;
}

// ---------------------------------------------------------------------------------- driver
// The statuses a driver gives from their own page (issue 35; docs/decisions/130), one after
// the other: what each may follow, the pickup status it sets through setDispatch (null: leaves
// it), and whether it needs the waiting time over and evidence (a note and a photo).
export type DriverStatusRule = {
  after: readonly (DriverStatus | null)[];
  pickup: PickupStatus | null;
  noShow?: true;
};

export const DRIVER_STATUS_RULES: Readonly<Record<DriverStatus, DriverStatusRule>> = {
  'On my way': { after: [null], pickup: null },
  'At the meeting point': { after: ['On my way'], pickup: null },
  'Met the student': { after: ['At the meeting point'], pickup: 'Picked up' },
  'Dropped off': { after: ['Met the student'], pickup: 'Done' },
  'No-show': { after: ['On my way', 'At the meeting point'], pickup: 'No-show', noShow: true },
};

export type DriverStatusFacts = {
  // The driver's last status on the job (null: none yet).
  last: DriverStatus | null;
  // The pickup's Melbourne day, and today's.
  pickupDate: string;
  today: string;
  now: Date;
  // The wait after landing (null: no landing known, no wait; as decidePickup).
  noShowFrom: Date | null;
  hasNote: boolean;
  hasPhoto: boolean;
};

// 'same': the status is the last one again (answered as it is, nothing written); else a
// refusal, or null when the status may be given. A status counts from the day before the
// pickup's day (on the way to an early flight) to the day after (a late one ends after
// midnight).
export function decideDriverStatus({
  facts,
  to,
}: {
  facts: DriverStatusFacts;
  to: DriverStatus;
}): Refusal | 'same' | null {
  if (facts.last === to) return 'same';
  const rule = DRIVER_STATUS_RULES[to];
  if (facts.today < addDays(facts.pickupDate, -1) || facts.today > addDays(facts.pickupDate, 1))
    return { code: 'NOT_PICKUP_DAY', message: DRIVER_MESSAGES.notPickupDay };
  if (!rule.after.includes(facts.last))
    return { code: 'WRONG_ORDER', message: DRIVER_MESSAGES.wrongOrder };
  if (rule.noShow && facts.noShowFrom && facts.now < facts.noShowFrom)
    return { code: 'STILL_WAITING', message: DRIVER_MESSAGES.noShowTooEarly };
  if (rule.noShow && !(facts.hasNote && facts.hasPhoto))
    return { code: 'NO_SHOW_EVIDENCE', message: DRIVER_MESSAGES.noShowEvidence };
  return null;
}

// ---------------------------------------------------------------------------------- refund
// A refund's state (docs/decisions/086): created Due by a cancellation above ('refund-by-
// policy'), withdrawn while still Due when the booking goes ahead ('withdraw-due-refund'), and
// settled once: Paid (staff with the bank's reference, or the card provider's webhook for a
// card payment, never staff by hand) or Failed (with a reason the student reads).
export type RefundMove = { to: 'Paid' | 'Failed'; by: Party; byCard: boolean };

export function decideRefundMove({
  status,
  move,
}: {
  status: 'Due' | 'Paid' | 'Failed';
  move: RefundMove;
}): Refusal | null {
  if (status !== 'Due') return { code: 'NOT_DUE', message: REFUND_MESSAGES.notDue(status) };
  if (move.to === 'Paid' && move.byCard && move.by !== 'system')
    return { code: 'CARD_REFUND', message: REFUND_MESSAGES.cardRefund };
  return null;
}
