import { HeartHandshake, MapPinned, ShieldCheck, Sparkles } from 'lucide-react';

const VALUES = [
  {
    icon: ShieldCheck,
    title: 'Honesty',
    text: 'Clear prices, no hidden fees, and straight answers, even when the answer is "you do not need us for that".',
  },
  {
    icon: HeartHandshake,
    title: 'Care',
    text: 'We treat every student the way we would want our own family to be welcomed in a new country.',
  },
  {
    icon: Sparkles,
    title: 'Reliability',
    text: 'When we say a driver will be there, the driver is there. Promises are kept, on time.',
  },
  {
    icon: MapPinned,
    title: 'Local knowledge',
    text: 'Our team lives in Melbourne and keeps up with the rules, the suburbs and the scams.',
  },
];

export function CoreValues() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {VALUES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl bg-brand-50 p-6">
          <Icon aria-hidden="true" className="size-7 text-brand-700" />
          <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
          <p className="mt-1 text-sm text-slate-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}
