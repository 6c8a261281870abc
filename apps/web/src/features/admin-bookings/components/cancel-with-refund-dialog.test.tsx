import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminBooking } from '@landed/shared/schemas/admin';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { CancelWithRefundDialog } from './cancel-with-refund-dialog.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const booking = {
  _id: '22222222-2222-4222-8222-222222222222',
  bookingId: 'BK-7K2M9Q',
  price: '$180',
  totalPrice: 180,
  paymentStatus: 'Verified',
} as AdminBooking;

// Issue 26: staff may set a paid booking's refund when cancelling it, with a reason.
describe('cancelling a paid booking in the back-office', () => {
  it('needs a reason for an amount staff set, then sends both', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => jsonResponse({ booking }));
    const { user } = renderWithApp(
      <CancelWithRefundDialog booking={booking} onClose={() => {}} />,
      {
        signedIn: true,
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking BK-7K2M9Q' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Set the refund myself/ }));
    await user.type(within(dialog).getByLabelText('Refund (AUD)'), '180');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByText('Give a reason for the amount you set.')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/Reason/), 'Airline cancelled the flight');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain(`/api/admin/bookings/${booking._id}`);
    expect(JSON.parse(String(init?.body))).toEqual({
      status: 'Cancelled',
      refundAmount: 180,
      refundReason: 'Airline cancelled the flight',
    });
  });

  it('leaves the amount to the policy unless staff set it', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => jsonResponse({ booking }));
    const { user } = renderWithApp(
      <CancelWithRefundDialog booking={booking} onClose={() => {}} />,
      {
        signedIn: true,
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking BK-7K2M9Q' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ status: 'Cancelled' });
  });
});
