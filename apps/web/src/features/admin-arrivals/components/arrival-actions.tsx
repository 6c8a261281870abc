import { MessageSquare } from 'lucide-react';
import { useEffect, useState } from 'react';

import { PICKUP_STATUSES } from '@landed/shared/constants';
import type { PickupStatus } from '@landed/shared/constants';
import { melbourneDate } from '@landed/shared/dates';
import type { Arrival } from '@landed/shared/schemas/arrivals';

import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { pickupDayOf } from '#web/lib/arrival-days.ts';
import { useAssignPickup } from '#web/features/admin-arrivals/api/assign-pickup.ts';

// How long a pickup status change can be taken back from the board.
export const UNDO_MS = 8000;

// Whether the board offers how the pickup went: once it has a driver, and only on the arrival's
// day, Melbourne time (issue 33 item 5, docs/decisions/119). On another day the drop-down is not
// there at all (the badge says where the pickup stands); a late correction goes through the
// driver's dialog.
export const offersPickupStatus = (arrival: Arrival): boolean =>
  arrival.driver !== null && pickupDayOf(arrival) === melbourneDate(new Date());

// The drop-down of how the pickup went, saved at once, with an Undo for a few seconds
// (docs/decisions/083). `labelShown`: its "Pickup" label on screen (the table), not only for
// screen readers (a phone's card, where the drop-down stands in for the status badge).
function PickupStatusControl({
  arrival,
  labelShown = true,
}: {
  arrival: Arrival;
  labelShown?: boolean;
}) {
  const assign = useAssignPickup();
  const id = `pickup-${arrival._id}`;
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
    <span className="flex items-center gap-2">
      {/* Out of the row when only read out, so the drop-down lines up with the card's edge. */}
      <label htmlFor={id} className={labelShown ? 'text-sm font-medium text-slate-700' : 'sr-only'}>
        <span className="sr-only">Pickup status of {arrival.bookingId}</span>
        {labelShown && <span aria-hidden="true">Pickup</span>}
      </label>
      <select
        id={id}
        value={arrival.pickupStatus}
        disabled={assign.isPending}
        onChange={(event) => setStatus(event.target.value as PickupStatus, arrival.pickupStatus)}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
      >
        {PICKUP_STATUSES.filter((s) => s !== 'Unassigned').map((s) => (
          <option key={s} value={s}>
            {s}
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
  );
}

// The board's chat (docs/decisions/134): what opens a booking's messages, and how many the team
// has not read, by booking id.
export type ChatActions = {
  onMessages?: (arrival: Arrival) => void;
  unreadMessages?: ReadonlyMap<string, number> | undefined;
};

// What a dispatcher does to one arrival: set how the pickup went (on the day, see above), give
// or change the driver, read and answer its messages, open the booking. `canWrite`: the role
// may change bookings. `compact` (a phone's card): in one row where it fits, the drop-down
// standing in for the status badge.
export function ArrivalActions({
  arrival,
  canWrite,
  compact = false,
  onAssign,
  onOpenBooking,
  onMessages,
  unreadMessages,
}: {
  arrival: Arrival;
  canWrite: boolean;
  compact?: boolean;
  onAssign: (arrival: Arrival) => void;
  onOpenBooking: (bookingId: string) => void;
} & ChatActions) {
  const button = compact ? 'min-h-11 px-3!' : 'min-h-11';
  const unread = unreadMessages?.get(arrival._id) ?? 0;
  return (
    <div className={`flex flex-wrap items-center ${compact ? 'gap-1' : 'gap-2'}`}>
      {canWrite && offersPickupStatus(arrival) && (
        <PickupStatusControl arrival={arrival} labelShown={!compact} />
      )}
      {canWrite && (
        <Button
          variant={arrival.driver ? 'secondary' : 'primary'}
          className={button}
          onClick={() => onAssign(arrival)}
          aria-label={`${arrival.driver ? 'Change driver' : 'Assign driver'} for ${arrival.bookingId}`}
        >
          {arrival.driver ? 'Change driver' : 'Assign driver'}
        </Button>
      )}
      {onMessages && (
        <Button
          variant={unread > 0 ? 'secondary' : 'ghost'}
          className={button}
          onClick={() => onMessages(arrival)}
          aria-label={`Messages of ${arrival.bookingId}${unread > 0 ? ` (${unread} unread)` : ''}`}
        >
          <MessageSquare aria-hidden="true" className="size-4" />
          {/* On a phone's card the icon alone, so the row still fits. */}
          {!compact && 'Messages'}
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white"
            >
              {unread}
            </span>
          )}
        </Button>
      )}
      <Button
        variant="ghost"
        className={button}
        onClick={() => onOpenBooking(arrival._id)}
        aria-label={`Details of ${arrival.bookingId}`}
      >
        Details
      </Button>
    </div>
  );
}
