import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Booking } from '@landed/shared/schemas/booking';
import type { MaskedRefundDetails } from '@landed/shared/schemas/refund-details';

import { bankOfChinaAccount } from '#web/test/refund-accounts.ts';
import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { RefundDetailsCard } from './refund-details-card.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const due = (method: string) =>
  ({
    _id: '22222222-2222-4222-8222-222222222222',
    bookingId: 'BK-7K2M9Q',
    payment: { method },
    refund: { amount: 180, status: 'Due', reason: '', paidAt: null, reference: '' },
  }) as unknown as Booking;

// The card with no account on record, whose save answers `saved`; the fetch spy and the card.
async function openCard(saved: MaskedRefundDetails) {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementationOnce(async () => jsonResponse({ refundDetails: null }))
    .mockImplementationOnce(async () => jsonResponse({ refundDetails: saved }));
  const { user } = renderWithApp(<RefundDetailsCard bookings={[due('Bank Transfer')]} />, {
    signedIn: true,
  });
  const card = (await screen.findByRole('heading', { name: 'Your refund' })).closest('section')!;
  return { fetch, user, card };
}

// Issue 26: the dashboard asks for the refund account while a transfer refund is due.
describe('the refund account card', () => {
  it('is not shown for a card payment, nor without a refund due', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithApp(<RefundDetailsCard bookings={[due('Card'), { ...due('x'), refund: null }]} />, {
      signedIn: true,
    });
    expect(screen.queryByRole('heading', { name: 'Your refund' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the account in the browser, then saves it and shows it masked', async () => {
    const { fetch, user, card } = await openCard({
      kind: 'australian',
      accountName: 'Priya Sharma',
      bsb: '063-000',
      accountNumber: '•••••678',
    });
    expect(within(card).getByText('$180 is due back to you for booking BK-7K2M9Q.')).toBeVisible();
    await user.type(await within(card).findByLabelText(/Name on the account/), 'Priya Sharma');
    await user.type(within(card).getByRole('textbox', { name: 'BSB' }), '06300');
    await user.type(within(card).getByLabelText(/Account number/), '12345678');
    await user.click(within(card).getByRole('button', { name: 'Save refund account' }));
    expect(within(card).getByText('Enter a BSB of 6 digits, like 123-456.')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);

    await user.type(within(card).getByRole('textbox', { name: 'BSB' }), '0');
    await user.click(within(card).getByRole('button', { name: 'Save refund account' }));
    expect(
      await within(card).findByText(
        'We will pay it to Priya Sharma, BSB 063-000, account •••••678.',
      ),
    ).toBeVisible();
    const [url, init] = fetch.mock.calls[1]!;
    expect(String(url)).toContain('/api/user/refund-details');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: 'australian',
      accountName: 'Priya Sharma',
      bsb: '063000',
      accountNumber: '12345678',
    });
  });

  // Issue 31: the fields follow the bank's country; banks in China have no IBAN.
  it('asks an overseas account for what its country uses, and sends a Bank of China account', async () => {
    const { fetch, user, card } = await openCard({
      kind: 'overseas',
      accountName: 'Li Wei',
      bankName: 'Bank of China',
      country: 'CN',
      swift: 'BKCHCNBJ',
      accountNumber: '••••••••••••••••567',
    });
    await user.click(await within(card).findByRole('radio', { name: 'Overseas (SWIFT/BIC)' }));
    const country = within(card).getByRole('combobox', { name: 'Country of the bank' });

    await user.selectOptions(country, 'DE');
    expect(within(card).getByRole('textbox', { name: 'IBAN' })).toBeVisible();
    expect(within(card).getByRole('textbox', { name: 'Account number (optional)' })).toBeVisible();
    await user.selectOptions(country, 'IN');
    expect(within(card).queryByRole('textbox', { name: 'IBAN' })).toBeNull();
    expect(within(card).getByRole('textbox', { name: /IFSC/ })).toBeVisible();

    await user.selectOptions(country, 'CN');
    expect(within(card).queryByRole('textbox', { name: /IFSC/ })).toBeNull();
    expect(within(card).getByRole('textbox', { name: 'CNAPS code (optional)' })).toBeVisible();
    await user.type(within(card).getByLabelText(/Name on the account/), 'Li Wei');
    await user.type(within(card).getByRole('textbox', { name: 'Bank name' }), 'Bank of China');
    await user.type(within(card).getByRole('textbox', { name: 'SWIFT/BIC code' }), 'BKCHCNBJ');
    await user.click(within(card).getByRole('button', { name: 'Save refund account' }));
    expect(
      within(card).getByText('Enter the account number: 4 to 34 letters or digits.'),
    ).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);

    await user.type(
      within(card).getByRole('textbox', { name: 'Account number' }),
      '6217850000001234567',
    );
    await user.type(within(card).getByLabelText('Current password'), 'my-password-1');
    await user.click(within(card).getByRole('button', { name: 'Save refund account' }));
    expect(
      await within(card).findByText(
        'We will pay it to Li Wei, Bank of China (China), account ••••••••••••••••567, SWIFT BKCHCNBJ.',
      ),
    ).toBeVisible();
    const [, init] = fetch.mock.calls[1]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      ...bankOfChinaAccount,
      currentPassword: 'my-password-1',
    });
  });
});

// Issue 31 item 3 (docs/decisions/108): the account a bank statement says the booking was paid
// from, offered masked in one click; choosing it asks for the password and sends no account.
describe('the account paid from', () => {
  const paidFrom: MaskedRefundDetails = {
    kind: 'australian',
    accountName: 'PRIYA SHARMA',
    bsb: '063-000',
    accountNumber: '•••••321',
  };

  it('is offered masked and taken with the password, then shown as the account on record', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(async () =>
        jsonResponse({ refundDetails: null, accountPaidFrom: paidFrom }),
      )
      .mockImplementationOnce(async () => jsonResponse({ refundDetails: paidFrom }));
    const { user } = renderWithApp(<RefundDetailsCard bookings={[due('Bank Transfer')]} />, {
      signedIn: true,
    });
    const offer = await screen.findByText(
      'Refund to the account you paid from (BSB 063-000, account ending 321)?',
    );
    const form = offer.closest('form')!;
    expect(within(form).queryByLabelText('Current password')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Use this account' }));
    await user.type(within(form).getByLabelText('Current password'), 'my-password-1');
    await user.click(within(form).getByRole('button', { name: 'Refund to this account' }));
    expect(
      await screen.findByText('We will pay it to PRIYA SHARMA, BSB 063-000, account •••••321.'),
    ).toBeVisible();
    expect(screen.queryByText(/account you paid from/)).toBeNull();
    const [url, init] = fetch.mock.calls[1]!;
    expect(String(url)).toContain('/api/user/refund-details');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: 'accountPaidFrom',
      currentPassword: 'my-password-1',
    });
  });

  it('offers an overseas payer by its bank, country and SWIFT', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementationOnce(async () =>
      jsonResponse({
        refundDetails: null,
        accountPaidFrom: {
          kind: 'overseas',
          accountName: 'LI WEI',
          bankName: 'Bank of China',
          country: 'CN',
          swift: 'BKCHCNBJ',
          accountNumber: '••••••••••••••••567',
        },
      }),
    );
    renderWithApp(<RefundDetailsCard bookings={[due('Bank Transfer')]} />, { signedIn: true });
    expect(
      await screen.findByText(
        'Refund to the account you paid from (Bank of China, China, SWIFT BKCHCNBJ, account ending 567)?',
      ),
    ).toBeVisible();
  });
});
