import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { addDays, melbourneDate } from '@landed/shared/dates';
import type { PartnerArrival } from '@landed/shared/schemas/partner-board';

import { formatDay } from '#web/lib/arrival-days.ts';
import { flightFixture } from '#web/test/flights.ts';
import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { PartnerBoard } from './partner-board.tsx';

const today = melbourneDate(new Date());

const arrival = (overrides: Partial<PartnerArrival> = {}): PartnerArrival => ({
  _id: '66666666-6666-4666-8666-666666666666',
  bookingId: 'BK-7K2M9Q',
  date: today,
  time: '06:40',
  flightNumber: 'MU737',
  student: { name: 'Mei Chen', email: 'mei@example.com', university: 'Monash University' },
  packageName: 'Basic',
  services: [],
  status: 'Confirmed',
  paymentStatus: 'Not Paid',
  billedToPartner: true,
  partnerName: 'Monash University',
  driver: { name: 'Li Wei' },
  pickupStatus: 'Assigned',
  studentConsent: null,
  ...overrides,
});

function answer(arrivals: PartnerArrival[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return jsonResponse({ arrivals, total: arrivals.length, from: today, to: today });
    }),
  );
  return asked;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the partner's board", () => {
  it('shows a tracked flight as dispatch sees it: +95 min, under the pickup’s day', async () => {
    const next = addDays(today, 1);
    answer([
      arrival({
        time: '22:30',
        pickupDate: next,
        flight: flightFixture({
          number: 'MU737',
          status: 'delayed',
          scheduledArrival: '2027-02-16T11:30:00.000Z',
          estimatedArrival: '2027-02-16T13:05:00.000Z',
        }),
      }),
    ]);
    renderWithApp(<PartnerBoard />, { signedIn: true });
    const card = await screen.findByTestId('partner-arrival-BK-7K2M9Q');
    expect(within(card).getByTestId('flight-badge')).toHaveTextContent('+95 min');
    expect(card.closest('section')).toHaveAccessibleName(formatDay(next));
  });

  it("shows today's students by time with status, payment, driver and pickup", async () => {
    const asked = answer([
      arrival(),
      arrival({
        _id: '77777777-7777-4777-8777-777777777777',
        bookingId: 'BK-2NQ4RT',
        time: '',
        student: { name: 'Arjun Rao', email: 'arjun@example.com', university: '' },
        billedToPartner: false,
        paymentStatus: 'Verified',
        driver: null,
        pickupStatus: 'Unassigned',
        studentConsent: 'Awaiting',
      }),
    ]);
    renderWithApp(<PartnerBoard />);
    const card = await screen.findByTestId('partner-arrival-BK-7K2M9Q');
    expect(within(card).getByText('Mei Chen')).toBeInTheDocument();
    expect(within(card).getByText('Invoiced to Monash University')).toBeInTheDocument();
    expect(within(card).getByText('Driver: Li Wei')).toBeInTheDocument();
    expect(within(card).getByText('Assigned')).toBeInTheDocument();
    const other = screen.getByTestId('partner-arrival-BK-2NQ4RT');
    expect(within(other).getByText('Time not given')).toBeInTheDocument();
    expect(within(other).getByText('No driver assigned yet')).toBeInTheDocument();
    expect(within(other).getByText('Unassigned')).toBeInTheDocument();
    // A booking the organisation made, not yet accepted by the student (docs/decisions/105).
    expect(within(other).getByText('Waiting for the student')).toBeInTheDocument();
    expect(within(card).queryByText('Waiting for the student')).toBeNull();
    expect(asked[0]).toBe(`/api/partner/arrivals?from=${today}&to=${today}&limit=100&page=1`);
  });

  it('asks for the next seven days, and says when nobody arrives', async () => {
    const asked = answer([]);
    renderWithApp(<PartnerBoard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next 7 days' }));
    expect(
      await screen.findByText('None of your students arrive on these days.'),
    ).toBeInTheDocument();
    expect(asked.at(-1)).toBe(
      `/api/partner/arrivals?from=${today}&to=${addDays(today, 6)}&limit=100&page=1`,
    );
  });
});
