import type { Arrival } from '@landed/shared/schemas/arrivals';

import { ArrivalActions } from './arrival-actions.tsx';
import type { ChatActions } from './arrival-actions.tsx';
import {
  ArrivalBadges,
  ArrivalPackage,
  ArrivalPickup,
  ArrivalStudent,
  ArrivalWhen,
} from './arrival-details.tsx';
import { byDay, formatDay } from '#web/lib/arrival-days.ts';

const HEADERS = ['Time and flight', 'Student', 'Package', 'Status', 'Pickup', 'Actions'];

// The board on a wide screen: one table, a header row for each day.
export function ArrivalsTable({
  arrivals,
  canWrite,
  onAssign,
  onOpenBooking,
  ...chat
}: {
  arrivals: Arrival[];
  canWrite: boolean;
  onAssign: (arrival: Arrival) => void;
  onOpenBooking: (bookingId: string) => void;
} & ChatActions) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Arrivals</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className="px-3 py-2">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        {byDay(arrivals).map(([day, rows]) => (
          <tbody key={day} className="divide-y divide-slate-100 border-t border-slate-200">
            <tr className="bg-brand-50">
              <th
                scope="colgroup"
                colSpan={HEADERS.length}
                className="px-3 py-2 text-left font-semibold text-brand-900"
              >
                {formatDay(day)}
              </th>
            </tr>
            {rows.map((arrival) => (
              <tr
                key={arrival._id}
                data-testid={`arrival-${arrival.bookingId}`}
                className="align-top"
              >
                <td className="px-3 py-3 whitespace-nowrap">
                  <ArrivalWhen arrival={arrival} />
                </td>
                <td className="px-3 py-3">
                  <ArrivalStudent arrival={arrival} inline />
                </td>
                <td className="px-3 py-3">
                  <ArrivalPackage arrival={arrival} />
                </td>
                <td className="px-3 py-3">
                  <ArrivalBadges arrival={arrival} />
                </td>
                <td className="px-3 py-3">
                  <ArrivalPickup arrival={arrival} />
                </td>
                <td className="px-3 py-3">
                  <ArrivalActions
                    arrival={arrival}
                    canWrite={canWrite}
                    onAssign={onAssign}
                    onOpenBooking={onOpenBooking}
                    {...chat}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
