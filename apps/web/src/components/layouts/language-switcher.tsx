import { useLocation } from 'react-router';

import { LOCALE_LIST, localizedPath } from '@landed/shared/locales';

import { useLocale, useT } from '#web/lib/i18n.tsx';
import { languageLink } from '#web/lib/locale-choice.ts';
import { GlobeIcon } from './navigation-icons.tsx';

// The same page in each language: plain links, so that the other language arrives as a whole
// page (its `lang`, its texts rendered on the server, its catalogue); the page they open
// remembers the choice for the English addresses (lib/locale-choice.ts).
export function LanguageLinks({ className, linkClass }: { className: string; linkClass: string }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <ul className={className}>
      {LOCALE_LIST.map((item) => (
        <li key={item.code}>
          <a
            href={languageLink(`${localizedPath(pathname, item.code)}${search}`, item.code)}
            hrefLang={item.code}
            lang={item.lang}
            aria-current={item.code === locale ? 'true' : undefined}
            className={`${linkClass} ${item.code === locale ? 'font-semibold underline' : ''}`}
          >
            {item.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

// In the navigation bar: a disclosure (it works before the app has started too).
export function LanguageMenu() {
  const t = useT();
  const locale = useLocale();
  const current = LOCALE_LIST.find((item) => item.code === locale)!;
  return (
    <details className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
        <GlobeIcon className="size-4" />
        <span className="sr-only">{t('language.choose')}: </span>
        <span lang={current.lang}>{current.name}</span>
      </summary>
      <nav
        aria-label={t('language.label')}
        className="right-0 z-50 mt-1 rounded-md border border-slate-200 bg-white p-1 shadow-lg lg:absolute lg:w-44"
      >
        <LanguageLinks
          className="flex flex-col"
          linkClass="block rounded px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
        />
      </nav>
    </details>
  );
}
