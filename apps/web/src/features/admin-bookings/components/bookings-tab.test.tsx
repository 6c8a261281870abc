import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminMe } from '@landed/shared/schemas/admin';

import { adminBookingFixture } from '#web/test/bookings.ts';
import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { BookingsTab } from './bookings-tab.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const me: AdminMe = {
  _id: '44444444-4444-4444-8444-444444444444',
  name: 'Agent',
  email: 'agent@example.com',
  adminRole: 'Booking Agent',
  permissions: ['bookings:read', 'bookings:write'],
};

const booking = adminBookingFixture;

// Issue 31: what staff read of a booking agrees with what the student and the partner read.
describe('the Bookings tab', () => {
  it('flags a partner’s request to cancel, and names the partner that pays on account', async () => {
    const monash = { id: '77777777-7777-4777-8777-777777777777', name: 'Monash University' };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({
        bookings: [
          booking({ approvalStatus: 'Decline requested', partner: monash }),
          booking({
            _id: '33333333-3333-4333-8333-333333333333',
            bookingId: 'BK-ONACCT',
            paymentStatus: 'Not Paid',
            billedToPartner: true,
            partner: monash,
          }),
        ],
        total: 2,
      }),
    );
    renderWithApp(<BookingsTab me={me} />, { signedIn: true });
    const asked = (await screen.findByText('BK-7K2M9Q')).closest('tr')!;
    expect(within(asked).getByText('Partner asks to cancel')).toBeVisible();
    const onAccount = screen.getByText('BK-ONACCT').closest('tr')!;
    expect(within(onAccount).getByText('Invoiced to Monash University')).toBeVisible();
    expect(within(onAccount).queryByText('Not Paid')).toBeNull();
    expect(within(onAccount).queryByText('Partner asks to cancel')).toBeNull();
  });
});
