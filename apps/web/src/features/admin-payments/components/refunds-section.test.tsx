import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminRefund, AdminRefundDetail } from '@landed/shared/schemas/refund';

import { bankOfChinaAccount } from '#web/test/refund-accounts.ts';
import { jsonResponse, renderWithApp } from '#web/test/render.tsx';

import { refundAccountLines } from './refund-account.tsx';
import { RefundsSection } from './refunds-section.tsx';

vi.mock('#web/lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() },
}));

afterEach(() => {
  vi.restoreAllMocks();
});

const REFUND = '55555555-5555-4555-8555-555555555555';
const refund: AdminRefund = {
  _id: REFUND,
  booking: '66666666-6666-4666-8666-666666666666',
  bookingId: 'BK-7K2M9Q',
  user: { _id: '77777777-7777-4777-8777-777777777777', name: 'Li Wei', email: 'li@example.com' },
  amount: 180,
  status: 'Due',
  reason: 'Cancelled more than 48 hours before arrival',
  method: 'Bank Transfer',
  refundDetailsGiven: true,
  accountChangedAt: '2027-01-10T02:00:00.000Z',
  reference: '',
  failureReason: null,
  paidAt: null,
  createdAt: '2027-01-05T00:00:00.000Z',
};
const detail: AdminRefundDetail = {
  refund,
  refundDetails: { ...bankOfChinaAccount, cnaps: '104100000004' },
  accountChange: {
    changedAt: '2027-01-10T02:00:00.000Z',
    refundDetails: {
      kind: 'australian',
      accountName: 'Li Wei',
      bsb: '063000',
      accountNumber: '12345678',
    },
  },
};

// Issue 31: "Mark refund paid" shows the account as a person reads it, and a change of account
// made while the refund was due waits for staff.
describe('Mark refund paid', () => {
  it('shows the account in labelled lines, and the changed account to confirm', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/confirm-account-change')) return jsonResponse({ refund });
      if (url.includes(`/api/admin/refunds/${REFUND}`)) return jsonResponse(detail);
      return jsonResponse({ refunds: [refund], total: 1 });
    });
    const { user } = renderWithApp(<RefundsSection />, { signedIn: true });
    const row = await screen.findByTestId('refund-BK-7K2M9Q');
    expect(within(row).getByText(/Changed .*: to confirm/)).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Mark refund for BK-7K2M9Q paid' }));

    const dialog = await screen.findByRole('dialog', { name: 'Mark refund paid' });
    const account = await within(dialog).findByLabelText('Refund account');
    const lines = (list: HTMLElement) =>
      [...list.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]);
    expect(lines(account)).toEqual([
      ['Account holder', 'Li Wei'],
      ['Bank', 'Bank of China'],
      ['Country', 'China (CN)'],
      ['SWIFT/BIC', 'BKCHCNBJ'],
      ['Account number', '6217850000001234567'],
      ['CNAPS', '104100000004'],
    ]);
    expect(within(dialog).queryByText('accountName')).toBeNull();
    expect(
      within(dialog).getByText(
        /^The student changed the refund account on .+; confirm to pay to the new one\.$/,
      ),
    ).toBeVisible();
    expect(lines(within(dialog).getByLabelText('New refund account'))).toEqual([
      ['Account holder', 'Li Wei'],
      ['BSB', '063-000'],
      ['Account number', '12345678'],
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm new account' }));
    const confirmed = fetch.mock.calls.find(([url]) =>
      String(url).endsWith(`/api/admin/refunds/${REFUND}/confirm-account-change`),
    );
    expect(confirmed?.[1]?.method).toBe('POST');
  });

  it('groups an IBAN in fours and leaves out what the account does not have', () => {
    expect(
      refundAccountLines({
        kind: 'overseas',
        accountName: 'Anna Schmidt',
        bankName: '',
        country: 'DE',
        swift: 'DEUTDEFF',
        iban: 'DE89370400440532013000',
      }),
    ).toEqual([
      ['Account holder', 'Anna Schmidt'],
      ['Country', 'Germany (DE)'],
      ['SWIFT/BIC', 'DEUTDEFF'],
      ['IBAN', 'DE89 3704 0044 0532 0130 00'],
    ]);
  });
});
