import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type {
  CommissionsResponse,
  PartnerInvoicesResponse,
} from '@landed/shared/schemas/partner-billing';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { PartnerCommissions, PartnerInvoices } from './partner-billing.tsx';

const invoices: PartnerInvoicesResponse = {
  invoices: [
    {
      _id: '66666666-6666-4666-8666-666666666666',
      number: 'PI-000002',
      periodStart: '2027-01-01',
      periodEnd: '2027-01-31',
      issueDate: '2027-02-01',
      dueOn: '2027-02-15',
      totalCents: 36_000,
      gstCents: 3273,
      bookings: 2,
      paymentReference: 'PI-000002',
      paidAt: null,
      overdue: true,
    },
  ],
  owedCents: 36_000,
  overdueCents: 36_000,
  uninvoiced: { bookings: 1, totalCents: 18_000 },
};

const commissions: CommissionsResponse = {
  commissions: [],
  statements: [
    {
      _id: '77777777-7777-4777-8777-777777777777',
      number: 'CS-000001',
      month: '2027-01',
      issueDate: '2027-02-01',
      totalCents: 5400,
      paidAt: null,
    },
  ],
  unpaidCents: 5400,
};

function answer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      jsonResponse(url.startsWith('/api/partner/invoices') ? invoices : commissions),
    ),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the partner's billing", () => {
  it('shows what is owed and overdue, and each invoice with its PDF', async () => {
    answer();
    renderWithApp(<PartnerInvoices />);
    expect(await screen.findByText('PI-000002')).toBeInTheDocument();
    expect(screen.getByText('Overdue', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('$180 (1 booking)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download invoice PI-000002' })).toBeEnabled();
  });

  it("shows an agent's statements with PDF and CSV", async () => {
    answer();
    renderWithApp(<PartnerCommissions />);
    expect(await screen.findByText('CS-000001')).toBeInTheDocument();
    expect(screen.getAllByText('$54').length).toBeGreaterThan(0);
    expect(
      screen.getByRole('button', { name: 'Download statement CS-000001 as CSV' }),
    ).toBeEnabled();
  });
});
