// The visitor's choice of language, remembered in this browser (docs/decisions/071). The
// address decides the page's language; a remembered choice only sends an English address
// (no prefix) to the same page in the chosen language. The back-office stays English, and
// the Google sign-in's return address is left as Google called it.
import type { Locale } from '@landed/shared/locales';
import {
  DEFAULT_LOCALE,
  isLocale,
  localizedPath,
  preferredLocale,
  splitLocale,
} from '@landed/shared/locales';
import { PAGES } from '@landed/shared/pages';

// Also read by public/boot.js, before the app starts on a page rendered on the server.
export const LOCALE_KEY = 'landed-locale';

export function rememberedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(LOCALE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage blocked: the address still carries the language.
  }
}

// A language link (the switcher's, the offer's) ends in `#lang=<code>`: the page it opens
// remembers the choice itself (public/boot.js on a page rendered on the server, main.tsx
// otherwise), so the choice holds even when the link was followed before any script of the
// page it left had run.
export function languageLink(path: string, locale: Locale): string {
  return `${path}#lang=${locale}`;
}

// Remembers the choice a language link carries and takes it off the address.
export function takeLocaleFromAddress(): void {
  const chosen = /^#lang=([\w-]+)$/.exec(window.location.hash)?.[1];
  if (!isLocale(chosen)) return;
  rememberLocale(chosen);
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}`,
  );
}

const STAYS_ENGLISH = [PAGES.admin.path, PAGES.googleCallback.path];

// Where to send this address for the remembered language, or null to stay.
export function rememberedLocaleRedirect({
  pathname,
  search,
  hash,
}: {
  pathname: string;
  search: string;
  hash: string;
}): string | null {
  const chosen = rememberedLocale();
  if (!chosen || chosen === DEFAULT_LOCALE) return null;
  if (splitLocale(pathname).locale !== DEFAULT_LOCALE) return null;
  if (STAYS_ENGLISH.some((path) => pathname === path || pathname.startsWith(`${path}/`))) {
    return null;
  }
  return `${localizedPath(pathname, chosen)}${search}${hash}`;
}

// The language this browser would rather read (navigator.languages, the source of its
// Accept-Language), to offer on a first visit to the English home page: offered, never forced.
// Null once the visitor has chosen any language, or when English comes first.
export function offeredLocale(languages: readonly string[]): Locale | null {
  if (rememberedLocale()) return null;
  const preferred = preferredLocale(languages);
  return preferred && preferred !== DEFAULT_LOCALE ? preferred : null;
}
