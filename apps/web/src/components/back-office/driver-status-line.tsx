import { MapPin } from 'lucide-react';

import { melbourneTime } from '@landed/shared/dates';
import type { Arrival } from '@landed/shared/schemas/arrivals';

// The driver's last status on the day, with its Melbourne time (issue 35 item 2), on the
// back-office's and the partners' boards: "At the meeting point 14:05". Nothing before the
// driver gives one.
export function DriverStatusLine({ arrival }: { arrival: Pick<Arrival, 'driverStatus'> }) {
  const status = arrival.driverStatus;
  if (!status) return null;
  return (
    <span
      data-testid="driver-status"
      className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-950"
    >
      <MapPin aria-hidden="true" className="size-3.5" />
      <span className="sr-only">Driver: </span>
      {status.status} {melbourneTime(new Date(status.at))}
    </span>
  );
}
