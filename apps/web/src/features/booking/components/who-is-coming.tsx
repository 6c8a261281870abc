// "Who is coming" on the arrival pass (issue 35 item 3; decision 135): from the day before the
// pickup, the driver's photo, name, languages and car, the meeting point with its photo, and
// the driver's live status. Kept offline with the pass, photos included.
import type { ReactNode } from 'react';

import type { DriverStatus } from '@landed/shared/schemas/meeting';
import type { ArrivalPass } from '@landed/shared/schemas/arrival-pass';
import { addDays, melbourneDate } from '@landed/shared/dates';

import { formatInstantDateTime } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { DriverFacts } from './driver-facts.tsx';
import { driverName } from './driver-name.ts';

const STATUS_TEXTS: Record<DriverStatus, string> = {
  'On my way': 'pass.driverOnTheWay',
  'At the meeting point': 'pass.driverAtMeetingPoint',
  'Met the student': 'pass.driverMet',
  'Dropped off': 'pass.driverDroppedOff',
  'No-show': 'pass.driverNoShow',
};

// From the day before the arrival (Melbourne) on.
export function showsWhoIsComing(pass: Pick<ArrivalPass, 'arrivalDate'>, now: Date): boolean {
  return melbourneDate(now) >= addDays(pass.arrivalDate, -1);
}

// The pass's photos, to keep offline with it.
export function passPhotos(pass: ArrivalPass): string[] {
  return [pass.pickup.driver?.photoUrl, pass.pickup.meetingPointPhotoUrl].filter(
    (url): url is string => Boolean(url),
  );
}

function DriverStatusLine({ pass }: { pass: ArrivalPass }) {
  const t = useT();
  const status = pass.pickup.driverStatus;
  if (!status) return null;
  return (
    <p
      role="status"
      data-testid="driver-status"
      className="mb-3 rounded-lg border border-green-300 bg-green-50 p-3 font-semibold text-green-900"
    >
      {t(STATUS_TEXTS[status.status])}
      <span className="block text-sm font-normal">
        {t('pass.driverStatusSince', { time: formatInstantDateTime(status.at) })}
      </span>
    </p>
  );
}

export function WhoIsComing({
  pass,
  contact,
}: {
  pass: ArrivalPass;
  // The driver's Call and WhatsApp buttons.
  contact: ReactNode;
}) {
  const t = useT();
  const { driver, meetingPointPhotoUrl } = pass.pickup;
  return (
    <section
      aria-labelledby="pass-who"
      className="rounded-xl border border-brand-200 bg-white p-4 break-inside-avoid print:rounded-none print:p-2 sm:col-span-2 print:col-span-2"
    >
      <h2 id="pass-who" className="mb-2 text-base font-semibold text-slate-900">
        {t('pass.whoIsComing')}
      </h2>
      <DriverStatusLine pass={pass} />
      {driver ? (
        <div className="flex gap-4">
          {driver.photoUrl && (
            <img
              src={driver.photoUrl}
              alt={t('pass.driverPhotoAlt', { name: driverName(driver) })}
              width={96}
              height={96}
              className="size-24 shrink-0 rounded-lg object-cover"
            />
          )}
          <div className="min-w-0">
            <p className="text-lg font-semibold text-slate-900">{driverName(driver)}</p>
            <p className="text-slate-900">{driver.phone}</p>
            <DriverFacts driver={driver} />
            {contact}
          </div>
        </div>
      ) : (
        <p className="text-slate-700">{t('pass.driverUnknown')}</p>
      )}
      {/* The meeting point's words are in their own section beside this one. */}
      {meetingPointPhotoUrl && (
        <figure className="mt-3">
          <img
            src={meetingPointPhotoUrl}
            alt={t('pass.meetingPointPhotoAlt')}
            className="max-h-64 w-full rounded-lg object-cover"
          />
          <figcaption className="mt-1 text-sm text-slate-600">
            {t('pass.meetingPointPhotoAlt')}
          </figcaption>
        </figure>
      )}
    </section>
  );
}
