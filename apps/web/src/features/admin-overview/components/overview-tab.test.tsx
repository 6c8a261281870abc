import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { answerRoutes, jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { OverviewTab } from './overview-tab.tsx';

const stats = (lowRatings: unknown[]) => ({
  totalUsers: 3,
  activeUsers: 2,
  customPackages: 0,
  bookings: 4,
  inquiries: 1,
  revenue: 180,
  charts: { signupsPerDay: [], bookingsPerPackage: [], usersPerUniversity: [] },
  lowRatings,
});

afterEach(() => vi.restoreAllMocks());

describe('the Overview’s low pickup ratings (issue 35 item 5)', () => {
  it('lists each rating of 3 or less with the booking, student, driver and comment', async () => {
    answerRoutes({
      '/api/admin/stats': () =>
        jsonResponse(
          stats([
            {
              bookingId: '22222222-2222-4222-8222-222222222222',
              bookingRef: 'BK-7K2M9Q',
              student: 'Mei Chen',
              driver: 'Tom Nguyen',
              score: 2,
              comment: 'Waited 40 minutes',
              createdAt: '2027-02-16T09:00:00.000Z',
            },
          ]),
        ),
    });
    renderWithApp(<OverviewTab />);
    const section = await screen.findByRole('region', { name: 'Low pickup ratings (90 days)' });
    expect(section).toHaveTextContent('2 / 5');
    expect(section).toHaveTextContent('BK-7K2M9Q · Mei Chen · driver Tom Nguyen');
    expect(section).toHaveTextContent('“Waited 40 minutes”');
  });

  it('says so when there is none', async () => {
    answerRoutes({ '/api/admin/stats': () => jsonResponse(stats([])) });
    renderWithApp(<OverviewTab />);
    expect(await screen.findByText('No pickup rated 3 stars or less.')).toBeVisible();
  });
});
