import { describe, expect, it } from 'vitest';

import { formatCalendarDate, formatDollars } from './format.ts';

describe('formatDollars', () => {
  it('shows whole dollars without cents and anything else with two decimals', () => {
    expect(formatDollars(75)).toBe('$75');
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(12.5)).toBe('$12.50');
  });
});

describe('formatCalendarDate', () => {
  it('formats a calendar date without shifting it by a time zone', () => {
    expect(formatCalendarDate('2026-06-03')).toBe('3 June 2026');
    expect(formatCalendarDate('2026-12-31')).toBe('31 December 2026');
  });
  it('leaves anything else as it is', () => {
    expect(formatCalendarDate('soon')).toBe('soon');
  });
});
