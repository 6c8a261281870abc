import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import { paths } from '#web/config/paths.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useSession } from '#web/lib/session.tsx';
import { LanguageMenu } from './language-switcher.tsx';
import { CloseIcon, LogOutIcon, MenuIcon } from './navigation-icons.tsx';
import { useLogout } from './use-logout.ts';

// The labels are message ids (literal, for the catalogue check).
const LINKS = [
  { to: paths.home, label: 'nav.home', end: true },
  { to: paths.services, label: 'nav.services' },
  { to: paths.packages, label: 'nav.packages' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.blog, label: 'nav.blog' },
  { to: paths.contact, label: 'nav.contact' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? 'bg-brand-50 text-brand-800'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

const FOCUSABLE = 'summary, a[href], button:not([disabled])';

const AUTH_PAGE =
  /\/(login|signup|forgot-password|reset-password|verify-email|accept-invitation)\b/;

export function Navbar() {
  const t = useT();
  const { isSignedIn, userName, user } = useSession();
  const logout = useLogout();
  const location = useLocation();
  // Signing in or up from a page comes back to it (issue 33 item 3), never to a sign-in page.
  const back = AUTH_PAGE.test(location.pathname) ? undefined : { from: location };
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  // "Admin" is for staff only (issue 25); /admin itself still decides who may enter.
  const isStaff = user?.role === 'admin';

  // The menu is a native disclosure, so ☰ opens it on a page the server rendered before the
  // app has taken it over (docs/decisions/078). The app follows the element's state: a menu
  // opened before that is open when the app starts.
  const close = useCallback(() => {
    if (menuRef.current) menuRef.current.open = false;
    setOpen(false);
  }, []);
  useEffect(() => {
    setOpen(menuRef.current?.open ?? false);
  }, []);

  // Close whenever the path changes (a link click in the menu), not on the first render.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    close();
  }, [location.pathname, close]);

  // While open: lock page scrolling and move focus into the menu.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onPointer = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  // Escape closes and gives focus back to ☰; Tab and Shift+Tab go round the toggle and the
  // menu's items, never to the page hidden behind it.
  const onKeyDown = (event: ReactKeyboardEvent) => {
    const menu = menuRef.current;
    if (!open || !menu) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      toggleRef.current?.focus();
      return;
    }
    if (event.key !== 'Tab') return;
    // checkVisibility: a closed disclosure's content keeps its boxes in Chromium
    // (content-visibility), so the languages of the closed switch still have rects.
    const items = [...menu.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) =>
      element.checkVisibility(),
    );
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const adminLink = isStaff && (
    <NavLink to={paths.admin} className={linkClass} onClick={close}>
      {t('nav.admin')}
    </NavLink>
  );

  // The greeting is the bar's only: the phone menu's copy of these links is always in the page
  // (a closed <details>), and one "Hi, name" is what a reader and a test find.
  const accountLinks = (greeting: boolean) =>
    isSignedIn ? (
      <>
        <NavLink to={paths.dashboard} className={linkClass} onClick={close}>
          {t('nav.dashboard')}
        </NavLink>
        {greeting && (
          <span className="px-3 py-2 text-sm text-slate-600" data-testid="greeting">
            {userName ? t('nav.greeting', { name: userName }) : t('nav.greetingNoName')}
          </span>
        )}
        <button
          type="button"
          onClick={logout}
          className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          <LogOutIcon className="size-4" />
          {t('nav.logout')}
        </button>
      </>
    ) : (
      <>
        <NavLink
          to={paths.login}
          state={back}
          className={linkClass}
          onClick={close}
          data-signed-out
        >
          {t('nav.login')}
        </NavLink>
        <NavLink
          to={paths.signup}
          state={back}
          onClick={close}
          data-signed-out
          className="rounded-md bg-brand-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('nav.signup')}
        </NavLink>
      </>
    );

  // No backdrop-filter on the bar: it would make the bar the containing block of the menu's
  // fixed panel, which then ended at the bar's bottom edge (the menu "32 px tall", issue 25).
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white print:hidden">
      <nav
        aria-label={t('nav.main')}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6"
      >
        <Link to={paths.home} className="flex items-center gap-2 text-lg font-bold text-brand-800">
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-lg bg-brand-800 text-white"
          >
            L
          </span>
          Landed
        </Link>

        <div className="hidden items-center gap-1 lg:flex">
          {LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={'end' in link} className={linkClass}>
              {t(link.label)}
            </NavLink>
          ))}
          {adminLink}
          <LanguageMenu />
          <span aria-hidden="true" className="mx-2 h-6 w-px bg-slate-200" />
          {accountLinks(true)}
        </div>

        <details
          ref={menuRef}
          className="group/menu lg:hidden"
          onToggle={(event) => setOpen(event.currentTarget.open)}
          onKeyDown={onKeyDown}
          data-mobile-menu
        >
          {/* The name follows the state in CSS, so it is right before the app starts too. */}
          <summary
            ref={toggleRef}
            className="grid min-h-11 min-w-11 cursor-pointer list-none place-items-center rounded-md text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
          >
            <span className="sr-only group-open/menu:hidden">{t('nav.openMenu')}</span>
            <span className="sr-only hidden group-open/menu:inline">{t('nav.closeMenu')}</span>
            <MenuIcon className="size-6 group-open/menu:hidden" />
            <CloseIcon className="hidden size-6 group-open/menu:block" />
          </summary>
          <div
            aria-hidden="true"
            className="fixed inset-x-0 top-16 bottom-0 z-40 bg-slate-900/30"
            onClick={close}
          />
          {/* As tall as the screen below the bar, scrolling inside when the screen is short. */}
          <div className="fixed top-16 right-0 bottom-0 z-50 w-72 max-w-[85vw] overflow-y-auto overscroll-contain border-l border-slate-200 bg-white p-4 shadow-xl">
            <div className="flex flex-col gap-1" data-testid="mobile-menu">
              {LINKS.map((link) => (
                <NavLink
                  key={link.to}
                  to={link.to}
                  end={'end' in link}
                  className={linkClass}
                  onClick={close}
                >
                  {t(link.label)}
                </NavLink>
              ))}
              {adminLink}
              <hr className="my-2 border-slate-200" />
              {accountLinks(false)}
              <hr className="my-2 border-slate-200" />
              <LanguageMenu />
            </div>
          </div>
        </details>
      </nav>
    </header>
  );
}
