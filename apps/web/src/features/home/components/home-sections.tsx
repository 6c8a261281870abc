import { BedDouble, Handshake, PlaneLanding, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';

import { CtaSection } from '#web/components/ui/cta-links.tsx';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/lib/i18n.tsx';

export { primaryLink, secondaryLink } from './hero.tsx';

export function Section({
  id,
  title,
  intro,
  children,
  className = '',
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`below-fold py-14 ${className}`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id={id} className="text-center text-3xl font-bold text-slate-900">
          {title}
        </h2>
        {intro && <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">{intro}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

const BENEFITS = [
  { icon: PlaneLanding, title: 'home.benefitPickupTitle', text: 'home.benefitPickupText' },
  { icon: Smartphone, title: 'home.benefitEssentialsTitle', text: 'home.benefitEssentialsText' },
  {
    icon: BedDouble,
    title: 'home.benefitAccommodationTitle',
    text: 'home.benefitAccommodationText',
  },
  { icon: Handshake, title: 'home.benefitGuidanceTitle', text: 'home.benefitGuidanceText' },
] as const;

export function Benefits() {
  const t = useT();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {BENEFITS.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="grid size-12 place-items-center rounded-lg bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(title)}</h3>
          <p className="mt-2 text-sm text-slate-700">{t(text)}</p>
        </li>
      ))}
    </ul>
  );
}

const STEPS = [
  { title: 'home.stepChooseTitle', text: 'home.stepChooseText' },
  { title: 'home.stepArrivalTitle', text: 'home.stepArrivalText' },
  { title: 'home.stepSettlementTitle', text: 'home.stepSettlementText' },
] as const;

export function HowItWorks() {
  const t = useT();
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {STEPS.map(({ title, text }, i) => (
        <li
          key={title}
          className="relative rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
        >
          <p className="mx-auto grid size-14 place-items-center rounded-full bg-brand-700 text-2xl font-bold text-white">
            <span className="sr-only">{t('home.stepPrefix')}</span>
            {i + 1}
          </p>
          <h3 className="mt-1 text-lg font-semibold text-slate-900">{t(title)}</h3>
          <p className="mt-2 text-sm text-slate-700">{t(text)}</p>
        </li>
      ))}
    </ol>
  );
}

export function ClosingCta() {
  const t = useT();
  return (
    <CtaSection
      id="closing-cta"
      tone="dark"
      title={t('home.closingTitle')}
      text={t('home.closingText')}
      primary={{ to: paths.packages, label: t('home.getStartedNow') }}
      secondary={{ to: paths.contact, label: t('common.contactUs') }}
    />
  );
}
