import { Suspense, lazy } from 'react';
import { Link } from 'react-router';

import { PageHead } from '#web/components/ui/page.tsx';
import { whenVisible } from '#web/lib/when-visible.ts';
import { paths } from '#web/config/paths.ts';
import { Team } from '#web/features/about/components/team.tsx';
import { cmsQueryOptions, useCms } from '#web/features/cms/api/get-cms.ts';
import {
  Benefits,
  ClosingCta,
  Hero,
  HowItWorks,
  Section,
  primaryLink,
  secondaryLink,
} from '#web/features/home/components/home-sections.tsx';
import { PackageTeaser } from '#web/features/packages/components/package-teaser.tsx';
import { packagesQueryOptions } from '#web/features/packages/api/get-packages.ts';
import type { Prefetch } from '#web/app/router.tsx';

// Below the first screen: loaded right after the page, keeping the first load of / small.
// On the page rendered on the server, when the section comes into view (docs/decisions/068).
const Testimonials = lazy(() =>
  whenVisible('#testimonials').then(
    () => import('#web/features/home/components/testimonials-section.tsx'),
  ),
);
// One element for every render, left alone while it shows the server's HTML.
const testimonials = (
  <Suspense fallback={<div className="mx-auto min-h-[21rem] max-w-3xl sm:min-h-[18.5rem]" />}>
    <Testimonials />
  </Suspense>
);

const TITLE = 'Arrival support for international students in Melbourne';
const DESCRIPTION =
  'Airport pickup, SIM card, accommodation, bank account and settlement support for international students arriving in Melbourne.';

// Public §2 Home, the sections in order. The page frame is full width, so <Page> is not used;
// its title and meta tags are set here.
// The hero's texts and the package teaser (docs/decisions/043).
export const prefetch: Prefetch = (ask) => [ask(cmsQueryOptions()), ask(packagesQueryOptions())];

export function Component() {
  const cms = useCms();
  return (
    <>
      <PageHead title={TITLE} description={DESCRIPTION} />

      {/* The page waits for the hero's texts (preloaded with the page), so nothing moves when
          they arrive, whatever their length. */}
      {cms.isPending ? (
        <div className="min-h-dvh" role="status">
          <span className="sr-only">Loading...</span>
        </div>
      ) : (
        <Hero
          headline={cms.data?.homepageHeadline}
          subheading={cms.data?.homepageSubheading}
          text={cms.data?.heroText}
        />
      )}
      {!cms.isPending && <BelowHero />}
    </>
  );
}

function BelowHero() {
  return (
    <>
      <Section id="why-us" title="Why students trust Landed">
        <Benefits />
      </Section>

      <Section
        id="popular-packages"
        title="Popular student packages"
        intro="Everything you need for your first weeks, in one booking."
        className="bg-slate-50"
      >
        <PackageTeaser />
        <p className="mt-10 text-center">
          <Link to={paths.booking} className={primaryLink}>
            Get Started Now
          </Link>
        </p>
      </Section>

      <Section id="testimonials" title="What our students say">
        {testimonials}
      </Section>

      <Section id="how-it-works" title="How it works" className="bg-slate-50">
        <HowItWorks />
      </Section>

      <Section
        id="team"
        title="The team behind Landed"
        intro="We were international students in Melbourne too. Now we help others land well."
      >
        <Team />
        <p className="mt-8 text-center">
          <Link to={paths.about} className={secondaryLink}>
            About us
          </Link>
        </p>
      </Section>

      <ClosingCta />
    </>
  );
}
