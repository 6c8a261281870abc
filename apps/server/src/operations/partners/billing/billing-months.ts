import { addDays, melbourneDate, melbourneInstant } from '@landed/shared/dates';

// Billing months are Melbourne calendar months ('YYYY-MM'): a booking arriving at 00:30 on
// 1 March in Melbourne is March's, whatever the UTC date (docs/decisions/096).
export function melbourneMonth(instant: Date): string {
  return melbourneDate(instant).slice(0, 7);
}

export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

// The month's first and last days (YYYY-MM-DD), and its instants [start, end).
export function monthBounds(month: string) {
  const firstDay = `${month}-01`;
  const nextFirstDay = `${nextMonth(month)}-01`;
  return {
    firstDay,
    lastDay: addDays(nextFirstDay, -1),
    start: melbourneInstant(firstDay),
    end: melbourneInstant(nextFirstDay),
  };
}
