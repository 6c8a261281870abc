// The interface in the visitor's language (issue 18, docs/decisions/071): Lingui's core with
// ICU messages compiled at build time (catalogues-plugin.ts), one instance per page load in
// the browser and per render on the server. Components ask for texts by id with `useT()`,
// with values for the message's placeholders. Message ids are literal strings, so `npm test` can check every catalogue against the code
// (scripts/check-catalogues.js).
import type { I18n, Messages } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';

import type { Locale } from '@landed/shared/locales';
import { DEFAULT_LOCALE, localeInfo, localizedPath } from '@landed/shared/locales';

// The catalogues: `public` holds the site's frame and public pages (in the page itself on a
// page rendered on the server); `account` the signed-in and form pages, loaded with them.
export type CatalogueName = 'public' | 'account';

export type Values = Record<string, unknown>;
export type Translate = (id: string, values?: Values) => string;

const loaded = new Map<string, Promise<Messages>>();

// A locale's catalogue, compiled, fetched once.
export function fetchCatalogue(locale: Locale, name: CatalogueName): Promise<Messages> {
  const key = `${locale}/${name}`;
  let messages = loaded.get(key);
  if (!messages) {
    // The table of every language's catalogues is itself loaded on demand: a page rendered on
    // the server carries its texts and never needs it.
    messages = import('virtual:landed-catalogues').then(({ catalogues }) => {
      const load = catalogues[locale]?.[name];
      if (!load) throw new Error(`No ${name} catalogue for ${locale}`);
      return load().then((module) => module.default);
    });
    loaded.set(key, messages);
    messages.catch(() => loaded.delete(key));
  }
  return messages;
}

export function createI18n(locale: Locale): I18n {
  return setupI18n({ locale, locales: [localeInfo(locale).lang], messages: { [locale]: {} } });
}

// The catalogues each instance has (their messages join those already there).
const ready = new WeakMap<I18n, Set<CatalogueName>>();

// Adds a catalogue to an instance: `messages` when the page brought them, fetched otherwise.
export async function loadCatalogue(
  i18n: I18n,
  { name, messages }: { name: CatalogueName; messages?: Messages | undefined },
): Promise<void> {
  let names = ready.get(i18n);
  if (names?.has(name)) return;
  const locale = i18n.locale as Locale;
  i18n.load(locale, messages ?? (await fetchCatalogue(locale, name)));
  if (!names) ready.set(i18n, (names = new Set()));
  names.add(name);
}

// The browser's one instance (main.tsx), for the pages that load their catalogue with their
// code (router.tsx).
let browserI18n: I18n | null = null;
export function setBrowserI18n(i18n: I18n): void {
  browserI18n = i18n;
}
export function loadBrowserCatalogue(name: CatalogueName): Promise<void> {
  return browserI18n ? loadCatalogue(browserI18n, { name }) : Promise.resolve();
}

// The active language outside components (formats, lib/format.ts): the page's in the
// browser, the render's on the server (entry-server.tsx).
let i18nSource: () => I18n | null = () => browserI18n;
export function setI18nSource(source: () => I18n | null): void {
  i18nSource = source;
}
export function activeLocale(): Locale {
  return ((i18nSource() ?? fallback)?.locale as Locale | undefined) ?? DEFAULT_LOCALE;
}
export function activeT(): Translate {
  const i18n = i18nSource() ?? fallback;
  if (!i18n) throw new Error('No interface texts loaded');
  return i18n.t as Translate;
}

const I18nContext = createContext<I18n | null>(null);

// Outside a provider (component tests): the instance the test setup made.
let fallback: I18n | null = null;
export function setFallbackI18n(i18n: I18n | null): void {
  fallback = i18n;
}

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext) ?? fallback;
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}

// The texts of the active language.
export function useT(): Translate {
  return useI18n().t as Translate;
}

export function useLocale(): Locale {
  return useI18n().locale as Locale;
}

// The active language's address of a page (for <a href>, canonical links, sharing).
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}
