import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Booking } from '@landed/shared/schemas/booking';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import {
  CARD_RETURN_POLL_MS,
  CARD_RETURN_WAIT_MS,
  CardPaymentReturn,
} from './card-payment-return.tsx';

afterEach(() => {
  vi.useRealTimers();
});

const booking = (paymentStatus: Booking['paymentStatus']) =>
  ({
    _id: '22222222-2222-4222-8222-222222222222',
    bookingId: 'BK-7K2M9Q',
    paymentStatus,
  }) as Booking;
const answer = (...bookings: Booking[]) => jsonResponse({ bookings, total: bookings.length });
const RETURN = '/dashboard?payment=card&booking=BK-7K2M9Q';

// Back from the card provider's page before its notice reached the server (docs/decisions/099).
describe('the return from a card payment', () => {
  it('says the payment is being confirmed, asks again, and says when it is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(async () => answer(booking('Not Paid')))
      .mockImplementation(async () => answer(booking('Verified')));
    renderWithApp(<CardPaymentReturn userId="u1" />, { url: RETURN, signedIn: true });
    expect(
      await screen.findByText(
        'Thank you. Your card payment for BK-7K2M9Q is being confirmed: this page updates by itself in a moment. Please do not pay again.',
      ),
    ).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CARD_RETURN_POLL_MS);
    });
    expect(
      await screen.findByText('Your card payment for BK-7K2M9Q is confirmed. Thank you!'),
    ).toBeVisible();
    const asked = fetch.mock.calls.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CARD_RETURN_POLL_MS * 3);
    });
    // Confirmed: nothing more to ask.
    expect(fetch.mock.calls.length).toBe(asked);
  });

  it('past two minutes, says what to do if it does not come, and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => answer(booking('Not Paid')));
    renderWithApp(<CardPaymentReturn userId="u1" />, { url: RETURN, signedIn: true });
    await screen.findByText(/is being confirmed/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CARD_RETURN_WAIT_MS);
    });
    expect(
      await screen.findByText(
        'Your card payment for BK-7K2M9Q has not been confirmed yet. If your card was charged, it shows here within a few minutes: please do not pay again. Contact us if it does not.',
      ),
    ).toBeVisible();
    const asked = fetch.mock.calls.length;
    expect(asked).toBeGreaterThan(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CARD_RETURN_POLL_MS * 3);
    });
    expect(fetch.mock.calls.length).toBe(asked);
  });

  it("shows nothing without a card return, or for a reference that is not the student's", async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => answer(booking('Not Paid')));
    renderWithApp(<CardPaymentReturn userId="u1" />, { url: '/dashboard', signedIn: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();

    renderWithApp(<CardPaymentReturn userId="u1" />, {
      url: '/dashboard?payment=card&booking=BK-NOTMINE',
      signedIn: true,
    });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(screen.queryByRole('status')).toBeNull();
  });
});
