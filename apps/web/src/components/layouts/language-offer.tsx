import type { I18n } from '@lingui/core';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';

import type { Locale } from '@landed/shared/locales';
import { localeInfo, localizedPath } from '@landed/shared/locales';

import { createI18n, loadCatalogue } from '#web/lib/i18n.tsx';
import { languageLink, rememberLocale } from '#web/lib/locale-choice.ts';

// The offer of the language this browser would rather read (lib/locale-choice.ts), in that
// language (its catalogue is fetched for it, and only then). At the bottom of the window,
// over the page, so that nothing on the page moves when it appears.
export default function LanguageOffer({ locale }: { locale: Locale }) {
  const [i18n, setI18n] = useState<I18n | null>(null);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const offered = createI18n(locale);
    let current = true;
    loadCatalogue(offered, { name: 'public' })
      .then(() => current && setI18n(offered))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [locale]);
  if (!i18n || dismissed) return null;
  const { lang, name } = localeInfo(locale);
  const t = i18n.t;
  return (
    <section
      lang={lang}
      aria-label={t('language.offerLabel')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-brand-100 bg-brand-50 shadow-lg print:hidden"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3 text-sm text-slate-800 sm:px-6">
        <p className="flex-1">{t('language.offerText', { language: name })}</p>
        <a
          href={languageLink(localizedPath('/', locale), locale)}
          hrefLang={locale}
          className="rounded-md bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('language.offerSwitch', { language: name })}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLocale('en');
            setDismissed(true);
          }}
          className="inline-flex items-center gap-1 rounded-md px-3 py-2 font-medium text-slate-700 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-4" />
          {t('language.offerStay')}
        </button>
      </div>
    </section>
  );
}
