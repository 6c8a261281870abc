import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { BankDetailsResponse } from '@landed/shared/schemas/booking';
import type { CancellationPolicy } from '@landed/shared/schemas/cancellation';

import { leavePage } from '#web/lib/leave-page.ts';
import { bankDetailsFixture, bookingFixture } from '#web/test/bookings.ts';
import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { PayModal } from './pay-modal.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const booking = bookingFixture();

const bank = bankDetailsFixture();

function open(answer: BankDetailsResponse, policy?: CancellationPolicy) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(answer));
  renderWithApp(<PayModal booking={booking} cancellationPolicy={policy} onClose={() => {}} />, {
    signedIn: true,
  });
  return screen.findByRole('dialog', { name: 'Bank Details for Payment' });
}

// docs/decisions/079: a fresh install's placeholder account is never shown to a student.
describe('the Pay dialog', () => {
  it('asks the student to get in touch while the business has no real bank account', async () => {
    const dialog = await open({
      bankDetails: null,
      contact: { email: 'support@landed.com.au', phone: '+61 3 9123 4567' },
    });
    expect(
      await within(dialog).findByText(/Our bank details for payment are not ready yet/),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'support@landed.com.au' })).toHaveAttribute(
      'href',
      'mailto:support@landed.com.au',
    );
    expect(within(dialog).getByRole('link', { name: '+61 3 9123 4567' })).toHaveAttribute(
      'href',
      'tel:+61391234567',
    );
    expect(within(dialog).queryByText('BSB')).toBeNull();
  });

  it('shows the account once it is real', async () => {
    const dialog = await open({ bankDetails: bank, contact: { email: '', phone: '' } });
    expect(await within(dialog).findByText('083-004')).toBeVisible();
    expect(within(dialog).getByText('1234 5678')).toBeVisible();
    expect(within(dialog).queryByText(/not ready yet/)).toBeNull();
    expect(within(dialog).queryByText('PayID')).toBeNull();
  });

  it('shows the PayID next to the account when the business set one', async () => {
    const dialog = await open({
      bankDetails: { ...bank, payId: 'pay@landed.com.au' },
      contact: { email: '', phone: '' },
    });
    const label = await within(dialog).findByText('PayID');
    expect(label.parentElement).toHaveTextContent('PayIDpay@landed.com.au');
  });

  // docs/decisions/089: cards only when the server says the business takes them.
  it('offers no "Pay by card" when the server does not say the business takes cards', async () => {
    const dialog = await open({ bankDetails: bank, contact: { email: '', phone: '' } });
    await within(dialog).findByText('083-004');
    expect(within(dialog).queryByRole('button', { name: 'Pay by card' })).toBeNull();
  });

  it('opens the Checkout page the server gives', async () => {
    const assign = vi.spyOn(leavePage, 'to').mockImplementation(() => {});
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input).endsWith('/checkout')
          ? jsonResponse({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' })
          : jsonResponse({ bankDetails: bank, contact: { email: '', phone: '' }, cards: true }),
      );
    renderWithApp(<PayModal booking={booking} onClose={() => {}} />, { signedIn: true });
    const dialog = await screen.findByRole('dialog', { name: 'Bank Details for Payment' });
    (await within(dialog).findByRole('button', { name: 'Pay by card' })).click();
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'),
    );
    expect(
      fetch.mock.calls.some(
        ([input, init]) =>
          String(input).endsWith(`/api/booking/${booking._id}/checkout`) && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  // Issue 33 item 1 (docs/decisions/116): the payment texts say what the business has set.
  const texts = async (answer: BankDetailsResponse, policy?: CancellationPolicy) => {
    const dialog = await open(answer, policy);
    return within(dialog).findByTestId('payment-texts');
  };

  it('says a booking is paid in full, never a minimum', async () => {
    const list = await texts({ bankDetails: bank, contact: { email: '', phone: '' } });
    expect(list).toHaveTextContent('Payment: the full amount, in one payment.');
    expect(list).toHaveTextContent('Processing time: 1-2 business days.');
    expect(list).not.toHaveTextContent(/minimum|\$100/i);
  });

  it('says cards are accepted only when the business takes them', async () => {
    const transfer = await texts({ bankDetails: bank, contact: { email: '', phone: '' } });
    expect(transfer).toHaveTextContent('Bank transfers accepted.');
    expect(transfer).not.toHaveTextContent(/card/i);
  });

  it('names cards when the server says the business takes them', async () => {
    const both = await texts({ bankDetails: bank, contact: { email: '', phone: '' }, cards: true });
    expect(both).toHaveTextContent('Bank transfers and credit cards accepted.');
  });

  it('says GST applies only when the business is registered for it', async () => {
    const registered = await texts({
      bankDetails: bank,
      contact: { email: '', phone: '' },
      gstRegistered: true,
    });
    expect(registered).toHaveTextContent('GST applicable.');
    vi.restoreAllMocks();
    cleanup();
    const not = await texts({
      bankDetails: bank,
      contact: { email: '', phone: '' },
      gstRegistered: false,
    });
    expect(not).not.toHaveTextContent('GST');
  });

  it('states the refund rule of the cancellation policy in force', async () => {
    await texts(
      { bankDetails: bank, contact: { email: '', phone: '' } },
      { tiers: [{ hoursBefore: 72, percent: 80 }], airlineCancelledFullRefund: false },
    );
    const summary = screen.getByTestId('policy-summary');
    expect(summary).toHaveTextContent('80% refund if you cancel 72 hours or more before');
    expect(screen.queryByText(/within 7 days after completion/)).toBeNull();
  });
});
