import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { OverviewCharts } from './charts.tsx';

const days = (count: number) =>
  Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    count,
  }));

describe('the Overview charts with nothing to count (issue 33)', () => {
  it('say "No data yet" instead of an empty frame', () => {
    render(
      <OverviewCharts
        charts={{ signupsPerDay: days(0), bookingsPerPackage: [], usersPerUniversity: [] }}
      />,
    );
    for (const name of [
      'Sign-ups per day (last 30 days)',
      'Bookings per package or service',
      'Users per university (Melbourne)',
    ]) {
      const card = screen.getByRole('region', { name });
      expect(within(card).getByText('No data yet')).toBeVisible();
      expect(within(card).queryByRole('table')).not.toBeInTheDocument();
    }
  });

  it('draw a chart that has something to count', () => {
    render(
      <OverviewCharts
        charts={{
          signupsPerDay: days(0),
          bookingsPerPackage: [{ name: 'Airport pickup', count: 3 }],
          usersPerUniversity: [{ university: 'Monash', count: 0 }],
        }}
      />,
    );
    const bookings = screen.getByRole('region', { name: 'Bookings per package or service' });
    expect(within(bookings).queryByText('No data yet')).not.toBeInTheDocument();
    expect(within(bookings).getByRole('table', { hidden: true })).toHaveTextContent(
      'Airport pickup3',
    );
    const users = screen.getByRole('region', { name: 'Users per university (Melbourne)' });
    expect(within(users).getByText('No data yet')).toBeVisible();
  });
});
