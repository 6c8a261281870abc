import { Suspense, lazy, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import type { BookingSelection } from '@landed/shared/schemas/booking';

import { Loading, Page } from '#web/components/ui/page.tsx';
import {
  keepPendingSelection,
  takePendingSelection,
} from '#web/features/booking/pending-selection.ts';
import { paths } from '#web/config/paths.ts';
import { cmsQueryOptions, useCms } from '#web/features/cms/api/get-cms.ts';
import { meQueryOptions } from '#web/features/dashboard/api/get-me.ts';
import { FaqAccordion } from '#web/features/cms/components/faq-accordion.tsx';
import { packagesQueryOptions, usePackages } from '#web/features/packages/api/get-packages.ts';
import { PackageList } from '#web/features/packages/components/package-list.tsx';
import { WhyChoose } from '#web/features/packages/components/why-choose.tsx';
import { faqPage, packageCatalog } from '#web/lib/schema-org.ts';
import { siteOrigin } from '#web/lib/hydration.ts';
import { loadBrowserCatalogue, useT } from '#web/lib/i18n.tsx';
import { useSession } from '#web/lib/session.tsx';
import { toast } from '#web/lib/toast.ts';
import type { Prefetch } from '#web/app/router.tsx';

// The booking form (and the form library under it) loads after the page has shown, not
// before: it is needed only once a package is chosen.
const loadBookingModal = () =>
  Promise.all([
    import('#web/features/booking/components/booking-modal.tsx'),
    loadBrowserCatalogue('account'),
  ]).then(([m]) => m);
const BookingModal = lazy(() => loadBookingModal().then((m) => ({ default: m.BookingModal })));

export const prefetch: Prefetch = (ask) => [ask(cmsQueryOptions()), ask(packagesQueryOptions())];

export function Component() {
  const t = useT();
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const cms = useCms();
  const packages = usePackages();
  const [selection, setSelection] = useState<BookingSelection | null>(null);
  // Mounted from the first choice on, so closing the dialog returns focus as before.
  const [bookingWanted, setBookingWanted] = useState(false);
  const shown = !cms.isPending && !packages.isPending;
  // Who would see a booking made now (a partner's link or university), asked once the student
  // is about to book.
  const me = useQuery({ ...meQueryOptions(), enabled: isSignedIn && bookingWanted });
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => void loadBookingModal().catch(() => {}), 1_000);
    return () => clearTimeout(timer);
  }, [shown]);

  // Booking needs an account (public §2): signed out, say so and come back here after login,
  // where the same choice opens again (issue 33 item 3).
  const book = (request: BookingSelection) => {
    if (!isSignedIn) {
      toast.error(t('packages.loginToBook'), { id: 'login-to-book' });
      keepPendingSelection(request);
      navigate(paths.login, { state: { from: paths.packages, toBook: true } });
      return;
    }
    setBookingWanted(true);
    setSelection(request);
  };
  useEffect(() => {
    if (!isSignedIn || !shown) return;
    const pending = takePendingSelection();
    if (!pending) return;
    setBookingWanted(true);
    setSelection(pending);
  }, [isSignedIn, shown]);

  return (
    <Page
      title={t('nav.packages')}
      description={t('packages.pageDescription')}
      breadcrumbs={[
        { name: t('nav.home'), path: paths.home },
        { name: t('nav.packages'), path: paths.packages },
      ]}
      jsonLd={[
        packages.data
          ? packageCatalog({ origin: siteOrigin(), packages: packages.data, path: paths.packages })
          : null,
        cms.data ? faqPage(cms.data.faqs) : null,
      ]}
    >
      {/* Everything appears at once (both answers are preloaded with the page), so the cards
          never move when the introduction arrives. */}
      {!shown ? (
        <Loading />
      ) : (
        <>
          <header className="mx-auto max-w-3xl text-center">
            <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
              {t('packages.heading')}
            </h1>
            <p className="mt-3 min-h-12 text-lg text-slate-700">{cms.data?.packagesDesc}</p>
          </header>

          <div className="mt-10">
            <PackageList onBook={book} />
          </div>

          <div className="mt-16">
            <WhyChoose />
          </div>

          <section aria-labelledby="faq" className="mx-auto mt-16 max-w-3xl">
            <h2 id="faq" className="mb-6 text-center text-2xl font-bold text-slate-900">
              {t('packages.faqTitle')}
            </h2>
            {cms.data ? (
              <FaqAccordion items={cms.data.faqs} />
            ) : cms.isError ? (
              <p className="text-center text-slate-700">{t('packages.faqLoadFailed')}</p>
            ) : (
              <div className="h-64 animate-pulse rounded-xl bg-slate-100" />
            )}
          </section>
        </>
      )}

      {bookingWanted && (
        <Suspense fallback={null}>
          <BookingModal
            selection={selection}
            onClose={() => setSelection(null)}
            cancellationPolicy={cms.data?.cancellationPolicy}
            bookingPartner={me.data?.bookingPartner}
          />
        </Suspense>
      )}
    </Page>
  );
}
