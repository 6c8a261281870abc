import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { BookingFlight } from '@landed/shared/schemas/flights';

import { createI18n, I18nProvider, loadCatalogue } from '#web/lib/i18n.tsx';
import { flightFixture } from '#web/test/flights.ts';
import { FlightStatus } from './flight-status.tsx';

const untracked = flightFixture();
// SQ207, due 14:30 Melbourne (03:30 UTC in February), 95 minutes late.
const delayed: BookingFlight = {
  ...untracked,
  number: 'SQ207',
  status: 'delayed',
  scheduledArrival: '2027-02-16T03:30:00.000Z',
  estimatedArrival: '2027-02-16T05:05:00.000Z',
};
const pickupTime = '2027-02-16T05:50:00.000Z';
const props = { number: 'SQ 207', date: '2027-02-16' };

describe('FlightStatus (issue 34: the student sees the live flight)', () => {
  it('says nothing while the flight is not tracked', () => {
    const { container } = render(<FlightStatus flight={untracked} pickupTime={null} {...props} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('a delay: the new landing and the driver’s time, in Melbourne time', () => {
    render(<FlightStatus flight={delayed} pickupTime={pickupTime} {...props} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Flight SQ207 is delayed: now landing at 16:05 (Melbourne time).',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your driver meets you from 16:50 (Melbourne time).',
    );
  });

  it('a number the provider does not know: check it; a cancellation: change for free', () => {
    const { rerender } = render(
      <FlightStatus flight={{ ...untracked, status: 'not_found' }} pickupTime={null} {...props} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'We could not find flight SQ 207 on 16 February 2027: check the number.',
    );
    rerender(
      <FlightStatus
        flight={{ ...delayed, status: 'cancelled' }}
        pickupTime={pickupTime}
        {...props}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Flight SQ207 is cancelled.');
    expect(screen.getByRole('status')).not.toHaveTextContent('Your driver');
  });

  it('in Chinese', async () => {
    const i18n = createI18n('zh-CN');
    await loadCatalogue(i18n, { name: 'account' });
    render(
      <I18nProvider i18n={i18n}>
        <FlightStatus flight={delayed} pickupTime={pickupTime} {...props} />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '航班 SQ207 延误：现预计 16:05（墨尔本时间）降落。',
    );
  });
});
