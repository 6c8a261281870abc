import type { Arrival } from '@landed/shared/schemas/arrivals';

import { ArrivalActions } from './arrival-actions.tsx';
import {
  ArrivalBadges,
  ArrivalPackage,
  ArrivalPickup,
  ArrivalStudent,
  ArrivalWhen,
} from './arrival-details.tsx';

// One arrival on a phone (360 px and up): everything stacked, the tap targets large.
export function ArrivalCard(props: {
  arrival: Arrival;
  canWrite: boolean;
  onAssign: (arrival: Arrival) => void;
  onOpenBooking: (bookingId: string) => void;
}) {
  const { arrival } = props;
  return (
    <article
      aria-label={`${arrival.time || 'Time not given'}, ${arrival.student.name}, ${arrival.bookingId}`}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <ArrivalWhen arrival={arrival} />
        <ArrivalBadges arrival={arrival} />
      </div>
      <ArrivalStudent arrival={arrival} />
      <ArrivalPackage arrival={arrival} />
      <ArrivalPickup arrival={arrival} />
      <ArrivalActions {...props} />
    </article>
  );
}
