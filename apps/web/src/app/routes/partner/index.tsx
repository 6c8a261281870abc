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
// like the back-office. Each section of the portal is one line here, in the order shown, with
// the name the jump bar gives it (issue 33 item 6): the approval queue only for a partner that
// approves its students' bookings, invoices for one that pays on account, commissions for an
// agent.
type Section = {
  key: string;
  label: string;
  shown?: (me: PartnerMe) => boolean;
  render: (me: PartnerMe) => ReactNode;
};
const SECTIONS: Section[] = [
  {
    key: 'approvals',
    label: 'Approvals',
    shown: (me) => me.partner.requiresApproval,
    render: () => <ApprovalsQueue />,
  },
  { key: 'board', label: 'Arrivals', render: () => <PartnerBoard /> },
  { key: 'book', label: 'Book one', render: () => <BookStudentForm /> },
  {
    key: 'upload',
    label: 'Import a file',
    render: (me) => <StudentsUpload billedToYou={me.partner.billingMode === 'account'} />,
  },
  {
    key: 'bookings',
    label: 'Bookings',
    render: (me) => <PartnerBookingsList partnerName={me.partner.name} />,
  },
  {
    key: 'invoices',
    label: 'Invoices',
    shown: (me) => me.partner.billingMode === 'account',
    render: () => <PartnerInvoices />,
  },
  {
    key: 'commissions',
    label: 'Commissions',
    shown: (me) => me.partner.kind === 'Agent',
    render: () => <PartnerCommissions />,
  },
  { key: 'organisation', label: 'Organisation', render: (me) => <OrganisationCard me={me} /> },
];

function Portal({ me }: { me: PartnerMe }) {
  const sections = SECTIONS.filter((section) => section.shown?.(me) ?? true);
  return (
    <Page title={`${me.partner.name} · Partner portal`} className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{me.partner.name}</h1>
        <p className="text-sm text-slate-600">Signed in as {me.user.email}</p>
      </header>
      {/* The sections to jump to, kept in view while the coordinator scrolls. */}
      <nav
        aria-label="Portal sections"
        className="sticky top-16 z-10 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-1 sm:mx-0 sm:rounded-lg sm:border"
      >
        <ul className="scroll-shadow-x flex gap-1 overflow-x-auto">
          {sections.map((section) => (
            <li key={section.key} className="shrink-0">
              <a
                href={`#portal-${section.key}`}
                className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-brand-700 hover:bg-brand-50"
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <div key={section.key} id={`portal-${section.key}`} className="scroll-mt-32">
          {section.render(me)}
        </div>
      ))}
    </Page>
  );
}

export function Component() {
  return <PartnerGate>{(me) => <Portal me={me} />}</PartnerGate>;
}
