import { useEffect, useState } from 'react';

import { PICKUP_STATUSES } from '@landed/shared/constants';
import type { PickupStatus } from '@landed/shared/constants';
import { melbourneDate } from '@landed/shared/dates';
import type { Arrival } from '@landed/shared/schemas/arrivals';
import { isOnTheDayStatus } from '@landed/shared/schemas/arrivals';

import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useAssignPickup } from '#web/features/admin-arrivals/api/assign-pickup.ts';

// How long a pickup status change can be taken back from the board.
export const UNDO_MS = 8000;

// What a dispatcher does to one arrival: set how the pickup went (once it has a driver), give
// or change the driver, open the booking. `canWrite`: the role may change bookings.
export function ArrivalActions({
  arrival,
  canWrite,
  onAssign,
  onOpenBooking,
}: {
  arrival: Arrival;
  canWrite: boolean;
  onAssign: (arrival: Arrival) => void;
  onOpenBooking: (bookingId: string) => void;
}) {
  const assign = useAssignPickup();
  const id = `pickup-${arrival._id}`;
  // Picked up, No-show and Done wait for the arrival's day (the server says so too).
  const beforeTheDay = arrival.date > melbourneDate(new Date());
  // The status before the last change, while it can still be taken back.
  const [undo, setUndo] = useState<PickupStatus | null>(null);
  useEffect(() => {
    if (!undo) return;
    const timer = window.setTimeout(() => setUndo(null), UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [undo]);
  const setStatus = (pickupStatus: PickupStatus, previous: PickupStatus | null) =>
    assign.mutate(
      { id: arrival._id, body: { pickupStatus } },
      {
        onSuccess: () => {
          toast.success(previous ? 'Pickup status updated.' : 'Change undone.');
          setUndo(previous);
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to update the pickup.')),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {canWrite && arrival.driver && (
        <span className="flex items-center gap-2">
          <label htmlFor={id} className="text-sm font-medium text-slate-700">
            <span className="sr-only">Pickup status of {arrival.bookingId}</span>
            <span aria-hidden="true">Pickup</span>
          </label>
          <select
            id={id}
            value={arrival.pickupStatus}
            disabled={assign.isPending}
            onChange={(event) =>
              setStatus(event.target.value as PickupStatus, arrival.pickupStatus)
            }
            className="min-h-11 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
          >
            {PICKUP_STATUSES.filter((s) => s !== 'Unassigned').map((s) => (
              <option key={s} value={s} disabled={beforeTheDay && isOnTheDayStatus(s)}>
                {s}
                {beforeTheDay && isOnTheDayStatus(s) ? ' (on the day)' : ''}
              </option>
            ))}
          </select>
          {undo && (
            <Button
              variant="ghost"
              className="min-h-11"
              disabled={assign.isPending}
              onClick={() => setStatus(undo, null)}
              aria-label={`Undo: set the pickup of ${arrival.bookingId} back to ${undo}`}
            >
              Undo
            </Button>
          )}
        </span>
      )}
      {canWrite && (
        <Button
          variant={arrival.driver ? 'secondary' : 'primary'}
          className="min-h-11"
          onClick={() => onAssign(arrival)}
          aria-label={`${arrival.driver ? 'Change driver' : 'Assign driver'} for ${arrival.bookingId}`}
        >
          {arrival.driver ? 'Change driver' : 'Assign driver'}
        </Button>
      )}
      <Button
        variant="ghost"
        className="min-h-11"
        onClick={() => onOpenBooking(arrival._id)}
        aria-label={`Details of ${arrival.bookingId}`}
      >
        Details
      </Button>
    </div>
  );
}
