import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { Booking } from '@landed/shared/schemas/booking';

import { BookingsTable } from './bookings-table.tsx';

const booking = (overrides: Partial<Booking>): Booking => ({
  _id: crypto.randomUUID(),
  bookingId: 'BK-AAAAAA',
  packageId: null,
  packageName: 'Basic',
  isCustom: false,
  status: 'Pending',
  paymentStatus: 'Not Paid',
  preferredDate: '2027-02-14',
  arrivalTime: '',
  flightNumber: '',
  notes: '',
  userName: 'A',
  email: 'a@example.com',
  phone: '+61 400 000 000',
  totalPrice: 75,
  price: '$75',
  customSelections: [],
  payment: null,
  destinationAddress: '',
  pickup: { status: 'Unassigned', meetingPoint: '', driver: null },
  invoice: null,
  createdAt: '2026-11-21T01:00:00.000Z',
  updatedAt: '2026-11-21T01:00:00.000Z',
  ...overrides,
});

describe('BookingsTable', () => {
  const noop = () => {};
  it("says 'No bookings found.' with a way to book when empty", () => {
    render(<BookingsTable bookings={[]} onView={noop} onCancel={noop} onPay={noop} />, {
      wrapper: ({ children }) => <RouterWrapper>{children}</RouterWrapper>,
    });
    expect(screen.getByText('No bookings found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book your first package' })).toHaveAttribute(
      'href',
      '/packages',
    );
  });

  it('offers Cancel only while Pending and Pay only while unpaid and not cancelled', () => {
    render(
      <BookingsTable
        bookings={[
          booking({ bookingId: 'BK-PENDIN' }),
          booking({
            bookingId: 'BK-CONFRM',
            status: 'Confirmed',
            paymentStatus: 'Verification Pending',
          }),
          booking({ bookingId: 'BK-CANCLD', status: 'Cancelled' }),
        ]}
        onView={noop}
        onCancel={noop}
        onPay={noop}
      />,
      { wrapper: RouterWrapper },
    );
    expect(screen.getByRole('button', { name: 'Cancel booking BK-PENDIN' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel booking BK-CONFRM' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel booking BK-CANCLD' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pay booking BK-PENDIN' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay booking BK-CONFRM' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay booking BK-CANCLD' })).toBeNull();
    for (const column of [
      'Booking ID',
      'Package',
      'Status',
      'Payment',
      'Preferred Date',
      'Created',
      'Action',
    ]) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
  });
});

describe('a booking its partner pays on account (decision 096)', () => {
  it('is never offered to pay, and says who pays', () => {
    const noop = () => {};
    render(
      <BookingsTable
        bookings={[
          booking({
            bookingId: 'BK-ONACCT',
            billedToPartner: true,
            partner: { id: '11111111-1111-4111-8111-111111111111', name: 'Monash University' },
          }),
          booking({
            bookingId: 'BK-PAIDAC',
            billedToPartner: true,
            paymentStatus: 'Paid',
            partner: { id: '11111111-1111-4111-8111-111111111111', name: 'Monash University' },
          }),
        ]}
        onView={noop}
        onCancel={noop}
        onPay={noop}
      />,
      { wrapper: RouterWrapper },
    );
    expect(screen.queryByRole('button', { name: 'Pay booking BK-ONACCT' })).toBeNull();
    // Named, as staff and the partner read it (issue 31), and never "Not Paid".
    expect(screen.getByText('Invoiced to Monash University')).toBeInTheDocument();
    expect(screen.getByText('Paid by Monash University')).toBeInTheDocument();
    expect(screen.queryByText('Not Paid')).toBeNull();
  });
});

describe('the invoice of a paid booking (decision 061)', () => {
  it('offers "Download invoice" once the payment is verified, and not before', () => {
    const noop = () => {};
    render(
      <BookingsTable
        bookings={[
          booking({ bookingId: 'BK-UNPAID' }),
          booking({ bookingId: 'BK-CLAIMD', paymentStatus: 'Verification Pending' }),
          booking({
            bookingId: 'BK-PAIDUP',
            status: 'Confirmed',
            paymentStatus: 'Verified',
            invoice: {
              number: 'INV-000007',
              issuedAt: '2026-11-22T01:00:00.000Z',
              taxInvoice: true,
            },
          }),
        ]}
        onView={noop}
        onCancel={noop}
        onPay={noop}
      />,
      { wrapper: RouterWrapper },
    );
    expect(
      screen.getByRole('button', { name: 'Download invoice for booking BK-PAIDUP' }),
    ).toBeEnabled();
    expect(
      screen.queryByRole('button', { name: /Download invoice for booking BK-UNPAID/ }),
    ).toBeNull();
    expect(
      screen.queryByRole('button', { name: /Download invoice for booking BK-CLAIMD/ }),
    ).toBeNull();
  });
});

function RouterWrapper({ children }: { children: React.ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

describe('the "Invoiced to {partner}" badge on a phone (issue 33)', () => {
  it('wraps inside its card at 360 px instead of spilling past it', () => {
    const width = window.innerWidth;
    window.innerWidth = 360;
    const noop = () => {};
    const partner = {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'The Royal Melbourne Institute of Technology International Student Office',
    };
    render(
      <BookingsTable
        bookings={[booking({ bookingId: 'BK-LONGPN', billedToPartner: true, partner })]}
        onView={noop}
        onCancel={noop}
        onPay={noop}
      />,
      { wrapper: RouterWrapper },
    );
    window.innerWidth = width;
    const badge = screen.getByText(`Invoiced to ${partner.name}`);
    // The badge wraps its words and never grows wider than its column…
    expect(badge.className).toContain('whitespace-normal');
    expect(badge.className).toContain('[overflow-wrap:anywhere]');
    expect(badge.className).toContain('max-w-full');
    expect(badge.className).not.toContain('whitespace-nowrap');
    // …and the column it is in may shrink to the card's width (a grid cell of minmax(0, …)).
    expect(badge.parentElement!.className).toContain('min-w-0');
    const cell = badge.closest('td')!;
    expect(cell.className).toContain('max-md:grid-cols-[minmax(0,7rem)_minmax(0,1fr)]');
    expect(cell.className).not.toContain('whitespace-nowrap');
  });
});
