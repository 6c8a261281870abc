import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

import { MainLayout } from '#web/components/layouts/main-layout.tsx';
import { REFERRAL_KEY } from '#web/features/referrals/referral-storage.ts';
import { whenVisible } from '#web/lib/when-visible.ts';

// A partner's referral link (docs/decisions/092): its code is for the few visitors who bring
// one or keep its ticket, so it loads only for them, after the first paint.
const ReferralCapture = lazy(
  () => import('#web/features/referrals/components/referral-capture.tsx'),
);

function useReferralWanted(): boolean {
  const { search } = useLocation();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    let keptTicket = false;
    try {
      keptTicket = window.localStorage.getItem(REFERRAL_KEY) !== null;
    } catch {
      // Storage refused (private mode): nothing is kept.
    }
    if (keptTicket || new URLSearchParams(search).has('partner')) setWanted(true);
  }, [search, wanted]);
  return wanted;
}

// On a page rendered on the server, the footer's code loads when the footer comes into view.
const SiteFooter = lazy(() => whenVisible('footer').then(() => import('./site-footer.tsx')));
// One element for every render: a footer still showing the server's HTML is left alone when
// the page changes, rather than rendered again before its code is here.
const footer = (
  <Suspense fallback={<div className="min-h-80 bg-slate-900 print:hidden" />}>
    <SiteFooter />
  </Suspense>
);

// The main layout with the CMS footer. The footer sits below every page's first screen, so its
// code loads right after the page instead of in the first load (docs/decisions/009).
export function SiteLayout() {
  const referral = useReferralWanted();
  return (
    <>
      {referral && (
        <Suspense fallback={null}>
          <ReferralCapture />
        </Suspense>
      )}
      <MainLayout footer={footer} />
    </>
  );
}
