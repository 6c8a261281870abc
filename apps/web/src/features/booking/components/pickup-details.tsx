import { Phone } from 'lucide-react';

import type { Booking } from '@landed/shared/schemas/booking';

import { useT } from '#web/lib/i18n.tsx';
import { telHref } from '#web/lib/phone.ts';
import { mark, rich } from '#web/features/booking/lib/texts.tsx';
import { DriverFacts } from './driver-facts.tsx';
import { driverName } from './driver-name.ts';

// Who meets the student at the airport, once a driver is assigned (issue 15): the driver's
// name as the business entered it, their phone as a tap-to-call link, and the meeting point.
export function PickupDetails({ pickup }: { pickup: Booking['pickup'] }) {
  const t = useT();
  if (!pickup.driver) return null;
  const { driver } = pickup;
  return (
    <section
      aria-labelledby="pickup-title"
      className="mb-4 rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm"
    >
      <h3 id="pickup-title" className="font-semibold text-brand-900">
        {t('booking.pickupTitle')}
      </h3>
      <p className="mt-2 text-slate-800">
        {pickup.meetingPoint
          ? rich(t('booking.pickupMeetAt', { name: mark(0), meetingPoint: mark(1) }), [
              <span className="font-medium">{driverName(driver)}</span>,
              <span className="font-medium">{pickup.meetingPoint}</span>,
            ])
          : rich(t('booking.pickupMeet', { name: mark(0) }), [
              <span className="font-medium">{driverName(driver)}</span>,
            ])}
      </p>
      <DriverFacts driver={driver} />
      <a
        href={telHref(driver.phone)}
        className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        <Phone aria-hidden="true" className="size-4" />
        {t('booking.pickupCall', { name: driverName(driver), phone: driver.phone })}
      </a>
      <p className="mt-3 text-slate-700">
        {t('booking.pickupKeepPhoneOn', { name: driverName(driver) })}
      </p>
    </section>
  );
}
