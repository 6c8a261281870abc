import type { ReactNode } from 'react';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';

import { paths } from '#web/config/paths.ts';
import { useHydrated } from '#web/lib/hydration.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { offeredLocale } from '#web/lib/locale-choice.ts';
import { onSessionEnded } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.tsx';
import { toast } from '#web/lib/toast.ts';
import { RouteErrorBoundary } from '#web/components/errors/route-error.tsx';
import { useConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { HydrationGate } from '#web/components/ui/hydration-gate.tsx';
import { Loading } from '#web/components/ui/page.tsx';
import { Navbar } from './navbar.tsx';

// On every path change the window scrolls to the top (public §2). Not on the page the visitor
// landed on (the first history entry, key 'default'): the browser has placed it (at its top, at
// the address's #anchor, or where a reload was), and a page rendered on the server may already
// have been scrolled by the visitor before the app took it over (docs/decisions/068).
function ScrollToTop() {
  const { pathname, key } = useLocation();
  const landedOn = useRef(key === 'default' ? pathname : null);
  useEffect(() => {
    if (landedOn.current === pathname) return;
    landedOn.current = null;
    // Braces matter: newer browsers return a promise from scrollTo, and an effect's return
    // value is taken as its cleanup.
    // Instant, not the page's smooth scrolling: a new page starts at its top.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

// An expired or revoked session (public §4, §8): say so, clear it, and go to /login after 1.5 s.
function SessionExpiry() {
  const t = useT();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const pending = useRef(false);
  useEffect(
    () =>
      onSessionEnded((error) => {
        if (pending.current) return;
        pending.current = true;
        toast.error(error.code === 'ACCOUNT_SUSPENDED' ? error.message : t('session.expired'), {
          id: 'session-expired',
        });
        signOut();
        window.setTimeout(() => {
          pending.current = false;
          navigate(paths.login, { replace: true });
        }, 1500);
      }),
    [navigate, signOut, t],
  );
  return null;
}

// The home and dashboard variants of the Google sign-in completion (public §2): `/?token=`
// and `/dashboard?token=` exchange the link's single-use token for a session, say so, and
// replace the address with the bare page (asking first when another user is signed in here).
// Until then the page itself waits, so the dashboard guard never sees a half sign-in. The work
// is loaded only when a token is there, keeping the first load small.
function useTokenSignIn(): { signingIn: boolean; dialog: ReactNode } {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const { dialog, ask } = useConfirmDialog();
  const handled = useRef<string | null>(null);
  const token =
    pathname === paths.home || pathname === paths.dashboard
      ? new URLSearchParams(search).get('token')
      : null;
  useEffect(() => {
    if (token === null || handled.current === token) return;
    handled.current = token;
    import('#web/lib/token-sign-in.ts')
      .then(({ completeTokenSignIn, switchAccountQuestion }) =>
        completeTokenSignIn({
          token,
          destination: pathname,
          signIn,
          navigate,
          confirmSwitch: (names) => ask(switchAccountQuestion(names)),
        }),
      )
      // The code could not be loaded (offline, a new deployment): never leave the page waiting.
      .catch(() => navigate(paths.login, { replace: true }));
  }, [token, pathname, navigate, signIn, ask]);
  return { signingIn: token !== null, dialog };
}

// `footer`: the app passes the footer filled with the CMS texts (components never fetch); it is
// its own lazy chunk, out of the first load.
const LanguageOffer = lazy(() => import('./language-offer.tsx'));

// On the English home page, the language this browser prefers, if we have it and the visitor
// has not chosen (docs/decisions/071). Decided in the browser: the page itself is the same
// for everyone, and kept by its address.
function OfferLanguage() {
  const hydrated = useHydrated();
  const locale = useLocale();
  const { pathname } = useLocation();
  const offered =
    hydrated && locale === 'en' && pathname === paths.home
      ? offeredLocale(navigator.languages)
      : null;
  return offered ? (
    <Suspense fallback={null}>
      <LanguageOffer locale={offered} />
    </Suspense>
  ) : null;
}

export function MainLayout({ footer }: { footer?: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  const { signingIn, dialog } = useTokenSignIn();
  return (
    <div className="flex min-h-dvh flex-col">
      <HydrationGate>
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('layout.skipToContent')}
        </a>
        <ScrollToTop />
        <SessionExpiry />
        <Navbar />
        {/* At least a screen tall: the footer never starts in view, so a page filling in its
          content does not push it around (layout shift). */}
        <main id="main" className="min-h-dvh flex-1 pt-16 print:min-h-0 print:pt-0">
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<Loading />}>
              {signingIn ? <Loading label={t('layout.completingSignIn')} /> : <Outlet />}
            </Suspense>
          </RouteErrorBoundary>
        </main>
        {footer}
        {dialog}
        <OfferLanguage />
      </HydrationGate>
    </div>
  );
}
