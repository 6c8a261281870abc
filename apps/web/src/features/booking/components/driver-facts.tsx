import type { Booking } from '@landed/shared/schemas/booking';

import { useT } from '#web/lib/i18n.tsx';

type Driver = NonNullable<Booking['pickup']['driver']>;

// What helps a student find their driver (issue 35 item 3): the car to look for, its plate and
// the languages the driver speaks, as the business entered them. Nothing when none is entered.
export function DriverFacts({ driver }: { driver: Driver }) {
  const t = useT();
  const car = driver.car;
  const model = car ? [car.colour, car.make].filter(Boolean).join(' ') : '';
  const languages = driver.languages ?? [];
  if (!model && !car?.plate && languages.length === 0) return null;
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-800">
      {model && (
        <>
          <dt className="text-slate-600">{t('booking.driverCar')}</dt>
          <dd className="font-medium">{model}</dd>
        </>
      )}
      {car?.plate && (
        <>
          <dt className="text-slate-600">{t('booking.driverPlate')}</dt>
          <dd className="font-mono font-semibold tracking-wide">{car.plate}</dd>
        </>
      )}
      {languages.length > 0 && (
        <>
          <dt className="text-slate-600">{t('booking.driverLanguages')}</dt>
          <dd>{languages.join(', ')}</dd>
        </>
      )}
    </dl>
  );
}
