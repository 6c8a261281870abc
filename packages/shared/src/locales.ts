// The languages of the student-facing site (issue 18, docs/decisions/071). English is the
// default and keeps today's addresses; every other language lives under its own prefix
// (`/zh-CN/packages`). Adding a language is one line here (and its English name in
// ./locale-names.ts) and its catalogues
// (apps/web/src/locales/{code}/, apps/server/src/locales/{code}.json).
export type LocaleInfo = {
  // The code, as in the address and the catalogues' folder (BCP 47).
  code: string;
  // `<html lang>`; Intl formats with it; Open Graph's `og:locale` is the same with `_`.
  lang: string;
  // The language's own name, as the language switcher shows it. (In English, for the
  // back-office: ./locale-names.ts, outside the first load of every page.)
  name: string;
};

export const LOCALE_LIST = [
  { code: 'en', lang: 'en-AU', name: 'English' },
  { code: 'zh-CN', lang: 'zh-CN', name: '简体中文' },
  { code: 'hi', lang: 'hi-IN', name: 'हिन्दी' },
  { code: 'ne', lang: 'ne-NP', name: 'नेपाली' },
  { code: 'vi', lang: 'vi-VN', name: 'Tiếng Việt' },
] as const satisfies readonly LocaleInfo[];

export type Locale = (typeof LOCALE_LIST)[number]['code'];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALES = LOCALE_LIST.map(({ code }) => code) as Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as string[]).includes(value);
}

// A stored language code as a language: English for anything unknown.
export function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function localeInfo(locale: Locale): LocaleInfo {
  return LOCALE_LIST.find(({ code }) => code === locale)!;
}

// Open Graph's `og:locale` of a language: 'zh-CN' → 'zh_CN'.
export function ogLocale(locale: Locale): string {
  return localeInfo(locale).lang.replace('-', '_');
}

// The address's prefix of a language: '' for English, '/zh-CN' for Simplified Chinese.
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

// An address split into its language and the address without the prefix:
// '/zh-CN/packages' → zh-CN and '/packages'; '/vi' and '/vi/' → vi and '/'.
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const first = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const code = first?.[1];
  if (code && code !== DEFAULT_LOCALE && isLocale(code)) {
    return { locale: code, path: first?.[2] || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

// The same page in another language: localizedPath('/packages', 'vi') → '/vi/packages'.
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? `${prefix}/` : `${prefix}${path}`;
}

// The language a browser prefers among ours, from its list (navigator.languages, or an
// Accept-Language header's tags in order): the first tag whose language we have. Chinese
// counts only in its simplified script (zh, zh-CN, zh-SG, zh-Hans); Traditional Chinese
// readers are not offered it.
export function preferredLocale(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const lower = tag.trim().toLowerCase();
    const language = lower.split('-')[0];
    if (language === 'zh') {
      if (/^zh(-cn|-sg|-hans(-.*)?)?$/.test(lower)) return 'zh-CN';
      continue;
    }
    const match = LOCALES.find((code) => code.toLowerCase() === language);
    if (match) return match;
  }
  return null;
}
