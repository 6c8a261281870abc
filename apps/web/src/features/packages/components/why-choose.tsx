import { Clock, Headphones, ShieldCheck } from 'lucide-react';

const REASONS = [
  {
    icon: Clock,
    title: 'Fast: 24-48 hours',
    text: 'Most services are delivered within 24-48 hours of your booking being confirmed.',
  },
  {
    icon: ShieldCheck,
    title: 'Safe and reliable',
    text: 'Vetted drivers and partners, honest advice and clear prices with no surprises.',
  },
  {
    icon: Headphones,
    title: '24/7 support',
    text: 'Our Melbourne team is a message away, day or night, from before you fly until you settle.',
  },
];

export function WhyChoose() {
  return (
    <section aria-labelledby="why-choose" className="rounded-2xl bg-brand-50 px-6 py-10">
      <h2 id="why-choose" className="text-center text-2xl font-bold text-slate-900">
        Why Choose Landed?
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="text-center">
            <span className="mx-auto grid size-12 place-items-center rounded-full bg-white text-brand-700 shadow-sm">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
