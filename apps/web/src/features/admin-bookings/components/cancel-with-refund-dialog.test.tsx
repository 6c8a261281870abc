import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { adminBookingFixture } from '#web/test/bookings.ts';
import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { CancelWithRefundDialog } from './cancel-with-refund-dialog.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const booking = adminBookingFixture();

const quote = {
  refundAmount: 90,
  tier: 'at-least-24h',
  percent: 50,
  paidAmount: 180,
  arrivalAt: '2027-02-14T03:00:00.000Z',
  policy: {
    tiers: [
      { hoursBefore: 48, percent: 100 },
      { hoursBefore: 24, percent: 50 },
      { hoursBefore: 0, percent: 0 },
    ],
    airlineCancelledFullRefund: true,
  },
};

// The server's answers: the policy's quote for the dialog, the booking for the change. The
// changes sent (PATCH) are what the tests count.
function answer() {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (url) =>
      jsonResponse(String(url).endsWith('/cancellation') ? quote : { booking }),
    );
  const changes = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH');
  return changes;
}

// Issue 26: staff may set a paid booking's refund when cancelling it, with a reason.
describe('cancelling a paid booking in the back-office', () => {
  it('shows the refund the policy gives before staff confirm (issue 31)', async () => {
    answer();
    renderWithApp(<CancelWithRefundDialog booking={booking} onClose={() => {}} />, {
      signedIn: true,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking BK-7K2M9Q' });
    expect(
      await within(dialog).findByText(
        'The student paid $180. Cancelled now, the policy refunds $90 (50%).',
      ),
    ).toBeVisible();
  });

  it('needs a reason for an amount staff set, then sends both', async () => {
    const changes = answer();
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
    expect(changes()).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Airline cancelled the flight');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(changes()).toHaveLength(1));
    const [url, init] = changes()[0]!;
    expect(String(url)).toContain(`/api/admin/bookings/${booking._id}`);
    expect(JSON.parse(String(init?.body))).toEqual({
      status: 'Cancelled',
      refundAmount: 180,
      refundReason: 'Airline cancelled the flight',
    });
  });

  it('leaves the amount to the policy unless staff set it', async () => {
    const changes = answer();
    const { user } = renderWithApp(
      <CancelWithRefundDialog booking={booking} onClose={() => {}} />,
      {
        signedIn: true,
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking BK-7K2M9Q' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(JSON.parse(String(changes()[0]![1]?.body))).toEqual({ status: 'Cancelled' });
  });
});
