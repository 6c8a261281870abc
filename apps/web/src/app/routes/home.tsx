import { Suspense, lazy } from 'react';

import { PageHead } from '#web/components/ui/page.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { whenVisible } from '#web/lib/when-visible.ts';
import { cmsQueryOptions, useCms } from '#web/features/cms/api/get-cms.ts';
import { Hero } from '#web/features/home/components/hero.tsx';
import { packagesQueryOptions } from '#web/features/packages/api/get-packages.ts';
import type { Prefetch } from '#web/app/router.tsx';

// Below the hero, its own chunk: on the page rendered on the server, loaded when its first
// part with controls (the package teaser) comes into view (docs/decisions/068), keeping the
// first visit of / small. What shows above that is text and links, which work meanwhile.
const BelowHero = lazy(() =>
  whenVisible('#popular-packages').then(() => import('#web/app/home-below-hero.tsx')),
);
// One element for every render, left alone while it shows the server's HTML.
const belowHero = (
  <Suspense fallback={<div className="min-h-dvh" />}>
    <BelowHero />
  </Suspense>
);

// Public §2 Home, the sections in order. The page frame is full width, so <Page> is not used;
// its title and meta tags are set here.
// The hero's texts and the package teaser (docs/decisions/043).
export const prefetch: Prefetch = (ask) => [ask(cmsQueryOptions()), ask(packagesQueryOptions())];

export function Component() {
  const t = useT();
  const cms = useCms();
  return (
    <>
      <PageHead title={t('home.title')} description={t('home.description')} />

      {/* The page waits for the hero's texts (preloaded with the page), so nothing moves when
          they arrive, whatever their length. */}
      {cms.isPending ? (
        <div className="min-h-dvh" role="status">
          <span className="sr-only">{t('common.loading')}</span>
        </div>
      ) : (
        <Hero
          headline={cms.data?.homepageHeadline}
          subheading={cms.data?.homepageSubheading}
          text={cms.data?.heroText}
        />
      )}
      {!cms.isPending && belowHero}
    </>
  );
}
