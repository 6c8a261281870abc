import { TIME_ZONE } from '@landed/shared/constants';

const dateFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

// An instant (ISO string) as a Melbourne calendar date, e.g. '21 Nov 2026'.
export function formatInstantDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
