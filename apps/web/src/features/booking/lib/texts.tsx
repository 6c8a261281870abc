// The booking texts' helpers (issue 18): the forms' checks, the statuses and dates, and
// sentences with an element inside, in the active language.
import type { ReactNode } from 'react';
import { Fragment } from 'react';

import type { PickupStatus } from '@landed/shared/constants';
import { formatCalendarDate as calendarDate } from '@landed/shared/dates';
import type { Locale } from '@landed/shared/locales';
import type { PackageNameTranslations } from '@landed/shared/schemas/booking';
import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';

import type { Translate } from '#web/lib/i18n.tsx';
import { formatCalendarDate } from '#web/lib/format.ts';
import { translateMessage } from '#web/lib/known-messages.ts';

// The checks the booking forms make in the browser, by the shared schemas' English message.
// The messages shared with the other forms (the e-mail address...) are lib/known-messages.ts's;
// a message known to neither (the server's own) is shown as it is.
const FIELD_ERRORS: Record<string, string> = {
  [BOOKING_MESSAGES.fullNameRequired]: 'booking.errorFullNameRequired',
  'Full name must be at most 100 characters.': 'booking.errorFullNameTooLong',
  [BOOKING_MESSAGES.phoneRequired]: 'booking.errorPhoneRequired',
  [BOOKING_MESSAGES.phoneInvalid]: 'booking.errorPhoneInvalid',
  [BOOKING_MESSAGES.dateRequired]: 'booking.errorDateRequired',
  [BOOKING_MESSAGES.dateInvalid]: 'booking.errorDateInvalid',
  [BOOKING_MESSAGES.dateInPast]: 'booking.errorDateInPast',
  [BOOKING_MESSAGES.dateTooFar]: 'booking.errorDateTooFar',
  [BOOKING_MESSAGES.timeInvalid]: 'booking.errorTimeInvalid',
  [BOOKING_MESSAGES.flightInvalid]: 'booking.errorFlightInvalid',
  [BOOKING_MESSAGES.notesTooLong]: 'booking.errorNotesTooLong',
  [BOOKING_MESSAGES.destinationTooLong]: 'booking.errorDestinationTooLong',
};

export function fieldError(t: Translate, message: string | undefined): string | undefined {
  if (!message) return message;
  const id = FIELD_ERRORS[message];
  return id ? t(id) : translateMessage(t, message);
}

// The pickup's status, as the API names it.
const PICKUP_STATUS_LABELS = {
  Unassigned: 'pass.pickupUnassigned',
  Assigned: 'pass.pickupAssigned',
  'Picked up': 'pass.pickupPickedUp',
  'No-show': 'pass.pickupNoShow',
  Done: 'pass.pickupDone',
} as const satisfies Record<PickupStatus, string>;

export function pickupStatusLabel(t: Translate, status: PickupStatus): string {
  const id = PICKUP_STATUS_LABELS[status];
  return id ? t(id) : status;
}

// The booking's package in the page's language (docs/decisions/081): the package's translated
// name where it has one, else the English the booking keeps.
export function packageNameOf(
  booking: { packageName: string; packageNameTranslations?: PackageNameTranslations | undefined },
  locale: Locale,
): string {
  if (locale === 'en') return booking.packageName;
  return booking.packageNameTranslations?.[locale] ?? booking.packageName;
}

// A booking's calendar date (the arrival): '14 Feb 2027' in English as before, the active
// language's long date otherwise.
export function formatBookingDate(date: string, locale: Locale): string {
  return locale === 'en' ? calendarDate(date) : formatCalendarDate(date);
}

// A translated sentence with elements inside: the message is asked for with `mark(i)` as the
// value of the element's {placeholder}, and `rich` puts `nodes[i]` in its place.
const MARK = '\u0007';
export const mark = (index: number) => `${MARK}${index}${MARK}`;
const MARKS = new RegExp(`${MARK}(\\d+)${MARK}`);

export function rich(text: string, nodes: ReactNode[]): ReactNode {
  return text
    .split(MARKS)
    .map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{nodes[Number(part)]}</Fragment> : part));
}
