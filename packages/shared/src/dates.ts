// Dates are reasoned about in Melbourne time (DECISIONS "Locale"): "today" is today in
// Melbourne, whatever the server's or the browser's own time zone.
import { TIME_ZONE } from './constants.ts';

// Created when first needed, not when this module loads: a formatter with a time zone costs
// tens of milliseconds on a slow phone, and most pages never ask for "today".
let calendar: Intl.DateTimeFormat | undefined;

// YYYY-MM-DD of an instant, in Melbourne.
export function melbourneDate(instant: Date): string {
  calendar ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return calendar.format(instant);
}

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// Whole days from calendar date `from` to calendar date `to` (both YYYY-MM-DD).
export function daysBetween(from: string, to: string): number {
  const toUtc = (v: string) => {
    const [y, m, d] = v.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

// '14 Feb 2026' (or '14 February 2026') for a calendar date, read as a date rather than an
// instant so it never shifts by a time zone.
// Creating an Intl formatter costs far more than using one (a list of posts paid it for
// every date), so each style is created once, when first needed.
const calendarFormats = new Map<'short' | 'long', Intl.DateTimeFormat>();

export function formatCalendarDate(date: string, month: 'short' | 'long' = 'short'): string {
  if (!isCalendarDate(date)) return date;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  let format = calendarFormats.get(month);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      day: 'numeric',
      month,
      year: 'numeric',
      timeZone: 'UTC',
    });
    calendarFormats.set(month, format);
  }
  return format.format(new Date(Date.UTC(y, m - 1, d)));
}
