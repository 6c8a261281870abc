// A booking's arrival as an iCalendar event (issue 15 item 7, docs/decisions/062), parsed back
// with ical.js: Melbourne wall-clock time on both sides of a daylight-saving change, the
// pickup's details, the owner's only; and the confirmation and reminder mails that carry it.
import { afterAll, describe, expect, it } from 'vitest';

import { notifications } from '#server/db/schema.ts';
import { addDriver, assign, parseCalendar } from '#test/support/arrivals.ts';
import { book, bookingBody, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, createClock, registerUser } from '#test/helper.ts';
import { startSmtpSink } from '#test/support/smtp-sink.ts';

// 20 March 2027 in Melbourne (daylight saving, +11); it ends on Sunday 4 April 2027 at 03:00.
const clock = createClock(new Date('2027-03-19T22:00:00Z'));
const sink = await startSmtpSink();
const app = await build(
  { smtpUrl: sink.url, mailDelivery: { intervalMs: 50, retryBaseMs: 1_000, maxAttempts: 3 } },
  { clock },
);
const admin = await adminToken(app, 'Booking Agent');

async function newBooking(overrides: Record<string, unknown>) {
  const student = await registerUser(app, { name: 'Mei Chen' });
  const response = await book(
    app,
    student.token,
    bookingBody({
      packageId: await packageId(app, 'Standard'),
      flightNumber: 'MU737',
      ...overrides,
    }),
  );
  expect(response.statusCode).toBe(201);
  return { student, booking: response.json().booking as { _id: string; bookingId: string } };
}

const getIcs = (token: string, id: string) =>
  app.inject({ method: 'GET', url: `/api/booking/${id}/calendar.ics`, headers: bearer(token) });

describe('GET /api/booking/{id}/calendar.ics', () => {
  it('is a text/calendar download with one event in Melbourne time', async () => {
    const { student, booking } = await newBooking({
      preferredDate: '2027-04-03',
      arrivalTime: '06:40',
    });
    const response = await getIcs(student.token, booking.bookingId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="landed-${booking.bookingId}.ics"`,
    );
    expect(response.body).toContain('BEGIN:VTIMEZONE');
    expect(response.body).toContain('DTSTART;TZID=Australia/Melbourne:20270403T064000');
    const [event, ...more] = parseCalendar(response.body);
    expect(more).toHaveLength(0);
    expect(event).toMatchObject({
      uid: `${booking._id}@landed`,
      tzid: 'Australia/Melbourne',
      local: '2027-04-03T06:40:00',
      status: 'TENTATIVE',
    });
    // Saturday 06:40 is still daylight time: +11.
    expect(event!.start.toISOString()).toBe('2027-04-02T19:40:00.000Z');
    expect(event!.end.getTime() - event!.start.getTime()).toBe(3600_000);
    expect(event!.summary).toBe(`Landed airport pickup MU737 (${booking.bookingId})`);
    expect(event!.location).toContain('Melbourne Airport (MEL), Terminal 2');
    expect(event!.description).toContain(`booking ${booking.bookingId} (Standard)`);
    expect(event!.description).toContain(
      'Flight: MU737, landing 06:40 (Melbourne time) on 3 April 2027',
    );
    expect(event!.description).toContain('Driver: we will tell you who meets you');
    expect(event!.description).toContain(
      `http://localhost:3000/dashboard/bookings/${booking.bookingId}/pass`,
    );
    expect(event!.description).toContain('Landed support: +61 3 9000 0000');
  });

  it('keeps the wall-clock time across the end of daylight saving (+11 → +10)', async () => {
    const { student, booking } = await newBooking({
      preferredDate: '2027-04-04',
      arrivalTime: '06:40',
    });
    const [event] = parseCalendar((await getIcs(student.token, booking._id)).body);
    expect(event!.local).toBe('2027-04-04T06:40:00');
    // Sunday 06:40 is standard time again: +10.
    expect(event!.start.toISOString()).toBe('2027-04-03T20:40:00.000Z');
  });

  it('names the driver and the meeting point once assigned, and confirms', async () => {
    const { student, booking } = await newBooking({
      preferredDate: '2027-04-10',
      arrivalTime: '21:15',
    });
    const driver = await addDriver(app, { name: 'Sam Nguyen', phone: '0412 345 678' });
    await assign(app, { bookingId: booking._id, driverId: driver.id, meetingPoint: 'Door 5' });
    const confirmed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${booking._id}`,
      headers: bearer(admin.token),
      payload: { status: 'Confirmed' },
    });
    expect(confirmed.statusCode).toBe(200);
    const [event] = parseCalendar((await getIcs(student.token, booking._id)).body);
    expect(event!.location).toBe('Door 5');
    expect(event!.status).toBe('CONFIRMED');
    // The student's copy: the driver's first name only.
    expect(event!.description).toContain('Driver: Sam, 0412 345 678');
    expect(event!.description).not.toContain('Nguyen');
  });

  it('is a whole-day event while the arrival time is unknown', async () => {
    const { student, booking } = await newBooking({
      preferredDate: '2027-05-02',
      arrivalTime: '',
      flightNumber: '',
    });
    const response = await getIcs(student.token, booking._id);
    expect(response.body).toContain('DTSTART;VALUE=DATE:20270502');
    const [event] = parseCalendar(response.body);
    expect(event!.isDate).toBe(true);
    expect(event!.local).toBe('2027-05-02');
    expect(event!.summary).toBe(`Landed airport pickup (${booking.bookingId})`);
    expect(event!.description).toContain('Flight: not given yet');
  });

  it('is the owner’s only', async () => {
    const { booking } = await newBooking({ preferredDate: '2027-04-12' });
    const other = await registerUser(app);
    expect((await getIcs(other.token, booking._id)).statusCode).toBe(404);
    expect((await getIcs(other.token, booking.bookingId)).statusCode).toBe(404);
    expect((await getIcs(admin.token, booking._id)).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/booking/${booking._id}/calendar.ics`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('mails that carry the arrival', () => {
  it('attaches the .ics to the booking-confirmed mail', async () => {
    const { student, booking } = await newBooking({
      preferredDate: '2027-04-20',
      arrivalTime: '07:05',
    });
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${booking._id}`,
      headers: bearer(admin.token),
      payload: { status: 'Confirmed' },
    });
    expect(response.statusCode).toBe(200);
    const mail = await sink.waitFor(
      { to: student.user.email, subject: `Your booking ${booking.bookingId} is now Confirmed` },
      15_000,
    );
    expect(mail.text).toContain(`/dashboard/bookings/${booking.bookingId}/pass`);
    const ics = mail.attachments.find((a) => a.filename === `landed-${booking.bookingId}.ics`);
    expect(ics?.contentType).toBe('text/calendar');
    const [event] = parseCalendar(ics!.content.toString('utf8'));
    expect(event).toMatchObject({
      uid: `${booking._id}@landed`,
      local: '2027-04-20T07:05:00',
      status: 'CONFIRMED',
    });
    expect(event!.start.toISOString()).toBe('2027-04-19T21:05:00.000Z');
  });

  it('sends no .ics with other status mails', async () => {
    const { student, booking } = await newBooking({ preferredDate: '2027-04-21' });
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${booking._id}`,
      headers: bearer(admin.token),
      payload: { status: 'Cancelled' },
    });
    const mail = await sink.waitFor(
      { to: student.user.email, subject: `Your booking ${booking.bookingId} is now Cancelled` },
      15_000,
    );
    expect(mail.attachments).toHaveLength(0);
  });

  it('links the arrival pass from the reminder mails and the 1-day reminder', async () => {
    const { student, booking } = await newBooking({ preferredDate: '2027-03-27' });
    await app.reminders.run();
    const week = await sink.waitFor(
      { to: student.user.email, subject: `Your Landed booking ${booking.bookingId} is in 7 days` },
      15_000,
    );
    const passUrl = `http://localhost:3000/dashboard/bookings/${booking.bookingId}/pass`;
    expect(week.text).toContain(`Open your arrival pass: ${passUrl}`);
    expect(week.html).toContain(`href="${passUrl}"`);

    clock.advance(6 * 24 * 3600_000);
    await app.reminders.run();
    await app.reminders.run();
    const tomorrow = await sink.waitFor(
      { to: student.user.email, subject: `Your Landed booking ${booking.bookingId} is tomorrow` },
      15_000,
    );
    expect(tomorrow.text).toContain(passUrl);

    const list = await app.inject({
      method: 'GET',
      url: '/api/user/notifications',
      headers: bearer(student.token),
    });
    const reminders = (
      list.json().notifications as Array<{ message: string; link?: string; type: string }>
    ).filter((n) => n.type === 'reminder');
    expect(reminders).toHaveLength(2);
    const oneDay = reminders.find((n) => n.message.includes('tomorrow'))!;
    expect(oneDay.link).toBe(`/dashboard/bookings/${booking.bookingId}/pass`);
    expect(oneDay.message).toContain('Open your arrival pass now');
    expect(reminders.find((n) => n.message.includes('in 7 days'))!.link).toBeUndefined();
    // One reminder mail each, however often the reminders run.
    const sent = sink.received.filter(
      (m) => m.to.includes(student.user.email) && m.subject.startsWith('Your Landed booking'),
    );
    expect(sent).toHaveLength(2);
    const stored = await app.db.select().from(notifications);
    expect(
      stored.filter((n) => n.userId === student.user._id && n.type === 'reminder'),
    ).toHaveLength(2);
    clock.set(new Date('2027-03-19T22:00:00Z'));
  });
});

afterAll(() => sink.stop());
