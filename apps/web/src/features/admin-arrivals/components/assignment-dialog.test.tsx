import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { addDays } from '@landed/shared/dates';
import type { Arrival } from '@landed/shared/schemas/arrivals';

import { renderWithApp } from '#web/test/render.tsx';

import { arrival, today } from './arrival-fixture.ts';
import { AssignmentDialog } from './assignment-dialog.tsx';

const statuses = (a: Arrival) => {
  renderWithApp(
    <AssignmentDialog arrival={a} drivers={[]} defaultMeetingPoint="" onClose={() => {}} />,
    { signedIn: true },
  );
  const select = within(screen.getByRole('dialog')).getByLabelText('Pickup status');
  return within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
};

// The driver's dialog is where a pickup the board did not close on the day is corrected later
// (docs/decisions/119); before the day it offers none of the day's statuses (decision 083).
describe('the pickup status in the driver’s dialog', () => {
  it('offers only Assigned before the arrival’s day', () => {
    expect(statuses(arrival({ date: addDays(today, 2) }))).toEqual(['Assigned']);
  });

  it('offers how it went on the day and after it', () => {
    expect(statuses(arrival({ date: addDays(today, -1) }))).toEqual([
      'Assigned',
      'Picked up',
      'No-show',
      'Done',
    ]);
  });
});
