import { Suspense, lazy } from 'react';

import { MainLayout } from '#web/components/layouts/main-layout.tsx';
import { whenVisible } from '#web/lib/when-visible.ts';

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
  return <MainLayout footer={footer} />;
}
