// What the pass, the calendars and their mails say about a booking's pickup, from the booking,
// its driver and the CMS (docs/decisions/062). Shared by the calendar operations and the pass.
import { pagePath } from '@landed/shared/pages';
import { ARRIVAL_PASS_DEFAULTS } from '@landed/shared/schemas/arrival-pass';
import type { BookingFlight } from '@landed/shared/schemas/flights';

import type { PickupEvent } from '#server/lib/ical.ts';
import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';
import type { CmsRow } from '#server/plugins/app/cms/cms-repository.ts';

type Driver = { name: string; phone: string };

// The booking's own meeting point, else the usual one the CMS gives, else the built-in text.
export function meetingPointOf(row: Pick<BookingRow, 'meetingPoint'>, cms?: CmsRow): string {
  return (
    row.meetingPoint.trim() || cms?.defaultMeetingPoint.trim() || ARRIVAL_PASS_DEFAULTS.meetingPoint
  );
}

// The student's arrival pass, as a full address (mails, calendars).
export function passUrlOf(appUrl: string, bookingRef: string): string {
  return `${appUrl}${pagePath('arrivalPass', { bookingId: bookingRef })}`;
}

export function toPickupEvent({
  row,
  driver,
  cms,
  appUrl,
  audience,
  flight,
  pickupTime,
}: {
  row: BookingRow;
  flight?: BookingFlight;
  pickupTime?: string | null;
  driver: Driver | null | undefined;
  cms: CmsRow | undefined;
  appUrl: string;
  audience: 'student' | 'staff';
}): PickupEvent {
  return {
    id: row.id,
    bookingRef: row.bookingRef,
    status: row.status,
    pickupStatus: row.pickupStatus,
    packageName: row.packageName,
    date: row.preferredDate,
    time: row.arrivalTime,
    flightNumber: row.flightNumber,
    meetingPoint: meetingPointOf(row, cms),
    destinationAddress: row.destinationAddress,
    driver: driver ? { name: driver.name, phone: driver.phone } : null,
    ...(audience === 'staff'
      ? { student: { name: row.contactName, phone: row.contactPhone } }
      : { passUrl: passUrlOf(appUrl, row.bookingRef) }),
    supportPhone: cms?.contactPhone ?? '',
    updatedAt: row.updatedAt,
    ...(flight ? { flight, pickupTime: pickupTime ?? null } : {}),
  };
}
