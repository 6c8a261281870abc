// @both-databases: a migration of stored data, and changes at once
// The student changes their arrival (issue 15 item 4; docs/decisions/064): PATCH
// /api/booking/{id}/arrival, the cut-off in Melbourne time, reminders re-planned for the new
// date, the driver and the team told, the old and new values in the timeline.
import { readFileSync } from 'node:fs';

import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { addDays, formatCalendarDate as formatShort, melbourneDate } from '@landed/shared/dates';
import { ARRIVAL_CHANGES_PER_HOUR, BOOKING_MESSAGES } from '@landed/shared/schemas/booking';

import {
  auditLogs,
  bookingEvents,
  bookings,
  cmsSettings,
  drivers,
  mailOutbox,
  notifications,
} from '#server/db/schema.ts';
import { sendReminders } from '#server/operations/bookings/send-reminders.ts';
import { formatCalendarDate as formatLong } from '#server/plugins/app/mail/compose.ts';
import { book, bookingBody, packageId } from '#test/fixtures.ts';
import {
  adminToken,
  bearer,
  behindTheApi,
  build,
  buildTwoInstances,
  createClock,
  onPostgres,
  registerUser,
} from '#test/helper.ts';
import type { TestApp } from '#test/helper.ts';
import { startSmtpSink } from '#test/support/smtp-sink.ts';

const sink = await startSmtpSink();
afterAll(() => sink.stop());

const app = await build({
  smtpUrl: sink.url,
  mailDelivery: { intervalMs: 50, retryBaseMs: 1_000, maxAttempts: 3 },
});
afterEach(() => app.clock.set(new Date()));

const HOUR = 3600_000;
const TOO_LATE = 'Your arrival is less than 24 hours away. Please contact support to change it.';

const change = (token: string, id: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'PATCH',
    url: `/api/booking/${id}/arrival`,
    headers: bearer(token),
    payload,
  });

// A student with one booking of `date` (and `arrivalTime`), made at the clock's time.
async function studentWithBooking(
  target: TestApp,
  body: { preferredDate: string; arrivalTime?: string; flightNumber?: string },
) {
  const student = await registerUser(target);
  const made = await book(
    target,
    student.token,
    bookingBody({ packageId: await packageId(target, 'Standard'), ...body }),
  );
  expect(made.statusCode).toBe(201);
  return { ...student, booking: made.json().booking as { _id: string; bookingId: string } };
}

const today = () => melbourneDate(app.clock.now());

describe('PATCH /api/booking/{id}/arrival: who and what', () => {
  it('moves the owner’s booking and answers it; anyone else gets 404', async () => {
    const { token, booking } = await studentWithBooking(app, {
      preferredDate: addDays(today(), 10),
      arrivalTime: '14:30',
      flightNumber: 'QF10',
    });
    const moved = await change(token, booking._id, {
      preferredDate: addDays(today(), 12),
      arrivalTime: '06:40',
      flightNumber: 'mu737',
      destinationAddress: '  Unilodge,   line 2 ',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().booking).toMatchObject({
      _id: booking._id,
      preferredDate: addDays(today(), 12),
      arrivalTime: '06:40',
      flightNumber: 'MU737',
      destinationAddress: 'Unilodge, line 2',
      status: 'Pending',
    });

    const other = await registerUser(app);
    const agent = await adminToken(app, 'Super Admin');
    for (const intruder of [other.token, agent.token]) {
      const refused = await change(intruder, booking._id, { preferredDate: addDays(today(), 20) });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(BOOKING_MESSAGES.notFound);
    }
    const signedOut = await app.inject({
      method: 'PATCH',
      url: `/api/booking/${booking._id}/arrival`,
      payload: { preferredDate: addDays(today(), 20) },
    });
    expect(signedOut.statusCode).toBe(401);
    const unknown = await change(token, '00000000-0000-4000-8000-000000000000', {
      preferredDate: addDays(today(), 20),
    });
    expect(unknown.statusCode).toBe(404);
    // Nothing moved for the refused ones.
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row!.preferredDate).toBe(addDays(today(), 12));
  });

  it('keeps a field left out, clears an empty one, and records nothing when nothing changes', async () => {
    const { token, booking } = await studentWithBooking(app, {
      preferredDate: addDays(today(), 10),
      arrivalTime: '14:30',
      flightNumber: 'QF10',
    });
    const kept = await change(token, booking._id, { preferredDate: addDays(today(), 11) });
    expect(kept.json().booking).toMatchObject({ arrivalTime: '14:30', flightNumber: 'QF10' });
    const cleared = await change(token, booking._id, {
      preferredDate: addDays(today(), 11),
      arrivalTime: '',
      flightNumber: '',
    });
    expect(cleared.json().booking).toMatchObject({ arrivalTime: '', flightNumber: '' });
    const same = await change(token, booking._id, { preferredDate: addDays(today(), 11) });
    expect(same.statusCode).toBe(200);
    const events = await app.db
      .select()
      .from(bookingEvents)
      .where(
        and(eq(bookingEvents.bookingId, booking._id), eq(bookingEvents.action, 'arrival_changed')),
      );
    expect(events).toHaveLength(2);
  });

  it('refuses bad input with the field named (400)', async () => {
    const { token, booking } = await studentWithBooking(app, {
      preferredDate: addDays(today(), 10),
    });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'preferredDate'],
      [{ preferredDate: '2026-02-30' }, BOOKING_MESSAGES.dateInvalid],
      [{ preferredDate: addDays(today(), -1) }, BOOKING_MESSAGES.dateInPast],
      [{ preferredDate: addDays(today(), 800) }, BOOKING_MESSAGES.dateTooFar],
      [{ preferredDate: addDays(today(), 5), arrivalTime: '25:00' }, BOOKING_MESSAGES.timeInvalid],
      [
        { preferredDate: addDays(today(), 5), flightNumber: 'not a flight' },
        BOOKING_MESSAGES.flightInvalid,
      ],
      [
        { preferredDate: addDays(today(), 5), destinationAddress: 'x'.repeat(301) },
        BOOKING_MESSAGES.destinationTooLong,
      ],
      [{ preferredDate: addDays(today(), 5), status: 'Completed' }, 'status'],
    ];
    for (const [payload, message] of cases) {
      const refused = await change(token, booking._id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    // Today in Melbourne is a booking form date, so it is a good one.
    expect((await change(token, booking._id, { preferredDate: today() })).statusCode).toBe(200);
  });

  it('only while the booking is Pending or Confirmed (409 otherwise)', async () => {
    const agent = await adminToken(app, 'Booking Agent');
    const setStatus = (id: string, status: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/bookings/${id}`,
        headers: bearer(agent.token),
        payload: { status },
      });
    const { token, booking } = await studentWithBooking(app, {
      preferredDate: addDays(today(), 10),
    });
    await setStatus(booking._id, 'Confirmed');
    expect(
      (await change(token, booking._id, { preferredDate: addDays(today(), 11) })).statusCode,
    ).toBe(200);
    for (const status of ['Completed', 'Cancelled']) {
      await setStatus(booking._id, status);
      const refused = await change(token, booking._id, { preferredDate: addDays(today(), 12) });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(BOOKING_MESSAGES.arrivalChangeNotOpen);
    }
  });
});

describe('the cut-off, in Melbourne time', () => {
  // The clock at a Melbourne instant given in UTC, then a fresh student and booking (tokens are
  // signed at the clock's time).
  async function bookedAt(
    nowUtc: string,
    arrival: { preferredDate: string; arrivalTime?: string },
  ) {
    app.clock.set(new Date(nowUtc));
    return studentWithBooking(app, arrival);
  }
  const tryAt = async (
    nowUtc: string,
    student: { token: string; booking: { _id: string } },
    preferredDate: string,
  ) => {
    app.clock.set(new Date(nowUtc));
    return change(student.token, student.booking._id, { preferredDate });
  };

  it('a booking without a time counts from the start of its day (Melbourne midnight, not UTC)', async () => {
    // 10 July 2026 starts at 2026-07-09T14:00Z (AEST, UTC+10). The cut-off is 24 hours before.
    const student = await bookedAt('2026-07-07T02:00:00Z', {
      preferredDate: '2026-07-10',
      arrivalTime: '',
    });
    // 23:59 on 8 July in Melbourne: 24 h 1 min to go.
    expect((await tryAt('2026-07-08T13:59:00Z', student, '2026-07-10')).statusCode).toBe(200);
    // 00:00:01 on 9 July in Melbourne (still 8 July in UTC): too late.
    const late = await tryAt('2026-07-08T14:00:01Z', student, '2026-07-12');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: TOO_LATE, code: 'ARRIVAL_CHANGE_CLOSED' });
  });

  it('a booking with a time counts from that time', async () => {
    const student = await bookedAt('2026-07-07T02:00:00Z', {
      preferredDate: '2026-07-10',
      arrivalTime: '00:30',
    });
    // 00:29 on 9 July: 24 h 1 min before 00:30 on 10 July.
    expect((await tryAt('2026-07-08T14:29:00Z', student, '2026-07-10')).statusCode).toBe(200);
    expect((await tryAt('2026-07-08T14:31:00Z', student, '2026-07-12')).statusCode).toBe(409);
  });

  it('counts real hours across the end of daylight saving (first Sunday of April)', async () => {
    // Sunday 5 April 2026, 10:00 AEST = 00:00Z. 24 real hours before is 11:00 AEDT on Saturday
    // (00:00Z), not 10:00: the night has 25 hours.
    const student = await bookedAt('2026-04-01T00:00:00Z', {
      preferredDate: '2026-04-05',
      arrivalTime: '10:00',
    });
    // 10:30 AEDT on Saturday: after "10:00 the day before", still 24.5 real hours to go.
    expect((await tryAt('2026-04-03T23:30:00Z', student, '2026-04-05')).statusCode).toBe(200);
    const late = await tryAt('2026-04-04T00:00:01Z', student, '2026-04-06');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(TOO_LATE);
  });

  it('counts real hours across the start of daylight saving (first Sunday of October)', async () => {
    // Sunday 4 October 2026, 10:00 AEDT = 2026-10-03T23:00Z. 24 real hours before is 09:00 AEST
    // on Saturday: the night has 23 hours.
    const student = await bookedAt('2026-09-30T00:00:00Z', {
      preferredDate: '2026-10-04',
      arrivalTime: '10:00',
    });
    expect((await tryAt('2026-10-02T22:59:00Z', student, '2026-10-04')).statusCode).toBe(200);
    // 09:30 AEST on Saturday: before "10:00 the day before", but only 23.5 real hours to go.
    const late = await tryAt('2026-10-02T23:30:00Z', student, '2026-10-06');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(TOO_LATE);
  });

  it('is the CMS setting, and the message says it', async () => {
    behindTheApi(app);
    await app.db.update(cmsSettings).set({ arrivalChangeCutoffHours: 48 });
    try {
      const student = await bookedAt('2026-07-07T02:00:00Z', {
        preferredDate: '2026-07-10',
        arrivalTime: '12:00',
      });
      // 47 hours before.
      const late = await tryAt('2026-07-08T03:00:00Z', student, '2026-07-11');
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        'Your arrival is less than 48 hours away. Please contact support to change it.',
      );
    } finally {
      await app.db.update(cmsSettings).set({ arrivalChangeCutoffHours: 24 });
    }
  });

  it('applies to the arrival as it stands: a later arrival may be moved closer, and is then closed', async () => {
    const student = await bookedAt('2026-07-07T02:00:00Z', {
      preferredDate: '2026-07-20',
      arrivalTime: '12:00',
    });
    // Moved to tomorrow morning (the flight was brought forward): allowed, and flagged.
    const closer = await change(student.token, student.booking._id, {
      preferredDate: '2026-07-08',
      arrivalTime: '09:00',
    });
    expect(closer.statusCode).toBe(200);
    const [entry] = await app.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.entityId, student.booking._id),
          eq(auditLogs.action, 'booking.arrival_changed'),
        ),
      );
    expect(entry!.details).toMatchObject({ shortNotice: true });
    // Now less than 24 hours away: the next change is support's.
    const again = await change(student.token, student.booking._id, { preferredDate: '2026-07-21' });
    expect(again.statusCode).toBe(409);
  });
});

describe('who is told', () => {
  async function withDriver(options: { deleted?: boolean } = {}) {
    const email = `driver.${Math.random().toString(36).slice(2)}@example.com`;
    const [driver] = await app.db
      .insert(drivers)
      .values({
        name: 'Tom Nguyen',
        phone: '+61 400 555 111',
        email,
        isDeleted: options.deleted ?? false,
      })
      .returning();
    const student = await studentWithBooking(app, {
      preferredDate: addDays(today(), 10),
      arrivalTime: '14:30',
      flightNumber: 'QF10',
    });
    await app.db
      .update(bookings)
      .set({ driverId: driver!.id, pickupStatus: 'Assigned', meetingPoint: 'Door 5, T2' })
      .where(eq(bookings.id, student.booking._id));
    return { driver: driver!, ...student };
  }

  it('the assigned driver gets an e-mail with the new details, listed on the booking', async () => {
    const { driver, token, booking } = await withDriver();
    const moved = await change(token, booking._id, {
      preferredDate: addDays(today(), 11),
      arrivalTime: '06:40',
      flightNumber: 'MU737',
      destinationAddress: '123 Swanston St, Melbourne',
    });
    expect(moved.statusCode).toBe(200);
    const mail = await sink.waitFor({ to: driver.email }, 10_000);
    expect(mail.subject).toBe(
      `Arrival changed for booking ${booking.bookingId}: now ${formatLong(addDays(today(), 11))} 06:40`,
    );
    expect(mail.text).toContain('Hi Tom,');
    expect(mail.text).toContain('Flight: MU737 (was QF10)');
    expect(mail.text).toContain('Arrival time: 06:40 (was 14:30)');
    expect(mail.text).toContain('Going to: 123 Swanston St, Melbourne (was not given)');
    expect(mail.text).toContain('Meeting point: Door 5, T2');
    expect(mail.text).toContain('Student phone: +61 400 123 456');
    const [row] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, driver.email));
    expect(row).toMatchObject({ template: 'arrival-changed-driver', bookingId: booking._id });
  });

  it('a driver removed from the list gets nothing; a booking without a driver mails no one', async () => {
    const { driver, token, booking } = await withDriver({ deleted: true });
    expect(
      (await change(token, booking._id, { preferredDate: addDays(today(), 12) })).statusCode,
    ).toBe(200);
    const unassigned = await studentWithBooking(app, { preferredDate: addDays(today(), 10) });
    await change(unassigned.token, unassigned.booking._id, { preferredDate: addDays(today(), 12) });
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'arrival-changed-driver'));
    expect(mails.filter((m) => m.toAddress === driver.email)).toHaveLength(0);
    expect(mails.filter((m) => m.bookingId === unassigned.booking._id)).toHaveLength(0);
  });

  it('the team sees it in System Notifications, the student gets a notification, the timeline keeps both values', async () => {
    const { token, user, booking } = await studentWithBooking(app, {
      preferredDate: addDays(today(), 10),
      arrivalTime: '14:30',
      flightNumber: 'QF10',
    });
    const newDate = addDays(today(), 11);
    await change(token, booking._id, { preferredDate: newDate, flightNumber: 'QF12' });

    const agent = await adminToken(app, 'Booking Agent');
    const strip = await app.inject({
      method: 'GET',
      url: '/api/admin/system-notifications',
      headers: bearer(agent.token),
    });
    expect(strip.json().notifications).toContainEqual(
      expect.objectContaining({
        type: 'booking',
        message: `Arrival changed for ${booking.bookingId}: now ${formatShort(newDate)} 14:30, flight QF12`,
      }),
    );

    const mine = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user._id));
    expect(mine.map((n) => n.message)).toContain(
      `Your arrival for booking ${booking.bookingId} is now ${formatShort(newDate)} at 14:30, flight QF12. We have let our team know.`,
    );

    const [event] = await app.db
      .select()
      .from(bookingEvents)
      .where(
        and(eq(bookingEvents.bookingId, booking._id), eq(bookingEvents.action, 'arrival_changed')),
      );
    expect(event).toMatchObject({
      actorId: user._id,
      actorName: user.name,
      details: {
        before: { preferredDate: addDays(today(), 10), flightNumber: 'QF10' },
        after: { preferredDate: newDate, flightNumber: 'QF12' },
      },
    });
  });
});

describe('how often', () => {
  it(`at most ${ARRIVAL_CHANGES_PER_HOUR} changes an hour per student, over all their bookings`, async () => {
    const student = await studentWithBooking(app, { preferredDate: addDays(today(), 30) });
    const second = await book(
      app,
      student.token,
      bookingBody({
        packageId: await packageId(app, 'Basic'),
        preferredDate: addDays(today(), 30),
      }),
    );
    const ids = [student.booking._id, second.json().booking._id as string];
    for (let i = 0; i < ARRIVAL_CHANGES_PER_HOUR; i++) {
      const moved = await change(student.token, ids[i % 2]!, {
        preferredDate: addDays(today(), 31 + i),
      });
      expect(moved.statusCode).toBe(200);
    }
    const refused = await change(student.token, ids[0]!, { preferredDate: addDays(today(), 60) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(BOOKING_MESSAGES.tooManyArrivalChanges);
    // Someone else is not held back by it.
    const other = await studentWithBooking(app, { preferredDate: addDays(today(), 30) });
    expect(
      (await change(other.token, other.booking._id, { preferredDate: addDays(today(), 31) }))
        .statusCode,
    ).toBe(200);
    // An hour later it is open again.
    app.clock.advance(HOUR + 1000);
    expect(
      (await change(student.token, ids[0]!, { preferredDate: addDays(today(), 60) })).statusCode,
    ).toBe(200);
  });
});

describe('reminders follow the new date', () => {
  const reminderKeys = async (bookingId: string) =>
    (
      await app.db
        .select({ key: notifications.dedupeKey })
        .from(notifications)
        .where(like(notifications.dedupeKey, `reminder:%:${bookingId}:%`))
    )
      .map((r) => r.key!)
      .sort();

  it('a moved booking gets its 7-day and 1-day reminders for the new date, once each, and none for the old one', async () => {
    app.clock.set(new Date('2026-07-01T00:00:00Z'));
    const start = today();
    const { token, booking } = await studentWithBooking(app, {
      preferredDate: addDays(start, 6),
    });
    const key = (kind: string, date: string) => `reminder:${kind}:${booking._id}:${date}`;
    await app.reminders.run();
    expect(await reminderKeys(booking._id)).toEqual([key('7d', addDays(start, 6))]);

    // The flight moves a week later.
    const newDate = addDays(start, 13);
    expect((await change(token, booking._id, { preferredDate: newDate })).statusCode).toBe(200);
    app.clock.advance(5 * 24 * HOUR); // the old date would be tomorrow
    await app.reminders.run();
    expect(await reminderKeys(booking._id)).toEqual([key('7d', addDays(start, 6))]);

    app.clock.advance(1 * 24 * HOUR); // 7 days before the new date
    await Promise.all([app.reminders.run(), sendReminders(app), sendReminders(app)]);
    expect(await reminderKeys(booking._id)).toEqual(
      [key('7d', addDays(start, 6)), key('7d', newDate)].sort(),
    );

    app.clock.advance(6 * 24 * HOUR); // the day before
    await Promise.all([sendReminders(app), sendReminders(app)]);
    expect(await reminderKeys(booking._id)).toEqual(
      [key('7d', addDays(start, 6)), key('7d', newDate), key('1d', newDate)].sort(),
    );
  });

  it('a run that read the booking before the change makes no reminder for the old date', async () => {
    app.clock.set(new Date('2026-07-01T00:00:00Z'));
    const { token, booking } = await studentWithBooking(app, {
      preferredDate: addDays(today(), 1),
      arrivalTime: '23:00',
    });
    // A run lists the due bookings, and the change lands before it writes.
    const stale = await app.bookingsRepository.upcoming(today(), addDays(today(), 7));
    expect(
      (await change(token, booking._id, { preferredDate: addDays(today(), 20) })).statusCode,
    ).toBe(200);
    const spy = vi.spyOn(app.bookingsRepository, 'upcoming').mockResolvedValueOnce(stale);
    try {
      await sendReminders(app);
    } finally {
      spy.mockRestore();
    }
    expect(await reminderKeys(booking._id)).toEqual([]);
  });

  it('reminders made before their keys carried the date are not made again (migration 0006)', async () => {
    app.clock.set(new Date('2026-07-01T00:00:00Z'));
    const { user, booking } = await studentWithBooking(app, { preferredDate: addDays(today(), 5) });
    await app.db.insert(notifications).values({
      userId: user._id,
      type: 'reminder',
      message: 'Reminder: an old one.',
      dedupeKey: `reminder:7d:${booking._id}`,
    });
    const migration = readFileSync(
      new URL('../../../src/db/migrations/0006_reminder_keys.sql', import.meta.url),
      'utf8',
    );
    await app.db.execute(sql.raw(migration));
    const migrated = [`reminder:7d:${booking._id}:${addDays(today(), 5)}`];
    expect(await reminderKeys(booking._id)).toEqual(migrated);
    await sendReminders(app);
    expect(await reminderKeys(booking._id)).toEqual(migrated);
  });

  it.runIf(onPostgres)('two instances re-plan a moved booking’s reminders once', async () => {
    const { one, two, clock, close } = await buildTwoInstances(
      {},
      { clock: createClock(new Date('2026-07-01T00:00:00Z')) },
    );
    try {
      const day = melbourneDate(clock.now());
      const { token, booking } = await studentWithBooking(one, { preferredDate: addDays(day, 5) });
      await Promise.all([sendReminders(one), sendReminders(two)]);
      const moved = await two.inject({
        method: 'PATCH',
        url: `/api/booking/${booking._id}/arrival`,
        headers: bearer(token),
        payload: { preferredDate: addDays(day, 3) },
      });
      expect(moved.statusCode).toBe(200);
      const created = await Promise.all([
        sendReminders(one),
        sendReminders(two),
        sendReminders(one),
        sendReminders(two),
      ]);
      expect(created.reduce((a, b) => a + b, 0)).toBe(1);
      const keys = await one.db
        .select({ key: notifications.dedupeKey })
        .from(notifications)
        .where(like(notifications.dedupeKey, `reminder:%:${booking._id}:%`));
      expect(keys.map((k) => k.key).sort()).toEqual(
        [
          `reminder:7d:${booking._id}:${addDays(day, 3)}`,
          `reminder:7d:${booking._id}:${addDays(day, 5)}`,
        ].sort(),
      );
    } finally {
      await close();
    }
  });
});
