// The words of a student's in-app notifications are written when the notification is made, in
// the student's language (users.locale; docs/decisions/072): the mail's Translator and its
// catalogues, keys `notification.*`. Amounts go through the Translator's `money`; dates through
// `notificationDate` below. Notifications to staff, if any, stay English.
import { DEFAULT_LOCALE } from '@landed/shared/locales';
import { formatCalendarDate } from '@landed/shared/dates';

import type { Translator } from '#server/plugins/app/mail/translations.ts';

// A calendar date (YYYY-MM-DD) in a notification. English reads as it always has ("14 Feb 2026",
// or "14 February 2026" with `month: 'long'`); another language writes it its own way, as in
// its mail (the Translator's `date`).
export function notificationDate(
  translator: Translator,
  { date, month = 'short' }: { date: string; month?: 'short' | 'long' },
): string {
  return translator.locale === DEFAULT_LOCALE
    ? formatCalendarDate(date, month)
    : translator.date(date);
}
