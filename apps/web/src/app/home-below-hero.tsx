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
import { useT } from '#web/lib/i18n.tsx';
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
  const t = useT();
  return (
    // Its own gate: this part's code comes later than the page's (when it is reached).
    <div id="below-hero">
      <HydrationGate>
        <Section id="why-us" title={t('home.whyUsTitle')}>
          <Benefits />
        </Section>

        <Section
          id="popular-packages"
          title={t('home.popularTitle')}
          intro={t('home.popularIntro')}
          className="bg-slate-50"
        >
          <PackageTeaser />
          <p className="mt-10 text-center">
            <Link to={paths.booking} className={primaryLink}>
              {t('home.getStartedNow')}
            </Link>
          </p>
        </Section>

        <Section id="testimonials" title={t('home.testimonialsTitle')}>
          {testimonials}
        </Section>

        <Section id="how-it-works" title={t('home.howItWorksTitle')} className="bg-slate-50">
          <HowItWorks />
        </Section>

        <Section id="team" title={t('home.teamTitle')} intro={t('home.teamIntro')}>
          <Team />
          <p className="mt-8 text-center">
            <Link to={paths.about} className={secondaryLink}>
              {t('home.aboutUs')}
            </Link>
          </p>
        </Section>

        <ClosingCta />
      </HydrationGate>
    </div>
  );
}
