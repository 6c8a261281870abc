import type { ReactNode } from 'react';

import type { PartnerMe } from '@landed/shared/schemas/partners';

import { Page } from '#web/components/ui/page.tsx';
import { ApprovalsQueue } from '#web/features/partner-bookings/components/approvals-queue.tsx';
import { BookStudentForm } from '#web/features/partner-bookings/components/book-student-form.tsx';
import { PartnerBookingsList } from '#web/features/partner-bookings/components/partner-bookings-list.tsx';
import { StudentsUpload } from '#web/features/partner-bookings/components/students-upload.tsx';
import {
  PartnerCommissions,
  PartnerInvoices,
} from '#web/features/partner-billing/components/partner-billing.tsx';
import { PartnerBoard } from '#web/features/partner-board/components/partner-board.tsx';
import { OrganisationCard } from '#web/features/partner-portal/components/organisation-card.tsx';
import { PartnerGate } from '#web/features/partner-portal/components/partner-gate.tsx';

// The partner portal (issue 27, docs/decisions/091): a partner user's organisation, in English
// like the back-office. Each section of the portal is one line here, in the order shown
// (the approval queue only for a partner that approves its students' bookings, invoices for one
// that pays on account, commissions for an agent).
const SECTIONS: Array<{ key: string; render: (me: PartnerMe) => ReactNode }> = [
  { key: 'approvals', render: (me) => (me.partner.requiresApproval ? <ApprovalsQueue /> : null) },
  { key: 'board', render: () => <PartnerBoard /> },
  { key: 'book', render: () => <BookStudentForm /> },
  { key: 'upload', render: () => <StudentsUpload /> },
  { key: 'bookings', render: (me) => <PartnerBookingsList partnerName={me.partner.name} /> },
  {
    key: 'invoices',
    render: (me) => (me.partner.billingMode === 'account' ? <PartnerInvoices /> : null),
  },
  {
    key: 'commissions',
    render: (me) => (me.partner.kind === 'Agent' ? <PartnerCommissions /> : null),
  },
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
