import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Arrival } from '@landed/shared/schemas/arrivals';

import { PrintSheet } from './print-sheet.tsx';

const arrival: Arrival = {
  _id: '66666666-6666-4666-8666-666666666666',
  bookingId: 'BK-7K2M9Q',
  date: '2027-02-14',
  time: '06:40',
  flightNumber: 'MU737',
  student: {
    name: 'Aarav Patel',
    phone: '+61 400 111 222',
    email: 'aarav@example.com',
    university: 'RMIT University',
    locale: 'hi',
  },
  packageName: 'Basic',
  services: ['Airport pickup (standard)'],
  status: 'Confirmed',
  paymentStatus: 'Verified',
  billedToPartner: false,
  partnerName: null,
  driver: { _id: '77777777-7777-4777-8777-777777777777', name: 'Li Wei', phone: '+61 400 000 001' },
  pickupStatus: 'Assigned',
  meetingPoint: 'Terminal 2, Meeting Point',
  meetingPointIsDefault: true,
  destinationAddress: '12 Swanston St, Melbourne',
  notes: 'Two large suitcases',
};

describe('the printed run sheet', () => {
  it("carries the booking's notes beside where the student is going (issue 25)", () => {
    render(
      <PrintSheet
        title="Arrivals: today"
        arrivals={[
          arrival,
          { ...arrival, _id: '66666666-6666-4666-8666-666666666667', bookingId: 'BK-2', notes: '' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { hidden: true });
    const headers = within(table)
      .getAllByRole('columnheader', { hidden: true })
      .map((h) => h.textContent);
    expect(headers.at(-1)).toBe('Notes');
    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows[0]!.lastElementChild!.textContent).toBe('Two large suitcases');
    expect(rows[1]!.lastElementChild!.textContent).toBe('–');
  });
});
