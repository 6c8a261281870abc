import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Arrival } from '@landed/shared/schemas/arrivals';

import { arrival as baseArrival } from './arrival-fixture.ts';
import { PrintSheet } from './print-sheet.tsx';

const arrival: Arrival = baseArrival({
  date: '2027-02-14',
  services: ['Airport pickup (standard)'],
  meetingPoint: 'Terminal 2, Meeting Point',
  destinationAddress: '12 Swanston St, Melbourne',
  notes: 'Two large suitcases',
});

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
