import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Booking } from '@landed/shared/schemas/booking';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { PartnerConsentCard } from './partner-consent-card.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const booking = (overrides: Partial<Booking> = {}) =>
  ({
    _id: '33333333-3333-4333-8333-333333333333',
    bookingId: 'BK-4PQ7RS',
    packageName: 'Standard',
    preferredDate: '2027-02-14',
    totalPrice: 180,
    status: 'Pending',
    partner: {
      id: '44444444-4444-4444-8444-444444444444',
      name: 'Harbour Agency',
      source: 'booked',
    },
    studentConsent: 'Awaiting',
    ...overrides,
  }) as Booking;

// Issue 31 item 5 (docs/decisions/105): a partner's booking waits for the student's answer.
describe('the partner booking card', () => {
  it('is shown only while a partner’s booking waits for the student', () => {
    renderWithApp(
      <PartnerConsentCard
        bookings={[
          booking({ studentConsent: 'Given' }),
          booking({ studentConsent: null, partner: null }),
        ]}
      />,
      { signedIn: true },
    );
    expect(screen.queryByRole('heading', { name: 'A booking waits for your answer' })).toBeNull();
  });

  it('says who booked what and what the partner sees, then sends the answer', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        jsonResponse({ booking: booking({ studentConsent: 'Refused', status: 'Cancelled' }) }),
      );
    const { user } = renderWithApp(<PartnerConsentCard bookings={[booking()]} />, {
      signedIn: true,
    });
    const card = screen
      .getByRole('heading', { name: 'A booking waits for your answer' })
      .closest('section')!;
    expect(within(card).getByText(/Harbour Agency booked Standard for you/)).toBeVisible();
    expect(within(card).getByText(/If you refuse, the booking is cancelled/)).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Refuse and cancel it' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain(
      '/api/booking/33333333-3333-4333-8333-333333333333/partner-consent',
    );
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ accept: false });
  });
});
