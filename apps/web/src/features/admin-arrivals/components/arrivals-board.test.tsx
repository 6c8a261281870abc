import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminMe } from '@landed/shared/schemas/admin';
import type { Arrival } from '@landed/shared/schemas/arrivals';

import { addDays } from '@landed/shared/dates';

import { formatDay } from '#web/lib/arrival-days.ts';
import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { screenWidth } from '#web/test/screen-width.ts';
import { arrival as baseArrival, today } from './arrival-fixture.ts';
import { ArrivalsTab } from './arrivals-tab.tsx';
import { assignmentChanges } from './assignment-dialog.tsx';

const agent: AdminMe = {
  _id: '55555555-5555-4555-8555-555555555555',
  name: 'Bea Agent',
  email: 'bea@landed.test',
  adminRole: 'Booking Agent',
  permissions: ['overview:read', 'bookings:read', 'bookings:write'],
};

// Unpaid and without a driver yet, with a long address (the phone's card must fold it).
const arrival = (overrides: Partial<Arrival> = {}): Arrival =>
  baseArrival({
    student: {
      name: 'Aarav Patel',
      phone: '+61 400 111 222',
      email: 'aarav.patel.with.a.long.address@example.com',
      university: 'RMIT University',
      locale: 'hi',
    },
    services: ['Airport pickup (standard)', 'Local SIM card setup'],
    paymentStatus: 'Not Paid',
    driver: null,
    pickupStatus: 'Unassigned',
    meetingPoint: 'Terminal 2, Meeting Point',
    ...overrides,
  });

// Answers the board's three requests by address; records what was asked.
function answerBoard(arrivals: Arrival[], { flightTracking = true } = {}) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      if (url.startsWith('/api/admin/arrivals/settings'))
        return jsonResponse({ settings: { defaultMeetingPoint: 'Terminal 2, Meeting Point' } });
      if (url.startsWith('/api/admin/arrivals'))
        return jsonResponse({
          arrivals,
          total: arrivals.length,
          from: today,
          to: today,
          flightTracking,
        });
      return jsonResponse({
        drivers: [
          {
            _id: '77777777-7777-4777-8777-777777777777',
            name: 'Tom Nguyen',
            phone: '+61 412 345 678',
            email: 'tom@drivers.example',
            languages: ['English', 'Vietnamese'],
            active: true,
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        ],
        total: 1,
      });
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('the arrivals board on a phone', () => {
  it('shows cards, not a table, with tap-to-call, SMS and WhatsApp links', async () => {
    screenWidth(false);
    const asked = answerBoard([arrival()]);
    renderWithApp(<ArrivalsTab me={agent} />, { signedIn: true });
    const card = await screen.findByTestId('arrival-BK-7K2M9Q');
    expect(screen.queryByRole('table', { name: 'Arrivals' })).toBeNull();
    expect(card.tagName).toBe('LI');
    expect(
      within(card).getByRole('link', { name: 'Call Aarav Patel on +61 400 111 222' }),
    ).toHaveAttribute('href', 'tel:+61400111222');
    expect(within(card).getByRole('link', { name: 'Send an SMS to Aarav Patel' })).toHaveAttribute(
      'href',
      'sms:+61400111222',
    );
    expect(
      within(card).getByRole('link', { name: 'WhatsApp Aarav Patel (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://wa.me/61400111222');
    // The usual meeting point is named, not its student-facing words (issue 33 item 5).
    expect(within(card).getByText('the usual one')).toBeInTheDocument();
    expect(within(card).queryByText('Terminal 2, Meeting Point')).toBeNull();
    // The student's language, in English, so a driver who speaks it can be sent.
    expect(within(card).getByText('RMIT University · Language: Hindi')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Assign driver for BK-7K2M9Q' }),
    ).toBeInTheDocument();
    expect(asked.find((u) => u.startsWith('/api/admin/arrivals?'))).toBe(
      `/api/admin/arrivals?from=${today}&to=${today}&limit=100&page=1`,
    );
  });

  it('puts a pickup a late flight moved past midnight under its new day, and says when tracking is off', async () => {
    screenWidth(false);
    const next = addDays(today, 1);
    answerBoard(
      [
        arrival(),
        arrival({
          _id: '66666666-6666-4666-8666-666666666666',
          bookingId: 'BK-LATE01',
          pickupDate: next,
        }),
      ],
      { flightTracking: false },
    );
    renderWithApp(<ArrivalsTab me={agent} />, { signedIn: true });
    const late = await screen.findByTestId('arrival-BK-LATE01');
    expect(late.closest('section')).toHaveAccessibleName(formatDay(next));
    expect(screen.getByTestId('arrival-BK-7K2M9Q').closest('section')).toHaveAccessibleName(
      formatDay(today),
    );
    expect(
      screen.getByText('Flight tracking is off: the times are the ones the students gave.'),
    ).toBeInTheDocument();
  });

  it('says nothing of tracking while it is on', async () => {
    screenWidth(false);
    answerBoard([arrival()]);
    renderWithApp(<ArrivalsTab me={agent} />, { signedIn: true });
    await screen.findByTestId('arrival-BK-7K2M9Q');
    expect(screen.queryByText(/Flight tracking is off/)).toBeNull();
  });

  it('shows a table on a wide screen', async () => {
    screenWidth(true);
    answerBoard([arrival()]);
    renderWithApp(<ArrivalsTab me={agent} />, { signedIn: true });
    const row = await screen.findByTestId('arrival-BK-7K2M9Q');
    expect(row.tagName).toBe('TR');
    expect(within(row).getByText('Language: Hindi')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Arrivals' })).toBeInTheDocument();
  });

  it('hands "Details" the booking id, and hides the dispatch controls from a read-only role', async () => {
    screenWidth(false);
    answerBoard([
      arrival({
        driver: {
          _id: '77777777-7777-4777-8777-777777777777',
          name: 'Tom Nguyen',
          phone: '+61 412 345 678',
        },
        pickupStatus: 'Assigned',
      }),
    ]);
    const opened: string[] = [];
    renderWithApp(
      <ArrivalsTab
        me={{ ...agent, adminRole: 'Developer', permissions: ['bookings:read'] }}
        onOpenBooking={(id) => opened.push(id)}
      />,
      { signedIn: true },
    );
    const card = await screen.findByTestId('arrival-BK-7K2M9Q');
    expect(within(card).queryByRole('button', { name: /driver/ })).toBeNull();
    expect(within(card).queryByRole('combobox')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Details of BK-7K2M9Q' }));
    expect(opened).toEqual(['66666666-6666-4666-8666-666666666666']);
  });

  it('says so when the end comes before the start, and asks nothing of the server', async () => {
    screenWidth(false);
    const asked = answerBoard([]);
    renderWithApp(<ArrivalsTab me={agent} />, { signedIn: true });
    expect(await screen.findByText('No arrivals on these days.')).toBeInTheDocument();
    const before = asked.length;
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-01-01' } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The end date must be on or after the start date.',
    );
    expect(asked.filter((u) => u.includes('2020-01-01'))).toEqual([]);
    expect(asked.length).toBe(before);
  });
});

describe('the filters on a phone (issue 25)', () => {
  it('fold behind one Filters button, so the first card comes before them', async () => {
    screenWidth(false);
    answerBoard([arrival()]);
    renderWithApp(<ArrivalsTab me={agent} />, { signedIn: true });
    await screen.findByTestId('arrival-BK-7K2M9Q');
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const days = screen.getByRole('group', { name: 'Arrival days', hidden: true });
    expect(days.closest('[hidden]')).not.toBeNull();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Arrival days' }).closest('[hidden]')).toBeNull();
  });

  it('are always open on a wide screen', async () => {
    screenWidth(true);
    answerBoard([arrival()]);
    renderWithApp(<ArrivalsTab me={agent} />, { signedIn: true });
    await screen.findByTestId('arrival-BK-7K2M9Q');
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'Arrival days' }).closest('[hidden]')).toBeNull();
  });

  it('remember the chosen days for the next visit: a preset by its name, a custom range by its days', async () => {
    screenWidth(true);
    answerBoard([]);
    renderWithApp(<ArrivalsTab me={agent} />, { signedIn: true });
    await screen.findByText('No arrivals on these days.');
    fireEvent.click(screen.getByRole('button', { name: 'Next 7 days' }));
    expect(JSON.parse(localStorage.getItem('landed-arrivals-range')!)).toEqual({ preset: 'week' });
    cleanup();

    answerBoard([]);
    renderWithApp(<ArrivalsTab me={agent} />, { signedIn: true });
    await screen.findByText('No arrivals on these days.');
    expect(screen.getByRole('button', { name: 'Next 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-03-01' } });
    cleanup();

    const asked = answerBoard([]);
    renderWithApp(<ArrivalsTab me={agent} />, { signedIn: true });
    await screen.findByText('No arrivals on these days.');
    expect(screen.getByLabelText('From')).toHaveValue('2030-03-01');
    expect(asked.find((u) => u.startsWith('/api/admin/arrivals?'))).toContain('from=2030-03-01');
  });
});

describe('assignmentChanges', () => {
  const tom = '77777777-7777-4777-8777-777777777777';
  it('sends a new driver without the status the server sets by itself', () => {
    expect(
      assignmentChanges(arrival(), { driverId: tom, meetingPoint: '', pickupStatus: 'Assigned' }),
    ).toEqual({ driverId: tom });
  });

  it('sends only a changed status or meeting point, and null to take the driver off', () => {
    const assigned = arrival({
      driver: { _id: tom, name: 'Tom', phone: '1' },
      pickupStatus: 'Assigned',
      meetingPoint: 'Door 5',
      meetingPointIsDefault: false,
    });
    expect(
      assignmentChanges(assigned, { driverId: tom, meetingPoint: 'Door 5', pickupStatus: 'Done' }),
    ).toEqual({ pickupStatus: 'Done' });
    expect(
      assignmentChanges(assigned, {
        driverId: tom,
        meetingPoint: ' Door 6 ',
        pickupStatus: 'Assigned',
      }),
    ).toEqual({ meetingPoint: 'Door 6' });
    expect(
      assignmentChanges(assigned, {
        driverId: '',
        meetingPoint: 'Door 5',
        pickupStatus: 'Unassigned',
      }),
    ).toEqual({ driverId: null });
  });
});
