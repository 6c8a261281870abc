// @both-databases: two dispatchers at once: a row lock decides
// Assignment and pickup status (issue 15 item 3; docs/decisions/060):
// PATCH /api/admin/bookings/{id}/assignment, and who is told what, through a real SMTP server.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { ADMIN_ROLES } from '@landed/shared/constants';
import type { AdminRole } from '@landed/shared/constants';
import { ARRIVAL_MESSAGES } from '@landed/shared/schemas/arrivals';
import { DRIVER_MESSAGES } from '@landed/shared/schemas/drivers';

import { auditLogs, bookingEvents, mailOutbox, notifications } from '#server/db/schema.ts';
import { seedCms } from '#server/db/seed/data/cms.ts';
import { book, bookingBody, dateIn, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';
import { startSmtpSink } from '#test/support/smtp-sink.ts';

const sink = await startSmtpSink();
afterAll(() => sink.stop());

const app = await build({
  appUrl: 'https://landed.example',
  smtpUrl: sink.url,
  mailDelivery: { intervalMs: 50, retryBaseMs: 1_000, maxAttempts: 3 },
});
const tokens = Object.fromEntries(
  await Promise.all(
    ADMIN_ROLES.map(async (role) => [role, (await adminToken(app, role)).token] as const),
  ),
) as Record<AdminRole, string>;
const agent = tokens['Booking Agent'];
const basic = await packageId(app, 'Basic');
// The usual meeting point a new database is seeded with.
const DEFAULT_POINT = seedCms.defaultMeetingPoint;

let drivers = 0;
async function driver(overrides: Record<string, unknown> = {}) {
  drivers += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/drivers',
    headers: bearer(agent),
    payload: {
      name: `Tom Nguyen-${drivers} Junior`,
      phone: `+61 412 000 ${String(drivers).padStart(3, '0')}`,
      email: `driver.${drivers}@drivers.example`,
      ...overrides,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().driver as { _id: string; name: string; phone: string; email: string };
}

async function studentBooking(overrides: Record<string, unknown> = {}) {
  const student = await registerUser(app, { name: 'Mei Chen' });
  const response = await book(
    app,
    student.token,
    bookingBody({
      packageId: basic,
      preferredDate: dateIn(app, 6),
      arrivalTime: '06:40',
      flightNumber: 'MU737',
      userName: 'Mei Chen',
      phone: '+61 400 555 666',
      ...overrides,
    }),
  );
  expect(response.statusCode).toBe(201);
  return { student, booking: response.json().booking as { _id: string; bookingId: string } };
}

const assign = (id: string, payload: Record<string, unknown>, token = agent) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/bookings/${id}/assignment`,
    headers: bearer(token),
    payload,
  });

// The mail to `to` whose subject starts so, once the outbox worker has delivered it.
async function mailTo(to: string, subjectStart: string) {
  const find = () =>
    sink.received.find((m) => m.to.includes(to) && m.subject.startsWith(subjectStart));
  await expect.poll(find, { timeout: 10_000 }).toBeTruthy();
  return find()!;
}

// In the order written (database time: one transaction's mails share it).
const outbox = (bookingId: string) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.bookingId, bookingId))
    .orderBy(mailOutbox.createdAt, mailOutbox.seq);
const events = (bookingId: string) =>
  app.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId));

describe('assigning a driver', () => {
  it('sets Assigned and the default meeting point, tells the student and e-mails the driver the job', async () => {
    const { student, booking } = await studentBooking();
    const tom = await driver();
    const response = await assign(booking._id, { driverId: tom._id });
    expect(response.statusCode).toBe(200);
    const assigned = response.json().booking;
    expect(assigned).toMatchObject({
      driver: { _id: tom._id, name: tom.name, phone: tom.phone, email: tom.email },
      pickup: {
        status: 'Assigned',
        meetingPoint: expect.stringContaining(DEFAULT_POINT),
        driver: { name: tom.name, firstName: 'Tom', phone: tom.phone },
      },
    });

    // The student's own view: the name as the business entered it (not "Tom" of "Tom
    // Nguyen-1 Junior", issue 25) and a phone, nothing more of the driver.
    const mine = (
      await app.inject({
        method: 'GET',
        url: `/api/booking/user/${student.user._id}`,
        headers: bearer(student.token),
      })
    ).json();
    const own = mine.bookings.find((b: { _id: string }) => b._id === booking._id);
    // What finds the driver (the car and languages, issue 35), never their e-mail.
    expect(own.pickup).toEqual({
      status: 'Assigned',
      meetingPoint: assigned.pickup.meetingPoint,
      driver: {
        name: tom.name,
        firstName: 'Tom',
        phone: tom.phone,
        languages: [],
        car: null,
        photoUrl: null,
      },
      rating: null,
      // No flight known (tracking off here): no call time yet (issue 34).
      time: null,
      // No status from the driver yet, no photo of the meeting point's terminal (issue 35).
      driverStatus: null,
      meetingPointPhotoUrl: null,
    });
    expect(JSON.stringify(own)).not.toContain(tom.email);

    const [note] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, student.user._id), eq(notifications.type, 'booking')))
      .orderBy(notifications.createdAt)
      .then((rows) => rows.slice(-1));
    // One full stop, though the meeting point ends with its own (issue 33 item 7).
    expect(assigned.pickup.meetingPoint).toMatch(/\.$/);
    expect(note!.message).toBe(
      `Your driver for booking ${booking.bookingId} is ${tom.name} (${tom.phone}). Meeting point: ${assigned.pickup.meetingPoint}`,
    );

    const toStudent = await sink.waitFor({
      to: student.user.email,
      subject: `${tom.name} will meet you at the airport: booking ${booking.bookingId}`,
    });
    expect(toStudent.text).toContain(`Your driver: ${tom.name}\n`);
    expect(toStudent.text).toContain(`Driver's phone: ${tom.phone}`);
    expect(toStudent.text).toContain(`Meeting point: ${DEFAULT_POINT}`);
    expect(toStudent.text).toContain('Flight: MU737');

    const toDriver = await mailTo(tom.email, 'New pickup: ');
    expect(toDriver.subject).toMatch(new RegExp(`^New pickup: ${booking.bookingId}, .* at 06:40$`));
    for (const fact of [
      `Booking reference: ${booking.bookingId}`,
      'Student: Mei Chen',
      "Student's phone: +61 400 555 666",
      'Flight: MU737',
      'at 06:40 (Melbourne time)',
      `Meeting point: ${DEFAULT_POINT}`,
    ]) {
      expect(toDriver.text).toContain(fact);
    }

    const mails = await outbox(booking._id);
    expect(mails.map((m) => [m.template, m.toAddress]).sort()).toEqual(
      [
        // The booking's own confirmation of receipt, then the assignment's two mails.
        ['booking-received', student.user.email],
        ['driver-job', tom.email],
        ['pickup-assigned', student.user.email],
      ].sort(),
    );
    // Both assignment mails carry the arrival as a calendar event (decision 062).
    for (const mail of mails.filter((m) => m.template !== 'booking-received')) {
      expect(mail.attachments.map((a) => a.contentType)).toEqual([
        expect.stringMatching(/^text\/calendar/),
      ]);
    }
    const timeline = await events(booking._id);
    expect(timeline.find((e) => e.action === 'assigned')).toMatchObject({
      actorName: 'Booking Agent person',
      details: {
        driver: tom.name,
        driverId: tom._id,
        previousDriver: null,
        pickupStatus: 'Assigned',
      },
    });
    const log = await app.db.select().from(auditLogs).where(eq(auditLogs.entityId, booking._id));
    expect(log.find((l) => l.action === 'booking.assigned')?.details).toMatchObject({
      bookingId: booking.bookingId,
      driver: { before: null, after: tom.name },
      pickupStatus: { before: 'Unassigned', after: 'Assigned' },
    });
  });

  it('reassigning tells both drivers (the first that the job is withdrawn) and the student', async () => {
    const { student, booking } = await studentBooking();
    const first = await driver();
    const second = await driver({ name: 'Ana Souza' });
    await assign(booking._id, { driverId: first._id, meetingPoint: 'Door 7' });
    await mailTo(first.email, 'New pickup: ');
    const response = await assign(booking._id, { driverId: second._id });
    expect(response.json().booking.pickup).toMatchObject({
      status: 'Assigned',
      meetingPoint: 'Door 7',
      driver: { name: 'Ana Souza', firstName: 'Ana' },
    });

    const withdrawn = await mailTo(first.email, `Pickup cancelled for you: ${booking.bookingId}, `);
    expect(withdrawn.text).toContain('please do not go to the airport for it');
    expect(withdrawn.text).not.toContain('+61 400 555 666');

    const toSecond = await mailTo(second.email, 'New pickup: ');
    expect(toSecond.subject).toMatch(/^New pickup: /);
    expect(toSecond.text).toContain('Meeting point: Door 7');
    const changed = await sink.waitFor({
      to: student.user.email,
      subject: `Your airport pickup has changed: booking ${booking.bookingId}`,
    });
    expect(changed.text).toContain('Your driver: Ana Souza\n');

    const timeline = (await events(booking._id)).filter((e) => e.action === 'assigned');
    expect(timeline.at(-1)?.details).toMatchObject({
      driver: 'Ana Souza',
      previousDriver: first.name,
    });
  });

  it('a change of meeting point alone tells the driver and the student', async () => {
    const { student, booking } = await studentBooking();
    const tom = await driver();
    await assign(booking._id, { driverId: tom._id });
    const response = await assign(booking._id, { meetingPoint: 'Café at arrivals, T2' });
    expect(response.json().booking.pickup.meetingPoint).toBe('Café at arrivals, T2');
    const updated = await mailTo(tom.email, `Pickup changed: ${booking.bookingId}`);
    expect(updated.text).toContain('Meeting point: Café at arrivals, T2');
    const toStudent = await mailTo(student.user.email, 'Your airport pickup has changed');
    expect(toStudent.text).toContain('Meeting point: Café at arrivals, T2');
    const mails = await outbox(booking._id);
    expect(mails.filter((m) => m.template === 'driver-job').map((m) => m.subject)).toEqual([
      expect.stringMatching(/^New pickup/),
      expect.stringMatching(/^Pickup changed/),
    ]);
    expect(
      mails.filter((m) => m.template === 'pickup-assigned' && m.subject.includes('changed')),
    ).toHaveLength(1);
    expect((await events(booking._id)).map((e) => e.action)).toContain('meeting_point_changed');
  });

  it('changing only the pickup status sends no mail, and goes in the timeline and the log', async () => {
    const { booking } = await studentBooking();
    const tom = await driver();
    await assign(booking._id, { driverId: tom._id });
    const before = (await outbox(booking._id)).length;
    // Not before the arrival's day, Melbourne time (issue 25): the arrival is 6 days away.
    for (const status of ['Picked up', 'No-show', 'Done']) {
      const early = await assign(booking._id, { pickupStatus: status });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(ARRIVAL_MESSAGES.notArrivalDayYet);
    }
    app.clock.advance(6 * 24 * 3600_000);
    const response = await assign(booking._id, { pickupStatus: 'Picked up' });
    expect(response.statusCode).toBe(200);
    expect(response.json().booking.pickup.status).toBe('Picked up');
    expect((await outbox(booking._id)).length).toBe(before);
    expect(
      (await events(booking._id)).find((e) => e.action === 'pickup_status_changed'),
    ).toMatchObject({ details: { before: 'Assigned', after: 'Picked up' } });
    const log = await app.db.select().from(auditLogs).where(eq(auditLogs.entityId, booking._id));
    expect(log.map((l) => l.action)).toContain('booking.pickup_status_changed');

    for (const status of ['No-show', 'Done', 'Assigned']) {
      expect(
        (await assign(booking._id, { pickupStatus: status })).json().booking.pickup.status,
      ).toBe(status);
    }
    expect((await outbox(booking._id)).length).toBe(before);
  });

  it('taking the driver off sets Unassigned, withdraws the job and tells the student', async () => {
    const { student, booking } = await studentBooking();
    const tom = await driver();
    await assign(booking._id, { driverId: tom._id });
    const response = await assign(booking._id, { driverId: null });
    expect(response.json().booking).toMatchObject({
      driver: null,
      pickup: { status: 'Unassigned', driver: null },
    });
    const mails = await outbox(booking._id);
    expect(mails.filter((m) => m.toAddress === tom.email).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^New pickup/),
      expect.stringMatching(/^Pickup cancelled for you/),
    ]);
    const notes = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, student.user._id));
    expect(notes.some((n) => n.message.startsWith('We are changing who meets you'))).toBe(true);
    expect((await events(booking._id)).map((e) => e.action)).toContain('unassigned');
  });

  it('sending the same thing again changes nothing and tells nobody', async () => {
    const { booking } = await studentBooking();
    const tom = await driver();
    await assign(booking._id, { driverId: tom._id });
    const mails = (await outbox(booking._id)).length;
    const timeline = (await events(booking._id)).length;
    expect((await assign(booking._id, { driverId: tom._id })).statusCode).toBe(200);
    expect((await outbox(booking._id)).length).toBe(mails);
    expect((await events(booking._id)).length).toBe(timeline);
  });

  it('two dispatchers at once: one after the other, and the first driver hears it was withdrawn', async () => {
    const { booking } = await studentBooking();
    const a = await driver();
    const b = await driver();
    const [one, two] = await Promise.all([
      assign(booking._id, { driverId: a._id }),
      assign(booking._id, { driverId: b._id }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const mails = await outbox(booking._id);
    const jobs = mails.filter((m) => m.template === 'driver-job');
    // Each driver was given the job once; whoever got it first was then told it was withdrawn.
    expect(jobs.filter((m) => m.subject.startsWith('New pickup'))).toHaveLength(2);
    expect(jobs.filter((m) => m.subject.startsWith('Pickup cancelled'))).toHaveLength(1);
  });
});

describe('what the assignment refuses', () => {
  it('roles: Super Admins and Booking Agents assign; every other role, a student and a visitor cannot', async () => {
    const { student, booking } = await studentBooking();
    const tom = await driver();
    for (const role of ['Content Manager', 'Support Admin', 'Developer'] as const) {
      expect((await assign(booking._id, { driverId: tom._id }, tokens[role])).statusCode).toBe(403);
    }
    expect((await assign(booking._id, { driverId: tom._id }, student.token)).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/admin/bookings/${booking._id}/assignment`,
          payload: { driverId: tom._id },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await assign(booking._id, { driverId: tom._id }, tokens['Super Admin'])).statusCode,
    ).toBe(200);
  });

  it.each([
    ['an empty body', {}, ARRIVAL_MESSAGES.nothingToUpdate],
    ['an unknown field', { driver: 'Tom' }, ''],
    ['a bad driver id', { driverId: 'tom' }, 'Invalid id.'],
    ['an unknown pickup status', { pickupStatus: 'Lost' }, ''],
    [
      'no driver but a pickup status',
      { driverId: null, pickupStatus: 'Done' },
      ARRIVAL_MESSAGES.needsDriver,
    ],
    [
      'a driver but Unassigned',
      { driverId: '00000000-0000-4000-8000-000000000000', pickupStatus: 'Unassigned' },
      ARRIVAL_MESSAGES.unassignWithDriver,
    ],
    [
      'a meeting point too long',
      { meetingPoint: 'x'.repeat(301) },
      ARRIVAL_MESSAGES.meetingPointTooLong,
    ],
  ])('400 for %s', async (_name, payload, message) => {
    const { booking } = await studentBooking();
    const response = await assign(booking._id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('404 for an unknown booking or driver', async () => {
    const { booking } = await studentBooking();
    const tom = await driver();
    const noBooking = await assign('00000000-0000-4000-8000-000000000000', { driverId: tom._id });
    expect(noBooking.statusCode).toBe(404);
    expect(noBooking.json().message).toBe('Booking not found.');
    const noDriver = await assign(booking._id, {
      driverId: '00000000-0000-4000-8000-000000000000',
    });
    expect(noDriver.statusCode).toBe(404);
    expect(noDriver.json().message).toBe(DRIVER_MESSAGES.notFound);
  });

  it('409 for a removed or inactive driver, a pickup status without a driver, Unassigned with one', async () => {
    const { booking } = await studentBooking();
    const removed = await driver();
    await app.inject({
      method: 'DELETE',
      url: `/api/admin/drivers/${removed._id}`,
      headers: bearer(agent),
    });
    const inactive = await driver({ active: false });

    const refusedRemoved = await assign(booking._id, { driverId: removed._id });
    expect(refusedRemoved.statusCode).toBe(409);
    expect(refusedRemoved.json().message).toBe(DRIVER_MESSAGES.deleted);
    const refusedInactive = await assign(booking._id, { driverId: inactive._id });
    expect(refusedInactive.statusCode).toBe(409);
    expect(refusedInactive.json().message).toBe(DRIVER_MESSAGES.inactive);

    const noDriver = await assign(booking._id, { pickupStatus: 'Picked up' });
    expect(noDriver.statusCode).toBe(409);
    expect(noDriver.json().message).toBe(ARRIVAL_MESSAGES.needsDriver);
    await assign(booking._id, { driverId: (await driver())._id });
    const unassigned = await assign(booking._id, { pickupStatus: 'Unassigned' });
    expect(unassigned.statusCode).toBe(409);
    expect(unassigned.json().message).toBe(ARRIVAL_MESSAGES.unassignWithDriver);
    expect((await outbox(booking._id)).filter((m) => m.template === 'driver-job')).toHaveLength(1);
  });

  it.each(['Completed', 'Cancelled'])('409 for a %s booking', async (status) => {
    const { booking } = await studentBooking();
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${booking._id}`,
      headers: bearer(agent),
      payload: { status },
    });
    const response = await assign(booking._id, { driverId: (await driver())._id });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ARRIVAL_MESSAGES.notDispatchable);
  });
});

describe('a cancelled booking releases its driver', () => {
  it('when the student cancels, the driver is told not to go and the booking has no driver', async () => {
    const { student, booking } = await studentBooking();
    const tom = await driver();
    await assign(booking._id, { driverId: tom._id });
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/booking/${booking._id}`,
      headers: bearer(student.token),
      payload: { status: 'Cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking).toMatchObject({
      status: 'Cancelled',
      pickup: { status: 'Unassigned', driver: null },
    });
    const mails = await outbox(booking._id);
    expect(mails.filter((m) => m.toAddress === tom.email).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^New pickup/),
      expect.stringMatching(/^Pickup cancelled for you/),
    ]);
    expect(
      (await events(booking._id)).find((e) => e.action === 'unassigned')?.details,
    ).toMatchObject({ previousDriver: tom.name, reason: 'cancelled' });
  });

  it('when an administrator cancels, the same', async () => {
    const { booking } = await studentBooking();
    const tom = await driver();
    await assign(booking._id, { driverId: tom._id });
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${booking._id}`,
      headers: bearer(tokens['Super Admin']),
      payload: { status: 'Cancelled' },
    });
    expect(response.json().booking).toMatchObject({ status: 'Cancelled', driver: null });
    const mails = await outbox(booking._id);
    expect(mails.filter((m) => m.toAddress === tom.email)).toHaveLength(2);
  });
});
