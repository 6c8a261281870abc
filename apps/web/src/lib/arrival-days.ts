// The arrivals boards' days, staff's and a partner's (docs/decisions/060, 095): presets in
// Melbourne time (DECISIONS "Locale": "today" is today in Melbourne, wherever the dispatcher's
// phone thinks it is).
import { addDays, melbourneDate } from '@landed/shared/dates';

export type Preset = 'today' | 'tomorrow' | 'week' | 'custom';

export const PRESETS: Array<{ key: Exclude<Preset, 'custom'>; label: string }> = [
  { key: 'today', label: 'Today' },
  { key: 'tomorrow', label: 'Tomorrow' },
  { key: 'week', label: 'Next 7 days' },
];

export type DayRange = { preset: Preset; from: string; to: string };

export function presetRange(preset: Exclude<Preset, 'custom'>, now = new Date()): DayRange {
  const today = melbourneDate(now);
  if (preset === 'tomorrow') {
    const tomorrow = addDays(today, 1);
    return { preset, from: tomorrow, to: tomorrow };
  }
  return { preset, from: today, to: preset === 'week' ? addDays(today, 6) : today };
}

let dayFormat: Intl.DateTimeFormat | undefined;

// 'Saturday 14 February' for a calendar date, read as a date (never shifted by a time zone).
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  dayFormat ??= new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return dayFormat.format(new Date(Date.UTC(y, m - 1, d))).replace(',', '');
}

// The rows of each day, in the order given (the server's: by day, then time).
// The pickup's day: the one a tracked flight now lands it on, else the arrival day (issue 34).
export const pickupDayOf = (row: { date: string; pickupDate?: string | undefined }) =>
  row.pickupDate ?? row.date;

export function byDay<Row extends { date: string; pickupDate?: string | undefined }>(
  rows: Row[],
): Array<[string, Row[]]> {
  const days = new Map<string, Row[]>();
  for (const row of rows) {
    const day = pickupDayOf(row);
    days.set(day, [...(days.get(day) ?? []), row]);
  }
  return [...days];
}

// The range the dispatcher chose last, in this browser (issue 25): a preset is kept by its name,
// so "Today" is still today tomorrow; a custom range by its days.
const RANGE_KEY = 'landed-arrivals-range';

export function rememberRange(range: DayRange): void {
  try {
    const kept = range.preset === 'custom' ? range : { preset: range.preset };
    window.localStorage.setItem(RANGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage blocked or full: the board opens on today next time.
  }
}

export function rememberedRange(now = new Date()): DayRange {
  try {
    const kept = JSON.parse(window.localStorage.getItem(RANGE_KEY) ?? 'null') as unknown;
    if (kept && typeof kept === 'object' && 'preset' in kept) {
      const { preset, from, to } = kept as Partial<DayRange>;
      if (preset === 'custom' && typeof from === 'string' && typeof to === 'string') {
        return { preset, from, to };
      }
      if (PRESETS.some((p) => p.key === preset)) {
        return presetRange(preset as Exclude<Preset, 'custom'>, now);
      }
    }
  } catch {
    // Unreadable: as if nothing was kept.
  }
  return presetRange('today', now);
}
