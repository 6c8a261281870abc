import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Booking } from '@landed/shared/schemas/booking';

import { bookingFixture } from '#web/test/bookings.ts';
import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { BookedNextSteps } from './booked-next-steps.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const bank = {
  bankName: 'National Australia Bank',
  accountHolder: 'Landed Arrival Services Pty Ltd',
  accountNumber: '1234 5678',
  routingNumber: '083-004',
  swiftCode: '',
  iban: '',
  branch: '',
  bankAddress: '',
  bankPhone: '',
  bankEmail: '',
  bankInstructions: '',
  payId: 'pay@landed.com.au',
};
const justBooked = (patch: Partial<Booking> = {}) =>
  bookingFixture({ status: 'Pending', paymentStatus: 'Not Paid', ...patch });
const university = { id: '33333333-3333-4333-8333-333333333333', name: 'RMIT University' };

function show(booking: Booking) {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () =>
      jsonResponse({ bankDetails: bank, contact: { email: '', phone: '' }, gstRegistered: true }),
    );
  const onPay = vi.fn();
  renderWithApp(<BookedNextSteps booking={booking} onPay={onPay} onDismiss={() => {}} />, {
    signedIn: true,
  });
  return { fetch, onPay, panel: screen.getByTestId('booked-next-steps') };
}

// Issue 33 item 3 (docs/decisions/117): the moment after booking.
describe('what a student sees once booked', () => {
  it('says how to pay, each value a banking app asks for ready to copy', async () => {
    // user-event's own clipboard, read back as a banking app would paste it.
    const user = userEvent.setup();
    const { panel, onPay } = show(justBooked());
    expect(
      within(panel).getByRole('heading', { name: /Booking received: BK-7K2M9Q/ }),
    ).toBeVisible();
    expect(await within(panel).findByText('083-004')).toBeVisible();
    for (const [label, value] of [
      ['BSB', '083-004'],
      ['Account number', '1234 5678'],
      ['PayID', 'pay@landed.com.au'],
      ['booking reference', 'BK-7K2M9Q'],
    ]) {
      await user.click(within(panel).getByRole('button', { name: `Copy ${label}` }));
      expect(await navigator.clipboard.readText()).toBe(value);
    }
    // The reference is one unbreakable piece.
    expect(within(panel).getByTestId('reference-to-quote')).toHaveClass('whitespace-nowrap');
    // The bank's name is not something to paste.
    expect(within(panel).queryByRole('button', { name: 'Copy Bank' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'I have paid' }));
    expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ bookingId: 'BK-7K2M9Q' }));
    expect(panel).toHaveTextContent('What happens next');
  });

  it('tells a student whose university pays that there is nothing to pay', () => {
    const { panel, fetch } = show(justBooked({ partner: university, billedToPartner: true }));
    expect(within(panel).getByTestId('booked-partner-pays')).toHaveTextContent(
      'RMIT University pays for this booking: there is nothing for you to pay.',
    );
    expect(within(panel).queryByText('How to pay')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("tells a student whose booking waits for the university's approval, and asks no payment yet", () => {
    const { panel } = show(justBooked({ partner: university, partnerApproval: 'Awaiting' }));
    expect(within(panel).getByTestId('booked-awaiting')).toHaveTextContent(
      "RMIT University approves its students' bookings first.",
    );
    expect(within(panel).queryByText('How to pay')).toBeNull();
  });
});
