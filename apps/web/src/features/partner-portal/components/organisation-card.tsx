import { useState } from 'react';

import { billingText, commissionText } from '@landed/shared/schemas/partners';
import type { PartnerMe } from '@landed/shared/schemas/partners';

import { Button } from '#web/components/ui/button.tsx';

// The partner's organisation and its terms, with its referral link to copy
// (docs/decisions/091, 092).
export function OrganisationCard({ me }: { me: PartnerMe }) {
  const { partner } = me;
  const link = `${window.location.origin}${partner.referralPath}`;
  const [copied, setCopied] = useState(false);
  const rows: Array<[string, string]> = [
    ['Organisation', `${partner.name} (${partner.kind})`],
    ['ABN', partner.abn || 'Not given'],
    ['Billing e-mail', partner.billingEmail],
    ['Address', partner.address || 'Not given'],
    ['Billing', billingText(partner)],
    ['Commission', commissionText(partner)],
    [
      'Approval',
      partner.requiresApproval
        ? 'Each booking waits for your approval'
        : 'Bookings need no approval',
    ],
  ];
  return (
    <section
      aria-labelledby="organisation-title"
      className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="organisation-title" className="text-lg font-semibold text-slate-900">
        Your organisation
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 space-y-2">
        <h3 className="text-base font-semibold text-slate-900">Your referral link</h3>
        <p className="text-sm text-slate-600">
          Students who open it and book within 30 days are counted as yours. It works in every
          language of the site.
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <code className="rounded bg-slate-100 px-2 py-1 text-sm" data-testid="referral-link">
            {link}
          </code>
          <Button
            variant="secondary"
            className="px-2.5 py-1"
            onClick={() => {
              void navigator.clipboard?.writeText(link).then(() => setCopied(true));
            }}
          >
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        </div>
      </div>
    </section>
  );
}
