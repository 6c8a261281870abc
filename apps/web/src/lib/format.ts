// Display formats of the locale decision (DECISIONS "Locale"): AUD shown as `$75`, dates in
// Australian English, in Melbourne.
import { TIME_ZONE } from '@landed/shared/constants';
import { formatCalendarDate as calendarDate } from '@landed/shared/dates';
import { formatMoney } from '@landed/shared/money';

// Created when first needed (a formatter with a time zone is slow to create).
let instantDate: Intl.DateTimeFormat | undefined;

// An instant (ISO string) as a Melbourne calendar date, e.g. '21 Nov 2026'.
export function formatInstantDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  instantDate ??= new Intl.DateTimeFormat('en-AU', {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return instantDate.format(date);
}

// An amount in dollars, e.g. 75 → '$75', 75.5 → '$75.50'.
let instantDateTime: Intl.DateTimeFormat | undefined;

// An instant with its Melbourne time, e.g. '21 Nov 2026, 2:30 pm'.
export function formatInstantDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  instantDateTime ??= new Intl.DateTimeFormat('en-AU', {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return instantDateTime.format(date);
}

export function formatDollars(amount: number): string {
  return formatMoney(Math.round(amount * 100));
}

// A calendar date (YYYY-MM-DD) in full, e.g. '3 June 2026' (the public pages).
export function formatCalendarDate(date: string): string {
  return calendarDate(date, 'long');
}
