import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '#web/lib/toast.ts';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';

import { paths } from '#web/config/paths.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useSession } from '#web/lib/session.tsx';
import { LanguageMenu } from './language-switcher.tsx';
import { CloseIcon, LogOutIcon, MenuIcon } from './navigation-icons.tsx';

// The labels are message ids (literal, for the catalogue check).
const LINKS = [
  { to: paths.home, label: 'nav.home', end: true },
  { to: paths.services, label: 'nav.services' },
  { to: paths.packages, label: 'nav.packages' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.blog, label: 'nav.blog' },
  { to: paths.contact, label: 'nav.contact' },
  // Shown to everyone, as specified; /admin itself decides who may enter.
  { to: paths.admin, label: 'nav.admin' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? 'bg-brand-50 text-brand-800'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

export function Navbar() {
  const t = useT();
  const { isSignedIn, userName, logout: endSession } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Close on navigation (a link click) and whenever the path changes.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  // While open: lock page scrolling, close on an outside click or Escape.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) {
        setOpen(false);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const logout = () => {
    endSession();
    toast.success(t('nav.loggedOut'));
    navigate(paths.home);
  };

  const accountLinks = isSignedIn ? (
    <>
      <NavLink to={paths.dashboard} className={linkClass} onClick={() => setOpen(false)}>
        {t('nav.dashboard')}
      </NavLink>
      <span className="px-3 py-2 text-sm text-slate-600" data-testid="greeting">
        {userName ? t('nav.greeting', { name: userName }) : t('nav.greetingNoName')}
      </span>
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
        className={linkClass}
        onClick={() => setOpen(false)}
        data-signed-out
      >
        {t('nav.login')}
      </NavLink>
      <NavLink
        to={paths.signup}
        onClick={() => setOpen(false)}
        data-signed-out
        className="rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('nav.signup')}
      </NavLink>
    </>
  );

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
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
          <LanguageMenu />
          <span aria-hidden="true" className="mx-2 h-6 w-px bg-slate-200" />
          {accountLinks}
        </div>

        <button
          ref={toggleRef}
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
      </nav>

      {open && (
        <div aria-hidden="true" className="fixed inset-0 top-16 z-40 bg-slate-900/30 lg:hidden" />
      )}
      <div
        id={menuId}
        ref={panelRef}
        hidden={!open}
        className="fixed top-16 right-0 bottom-0 z-50 w-72 max-w-[85vw] overflow-y-auto border-l border-slate-200 bg-white p-4 shadow-xl lg:hidden"
      >
        <div className="flex flex-col gap-1" data-testid="mobile-menu">
          {LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={'end' in link}
              className={linkClass}
              onClick={() => setOpen(false)}
            >
              {t(link.label)}
            </NavLink>
          ))}
          <hr className="my-2 border-slate-200" />
          {accountLinks}
          <hr className="my-2 border-slate-200" />
          <LanguageMenu />
        </div>
      </div>
    </header>
  );
}
