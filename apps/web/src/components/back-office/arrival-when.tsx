import { Plane } from 'lucide-react';

import type { Arrival } from '@landed/shared/schemas/arrivals';

import { flightBadge } from '#web/components/back-office/flight-badge.ts';

// When an arrival lands, on the back-office's and the partners' boards: the time, the flight
// and the live flight's badge ("+95 min", "Cancelled", "Landed 14:32"; issue 34).

const BADGE_TONE = {
  warning: 'bg-amber-100 text-amber-950',
  info: 'bg-sky-100 text-sky-950',
  ok: 'bg-green-100 text-green-900',
} as const;

export function ArrivalWhen({
  arrival,
}: {
  arrival: Pick<Arrival, 'time' | 'flightNumber' | 'flight'>;
}) {
  const badge = flightBadge(arrival.flight);
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-lg font-bold text-slate-900 tabular-nums">
        {arrival.time || 'Time not given'}
      </span>
      {arrival.flightNumber ? (
        <span className="inline-flex items-center gap-1 font-mono text-sm text-slate-700">
          <Plane aria-hidden="true" className="size-4" />
          <span className="sr-only">Flight </span>
          {arrival.flightNumber}
        </span>
      ) : (
        <span className="text-sm text-slate-600">No flight number</span>
      )}
      {badge && (
        <span
          data-testid="flight-badge"
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE_TONE[badge.tone]}`}
        >
          {badge.label}
        </span>
      )}
    </span>
  );
}
