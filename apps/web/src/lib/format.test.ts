import { afterEach, describe, expect, it } from 'vitest';

import type { Locale } from '@landed/shared/locales';

import {
  formatCalendarDate,
  formatDollars,
  formatInstantDate,
  formatInstantDateTime,
} from './format.ts';
import { createI18n, loadCatalogue, setI18nSource } from './i18n.tsx';

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

describe('in another language', () => {
  afterEach(() => setI18nSource(() => null));

  async function speak(locale: Locale) {
    const i18n = createI18n(locale);
    await loadCatalogue(i18n, { name: 'public' });
    setI18nSource(() => i18n);
  }

  it('writes prices as Australian dollars the language’s way', async () => {
    await speak('vi');
    expect(formatDollars(75).replace(/\s/g, ' ')).toBe('75 AU$');
    await speak('zh-CN');
    expect(formatDollars(12.5)).toBe('AU$12.50');
  });

  it('writes dates in the language, and says a time is Melbourne’s', async () => {
    await speak('zh-CN');
    expect(formatCalendarDate('2026-06-03')).toBe('2026年6月3日');
    expect(formatInstantDateTime('2026-06-03T04:30:00Z')).toBe('2026年6月3日 14:30 (墨尔本时间)');
    await speak('vi');
    expect(formatInstantDate('2026-06-03T04:30:00Z')).toBe('3 thg 6, 2026');
  });

  it('keeps English exactly as the specifications show it', async () => {
    await speak('en');
    expect(formatDollars(75)).toBe('$75');
    expect(formatInstantDateTime('2026-11-21T03:30:00Z')).toBe('21 Nov 2026, 2:30 pm');
  });
});
