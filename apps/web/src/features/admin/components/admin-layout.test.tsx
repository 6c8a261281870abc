import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { answerEveryRequest, renderWithApp } from '#web/test/render.tsx';
import { screenWidth } from '#web/test/screen-width.ts';
import { NotificationsStrip } from './admin-layout.tsx';

const answer = answerEveryRequest;

afterEach(() => vi.unstubAllGlobals());

describe('the System Notifications strip (admin §2)', () => {
  it("stays in place with 'No notifications' while the log has no event", async () => {
    answer({ notifications: [] });
    renderWithApp(<NotificationsStrip />, { signedIn: true });
    const strip = screen.getByRole('region', { name: 'System Notifications' });
    expect(await within(strip).findByText('No notifications')).toBeInTheDocument();
  });

  it('lists the latest events with their type', async () => {
    answer({
      notifications: [
        {
          _id: '33333333-3333-4333-8333-333333333333',
          type: 'booking',
          message: 'Booking BK-7K2M9Q received',
          createdAt: '2026-11-21T01:00:00.000Z',
        },
      ],
    });
    renderWithApp(<NotificationsStrip />, { signedIn: true });
    const strip = screen.getByRole('region', { name: 'System Notifications' });
    expect(await within(strip).findByText('Booking BK-7K2M9Q received')).toBeInTheDocument();
    expect(within(strip).getByText('Booking:')).toBeInTheDocument();
    expect(within(strip).queryByText('No notifications')).toBeNull();
  });

  it('marks a notification whose task is done (a payment to verify, now verified) as done', async () => {
    screenWidth(true);
    answer({
      notifications: [
        { ...events[0], message: 'Payment to verify for BK-7K2M9Q', done: true },
        { ...events[2], message: 'Payment to verify for BK-4HX8PN', done: false },
      ],
    });
    renderWithApp(<NotificationsStrip />, { signedIn: true });
    const strip = screen.getByRole('region', { name: 'System Notifications' });
    const done = (await within(strip).findByText('Payment to verify for BK-7K2M9Q')).closest('li')!;
    expect(within(done).getByText('Done')).toBeVisible();
    expect(done.className).toContain('text-slate-700');
    const open = within(strip).getByText('Payment to verify for BK-4HX8PN').closest('li')!;
    expect(within(open).queryByText('Done')).toBeNull();
  });
});

const events = ['Booking BK-AAAAAA received', 'Failed sign-ins for a@b.c', 'Payment verified'].map(
  (message, i) => ({
    _id: `3333333${i}-3333-4333-8333-333333333333`,
    type: i === 1 ? 'suspicious' : 'booking',
    message,
    createdAt: '2026-11-21T01:00:00.000Z',
  }),
);

// Issue 33 item 5: on a phone the admin bar's Notices button folds the strip (AdminPhoneBar);
// the strip itself lists the events at any width.
describe('the strip at any width', () => {
  it.each([true, false])(
    'lists the latest events, with nothing to fold (wide: %s)',
    async (wide) => {
      screenWidth(wide);
      answer({ notifications: events });
      renderWithApp(<NotificationsStrip inBar={!wide} />, { signedIn: true });
      const strip = screen.getByRole('region', { name: 'System Notifications' });
      expect(await within(strip).findAllByRole('listitem')).toHaveLength(3);
      expect(within(strip).queryByRole('button')).toBeNull();
    },
  );
});
