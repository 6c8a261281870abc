// Dispatch done behind the API (the drivers and assignment routes are another part of issue 15):
// a driver, and a booking assigned to them with a meeting point.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';

import { bookings, drivers } from '#server/db/schema.ts';

export async function addDriver(
  app: FastifyInstance,
  input: { name?: string; phone?: string; email?: string } = {},
): Promise<{ id: string; name: string; phone: string }> {
  const [row] = await app.db
    .insert(drivers)
    .values({
      name: input.name ?? 'Sam Nguyen',
      phone: input.phone ?? '0412 345 678',
      email: input.email ?? 'sam.driver@example.com',
    })
    .returning();
  return row!;
}

export async function assign(
  app: FastifyInstance,
  {
    bookingId,
    driverId,
    meetingPoint = '',
  }: { bookingId: string; driverId: string | null; meetingPoint?: string },
): Promise<void> {
  await app.db
    .update(bookings)
    .set({ driverId, meetingPoint, pickupStatus: driverId ? 'Assigned' : 'Unassigned' })
    .where(eq(bookings.id, bookingId));
}

// An iCalendar text parsed back with ical.js (Mozilla's parser, independent of the generator):
// its VTIMEZONEs registered, so each start is the instant the file means.
export function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: String(vevent.getFirstPropertyValue('status') ?? ''),
      tzid: String(vevent.getFirstProperty('dtstart')?.getParameter('tzid') ?? ''),
      isDate: event.startDate.isDate,
      // Wall-clock start as written (YYYY-MM-DDTHH:MM:SS, or YYYY-MM-DD for a whole day).
      local: event.startDate.toString(),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
    };
  });
}
