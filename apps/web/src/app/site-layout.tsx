import { Suspense, lazy } from 'react';

import { MainLayout } from '#web/components/layouts/main-layout.tsx';

const SiteFooter = lazy(() => import('./site-footer.tsx'));

// The main layout with the CMS footer. The footer sits below every page's first screen, so its
// code loads right after the page instead of in the first load (docs/decisions/009).
export function SiteLayout() {
  return (
    <MainLayout
      footer={
        <Suspense fallback={<div className="min-h-80 bg-slate-900 print:hidden" />}>
          <SiteFooter />
        </Suspense>
      }
    />
  );
}
