// What a refused move of a booking's state says (issue 31; docs/decisions/100). The server's
// lifecycle answers 409 with these; the web shows them as they are.
import { REFUND_OVERRIDE_MESSAGES } from './admin.ts';
import { BOOKING_MESSAGES } from './booking.ts';
import { PARTNER_BILLING_MESSAGES } from './partner-billing.ts';
import { PARTNER_BOOKING_MESSAGES } from './partner-bookings.ts';

export const LIFECYCLE_MESSAGES = {
  notAllowed: 'You cannot make this change to this booking.',
  onlyPendingCancel: BOOKING_MESSAGES.onlyPendingCancel,
  alreadyCancelled: REFUND_OVERRIDE_MESSAGES.alreadyCancelled,
  refundOnRecord: REFUND_OVERRIDE_MESSAGES.refundOnRecord,
  sameStatus: 'The booking already has this status.',
  notAwaiting: PARTNER_BOOKING_MESSAGES.notAwaiting,
  consentNotAwaiting: PARTNER_BOOKING_MESSAGES.consentNotAwaiting,
  declineNeedsStaff:
    'This booking is already paid or confirmed, so your decline goes to Landed’s staff, who cancel it and refund the student under the cancellation policy.',
  notPayable: BOOKING_MESSAGES.cancelledCannotPay,
  paysOnAccount: PARTNER_BILLING_MESSAGES.paysOnAccount,
  alreadyClaimed: 'A payment for this booking is already on record.',
  notVerifiable: 'This payment is not waiting to be verified.',
  partnerPaysReview:
    'Its partner pays this booking on account: a payment for it waits for staff to review.',
  notOnAccount: 'This booking is not paid on the partner’s account.',
} as const;
