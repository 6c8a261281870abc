// iCalendar files of airport pickups (docs/decisions/062), made with ical-generator: one event
// per booking, at the arrival's wall-clock time in Melbourne (DTSTART;TZID=Australia/Melbourne
// with the zone's VTIMEZONE, so every calendar app shows the right hour on both sides of a
// daylight-saving change), or a whole-day event while the arrival time is unknown.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';

import type { BookingStatus, PickupStatus } from '@landed/shared/constants';
import type { BookingFlight } from '@landed/shared/schemas/flights';
import { TIME_ZONE } from '@landed/shared/constants';
import { formatCalendarDate } from '@landed/shared/dates';

// How long a pickup takes in someone's calendar: landing, immigration, the meeting.
const PICKUP_MINUTES = 60;

export type PickupEvent = {
  // The booking's _id: the event's UID, so a new download or a feed refresh updates the event
  // instead of adding a second one.
  id: string;
  bookingRef: string;
  status: BookingStatus;
  pickupStatus: PickupStatus;
  packageName: string;
  // YYYY-MM-DD and HH:MM ('' when unknown), Melbourne.
  date: string;
  time: string;
  flightNumber: string;
  meetingPoint: string;
  destinationAddress: string;
  driver: { name: string; phone: string } | null;
  // For staff and drivers: who to meet. Students' own calendars leave it out.
  student?: { name: string; phone: string };
  // Where the student's arrival pass is (their own calendar only).
  passUrl?: string;
  supportPhone: string;
  updatedAt: Date;
  // The live flight and the pickup time it gives (issue 34): when known, the event starts at
  // the pickup time and says how the flight moved, so a subscribed calendar follows the plane.
  flight?: BookingFlight;
  pickupTime?: string | null;
};

export type CalendarAudience = 'student' | 'staff';

const STATUS: Record<BookingStatus, ICalEventStatus> = {
  Pending: ICalEventStatus.TENTATIVE,
  Confirmed: ICalEventStatus.CONFIRMED,
  Completed: ICalEventStatus.CONFIRMED,
  Cancelled: ICalEventStatus.CANCELLED,
};

const clock = (iso: string) => DateTime.fromISO(iso, { zone: TIME_ZONE }).toFormat('HH:mm');

// What the provider last said of the flight, in a line; null while it has said nothing.
function flightLine(flight: BookingFlight | undefined): string | null {
  if (!flight?.number || !flight.status) return null;
  const scheduled = flight.scheduledArrival ? clock(flight.scheduledArrival) : null;
  if (flight.status === 'cancelled') return `Flight ${flight.number} is cancelled.`;
  if (flight.status === 'diverted')
    return `Flight ${flight.number} is diverted to another airport.`;
  if (flight.status === 'not_found')
    return `Flight ${flight.number} was not found: check the number.`;
  if (flight.actualArrival)
    return `Flight ${flight.number} landed at ${clock(flight.actualArrival)} (Melbourne time).`;
  const expected = flight.estimatedArrival ?? flight.scheduledArrival;
  if (!expected) return null;
  const was = scheduled && clock(expected) !== scheduled ? `, scheduled ${scheduled}` : '';
  return `Flight ${flight.number} expected at ${clock(expected)} (Melbourne time${was}).`;
}

function landing(event: PickupEvent): string {
  const day = formatCalendarDate(event.date, 'long');
  return event.time
    ? `${event.time} (Melbourne time) on ${day}`
    : `${day} (arrival time not given yet)`;
}

function summaryOf(event: PickupEvent, audience: CalendarAudience): string {
  const flight = event.flightNumber ? ` ${event.flightNumber}` : '';
  if (audience === 'student') return `Landed airport pickup${flight} (${event.bookingRef})`;
  const who = event.student ? ` – ${event.student.name}` : '';
  return `Pickup${flight}${who} (${event.bookingRef})`;
}

function descriptionOf(event: PickupEvent, audience: CalendarAudience): string {
  const lines: string[] = [];
  if (audience === 'student') {
    lines.push(`Your Landed airport pickup, booking ${event.bookingRef} (${event.packageName}).`);
  } else {
    lines.push(
      `Booking ${event.bookingRef} (${event.packageName}): ${event.status}, pickup ${event.pickupStatus}.`,
    );
    if (event.student) lines.push(`Student: ${event.student.name}, ${event.student.phone}`);
  }
  lines.push(`Flight: ${event.flightNumber || 'not given yet'}, landing ${landing(event)}`);
  const live = flightLine(event.flight);
  if (live) lines.push(live);
  if (event.pickupTime) lines.push(`Pickup: ${clock(event.pickupTime)} (Melbourne time)`);
  lines.push(`Meeting point: ${event.meetingPoint || 'we will tell you before you land'}`);
  if (event.driver) {
    const name = audience === 'student' ? event.driver.name.split(/\s+/)[0] : event.driver.name;
    lines.push(`Driver: ${name}, ${event.driver.phone}`);
  } else {
    lines.push(
      audience === 'student'
        ? 'Driver: we will tell you who meets you before you land.'
        : 'Driver: not assigned yet',
    );
  }
  if (event.destinationAddress) lines.push(`Going to: ${event.destinationAddress}`);
  if (event.passUrl) lines.push(`Arrival pass (works offline once opened): ${event.passUrl}`);
  if (event.supportPhone) lines.push(`Landed support: ${event.supportPhone}`);
  return lines.join('\n');
}

// The calendar of some pickups, as iCalendar text.
export function renderPickupCalendar({
  name,
  events,
  audience,
  now,
}: {
  name: string;
  events: PickupEvent[];
  audience: CalendarAudience;
  now: Date;
}): string {
  const calendar = ical({
    name,
    prodId: { company: 'Landed', product: 'Arrivals', language: 'EN' },
    // Calendar apps that subscribe to a feed ask again about this often.
    ttl: 60 * 60,
  });
  // No calendar-wide zone (that would print DTSTAMP without its Z); the events carry their own
  // and the generator adds the VTIMEZONE they use.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  const stamp = DateTime.fromJSDate(now, { zone: 'utc' });
  for (const event of events) {
    const common = {
      id: `${event.id}@landed`,
      stamp,
      // A flight's answer changes the event as much as an edit of the booking does.
      lastModified: DateTime.fromMillis(
        Math.max(event.updatedAt.getTime(), Date.parse(event.flight?.checkedAt ?? '') || 0),
        { zone: 'utc' },
      ),
      summary: summaryOf(event, audience),
      description: descriptionOf(event, audience),
      location: event.meetingPoint || 'Melbourne Airport (MEL), international arrivals',
      status: STATUS[event.status],
      ...(event.passUrl ? { url: event.passUrl } : {}),
    };
    // The pickup time the flight gives, else the arrival time the booking gives.
    if (event.pickupTime || event.time) {
      const start = event.pickupTime
        ? DateTime.fromISO(event.pickupTime, { zone: TIME_ZONE })
        : DateTime.fromISO(`${event.date}T${event.time}`, { zone: TIME_ZONE });
      calendar.createEvent({
        ...common,
        start,
        end: start.plus({ minutes: PICKUP_MINUTES }),
        timezone: TIME_ZONE,
      });
    } else {
      const day = DateTime.fromISO(event.date, { zone: TIME_ZONE });
      calendar.createEvent({ ...common, start: day, end: day.plus({ days: 1 }), allDay: true });
    }
  }
  return calendar.toString();
}

// A file name that says what it is and carries nothing a header could choke on.
export function calendarFileName(bookingRef: string): string {
  return `landed-${bookingRef.replace(/[^A-Za-z0-9-]/g, '')}.ics`;
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
