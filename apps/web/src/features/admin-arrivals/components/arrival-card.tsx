import type { Arrival } from '@landed/shared/schemas/arrivals';

import { ArrivalActions, offersPickupStatus } from './arrival-actions.tsx';
import type { ChatActions } from './arrival-actions.tsx';
import {
  ArrivalBadges,
  ArrivalPackage,
  ArrivalPickup,
  ArrivalStudent,
  ArrivalWhen,
} from './arrival-details.tsx';

// One arrival on a phone (360 px and up): what dispatch needs, stacked, the tap targets large,
// at most half a screen tall (issue 33 item 5): the rest is behind "Details". On the day the
// pickup's drop-down, among the actions, stands in for its status badge.
export function ArrivalCard(
  props: {
    arrival: Arrival;
    canWrite: boolean;
    onAssign: (arrival: Arrival) => void;
    onOpenBooking: (bookingId: string) => void;
  } & ChatActions,
) {
  const { arrival, canWrite } = props;
  return (
    <article
      aria-label={`${arrival.time || 'Time not given'}, ${arrival.student.name}, ${arrival.bookingId}`}
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <ArrivalWhen arrival={arrival} />
        <ArrivalBadges arrival={arrival} />
      </div>
      <ArrivalStudent arrival={arrival} compact />
      <ArrivalPackage arrival={arrival} compact />
      <ArrivalPickup arrival={arrival} compact badge={!(canWrite && offersPickupStatus(arrival))} />
      <ArrivalActions {...props} compact />
    </article>
  );
}
