import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { answerEveryRequest, renderWithApp } from '#web/test/render.tsx';
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
});
