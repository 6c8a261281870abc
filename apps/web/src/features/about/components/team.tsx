import { useT } from '#web/lib/i18n.tsx';

// The team (public §2 Home "about the team", About "a team of three"); role and bio are ids of
// texts in the catalogues.
const TEAM = [
  { name: 'Priya Sharma', role: 'about.rolePriya', bio: 'about.bioPriya' },
  { name: 'Daniel Nguyen', role: 'about.roleDaniel', bio: 'about.bioDaniel' },
  { name: 'Sophie Chen', role: 'about.roleSophie', bio: 'about.bioSophie' },
] as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .toUpperCase();
}

export function Team({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const t = useT();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {TEAM.map((member) => (
        <li
          key={member.name}
          className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
        >
          <span
            aria-hidden="true"
            className="mx-auto grid size-20 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
          >
            {initials(member.name)}
          </span>
          <Heading className="mt-4 text-lg font-semibold text-slate-900">{member.name}</Heading>
          <p className="text-sm font-medium text-brand-800">{t(member.role)}</p>
          <p className="mt-2 text-sm text-slate-700">{t(member.bio)}</p>
        </li>
      ))}
    </ul>
  );
}
