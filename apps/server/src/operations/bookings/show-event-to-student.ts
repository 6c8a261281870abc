// What a student may see of their booking's timeline (issue 24; docs/decisions/076): the one
// list, used by every answer a student gets (today the data export). The timeline is written
// for the team: internal notes, who did what (staff ids, names, e-mails) and drivers other
// than the one now meeting the student never leave the back-office. An action not listed here
// (one added later) is not shown until it is.

// Per action, the details fields a student sees; an event not listed is not shown at all.
export const STUDENT_TIMELINE: Readonly<Record<string, readonly string[]>> = {
  // booking
  created: ['packageName', 'total', 'preferredDate'],
  status_changed: ['before', 'after'],
  arrival_changed: ['before', 'after'],
  // payment
  payment_claimed: ['amount', 'reference'],
  payment_verified: ['amount'],
  // The reason is written for the student: their payments carry it too.
  payment_rejected: ['amount', 'reason'],
  invoice_issued: ['number', 'title', 'total', 'gst'],
  // refunds (issue 26): the bank's reference helps the student find the money; the reason a
  // refund failed is written for the student.
  refund_paid: ['amount', 'reference'],
  refund_failed: ['amount', 'reason'],
  adjustment_note_issued: ['number', 'invoice', 'amount', 'gst'],
  // The amount only: the reason may be staff's own words (docs/decisions/086).
  refund_created: ['amount'],
  // A refund still due withdrawn because the booking goes ahead after all (issue 31).
  refund_withdrawn: ['amount'],
  // pickup: where and how far along, not which driver (the booking and the arrival pass name
  // the one meeting them, with a number to call)
  assigned: ['meetingPoint', 'pickupStatus'],
  unassigned: ['meetingPoint', 'pickupStatus', 'reason'],
  meeting_point_changed: ['before', 'after'],
  pickup_status_changed: ['before', 'after'],
  // The driver's status of the day (issue 35): which step, not their note or photo.
  driver_status: ['status'],
  // A partner's decision on a booking waiting for its approval (issue 27): the reason is
  // written for the student.
  partner_approved: ['partner'],
  partner_declined: ['partner', 'reason'],
  // Paid by the partner on its monthly invoice (issue 31): which invoice is the partner's.
  partner_invoice_paid: [],
  // `note` (staff only) is not listed: never shown.
};

export type StudentTimelineEvent = {
  _id: string;
  at: string;
  action: string;
  details: Record<string, unknown>;
};

// A stored event as its student sees it, or null when they do not see it. No actor: a
// student's timeline says what happened, not who on the team did it.
export function showEventToStudent(event: {
  id: string;
  createdAt: Date;
  action: string;
  details: unknown;
}): StudentTimelineEvent | null {
  const fields = Object.hasOwn(STUDENT_TIMELINE, event.action)
    ? STUDENT_TIMELINE[event.action]
    : undefined;
  if (!fields) return null;
  const stored =
    event.details && typeof event.details === 'object'
      ? (event.details as Record<string, unknown>)
      : {};
  const details: Record<string, unknown> = {};
  for (const field of fields) {
    if (Object.hasOwn(stored, field)) details[field] = stored[field];
  }
  return { _id: event.id, at: event.createdAt.toISOString(), action: event.action, details };
}
