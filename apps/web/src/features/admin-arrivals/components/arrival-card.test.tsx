import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { addDays } from '@landed/shared/dates';
import type { Arrival } from '@landed/shared/schemas/arrivals';

import { renderWithApp } from '#web/test/render.tsx';

import { ArrivalCard } from './arrival-card.tsx';
import { arrival, today } from './arrival-fixture.ts';

vi.mock('#web/lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() },
}));

// The student-facing words of the usual meeting point, as the settings hold them.
const USUAL_WORDS =
  'Melbourne Airport (MEL), Terminal 2 international arrivals hall: wait at the Meeting Point sign opposite the café.';

const show = (a: Arrival, canWrite = true) => {
  renderWithApp(
    <ArrivalCard arrival={a} canWrite={canWrite} onAssign={() => {}} onOpenBooking={() => {}} />,
    { signedIn: true },
  );
  return screen.getByRole('article', { name: `${a.time}, ${a.student.name}, ${a.bookingId}` });
};

const DAY_STATUSES = ['Picked up', 'No-show', 'Done'];

describe('an arrival card on a phone (issue 33 item 5)', () => {
  it('holds what dispatch needs: time, flight, student, contact, package, driver, status, actions', () => {
    const card = show(arrival({ notes: 'Two suitcases.' }));
    for (const text of ['06:40', 'MU737', 'Aarav Patel', 'Language: Hindi', 'Confirmed']) {
      expect(within(card).getByText(text, { exact: false })).toBeInTheDocument();
    }
    expect(
      within(card).getByRole('link', { name: 'Call Aarav Patel on +61 400 111 222' }),
    ).toHaveAttribute('href', 'tel:+61400111222');
    expect(
      within(card).getByRole('link', { name: 'Call Li Wei on +61 400 000 001' }),
    ).toBeVisible();
    expect(within(card).getByText('Notes:')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Change driver for BK-7K2M9Q' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Details of BK-7K2M9Q' })).toBeVisible();
    // The e-mail is in the booking's details; the card reaches them by phone.
    expect(within(card).queryByText('aarav@example.com')).toBeNull();
  });

  it('shows the e-mail when there is no phone to reach the student on', () => {
    const card = show(arrival({ student: { ...arrival().student, phone: '' } }));
    expect(within(card).getByRole('link', { name: 'aarav@example.com' })).toHaveAttribute(
      'href',
      'mailto:aarav@example.com',
    );
  });

  it('says "the usual one" instead of the student-facing meeting words', () => {
    const card = show(arrival({ meetingPoint: USUAL_WORDS, meetingPointIsDefault: true }));
    expect(within(card).getByText('the usual one')).toBeInTheDocument();
    expect(card).not.toHaveTextContent(USUAL_WORDS);
    expect(card).not.toHaveTextContent('Meeting Point sign');
  });

  it('names a meeting point of the booking’s own, which dispatch must know', () => {
    const card = show(
      arrival({ meetingPoint: 'Door 5, Terminal 2', meetingPointIsDefault: false }),
    );
    expect(within(card).getByText('Door 5, Terminal 2')).toBeInTheDocument();
  });

  it('offers Picked up, No-show and Done on the arrival’s day, in place of the status badge', () => {
    const card = show(arrival());
    const select = within(card).getByRole('combobox', { name: 'Pickup status of BK-7K2M9Q' });
    expect(select).toHaveValue('Assigned');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Assigned', ...DAY_STATUSES]);
    for (const status of DAY_STATUSES) {
      expect(within(select).getByRole('option', { name: status })).toBeEnabled();
    }
  });

  it.each([
    ['tomorrow', addDays(today, 1)],
    ['in a week', addDays(today, 7)],
    ['yesterday', addDays(today, -1)],
  ])('hides them, not only disables them, on a card for another day (%s)', (_, date) => {
    const card = show(arrival({ date }));
    expect(within(card).queryByRole('combobox')).toBeNull();
    for (const status of DAY_STATUSES) {
      expect(within(card).queryByRole('option', { name: new RegExp(status) })).toBeNull();
    }
    // Where the pickup stands is still shown, and the driver can still be changed.
    expect(within(card).getByText('Assigned')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Change driver for BK-7K2M9Q' })).toBeVisible();
  });

  it('offers no drop-down without a driver, nor to a read-only role', () => {
    expect(
      within(show(arrival({ driver: null, pickupStatus: 'Unassigned' }))).queryByRole('combobox'),
    ).toBeNull();
    cleanup();
    expect(within(show(arrival(), false)).queryByRole('combobox')).toBeNull();
  });
});

describe('the driver’s own status (issue 35 item 2)', () => {
  it('shows the last status the driver gave, with its Melbourne time; nothing before one', () => {
    const before = show(arrival({}));
    expect(within(before).queryByTestId('driver-status')).toBeNull();
    cleanup();
    const card = show(
      arrival({ driverStatus: { status: 'At the meeting point', at: '2026-11-30T03:05:00Z' } }),
    );
    expect(within(card).getByTestId('driver-status')).toHaveTextContent(
      'Driver: At the meeting point 14:05',
    );
  });
});
