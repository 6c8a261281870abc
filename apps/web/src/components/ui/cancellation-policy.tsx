import { Link } from 'react-router';

import type { CancellationPolicy } from '@landed/shared/schemas/cancellation';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/lib/i18n.tsx';

type T = ReturnType<typeof useT>;

// "full refund", "no refund", "50% refund".
function refundText(t: T, percent: number): string {
  if (percent === 100) return t('policy.full');
  if (percent === 0) return t('policy.none');
  return t('policy.percent', { percent });
}

// The policy as lines a student reads (docs/decisions/085): each tier from its hours up to the
// one before it, what happens below the last tier and after the arrival, and the airline rule.
export function policyLines(t: T, policy: CancellationPolicy): string[] {
  const lines = policy.tiers.map((tier, i) => {
    const refund = refundText(t, tier.percent);
    if (i === 0) return t('policy.tierFirst', { hours: tier.hoursBefore, refund });
    const to = policy.tiers[i - 1]!.hoursBefore;
    if (tier.hoursBefore === 0) return t('policy.tierUnder', { to, refund });
    return t('policy.tierBetween', { from: tier.hoursBefore, to, refund });
  });
  const last = policy.tiers.at(-1)!;
  if (last.hoursBefore > 0) lines.push(t('policy.belowLast', { hours: last.hoursBefore }));
  lines.push(t('policy.noShow'));
  if (policy.airlineCancelledFullRefund) lines.push(t('policy.airline'));
  return lines;
}

// The whole policy, on /terms: in the reader's language, from what the Super Admin set.
export function CancellationPolicySection({ policy }: { policy: CancellationPolicy }) {
  const t = useT();
  return (
    <section aria-labelledby="cancellation-policy" className="mx-auto mt-10 max-w-3xl">
      <h2 id="cancellation-policy" className="mb-3 text-2xl font-bold text-slate-900">
        {t('policy.title')}
      </h2>
      <ul className="list-disc space-y-1 pl-6 text-slate-700">
        {policyLines(t, policy).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600">{t('policy.howCounted')}</p>
    </section>
  );
}

// One line and a link, in the booking dialog before the student books.
export function CancellationPolicySummary({ policy }: { policy: CancellationPolicy }) {
  const t = useT();
  const first = policy.tiers[0]!;
  return (
    <p className="text-sm text-slate-600" data-testid="policy-summary">
      {t('policy.summary', {
        hours: first.hoursBefore,
        refund: refundText(t, first.percent),
      })}{' '}
      <Link to={`${paths.terms}#cancellation-policy`} className="text-blue-700 underline">
        {t('policy.readFull')}
      </Link>
    </p>
  );
}
