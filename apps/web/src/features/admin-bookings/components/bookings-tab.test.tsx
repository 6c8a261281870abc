import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminBooking, AdminMe } from '@landed/shared/schemas/admin';

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

const booking = (patch: Partial<AdminBooking>): AdminBooking =>
  ({
    _id: '22222222-2222-4222-8222-222222222222',
    bookingId: 'BK-7K2M9Q',
    packageId: null,
    packageName: 'Standard',
    isCustom: false,
    status: 'Confirmed',
    paymentStatus: 'Verified',
    preferredDate: '2027-02-16',
    arrivalTime: '06:40',
    flightNumber: 'MU737',
    notes: '',
    userName: 'Mei Chen',
    email: 'mei@example.com',
    phone: '+61 400 111 222',
    totalPrice: 180,
    price: '$180',
    customSelections: [],
    payment: null,
    destinationAddress: '',
    pickup: { status: 'Unassigned', meetingPoint: '', driver: null },
    invoice: null,
    refund: null,
    partner: null,
    billedToPartner: false,
    approvalStatus: null,
    createdAt: '2026-11-24T00:00:00.000Z',
    updatedAt: '2026-11-24T00:00:00.000Z',
    user: {
      _id: '11111111-1111-4111-8111-111111111111',
      name: 'Mei Chen',
      email: 'mei@example.com',
      profile: { firstName: 'Mei', lastName: 'Chen' },
      university: '',
      locale: 'en',
    },
    driver: null,
    ...patch,
  }) as AdminBooking;

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
