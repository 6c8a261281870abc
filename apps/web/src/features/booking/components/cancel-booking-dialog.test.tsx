import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Booking } from '@landed/shared/schemas/booking';
import {
  DEFAULT_CANCELLATION_POLICY,
  type CancellationQuote,
} from '@landed/shared/schemas/cancellation';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const booking = {
  _id: '22222222-2222-4222-8222-222222222222',
  bookingId: 'BK-7K2M9Q',
  packageName: 'Standard',
} as Booking;

const quote = (over: Partial<CancellationQuote>): CancellationQuote => ({
  refundAmount: 180,
  tier: 'at-least-48h',
  percent: 100,
  paidAmount: 180,
  arrivalAt: '2027-03-04T00:00:00.000Z',
  policy: DEFAULT_CANCELLATION_POLICY,
  ...over,
});

async function open(answer: CancellationQuote) {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(answer));
  renderWithApp(<CancelBookingDialog booking={booking} onClose={() => {}} />, { signedIn: true });
  const dialog = await screen.findByRole('dialog', { name: 'Cancel Booking' });
  return { dialog, fetch };
}

// Issue 26: the cancel dialog says the exact amount this cancellation returns.
describe('the cancel dialog', () => {
  it('asks the server what cancelling now refunds, and says it', async () => {
    const { dialog, fetch } = await open(
      quote({ refundAmount: 90, percent: 50, tier: 'at-least-24h' }),
    );
    expect(await within(dialog).findByTestId('refund-figure')).toHaveTextContent(
      'Cancelling now refunds $90 of the $180 you paid (50%).',
    );
    expect(String(fetch.mock.calls[0]![0])).toContain(`/api/booking/${booking._id}/cancellation`);
  });

  it('says when nothing comes back, and when nothing was paid', async () => {
    const { dialog } = await open(quote({ refundAmount: 0, percent: 0, tier: 'at-least-0h' }));
    expect(await within(dialog).findByTestId('refund-figure')).toHaveTextContent(
      'Cancelling now refunds nothing of the $180 you paid.',
    );
  });

  it('says an unpaid booking has nothing to refund', async () => {
    const { dialog } = await open(quote({ refundAmount: 0, paidAmount: 0 }));
    expect(await within(dialog).findByTestId('refund-figure')).toHaveTextContent(
      'You have not paid for this booking, so there is nothing to refund.',
    );
  });
});
