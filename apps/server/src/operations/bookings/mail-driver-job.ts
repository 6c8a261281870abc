import type { FastifyInstance } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';
import { bookingCalendarAttachment } from '#server/operations/calendars/get-booking-calendar.ts';
import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';
import type { DriverRow } from '#server/plugins/app/drivers/drivers-repository.ts';
import type { PickupFacts } from '#server/plugins/app/mail/message.ts';

// What every pickup mail says about the arrival.
export function pickupFacts(row: BookingRow): PickupFacts {
  return {
    bookingRef: row.bookingRef,
    preferredDate: row.preferredDate,
    arrivalTime: row.arrivalTime,
    flightNumber: row.flightNumber,
    meetingPoint: row.meetingPoint,
  };
}

// The same told to someone who meets or answers for the student (the driver, a partner's
// user): greeting them, and naming the student who arrives.
export function pickupFactsFor(person: { name: string }, row: BookingRow) {
  return { ...pickupFacts(row), name: person.name, studentName: row.contactName };
}

// Tells a driver a job is theirs, has changed, or is theirs no more (docs/decisions/060). The
// driver gets the student's name and phone (the privacy policy's "sharing your flight details
// with your driver"), and only while the job is theirs.
export async function mailDriverJob(
  app: FastifyInstance,
  {
    driver,
    row,
    kind,
    tx,
  }: {
    driver: Pick<DriverRow, 'name' | 'email'>;
    row: BookingRow;
    kind: 'assigned' | 'updated' | 'withdrawn';
    tx: DbOrTx;
  },
): Promise<void> {
  await app.mail.enqueue(
    {
      template: 'driver-job',
      to: driver.email,
      bookingId: row.id,
      data: {
        ...pickupFactsFor(driver, row),
        kind,
        studentPhone: row.contactPhone,
        destinationAddress: row.destinationAddress,
      },
      // The job in the driver's calendar, unless it is taken away (decision 062).
      ...(kind === 'withdrawn'
        ? {}
        : { attachments: [await bookingCalendarAttachment(app, { bookingId: row.id, tx })] }),
    },
    tx,
  );
}
