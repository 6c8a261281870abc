// Private calendar feeds (issue 15 item 7, docs/decisions/062): an administrator's lists every
// upcoming Pending or Confirmed booking, a driver's only theirs; secrets are random, stored
// hashed, revocable and rotated; a revoked or unknown one is a 404; the route is rate limited
// and the secret never reaches the log.
import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { calendarFeeds } from '#server/db/schema.ts';
import { addDriver, assign, parseCalendar } from '#test/support/arrivals.ts';
import { book, bookingBody, dateIn, packageId } from '#test/fixtures.ts';
import { GOOD_PASSWORD, adminToken, bearer, build, registerUser } from '#test/helper.ts';

const lines: string[] = [];
const app = await build({
  logLevel: 'info',
  logStream: { write: (line) => void lines.push(line) },
});
const superAdmin = await adminToken(app, 'Super Admin');
const agent = await adminToken(app, 'Booking Agent');
const support = await adminToken(app, 'Support Admin');

async function newBooking(days: number, flightNumber: string) {
  const student = await registerUser(app, { name: `Student ${flightNumber}` });
  const response = await book(
    app,
    student.token,
    bookingBody({
      userName: `Student ${flightNumber}`,
      phone: '+61 400 000 111',
      packageId: await packageId(app, 'Basic'),
      preferredDate: dateIn(app, days),
      arrivalTime: '09:30',
      flightNumber,
    }),
  );
  expect(response.statusCode).toBe(201);
  return { student, booking: response.json().booking as { _id: string; bookingId: string } };
}

const path = (url: string) => new URL(url).pathname;
const fetchFeed = (url: string) => app.inject({ method: 'GET', url: path(url) });

const first = await newBooking(3, 'QF1');
const second = await newBooking(40, 'MU737');
const cancelled = await newBooking(5, 'SQ227');
await app.inject({
  method: 'PATCH',
  url: `/api/booking/${cancelled.booking._id}`,
  headers: bearer(cancelled.student.token),
  payload: { status: 'Cancelled' },
});
const driver = await addDriver(app, { name: 'Sam Nguyen', phone: '0412 345 678' });
await assign(app, { bookingId: second.booking._id, driverId: driver.id, meetingPoint: 'Door 5' });

describe('an administrator’s own feed', () => {
  it('is made once, shown once, and lists every upcoming Pending or Confirmed pickup', async () => {
    const none = await app.inject({
      method: 'GET',
      url: '/api/admin/me/calendar-feed',
      headers: bearer(agent.token),
    });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ feed: null });

    const made = await app.inject({
      method: 'POST',
      url: '/api/admin/me/calendar-feed',
      headers: bearer(agent.token),
    });
    expect(made.statusCode).toBe(201);
    const { url, feed } = made.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.createdAt).toBe(app.clock.now().toISOString());
    const status = await app.inject({
      method: 'GET',
      url: '/api/admin/me/calendar-feed',
      headers: bearer(agent.token),
    });
    expect(status.json()).toEqual({ feed: { createdAt: feed.createdAt } });
    // The address is never given again: only the secret's SHA-256 is kept.
    expect(status.body).not.toContain('/api/calendar/');
    const secret = /\/api\/calendar\/(.+)\.ics$/.exec(url)![1]!;
    const [row] = await app.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, agent.id));
    expect(row!.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));

    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = parseCalendar(response.body);
    expect(events.map((e) => e.uid)).toEqual([
      `${first.booking._id}@landed`,
      `${second.booking._id}@landed`,
    ]);
    const [, assigned] = events;
    expect(assigned!.summary).toBe(`Pickup MU737 – Student MU737 (${second.booking.bookingId})`);
    expect(assigned!.tzid).toBe('Australia/Melbourne');
    expect(assigned!.local).toBe(`${dateIn(app, 40)}T09:30:00`);
    expect(assigned!.location).toBe('Door 5');
    expect(assigned!.description).toContain('Student: Student MU737, +61 400 000 111');
    expect(assigned!.description).toContain('Driver: Sam Nguyen, 0412 345 678');
    expect(events[0]!.description).toContain('Driver: not assigned yet');
  });

  it('is replaced by a new one (the old address stops working) and revoked', async () => {
    const old = (
      await app.inject({
        method: 'POST',
        url: '/api/admin/me/calendar-feed',
        headers: bearer(superAdmin.token),
      })
    ).json().url;
    expect((await fetchFeed(old)).statusCode).toBe(200);
    const rotated = (
      await app.inject({
        method: 'POST',
        url: '/api/admin/me/calendar-feed',
        headers: bearer(superAdmin.token),
      })
    ).json().url;
    expect(rotated).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(rotated)).statusCode).toBe(200);

    const revoked = await app.inject({
      method: 'DELETE',
      url: '/api/admin/me/calendar-feed',
      headers: bearer(superAdmin.token),
    });
    expect(revoked.statusCode).toBe(204);
    const gone = await fetchFeed(rotated);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Calendar feed not found.' });
    const status = await app.inject({
      method: 'GET',
      url: '/api/admin/me/calendar-feed',
      headers: bearer(superAdmin.token),
    });
    expect(status.json()).toEqual({ feed: null });
    // Revoking again changes nothing.
    const again = await app.inject({
      method: 'DELETE',
      url: '/api/admin/me/calendar-feed',
      headers: bearer(superAdmin.token),
    });
    expect(again.statusCode).toBe(204);
  });

  it('stops when its owner leaves the team', async () => {
    const leaver = await adminToken(app, 'Developer');
    const { url } = (
      await app.inject({
        method: 'POST',
        url: '/api/admin/me/calendar-feed',
        headers: bearer(leaver.token),
      })
    ).json();
    expect((await fetchFeed(url)).statusCode).toBe(200);
    await app.usersRepository.update(leaver.id, { adminRole: null });
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  // Issue 24: a feed revoked by removal, a change of role or a suspension stays revoked when
  // the person gets their access back; only a new feed (a new address) works again.
  describe('is revoked for good', () => {
    const makeFeed = async (token: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/me/calendar-feed',
          headers: bearer(token),
        })
      ).json().url as string;
    const signIn = async (email: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: GOOD_PASSWORD },
        })
      ).json().token as string;

    it('when its owner is removed from the team, and re-added', async () => {
      const leaver = await adminToken(app, 'Booking Agent');
      const url = await makeFeed(leaver.token);
      expect((await fetchFeed(url)).statusCode).toBe(200);
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/admin/admin-users/${leaver.id}`,
        headers: bearer(superAdmin.token),
      });
      expect(removed.statusCode).toBe(200);
      expect((await fetchFeed(url)).statusCode).toBe(404);
      // Re-added (how the role comes back does not matter here: the old feed must not).
      await app.usersRepository.update(leaver.id, { adminRole: 'Booking Agent' });
      expect((await fetchFeed(url)).statusCode).toBe(404);
      const fresh = await makeFeed(await signIn(leaver.email));
      expect((await fetchFeed(fresh)).statusCode).toBe(200);
      expect((await fetchFeed(url)).statusCode).toBe(404);
    });

    it('when its owner changes role, and gets the old role back', async () => {
      const member = await adminToken(app, 'Booking Agent');
      const url = await makeFeed(member.token);
      const setRole = (role: string) =>
        app.inject({
          method: 'PATCH',
          url: `/api/admin/admin-users/${member.id}`,
          headers: bearer(superAdmin.token),
          payload: { role },
        });
      expect((await setRole('Content Manager')).statusCode).toBe(200);
      expect((await fetchFeed(url)).statusCode).toBe(404);
      expect((await setRole('Booking Agent')).statusCode).toBe(200);
      expect((await fetchFeed(url)).statusCode).toBe(404);
      const status = await app.inject({
        method: 'GET',
        url: '/api/admin/me/calendar-feed',
        headers: bearer(member.token),
      });
      expect(status.json()).toEqual({ feed: null });
    });

    it('when its owner is suspended, and reactivated', async () => {
      const member = await adminToken(app, 'Booking Agent');
      const url = await makeFeed(member.token);
      const suspend = (suspended: boolean) =>
        app.inject({
          method: 'PATCH',
          url: `/api/admin/users/${member.id}`,
          headers: bearer(superAdmin.token),
          payload: { suspended },
        });
      expect((await suspend(true)).statusCode).toBe(200);
      expect((await fetchFeed(url)).statusCode).toBe(404);
      expect((await suspend(false)).statusCode).toBe(200);
      expect((await fetchFeed(url)).statusCode).toBe(404);
      const fresh = await makeFeed(await signIn(member.email));
      expect((await fetchFeed(fresh)).statusCode).toBe(200);
    });
  });

  it('is for administrators only', async () => {
    const student = await registerUser(app);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/api/admin/me/calendar-feed',
        headers: bearer(student.token),
      });
      expect(response.statusCode).toBe(403);
      const anonymous = await app.inject({ method, url: '/api/admin/me/calendar-feed' });
      expect(anonymous.statusCode).toBe(401);
    }
  });
});

describe('a driver’s feed', () => {
  const driverFeed = (method: 'GET' | 'POST' | 'DELETE', token: string, id = driver.id) =>
    app.inject({
      method,
      url: `/api/admin/drivers/${id}/calendar-feed`,
      headers: bearer(token),
    });

  it('lists only the pickups assigned to that driver', async () => {
    const made = await driverFeed('POST', agent.token);
    expect(made.statusCode).toBe(201);
    const response = await fetchFeed(made.json().url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('X-WR-CALNAME:Landed pickups: Sam Nguyen');
    const events = parseCalendar(response.body);
    expect(events.map((e) => e.uid)).toEqual([`${second.booking._id}@landed`]);
    expect((await driverFeed('GET', support.token)).json()).toEqual({
      feed: { createdAt: made.json().feed.createdAt },
    });

    // Unassigned: off the driver's calendar at the next refresh.
    await assign(app, { bookingId: second.booking._id, driverId: null });
    expect(parseCalendar((await fetchFeed(made.json().url)).body)).toHaveLength(0);
    await assign(app, {
      bookingId: second.booking._id,
      driverId: driver.id,
      meetingPoint: 'Door 5',
    });

    expect((await driverFeed('DELETE', superAdmin.token)).statusCode).toBe(204);
    expect((await fetchFeed(made.json().url)).statusCode).toBe(404);
  });

  it('is made and revoked by those who may change bookings; others may only see it', async () => {
    expect((await driverFeed('POST', support.token)).statusCode).toBe(403);
    expect((await driverFeed('DELETE', support.token)).statusCode).toBe(403);
    expect((await driverFeed('GET', support.token)).statusCode).toBe(200);
    const student = await registerUser(app);
    expect((await driverFeed('GET', student.token)).statusCode).toBe(403);
  });

  it('answers 404 for a driver who does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await driverFeed('POST', agent.token, missing)).statusCode).toBe(404);
    expect((await driverFeed('GET', agent.token, missing)).json()).toEqual({
      message: 'Driver not found.',
    });
    expect((await driverFeed('POST', agent.token, 'nope')).statusCode).toBe(400);
  });
});

describe('GET /api/calendar/{secret}.ics', () => {
  it('answers 404 for an unknown or malformed secret', async () => {
    for (const file of [
      'A'.repeat(43) + '.ics',
      'short.ics',
      'A'.repeat(43),
      '..%2F..%2Fetc.ics',
    ]) {
      const response = await app.inject({ method: 'GET', url: `/api/calendar/${file}` });
      expect(response.statusCode, file).toBe(404);
    }
  });

  it('never writes the secret to the log', async () => {
    const { url } = (
      await app.inject({
        method: 'POST',
        url: '/api/admin/me/calendar-feed',
        headers: bearer(agent.token),
      })
    ).json();
    const secret = /\/api\/calendar\/(.+)\.ics$/.exec(url)![1]!;
    lines.length = 0;
    expect((await fetchFeed(url)).statusCode).toBe(200);
    expect((await fetchFeed(url.replace(secret, secret.slice(0, -1) + '_'))).statusCode).toBe(404);
    const log = lines.join('');
    expect(log).toContain('"url":"/api/calendar/[redacted]"');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(secret.slice(0, -1));
  });

  it('is rate limited per address', async () => {
    const file = `${'B'.repeat(43)}.ics`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/calendar/${file}`,
        remoteAddress: '203.0.113.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
