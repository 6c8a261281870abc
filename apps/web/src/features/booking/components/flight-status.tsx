import { Plane } from 'lucide-react';

import { melbourneTime } from '@landed/shared/dates';
import type { BookingFlight } from '@landed/shared/schemas/flights';

import { buttonClass } from '#web/components/ui/button.tsx';
import { formatCalendarDate } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';

// The live flight and the driver's time it moves (issue 34), for the student: in their
// language, every time said to be Melbourne time. Nothing while the flight is not tracked.
export function FlightStatus({
  flight,
  pickupTime,
  number,
  date,
  onChangeArrival,
}: {
  flight: BookingFlight | undefined;
  // A cancelled flight's free change of date, in one step (issue 34 item 4).
  onChangeArrival?: (() => void) | undefined;
  pickupTime: string | null | undefined;
  // The booking's own flight number and arrival date, for a flight the provider does not know.
  number: string;
  date: string;
}) {
  const t = useT();
  if (!flight?.status) return null;
  const at = (iso: string | null) => (iso ? melbourneTime(new Date(iso)) : '');
  const landing = at(flight.actualArrival ?? flight.estimatedArrival ?? flight.scheduledArrival);
  const flightNumber = flight.number ?? number;
  const line = (() => {
    switch (flight.status) {
      case 'not_found':
        return t('flight.notFound', { number: flightNumber, date: formatCalendarDate(date) });
      case 'cancelled':
        return t('flight.cancelled', { number: flightNumber });
      case 'diverted':
        return t('flight.diverted', { number: flightNumber });
      case 'landed':
        return t('flight.landed', { number: flightNumber, time: landing });
      case 'delayed':
        return t('flight.delayed', { number: flightNumber, time: landing });
      default:
        return landing ? t('flight.onTime', { number: flightNumber, time: landing }) : null;
    }
  })();
  if (!line) return null;
  const warning = ['not_found', 'cancelled', 'diverted'].includes(flight.status);
  return (
    <div
      role="status"
      className={`mb-4 flex gap-2 rounded-lg border p-3 text-sm ${
        warning
          ? 'border-amber-300 bg-amber-50 text-amber-950'
          : 'border-sky-200 bg-sky-50 text-sky-950'
      }`}
    >
      <Plane aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p>{line}</p>
        {pickupTime && !warning && (
          <p className="mt-1 font-semibold">{t('flight.pickupAt', { time: at(pickupTime) })}</p>
        )}
        {flight.status === 'cancelled' && onChangeArrival && (
          <button
            type="button"
            className={buttonClass('primary', 'mt-2')}
            onClick={onChangeArrival}
          >
            {t('booking.changeArrival')}
          </button>
        )}
      </div>
    </div>
  );
}
