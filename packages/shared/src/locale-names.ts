// Each language's name in English, for the back-office (which stays English): the arrivals
// board, the run sheet, the booking details and the content forms' language tabs. Apart from
// ./locales.ts, so that the first load of a public page does not carry them.
import type { Locale } from './locales.ts';

const ENGLISH_NAMES: Record<Locale, string> = {
  en: 'English',
  'zh-CN': 'Chinese (Simplified)',
  hi: 'Hindi',
  ne: 'Nepali',
  vi: 'Vietnamese',
};

export function englishName(locale: Locale): string {
  return ENGLISH_NAMES[locale];
}
