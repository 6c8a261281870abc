import type { ReactNode } from 'react';

import type { PartnerMe } from '@landed/shared/schemas/partners';

import { Page } from '#web/components/ui/page.tsx';
import { OrganisationCard } from '#web/features/partner-portal/components/organisation-card.tsx';
import { PartnerGate } from '#web/features/partner-portal/components/partner-gate.tsx';

// The partner portal (issue 27, docs/decisions/091): a partner user's organisation, in English
// like the back-office. Each section of the portal is one line here, in the order shown
// (booking for students and approvals, the arrivals board, invoices and commissions follow).
const SECTIONS: Array<{ key: string; render: (me: PartnerMe) => ReactNode }> = [
  { key: 'organisation', render: (me) => <OrganisationCard me={me} /> },
];

function Portal({ me }: { me: PartnerMe }) {
  return (
    <Page title={`${me.partner.name} · Partner portal`} className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{me.partner.name}</h1>
        <p className="text-sm text-slate-600">Signed in as {me.user.email}</p>
      </header>
      {SECTIONS.map((section) => (
        <div key={section.key}>{section.render(me)}</div>
      ))}
    </Page>
  );
}

export function Component() {
  return <PartnerGate>{(me) => <Portal me={me} />}</PartnerGate>;
}
