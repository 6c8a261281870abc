import { Suspense, lazy } from 'react';
import { Link } from 'react-router';

import { HydrationGate } from '#web/components/ui/hydration-gate.tsx';
import { paths } from '#web/config/paths.ts';
import { Team } from '#web/features/about/components/team.tsx';
import {
  Benefits,
  ClosingCta,
  HowItWorks,
  Section,
  primaryLink,
  secondaryLink,
} from '#web/features/home/components/home-sections.tsx';
import { PackageTeaser } from '#web/features/packages/components/package-teaser.tsx';
import { whenVisible } from '#web/lib/when-visible.ts';

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

export default function BelowHero() {
  return (
    // Its own gate: this part's code comes later than the page's (when it is reached).
    <div id="below-hero">
      <HydrationGate>
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
      </HydrationGate>
    </div>
  );
}
