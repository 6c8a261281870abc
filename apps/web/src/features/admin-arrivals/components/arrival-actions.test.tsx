import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { addDays } from '@landed/shared/dates';
import type { Arrival } from '@landed/shared/schemas/arrivals';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';

import { ArrivalActions } from './arrival-actions.tsx';
import { arrival, today } from './arrival-fixture.ts';

vi.mock('#web/lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() },
}));

const show = (a: Arrival) =>
  renderWithApp(
    <ArrivalActions arrival={a} canWrite onAssign={() => {}} onOpenBooking={() => {}} />,
    { signedIn: true },
  );

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the pickup status on the board (issue 25)', () => {
  // Issue 33 item 5: on another day the drop-down is not there at all (it used to list them
  // disabled, marked "(on the day)").
  it('offers how the pickup went only on the arrival day', () => {
    show(arrival({ date: addDays(today, 1) }));
    expect(screen.queryByRole('combobox', { name: 'Pickup status of BK-7K2M9Q' })).toBeNull();
    expect(screen.queryByRole('option', { name: /Picked up/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change driver for BK-7K2M9Q' })).toBeEnabled();
  });

  it('offers them on the day, and takes a change back with Undo for a few seconds', async () => {
    const sent: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return jsonResponse({ booking: {} });
    });
    const { user } = show(arrival());
    expect(screen.getByRole('option', { name: 'Picked up' })).toBeEnabled();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Pickup status of BK-7K2M9Q' }),
      'Picked up',
    );
    const undo = await screen.findByRole('button', {
      name: 'Undo: set the pickup of BK-7K2M9Q back to Assigned',
    });
    await user.click(undo);
    expect(sent).toEqual([{ pickupStatus: 'Picked up' }, { pickupStatus: 'Assigned' }]);
    // Undone: nothing left to take back.
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });
});
