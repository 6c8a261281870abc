import type { ReactNode } from 'react';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';

import { MESSAGES } from '@landed/shared/constants';

import { paths } from '../../config/paths.ts';
import { onSessionEnded } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import { toast } from '../../lib/toast.ts';
import { RouteErrorBoundary } from '../errors/route-error.tsx';
import { Loading } from '../ui/page.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';

// On every path change the window scrolls to the top (public §2).
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces matter: newer browsers return a promise from scrollTo, and an effect's return
    // value is taken as its cleanup.
    // Instant, not the page's smooth scrolling: a new page starts at its top.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

// An expired or revoked session (public §4, §8): say so, clear it, and go to /login after 1.5 s.
function SessionExpiry() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const pending = useRef(false);
  useEffect(
    () =>
      onSessionEnded((error) => {
        if (pending.current) return;
        pending.current = true;
        toast.error(error.code === 'ACCOUNT_SUSPENDED' ? error.message : MESSAGES.sessionExpired, {
          id: 'session-expired',
        });
        signOut();
        window.setTimeout(() => {
          pending.current = false;
          navigate(paths.login, { replace: true });
        }, 1500);
      }),
    [navigate, signOut],
  );
  return null;
}

// `footer`: the app passes the footer filled with the CMS texts (components never fetch).
export function MainLayout({ footer }: { footer?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <SessionExpiry />
      <Navbar />
      {/* At least a screen tall: the footer never starts in view, so a page filling in its
          content does not push it around (layout shift). */}
      <main id="main" className="min-h-dvh flex-1 pt-16">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {footer ?? <Footer />}
    </div>
  );
}
