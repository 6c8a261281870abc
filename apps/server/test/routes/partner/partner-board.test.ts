// @both-databases: digests claimed once when sent twice at once
// The partner's board (issue 27, item 4; docs/decisions/095): GET /api/partner/arrivals is the
// staff board read-only, narrowed to the caller's organisation and cut to what a partner may
// see; a no-show tells the partner's users at once; each morning they get the day's list, once
// whatever the number of instances.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { melbourneDate, melbourneInstant } from '@landed/shared/dates';

import { flights, mailOutbox } from '#server/db/schema.ts';
import { sendPartnerDigests } from '#server/operations/partners/arrivals/send-partner-digests.ts';
import { adminToken, bearer, build, createClock, registerUser } from '#test/helper.ts';
import { addDriver } from '#test/support/arrivals.ts';
import { addBooking, addPartner, partnerUser } from '#test/support/partners.ts';

const DAY = '2027-02-14';
// 05:30 in Melbourne on the arrival day: before the digest's hour.
const clock = createClock(melbourneInstant(DAY, '05:30'));
const app = await build({}, { clock });

const monash = await addPartner(app, { kind: 'University', name: 'Monash International Office' });
const agency = await addPartner(app, { kind: 'Agent', name: 'Bright Path Education' });
const [coordinator, colleague] = [
  await partnerUser(app, monash.id, 'Ada Coordinator'),
  await partnerUser(app, monash.id, 'Ben Colleague'),
];
const agent = await partnerUser(app, agency.id, 'Chandra Agent');
const student = await registerUser(app, { name: 'Mei Chen' });
const driver = await addDriver(app, { name: 'Li Wei', phone: '+61 400 000 001' });

const ours = await addBooking(app, {
  userId: student.user._id,
  partnerId: monash.id,
  partnerSource: 'booked',
  driverId: driver.id,
  pickupStatus: 'Assigned',
  meetingPoint: 'Terminal 2, door 4',
});
const ourLater = await addBooking(app, {
  userId: student.user._id,
  partnerId: monash.id,
  preferredDate: '2027-02-16',
  contactName: 'Tran Minh',
});
// The same student's own booking (no partner) and another partner's student, the same day.
const own = await addBooking(app, { userId: student.user._id, contactName: 'Mei Chen (own)' });
const theirs = await addBooking(app, {
  userId: student.user._id,
  partnerId: agency.id,
  contactName: 'Arjun Rao',
});

const board = (token: string, query = `from=${DAY}&to=2027-02-16`) =>
  app.inject({
    method: 'GET',
    url: `/api/partner/arrivals?${query}`,
    headers: bearer(token),
  });

describe('GET /api/partner/arrivals', () => {
  it('answers only a partner user: 401 without a session, 403 for a student and for staff', async () => {
    const superAdmin = await adminToken(app, 'Super Admin');
    expect((await app.inject({ method: 'GET', url: '/api/partner/arrivals' })).statusCode).toBe(
      401,
    );
    expect((await board(student.token)).statusCode).toBe(403);
    expect((await board(superAdmin.token)).statusCode).toBe(403);
  });

  it("lists the partner's own students by day, with driver's name only and nothing private", async () => {
    const answer = await board(coordinator.token);
    expect(answer.statusCode).toBe(200);
    const { arrivals, total, from, to } = answer.json();
    expect({ total, from, to }).toEqual({ total: 2, from: DAY, to: '2027-02-16' });
    expect(arrivals.map((a: { bookingId: string }) => a.bookingId)).toEqual([
      ours.bookingRef,
      ourLater.bookingRef,
    ]);
    expect(arrivals[0]).toMatchObject({
      date: DAY,
      time: '06:40',
      status: 'Confirmed',
      paymentStatus: 'Not Paid',
      billedToPartner: false,
      driver: { name: 'Li Wei' },
      pickupStatus: 'Assigned',
      student: { name: 'Mei Chen', email: 'mei.chen@example.com' },
    });
    // No phone (the student's or the driver's), notes, address or meeting point.
    const text = answer.body;
    for (const secret of ['+61 400', 'peanuts', 'Terminal 2', own.bookingRef, theirs.bookingRef]) {
      expect(text).not.toContain(secret);
    }
  });

  it("shows another organisation's user only theirs, and checks the range", async () => {
    const { arrivals } = (await board(agent.token)).json();
    expect(arrivals.map((a: { bookingId: string }) => a.bookingId)).toEqual([theirs.bookingRef]);
    const backwards = await board(agent.token, `from=${DAY}&to=2027-02-01`);
    expect(backwards.statusCode).toBe(400);
    // The default is today in Melbourne: the arrival day.
    expect((await board(agent.token, '')).json().from).toBe(melbourneDate(clock.now()));
  });
});

describe("the partner's board follows the flight (issue 34)", () => {
  it('shows the live flight and the pickup time it gives, as dispatch sees them', async () => {
    const day = '2027-02-20';
    const tracked = await addBooking(app, {
      userId: student.user._id,
      partnerId: monash.id,
      preferredDate: day,
      arrivalTime: '14:30',
      flightNumber: 'SQ 227',
    });
    const scheduled = melbourneInstant(day, '14:30');
    const estimated = new Date(scheduled.getTime() + 95 * 60_000);
    await app.db.insert(flights).values({
      number: 'SQ227',
      dateLocal: day,
      plannedArrival: scheduled,
      status: 'delayed',
      scheduledArrival: scheduled,
      estimatedArrival: estimated,
      origin: 'WSSS',
      checkedAt: scheduled,
    });
    const read = await board(coordinator.token, `from=${day}&to=${day}`);
    expect(read.statusCode).toBe(200);
    const [row] = read.json().arrivals;
    expect(row.bookingId).toBe(tracked.bookingRef);
    expect(row.flight).toMatchObject({
      number: 'SQ227',
      status: 'delayed',
      estimatedArrival: estimated.toISOString(),
    });
    // An international flight: the driver meets the student 45 minutes after the landing.
    expect(row.pickupTime).toBe(new Date(estimated.getTime() + 45 * 60_000).toISOString());
  });
});

describe("the partner's mail", () => {
  const mailsOf = (template: string) =>
    app.db
      .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, template)));

  it("digests the day's arrivals from 06:00 Melbourne, once a user, however many run it", async () => {
    expect(await sendPartnerDigests(app)).toBe(0);
    clock.set(melbourneInstant(DAY, '06:05'));
    // Two instances at once: each digest is claimed once.
    const [one, two] = await Promise.all([sendPartnerDigests(app), sendPartnerDigests(app)]);
    expect(one + two).toBe(3);
    expect(await sendPartnerDigests(app)).toBe(0);
    const digests = await mailsOf('partner-digest');
    expect(digests.map((m) => m.to).sort()).toEqual(
      [coordinator.email, colleague.email, agent.email].sort(),
    );
    const monashDigest = digests.find((m) => m.to === coordinator.email)!;
    expect(monashDigest.subject).toContain('1 student of Monash International Office');
    expect(monashDigest.text).toContain(ours.bookingRef);
    expect(monashDigest.text).toContain('Li Wei');
    expect(monashDigest.text).not.toContain('Arjun Rao');
  });

  it("tells the partner's users at once of a no-show, and nobody for a student's own booking", async () => {
    const staff = await adminToken(app, 'Booking Agent');
    const noShow = (id: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/bookings/${id}/assignment`,
        headers: bearer(staff.token),
        payload: { driverId: driver.id, pickupStatus: 'No-show' },
      });
    expect((await noShow(ours.id)).statusCode).toBe(200);
    expect((await noShow(own.id)).statusCode).toBe(200);
    const mails = await mailsOf('partner-no-show');
    expect(mails.map((m) => m.to).sort()).toEqual([coordinator.email, colleague.email].sort());
    expect(mails[0]!.subject).toContain(ours.bookingRef);
    expect(mails[0]!.text).toContain('Mei Chen');
    // The board shows it too.
    const { arrivals } = (await board(coordinator.token, `from=${DAY}`)).json();
    expect(arrivals[0].pickupStatus).toBe('No-show');
  });
});
