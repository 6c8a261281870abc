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

let clock: Intl.DateTimeFormat | undefined;

// HH:MM of an instant, in Melbourne (24-hour).
export function melbourneTime(instant: Date): string {
  clock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return clock.format(instant);
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

// The instant a Melbourne wall-clock time happens: `date` (YYYY-MM-DD) at `time` (HH:MM, or
// '' for the start of the day). Daylight saving is the tz database's, as Intl knows it. A time
// that happens twice (the hour repeated on the first Sunday of April) is its first occurrence,
// and a time that never happens (the hour skipped on the first Sunday of October) is read with
// the offset before the change, so 02:30 becomes 03:30: Temporal's "compatible" choice, which
// is also the earlier, stricter reading for a deadline counted back from it.
let offsets: Intl.DateTimeFormat | undefined;

// Minutes Melbourne is ahead of UTC at `instant` (600 or 660).
function melbourneOffsetMinutes(instant: number): number {
  offsets ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const part = (parts: Intl.DateTimeFormatPart[], type: string) =>
    Number(parts.find((p) => p.type === type)?.value);
  const parts = offsets.formatToParts(new Date(instant));
  const wall = Date.UTC(
    part(parts, 'year'),
    part(parts, 'month') - 1,
    part(parts, 'day'),
    part(parts, 'hour'),
    part(parts, 'minute'),
  );
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

export function melbourneInstant(date: string, time = ''): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh = 0, mm = 0] = time ? time.split(':').map(Number) : [];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The offsets in force just before and just after: equal except around a change.
  const before = melbourneOffsetMinutes(wall - 14 * 3600_000);
  const after = melbourneOffsetMinutes(wall + 14 * 3600_000);
  const candidates = [before, after]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => melbourneOffsetMinutes(instant) * 60_000 === wall - instant);
  // Both fit: the repeated hour, take the first. Neither: the skipped hour, read with the
  // offset before the change.
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return new Date(wall - before * 60_000);
}
