// How the booking drawer words each timeline line (docs/decisions/064): a label for the action
// and one line of what it changed. Actions added later read well without an entry here: their
// name becomes the label, and before/after pairs or plain values become the line.
import type { TimelineEntry } from '@landed/shared/schemas/booking-timeline';
import { formatCalendarDate } from '@landed/shared/dates';

import { formatDollars } from '#web/lib/format.ts';

const LABELS: Record<string, string> = {
  created: 'Booking made',
  status_changed: 'Status changed',
  payment_claimed: 'Student says they have paid',
  payment_verified: 'Payment verified',
  payment_rejected: 'Payment rejected',
  assigned: 'Driver assigned',
  unassigned: 'Driver removed',
  pickup_status_changed: 'Pickup status changed',
  meeting_point_changed: 'Meeting point changed',
  arrival_changed: 'Arrival changed',
  invoice_issued: 'Tax invoice issued',
  invoice_reissued: 'Re-issued as a tax invoice',
  adjustment_note_issued: 'Adjustment note issued',
  refund_created: 'Refund due',
  refund_withdrawn: 'Refund withdrawn (the booking goes ahead)',
  refund_paid: 'Refund paid',
  refund_failed: 'Refund could not be paid',
  partner_approved: 'Approved by the partner',
  partner_declined: 'Declined by the partner',
  partner_decline_requested: 'The partner asks to cancel: settle it by cancelling',
  partner_consent_given: 'The student accepted the booking',
  partner_consent_refused: 'The student refused the booking',
  partner_invoice_paid: 'Paid on the partner’s invoice',
  pickup_rated: 'The student rated the pickup',
  flight_changed: 'The flight changed (student and driver told)',
  driver_status: 'The driver’s status',
  note: 'Note',
  mail: 'E-mail',
};

// What the drawer calls a booking's fields.
const FIELDS: Record<string, string> = {
  preferredDate: 'Date',
  arrivalTime: 'Time',
  flightNumber: 'Flight',
  destinationAddress: 'Going to',
  meetingPoint: 'Meeting point',
  pickupStatus: 'Pickup',
  driver: 'Driver',
  driverName: 'Driver',
  previousDriver: 'Before',
  status: 'Status',
  reason: 'Reason',
  reference: 'Reference',
  amount: 'Amount',
  number: 'Number',
  packageName: 'Package',
  total: 'Total',
  gst: 'GST',
  policyAmount: 'Under the policy',
  tier: 'Refund',
  title: 'Item',
  invoice: 'Invoice',
  replaces: 'Replaces',
  partner: 'Partner',
  note: 'Note',
};

// Amounts in dollars (the server writes them as numbers of dollars, e.g. 16.36).
const MONEY = new Set(['amount', 'total', 'gst', 'policyAmount']);

// Which tier of the cancellation policy a refund fell in (`at-least-72h`, …), as a person
// says it; the share it returns beside it when the entry has it (issue 33).
function tierWords(tier: string, percent: unknown): string {
  const share = typeof percent === 'number' ? ` (${percent}%)` : '';
  const hours = /^at-least-(\d+)h$/.exec(tier)?.[1];
  if (hours) return `${hours} hours or more before arrival${share}`;
  if (tier === 'after-arrival') return `after the arrival time (no-show)${share}`;
  if (tier === 'below-tiers') return `less notice than the policy’s shortest${share}`;
  if (tier === 'override') return 'amount set by staff';
  return `${humanize(tier).toLowerCase()}${share}`;
}

const MAIL_STATUS: Record<string, string> = {
  pending: 'waiting to be sent',
  sending: 'being sent',
  sent: 'sent',
  logged: 'written to the server log (no mail server set up)',
  failed: 'could not be delivered',
};

const humanize = (key: string) => {
  const spaced = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

function show(key: string, value: unknown): string {
  if (value === '' || value === null || value === undefined) return 'none';
  if (typeof value === 'string' && key.endsWith('Date') && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return formatCalendarDate(value);
  if (typeof value === 'number' && MONEY.has(key)) return formatDollars(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const fieldLabel = (key: string) => FIELDS[key] ?? humanize(key);

// Ids are for the machine (the log keeps them): a person reads the names beside them, not
// "Driver id: f8b0b5fb-…" (issue 25).
const isId = (key: string) => key === 'id' || key === '_id' || /[a-z]Id$/.test(key);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Whether an action has its own words (an action without reads as its key, spaced out).
export const hasTimelineLabel = (action: string) => Object.hasOwn(LABELS, action);

export function timelineLabel(entry: TimelineEntry): string {
  if (entry.action === 'mail' && typeof entry.details.subject === 'string')
    return `E-mail: ${entry.details.subject}`;
  return LABELS[entry.action] ?? humanize(entry.action);
}

// One line of what happened, e.g. "Flight: QF10 → MU737; Date: 14 Feb 2027 → 16 Feb 2027".
export function timelineSummary(entry: TimelineEntry): string {
  const { details } = entry;
  if (entry.action === 'mail') {
    const status = MAIL_STATUS[String(details.status)] ?? String(details.status);
    return `To ${String(details.to)}: ${status}`;
  }
  if (entry.action === 'note') return typeof details.note === 'string' ? details.note : '';
  const { before, after, ...rest } = details;
  const parts: string[] = [];
  if (isRecord(before) || isRecord(after)) {
    const was = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
      if (isId(key)) continue;
      parts.push(`${fieldLabel(key)}: ${show(key, was[key])} → ${show(key, now[key])}`);
    }
  } else if (before !== undefined || after !== undefined) {
    parts.push(`${show('', before)} → ${show('', after)}`);
  }
  for (const [key, value] of Object.entries(rest)) {
    // Flags that say how, not what (a change at short notice): said in words.
    if (key === 'shortNotice') {
      if (value === true) parts.push('At short notice');
      continue;
    }
    if (value === '' || value === null || value === undefined || isId(key)) continue;
    if (key === 'percent' && typeof rest.tier === 'string') continue;
    if (key === 'tier' && typeof value === 'string') {
      parts.push(`${fieldLabel(key)}: ${tierWords(value, rest.percent)}`);
      continue;
    }
    parts.push(`${fieldLabel(key)}: ${show(key, value)}`);
  }
  return parts.join('; ');
}
