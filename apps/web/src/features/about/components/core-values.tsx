import { HeartHandshake, MapPinned, ShieldCheck, Sparkles } from 'lucide-react';

import { useT } from '#web/lib/i18n.tsx';

const VALUES = [
  { icon: ShieldCheck, title: 'about.valueHonestyTitle', text: 'about.valueHonestyText' },
  { icon: HeartHandshake, title: 'about.valueCareTitle', text: 'about.valueCareText' },
  { icon: Sparkles, title: 'about.valueReliabilityTitle', text: 'about.valueReliabilityText' },
  { icon: MapPinned, title: 'about.valueLocalTitle', text: 'about.valueLocalText' },
] as const;

export function CoreValues() {
  const t = useT();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {VALUES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl bg-brand-50 p-6">
          <Icon aria-hidden="true" className="size-7 text-brand-700" />
          <h3 className="mt-3 font-semibold text-slate-900">{t(title)}</h3>
          <p className="mt-1 text-sm text-slate-700">{t(text)}</p>
        </li>
      ))}
    </ul>
  );
}
