// Display formats of the locale decision (DECISIONS "Locale"), in the active language
// (issue 18, docs/decisions/071): in English, AUD shown as `$75` and dates in Australian
// English, exactly as the specifications show them; in another language, the same values
// written that language's way through Intl (`AU$75`, `2026年11月21日`). Prices are always
// Australian dollars and times always Melbourne's; a time shown in another language says so.
import type { Locale } from '@landed/shared/locales';
import { isCalendarDate } from '@landed/shared/dates';
import { TIME_ZONE } from '@landed/shared/constants';
import { formatCalendarDate as calendarDate } from '@landed/shared/dates';
import { localeInfo } from '@landed/shared/locales';
import { formatMoney, parsePrice } from '@landed/shared/money';

import { activeLocale, activeT } from './i18n.tsx';

// A formatter with a time zone is slow to create: each is made once per language and style.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function dateFormat({
  locale,
  style,
  options,
}: {
  locale: Locale;
  style: string;
  options: Intl.DateTimeFormatOptions;
}) {
  const key = `${locale} ${style}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(localeInfo(locale).lang, options);
    formatters.set(key, format);
  }
  return format;
}

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;

// An instant (ISO string) as a Melbourne calendar date, e.g. '21 Nov 2026'.
export function formatInstantDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat({
    locale: activeLocale(),
    style: 'instant-date',
    options: { timeZone: TIME_ZONE, ...DAY },
  }).format(date);
}

// An instant with its Melbourne time, e.g. '21 Nov 2026, 2:30 pm'; in another language
// followed by "(Melbourne time)" in it.
export function formatInstantDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = activeLocale();
  const text = dateFormat({
    locale,
    style: 'instant-time',
    options: { timeZone: TIME_ZONE, ...DAY, hour: 'numeric', minute: '2-digit' },
  }).format(date);
  return locale === 'en' ? text : `${text} (${activeT()('format.melbourneTime')})`;
}

// An amount in dollars, e.g. 75 → '$75', 75.5 → '$75.50' (in English).
export function formatDollars(amount: number): string {
  const cents = Math.round(amount * 100);
  const locale = activeLocale();
  if (locale === 'en') return formatMoney(cents);
  const key = `${locale} money ${cents % 100 === 0 ? 'whole' : 'cents'}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(localeInfo(locale).lang, {
      style: 'currency',
      currency: 'AUD',
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    });
    formatters.set(key, format);
  }
  return format.format(cents / 100);
}

// A price as staff write it ('$180', '180', 'A$1,200.50'), in the active language's way like
// every other amount (`180 AU$` in Vietnamese); a text that is not a plain amount ('From $49',
// 'Quote') as written (docs/decisions/081).
export function formatPriceText(text: string): string {
  const cents = parsePrice(text);
  return cents === null ? text : formatDollars(cents / 100);
}

// A Melbourne clock time (HH:MM, as bookings keep it) saying whose time it is, in every
// language: a student abroad reads it beside their own clock.
export function formatMelbourneTime(time: string): string {
  return `${time} (${activeT()('format.melbourneTime')})`;
}

// A calendar date (YYYY-MM-DD) in full, e.g. '3 June 2026' (the public pages).
export function formatCalendarDate(date: string): string {
  const locale = activeLocale();
  if (locale === 'en' || !isCalendarDate(date)) return calendarDate(date, 'long');
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return dateFormat({
    locale,
    style: 'calendar-long',
    options: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
