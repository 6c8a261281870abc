// Display formats of the locale decision (DECISIONS "Locale"): AUD shown as `$75`, dates in
// Australian English.

export function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

// A calendar date (YYYY-MM-DD) as '3 June 2026'. Read as a date, not an instant, so it never
// shifts by a time zone.
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
