import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { addDays, melbourneDate } from '@landed/shared/dates';
import type { BookingSelection } from '@landed/shared/schemas/booking';
import { DEFAULT_CANCELLATION_POLICY } from '@landed/shared/schemas/cancellation';

import { renderWithApp, testUser } from '#web/test/render.tsx';
import { BookingModal } from './booking-modal.tsx';

const standard: BookingSelection = {
  kind: 'package',
  packageId: '22222222-2222-4222-8222-222222222222',
  name: 'Standard',
  price: '$180',
  totalPrice: 180,
  features: ['Airport pickup (standard)', 'Local SIM setup'],
};

const custom: BookingSelection = {
  kind: 'custom',
  name: 'Custom Package',
  price: '$60',
  totalPrice: 60,
  services: [
    {
      serviceKey: 'airport-pickup',
      serviceName: 'Airport Pickup',
      optionId: '33333333-3333-4333-8333-333333333333',
      optionName: 'Standard',
      price: 25,
      features: [],
    },
    {
      serviceKey: 'bank-account-setup',
      serviceName: 'Bank Account Setup',
      optionId: '44444444-4444-4444-8444-444444444444',
      optionName: 'Standard',
      price: 35,
      features: [],
    },
  ],
};

const tomorrow = () => addDays(melbourneDate(new Date()), 1);

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Phone'), '+61 400 123 456');
  fireEvent.change(screen.getByLabelText('Arrival Date'), { target: { value: tomorrow() } });
}

describe('BookingModal', () => {
  it('shows the package summary and checks the required fields', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderWithApp(<BookingModal selection={standard} onClose={() => {}} />, {
      url: '/packages',
      signedIn: true,
    });
    expect(screen.getByText('$180')).toBeInTheDocument();
    expect(screen.getByText('Local SIM setup')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue(testUser.name);
    expect(screen.getByLabelText('Email')).toHaveValue(testUser.email);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Phone is required.')).toBeInTheDocument();
    expect(screen.getByText('Arrival date is required.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('states the cancellation policy before the student books (issue 26)', () => {
    renderWithApp(
      <BookingModal
        selection={standard}
        onClose={() => {}}
        cancellationPolicy={DEFAULT_CANCELLATION_POLICY}
      />,
      { url: '/packages', signedIn: true },
    );
    expect(screen.getByTestId('policy-summary')).toHaveTextContent(
      'Cancellation: full refund if you cancel 48 hours or more before your arrival; less notice returns less.',
    );
    expect(screen.getByRole('link', { name: 'Read the cancellation policy' })).toBeVisible();
  });

  it('names the partner that will see the booking before the student books (issue 27)', () => {
    renderWithApp(
      <BookingModal
        selection={standard}
        onClose={() => {}}
        bookingPartner={{ name: 'Monash University' }}
      />,
      { url: '/packages', signedIn: true },
    );
    expect(screen.getByTestId('booking-partner')).toHaveTextContent(
      'You are booking through Monash University. Monash University sees the arrival details and progress of this booking (never your documents or your other bookings).',
    );
    cleanup();
    renderWithApp(<BookingModal selection={standard} onClose={() => {}} bookingPartner={null} />, {
      url: '/packages',
      signedIn: true,
    });
    expect(screen.queryByTestId('booking-partner')).toBeNull();
  });

  it('refuses a past arrival date', async () => {
    const user = userEvent.setup();
    renderWithApp(<BookingModal selection={standard} onClose={() => {}} />, {
      url: '/packages',
      signedIn: true,
    });
    await user.type(screen.getByLabelText('Phone'), '+61 400 123 456');
    fireEvent.change(screen.getByLabelText('Arrival Date'), { target: { value: '2020-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Choose today or a later date.')).toBeInTheDocument();
  });

  it('without a signed-in user says so and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderWithApp(<BookingModal selection={standard} onClose={() => {}} />, { url: '/packages' });
    await user.type(screen.getByLabelText('Full Name'), 'Guest');
    await user.type(screen.getByLabelText('Email'), 'guest@example.com');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You must be logged in and select a valid package to book.',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends the package id and the option ids, shows 'Processing...', then the confirmation, and goes to the dashboard after 2.5 s", async () => {
    let answer: (r: Response) => void = () => {};
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { url } = renderWithApp(<BookingModal selection={custom} onClose={onClose} />, {
      url: '/packages',
      signedIn: true,
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    const body = JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body));
    expect(body).toMatchObject({
      userId: testUser.id,
      userName: testUser.name,
      preferredDate: tomorrow(),
      customSelections: [
        { optionId: custom.services[0]!.optionId },
        { optionId: custom.services[1]!.optionId },
      ],
    });
    expect(body.packageId).toBeUndefined();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => {
      answer(
        new Response(JSON.stringify({ bookingId: 'BK-7K2M9Q', booking: {} }), { status: 201 }),
      );
    });
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(screen.getByTestId('booking-id')).toHaveTextContent('BK-7K2M9Q');
    await act(async () => {
      vi.advanceTimersByTime(2400);
    });
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(url()).toBe('/dashboard?booked=BK-7K2M9Q'));
    vi.useRealTimers();
  });

  it("shows the server's message, or 'Booking failed.' without one", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({ message: 'This package is not available. Please choose another.' }),
          { status: 409 },
        ),
      )
      .mockResolvedValueOnce(new Response('', { status: 502 }));
    const user = userEvent.setup();
    renderWithApp(<BookingModal selection={standard} onClose={() => {}} />, {
      url: '/packages',
      signedIn: true,
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This package is not available. Please choose another.',
    );
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body)).packageId).toBe(standard.packageId);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Booking failed.'));
  });
});
