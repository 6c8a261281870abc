import { Clock, Headphones, ShieldCheck } from 'lucide-react';

import { useT } from '#web/lib/i18n.tsx';

const REASONS = [
  {
    icon: Clock,
    title: 'packages.whyFastTitle',
    text: 'packages.whyFastText',
  },
  {
    icon: ShieldCheck,
    title: 'packages.whySafeTitle',
    text: 'packages.whySafeText',
  },
  {
    icon: Headphones,
    title: 'packages.whySupportTitle',
    text: 'packages.whySupportText',
  },
] as const;

export function WhyChoose() {
  const t = useT();
  return (
    <section aria-labelledby="why-choose" className="rounded-2xl bg-brand-50 px-6 py-10">
      <h2 id="why-choose" className="text-center text-2xl font-bold text-slate-900">
        {t('packages.whyChooseTitle')}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="text-center">
            <span className="mx-auto grid size-12 place-items-center rounded-full bg-white text-brand-700 shadow-sm">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">{t(title)}</h3>
            <p className="mt-1 text-sm text-slate-700">{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
