import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminMe } from '@landed/shared/schemas/admin';
import type { AdminBookingDetail } from '@landed/shared/schemas/booking-timeline';

import { adminBookingFixture } from '#web/test/bookings.ts';
import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { BookingDrawer } from './booking-drawer.tsx';

vi.mock('#web/lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() },
}));

afterEach(() => {
  vi.restoreAllMocks();
});

const me = (adminRole: AdminMe['adminRole'], write: boolean): AdminMe => ({
  _id: '44444444-4444-4444-8444-444444444444',
  name: 'Agent',
  email: 'agent@example.com',
  adminRole,
  permissions: write ? ['bookings:read', 'bookings:write'] : ['bookings:read'],
});

const detail: AdminBookingDetail = {
  booking: adminBookingFixture({
    paymentStatus: 'Verification Pending',
    payment: {
      _id: '55555555-5555-4555-8555-555555555555',
      amount: 180,
      method: 'Bank Transfer',
      reference: 'CBA 42',
      status: 'Pending',
      rejectReason: null,
      createdAt: '2026-11-24T01:00:00.000Z',
    },
    destinationAddress: 'Unilodge, 22 Swanston St',
    pickup: { status: 'Assigned', meetingPoint: 'Door 5, Terminal 2', driver: null },
    partner: {
      id: '77777777-7777-4777-8777-777777777777',
      name: 'Southern Cross Education',
      source: 'referral',
    },
    user: {
      _id: '11111111-1111-4111-8111-111111111111',
      name: 'Mei Chen',
      email: 'mei@example.com',
      profile: { firstName: 'Mei', lastName: 'Chen' },
      university: 'RMIT University',
      locale: 'zh-CN',
    },
    driver: {
      _id: '66666666-6666-4666-8666-666666666666',
      name: 'Tom Nguyen',
      phone: '+61 400 555 111',
      email: 't@example.com',
    },
  }),
  timeline: [
    {
      at: '2026-11-24T00:00:00.000Z',
      actor: 'Mei Chen',
      action: 'created',
      details: { packageName: 'Standard', total: 180, preferredDate: '2027-02-14' },
    },
    {
      at: '2026-11-24T02:00:00.000Z',
      actor: 'Mei Chen',
      action: 'arrival_changed',
      details: {
        before: { preferredDate: '2027-02-14', flightNumber: 'QF10' },
        after: { preferredDate: '2027-02-16', flightNumber: 'MU737' },
      },
    },
  ],
};

// The drawer of `detail`, for a read-only role.
const openAsDeveloper = () =>
  renderWithApp(
    <BookingDrawer bookingId={detail.booking._id} me={me('Developer', false)} onClose={() => {}} />,
    { signedIn: true },
  );

describe('the booking drawer', () => {
  it('is a labelled panel with the booking, the student, the arrival, the pickup and the timeline', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(detail));
    openAsDeveloper();
    const drawer = await screen.findByRole('dialog', { name: 'Booking BK-7K2M9Q' });
    expect(within(drawer).getByText('RMIT University')).toBeVisible();
    // The student's language, in English (the back-office stays English).
    expect(within(drawer).getByText('Language').nextElementSibling).toHaveTextContent(
      'Chinese (Simplified)',
    );
    // Who brought it (issue 27): the partner whose referral link the student came through.
    expect(within(drawer).getByText('Source').nextElementSibling).toHaveTextContent(
      'Partner: referral link of Southern Cross Education',
    );
    expect(within(drawer).getByText('Unilodge, 22 Swanston St')).toBeVisible();
    expect(within(drawer).getByText('Door 5, Terminal 2')).toBeVisible();
    expect(within(drawer).getByRole('link', { name: '+61 400 111 222' })).toHaveAttribute(
      'href',
      'tel:+61400111222',
    );
    const timeline = within(drawer).getByRole('list', { name: 'Timeline' });
    const lines = within(timeline).getAllByRole('listitem');
    expect(lines.map((l) => l.querySelector('p')!.textContent)).toEqual([
      'Booking made',
      'Arrival changed',
    ]);
    expect(lines[1]).toHaveTextContent('Date: 14 Feb 2027 → 16 Feb 2027; Flight: QF10 → MU737');
    // Read-only roles get no note box.
    expect(within(drawer).queryByLabelText(/Internal note/)).not.toBeInTheDocument();
  });

  it('lines the values up across sections: one label column for them all (issue 33)', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(detail));
    openAsDeveloper();
    const drawer = await screen.findByRole('dialog', { name: 'Booking BK-7K2M9Q' });
    const facts = within(drawer).getByTestId('booking-facts');
    // The one grid that sets the two columns…
    expect(facts.className).toMatch(/\bgrid\b/);
    expect(facts.className).toContain('grid-cols-[minmax(6rem,max-content)_minmax(0,1fr)]');
    const lists = facts.querySelectorAll('dl');
    expect(lists.length).toBeGreaterThanOrEqual(5);
    // …and every section and its list takes them over instead of sizing its own.
    for (const list of lists) {
      expect(list.className).toContain('grid-cols-subgrid');
      expect(list.className).not.toMatch(/grid-cols-\[/);
      expect(list.parentElement!.className).toContain('grid-cols-subgrid');
      expect(list.parentElement!.parentElement).toBe(facts);
    }
    for (const section of ['Booking', 'Student', 'Arrival', 'Pickup', 'Payment'])
      expect(within(facts).getByRole('heading', { name: section })).toBeVisible();
  });

  it('adds a note for those who may change bookings, and shows the timeline it answers', async () => {
    const withNote = [
      ...detail.timeline,
      {
        at: '2026-11-24T03:00:00.000Z',
        actor: 'Agent',
        action: 'note',
        details: { note: 'Called her.' },
      },
    ];
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(async () => jsonResponse(detail))
      .mockImplementationOnce(async () => jsonResponse({ timeline: withNote }, 201));
    const { user } = renderWithApp(
      <BookingDrawer
        bookingId={detail.booking._id}
        me={me('Booking Agent', true)}
        onClose={() => {}}
      />,
      { signedIn: true },
    );
    const box = await screen.findByLabelText('Internal note (only the team sees it)');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write a note first.')).toBeVisible();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await user.type(box, 'Called her.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(await within(timeline).findByText('Called her.')).toBeVisible();
    const [url, init] = fetchSpy.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe(`/api/admin/bookings/${detail.booking._id}/notes`);
    expect(JSON.parse(String(init.body))).toEqual({ note: 'Called her.' });
    expect(box).toHaveValue('');
  });

  // Issue 31: staff read the amount a cancellation gives back, not only that one is due.
  it('shows a cancelled booking’s refund: its amount, its state and why', async () => {
    const cancelled: AdminBookingDetail = {
      ...detail,
      booking: {
        ...detail.booking,
        status: 'Cancelled',
        paymentStatus: 'Verified',
        refund: {
          amount: 180,
          status: 'Due',
          reason: 'Cancelled at least 48 hours before the arrival: 100% refunded.',
          paidAt: null,
          reference: '',
        },
      },
    };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(cancelled));
    openAsDeveloper();
    const drawer = await screen.findByRole('dialog', { name: 'Booking BK-7K2M9Q' });
    expect(within(drawer).getByText('Refund').nextElementSibling).toHaveTextContent(
      '$180, DueCancelled at least 48 hours before the arrival: 100% refunded.',
    );
  });
});
