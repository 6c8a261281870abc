import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { PartnerBillingPanel } from './partner-billing-panel.tsx';

const PARTNER = '55555555-5555-4555-8555-555555555555';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("staff's panel of a partner's billing", () => {
  it('marks an unpaid invoice paid and issues a statement for the month chosen', async () => {
    const posted: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          posted.push({ url, body: JSON.parse(String(init.body ?? '{}')) });
          return new Response(null, { status: 204 });
        }
        if (url.endsWith('/invoices'))
          return jsonResponse({
            invoices: [
              {
                _id: '66666666-6666-4666-8666-666666666666',
                number: 'PI-000001',
                periodStart: '2027-01-01',
                periodEnd: '2027-01-31',
                issueDate: '2027-02-01',
                dueOn: '2027-02-15',
                totalCents: 18_000,
                gstCents: 1636,
                bookings: 1,
                paymentReference: 'PI-000001',
                paidAt: null,
                overdue: false,
              },
            ],
            owedCents: 18_000,
            overdueCents: 0,
            uninvoiced: { bookings: 0, totalCents: 0 },
          });
        return jsonResponse({ commissions: [], statements: [], unpaidCents: 0 });
      }),
    );
    renderWithApp(<PartnerBillingPanel partnerId={PARTNER} agent />, { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark PI-000001 paid' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Month (over)'), { target: { value: '2027-01' } });
    const issue = screen.getByRole('button', { name: 'Issue statement' });
    await waitFor(() => expect(issue).toBeEnabled());
    fireEvent.click(issue);
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[0]!.url).toBe(`/api/admin/partners/${PARTNER}/invoices/PI-000001/paid`);
    expect(posted[1]).toEqual({
      url: `/api/admin/partners/${PARTNER}/commissions/statements`,
      body: { month: '2027-01' },
    });
  });
});
