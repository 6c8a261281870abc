// The words of the mail sent to a student, in the student's language (issue 18,
// docs/decisions/072). The catalogues are src/locales/{locale}.json: message key → ICU
// MessageFormat text, English the source. They stay uncompiled on the server: Lingui compiles a
// message the first time it is used, and the compiled form is kept.
import { setupI18n } from '@lingui/core';
import type { I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

import { DEFAULT_LOCALE, isLocale, localeInfo } from '@landed/shared/locales';
import type { Locale } from '@landed/shared/locales';

import en from '#server/locales/en.json' with { type: 'json' };
import hi from '#server/locales/hi.json' with { type: 'json' };
import ne from '#server/locales/ne.json' with { type: 'json' };
import vi from '#server/locales/vi.json' with { type: 'json' };
import zhCN from '#server/locales/zh-CN.json' with { type: 'json' };

export type MailKey = keyof typeof en;
export type MailValues = Record<string, string | number>;

// Every language has every English key (a missing one fails the type check here, and
// scripts/test.js compares the placeholders).
const CATALOGUES: Record<Locale, Record<MailKey, string>> = {
  en,
  'zh-CN': zhCN,
  hi,
  ne,
  vi,
};

// What renders a mail's words and numbers in one language.
export type Translator = {
  locale: Locale;
  // `<html lang>` of the mail.
  htmlLang: string;
  t: (key: MailKey, values?: MailValues) => string;
  // Cents as Australian dollars.
  money: (cents: number) => string;
  // A calendar date (YYYY-MM-DD) written out, weekday included.
  date: (date: string) => string;
};

const compiled = new Map<string, ReturnType<typeof compileMessage>>();
function compileOnce(message: string) {
  let result = compiled.get(message);
  if (!result) {
    result = compileMessage(message);
    compiled.set(message, result);
  }
  return result;
}

// DECISIONS "Locale": Australian dollars shown as `$75` (cents only when there are some).
export function formatCentsEnglish(cents: number): string {
  return new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

// A calendar date (YYYY-MM-DD) as people read it: "Saturday 14 February 2026".
export function formatCalendarDateEnglish(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
    .format(parsed)
    .replace(',', '');
}

// A sentence ends with one full stop, also when a value put into it ends with its own: a
// meeting point the business wrote as a sentence ("… a Landed sign with your name.") ended
// "Meeting point: {meetingPoint}." with two (issue 33). A stop right after another (Latin,
// Chinese or Devanagari) is dropped; an ellipsis ("...") is left as it is.
const DOUBLED_STOP = /(?<![.。।])([.!?。！？।])[.。।](?![.。।])/gu;
export function oneFullStop(text: string): string {
  return text.replace(DOUBLED_STOP, '$1');
}

function makeTranslator(locale: Locale): Translator {
  // Western digits in every language, like the booking references, times and bank details
  // around them (Nepali would otherwise write Devanagari digits): `#` in a plural included.
  const i18nLocale = locale === DEFAULT_LOCALE ? locale : `${locale}-u-nu-latn`;
  // English under every key, so a key a catalogue lacks at run time still reads.
  const i18n: I18n = setupI18n({
    locale: i18nLocale,
    messages: { [i18nLocale]: { ...CATALOGUES.en, ...CATALOGUES[locale] } },
  });
  i18n.setMessagesCompiler(compileOnce);
  const t = (key: MailKey, values?: MailValues) => oneFullStop(i18n._(key, values));
  if (locale === DEFAULT_LOCALE) {
    return {
      locale,
      htmlLang: 'en',
      t,
      money: formatCentsEnglish,
      date: formatCalendarDateEnglish,
    };
  }
  const { lang } = localeInfo(locale);
  // A$ (or AU$), never a bare $: the reader may think in another dollar.
  const money = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'AUD',
    numberingSystem: 'latn',
  });
  const day = new Intl.DateTimeFormat(lang, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    numberingSystem: 'latn',
  });
  return {
    locale,
    htmlLang: lang,
    t,
    money: (cents) => money.format(cents / 100),
    date: (date) => {
      const parsed = new Date(`${date}T00:00:00Z`);
      return Number.isNaN(parsed.getTime()) ? date : day.format(parsed);
    },
  };
}

const translators = new Map<Locale, Translator>();

// The translator of a language; English for anything that is not one of ours.
export function translatorFor(locale: string | null | undefined): Translator {
  const code = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let translator = translators.get(code);
  if (!translator) {
    translator = makeTranslator(code);
    translators.set(code, translator);
  }
  return translator;
}
