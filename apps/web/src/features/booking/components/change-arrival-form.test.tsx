import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { addDays, melbourneDate } from '@landed/shared/dates';
import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';

import { expectLink } from '#web/test/links.ts';
import { bookingFixture } from '#web/test/bookings.ts';
import { flightFixture } from '#web/test/flights.ts';
import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { BookingDetailsModal } from './booking-details-modal.tsx';

vi.mock('#web/lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() },
}));

afterEach(() => {
  vi.restoreAllMocks();
});

const inDays = (days: number) => addDays(melbourneDate(new Date()), days);

const booking = bookingFixture({
  packageId: '33333333-3333-4333-8333-333333333333',
  paymentStatus: 'Not Paid',
  preferredDate: inDays(10),
  arrivalTime: '14:30',
  flightNumber: 'QF10',
  userName: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+61 400 123 456',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const lastCall = (spy: ReturnType<typeof vi.spyOn>) =>
  spy.mock.calls.at(-1) as [string, RequestInit];

describe('Change arrival in Booking Details', () => {
  it('opens with the booking’s arrival, sends the new one, and hands back the answer', async () => {
    const moved = { ...booking, preferredDate: inDays(12), flightNumber: 'MU737' };
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => jsonResponse({ booking: moved }));
    const onChanged = vi.fn();
    const { user } = renderWithApp(
      <BookingDetailsModal booking={booking} onClose={() => {}} onChanged={onChanged} />,
      { signedIn: true },
    );
    await user.click(screen.getByRole('button', { name: 'Change arrival' }));
    const form = screen.getByRole('form', { name: 'Change arrival' });
    const date = screen.getByLabelText('Arrival Date');
    expect(date).toHaveValue(booking.preferredDate);
    expect(date).toHaveFocus();
    expect(screen.getByLabelText('Arrival Time (optional)')).toHaveValue('14:30');
    const flight = screen.getByLabelText('Flight Number (optional)');
    expect(flight).toHaveValue('QF10');

    await user.clear(date);
    await user.type(date, inDays(12));
    await user.clear(flight);
    await user.type(flight, 'mu737');
    await user.type(screen.getByLabelText('Where you are going (optional)'), 'Unilodge Swanston');
    await user.click(screen.getByRole('button', { name: 'Save new arrival' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(moved));
    const [url, init] = lastCall(fetchSpy);
    expect(url).toBe(`/api/booking/${booking._id}/arrival`);
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({
      preferredDate: inDays(12),
      arrivalTime: '14:30',
      flightNumber: 'MU737',
      destinationAddress: 'Unilodge Swanston',
    });
    expect(form).not.toBeInTheDocument();
    // Back on the details, with focus on the button that opened the form.
    expect(screen.getByRole('button', { name: 'Change arrival' })).toHaveFocus();
  });

  it('shows the server’s refusal as it is worded', async () => {
    const message = BOOKING_MESSAGES.arrivalChangeTooLate(24);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ message, code: 'ARRIVAL_CHANGE_CLOSED' }, 409),
    );
    const { user } = renderWithApp(<BookingDetailsModal booking={booking} onClose={() => {}} />, {
      signedIn: true,
    });
    await user.click(screen.getByRole('button', { name: 'Change arrival' }));
    await user.clear(screen.getByLabelText('Flight Number (optional)'));
    await user.type(screen.getByLabelText('Flight Number (optional)'), 'QF12');
    await user.click(screen.getByRole('button', { name: 'Save new arrival' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your arrival is less than 24 hours away. Please contact support to change it.',
    );
    // Still on the form, to try again or cancel.
    expect(screen.getByRole('form', { name: 'Change arrival' })).toBeInTheDocument();
  });

  it('checks the date and flight before sending anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderWithApp(<BookingDetailsModal booking={booking} onClose={() => {}} />, {
      signedIn: true,
    });
    await user.click(screen.getByRole('button', { name: 'Change arrival' }));
    const date = screen.getByLabelText('Arrival Date');
    await user.clear(date);
    await user.type(date, inDays(-1));
    await user.clear(screen.getByLabelText('Flight Number (optional)'));
    await user.type(screen.getByLabelText('Flight Number (optional)'), 'not a flight');
    await user.click(screen.getByRole('button', { name: 'Save new arrival' }));
    expect(await screen.findByText(BOOKING_MESSAGES.dateInPast)).toBeVisible();
    expect(screen.getByText(BOOKING_MESSAGES.flightInvalid)).toBeVisible();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('is offered only while the booking is Pending or Confirmed', () => {
    renderWithApp(
      <BookingDetailsModal booking={{ ...booking, status: 'Completed' }} onClose={() => {}} />,
      { signedIn: true },
    );
    expect(screen.queryByRole('button', { name: 'Change arrival' })).not.toBeInTheDocument();
  });
});

describe('the cut-off, said before the form is filled in (issue 25)', () => {
  const terms = {
    cutoffHours: 24,
    contactEmail: 'support@landed.com.au',
    contactPhone: '+61 3 9000 0000',
  };

  it('says until when the arrival can be changed here, with a way to reach support', async () => {
    const { user } = renderWithApp(
      <BookingDetailsModal booking={booking} onClose={() => {}} arrivalChangeTerms={terms} />,
      { signedIn: true },
    );
    await user.click(screen.getByRole('button', { name: 'Change arrival' }));
    expect(
      screen.getByText(
        'You can change your arrival here until 24 hours before it. After that, please contact support.',
      ),
    ).toBeInTheDocument();
    expectLink('+61 3 9000 0000', 'tel:+61390000000');
    expectLink('support@landed.com.au', 'mailto:support@landed.com.au');
    expect(screen.getByLabelText('Arrival Date')).toBeInTheDocument();
  });

  it('a flight the airline cancelled: the free change of date, in one step from the flight’s notice, even inside the cut-off', async () => {
    const soon = {
      ...booking,
      preferredDate: melbourneDate(new Date()),
      arrivalTime: '23:59',
      flight: flightFixture({ number: 'QF10', status: 'cancelled' }),
    };
    const { user } = renderWithApp(
      <BookingDetailsModal booking={soon} onClose={() => {}} arrivalChangeTerms={terms} />,
      { signedIn: true },
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Flight QF10 is cancelled.');
    await user.click(within(notice).getByRole('button', { name: 'Change arrival' }));
    expect(
      screen.getByText(
        'Your flight was cancelled: choose your new arrival here. The change is free, whenever you make it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/until 24 hours before it/)).toBeNull();
    expect(screen.getByLabelText('Arrival Date')).toHaveFocus();
  });

  it('inside the cut-off, says so at once and offers support instead of fields', async () => {
    const soon = { ...booking, preferredDate: melbourneDate(new Date()), arrivalTime: '23:59' };
    const { user } = renderWithApp(
      <BookingDetailsModal booking={soon} onClose={() => {}} arrivalChangeTerms={terms} />,
      { signedIn: true },
    );
    await user.click(screen.getByRole('button', { name: 'Change arrival' }));
    expect(screen.getByText(BOOKING_MESSAGES.arrivalChangeTooLate(24))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@landed.com.au' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Arrival Date')).not.toBeInTheDocument();
  });
});
