// @once: one insert and reads; the unique index that keeps one rating a booking is the
// schema's, the same on both databases.
// A student rates their pickup once it is done (issue 35 item 5); staff see each driver's
// average over 90 days and the low ratings on the Overview.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { RATING_MESSAGES } from '@landed/shared/schemas/ratings';

import { bookings, pickupRatings } from '#server/db/schema.ts';
import { book, bookingBody, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';

const app = await build();
const agent = await adminToken(app, 'Booking Agent');

async function driver(name: string) {
  const made = await app.inject({
    method: 'POST',
    url: '/api/admin/drivers',
    headers: bearer(agent.token),
    payload: { name, phone: '+61 400 555 111', email: `${name.split(' ')[0]}@example.com` },
  });
  expect(made.statusCode).toBe(201);
  return made.json().driver._id as string;
}

// A student's booking whose pickup `driverId` did, in state `pickupStatus`.
async function pickup(driverId: string, pickupStatus: 'Assigned' | 'Done' = 'Done') {
  const student = await registerUser(app, { name: 'Mei Chen' });
  const made = await book(
    app,
    student.token,
    bookingBody({ packageId: await packageId(app, 'Basic'), email: student.user.email }),
  );
  expect(made.statusCode).toBe(201);
  const id = made.json().booking._id as string;
  await app.db.update(bookings).set({ driverId, pickupStatus }).where(eq(bookings.id, id));
  return { student, id };
}

const rate = (id: string, token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/booking/${id}/rating`, headers: bearer(token), payload });

describe('POST /api/booking/{id}/rating', () => {
  it('takes one rating once the pickup is done, shows it on the booking and the timeline', async () => {
    const minh = await driver('Minh Tran');
    const early = await pickup(minh, 'Assigned');
    const notYet = await rate(early.id, early.student.token, { score: 5 });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ message: RATING_MESSAGES.notYet, code: 'NOT_RATEABLE' });

    const { student, id } = await pickup(minh);
    const rated = await rate(id, student.token, { score: 4, comment: '  Waited with a sign.  ' });
    expect(rated.statusCode).toBe(200);
    expect(rated.json().rating).toEqual({
      score: 4,
      comment: 'Waited with a sign.',
      createdAt: expect.any(String),
    });
    const again = await rate(id, student.token, { score: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_RATED' });

    const mine = await app.inject({
      method: 'GET',
      url: `/api/booking/${id}`,
      headers: bearer(student.token),
    });
    expect(mine.json().booking.pickup.rating).toMatchObject({ score: 4 });
    const staff = await app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${id}`,
      headers: bearer(agent.token),
    });
    expect(JSON.stringify(staff.json())).toContain('pickup_rated');
  });

  it('refuses someone else’s booking (404) and a score or comment out of range (400)', async () => {
    const { student, id } = await pickup(await driver('Anh Le'));
    const stranger = await registerUser(app);
    expect((await rate(id, stranger.token, { score: 5 })).statusCode).toBe(404);
    for (const score of [0, 6, 2.5, '5']) {
      const bad = await rate(id, student.token, { score });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(RATING_MESSAGES.scoreRange);
    }
    const long = await rate(id, student.token, { score: 3, comment: 'x'.repeat(1001) });
    expect(long.json().message).toContain(RATING_MESSAGES.commentTooLong);
    expect(
      await app.db.select().from(pickupRatings).where(eq(pickupRatings.bookingId, id)),
    ).toEqual([]);
  });
});

describe('what staff see of ratings', () => {
  it('each driver’s average and count over 90 days, and ratings of 3 or less on the Overview', async () => {
    const tom = await driver('Tom Nguyen');
    const scores = [5, 4, 2];
    for (const score of scores) {
      const { student, id } = await pickup(tom);
      expect((await rate(id, student.token, { score, comment: `Gave ${score}` })).statusCode).toBe(
        200,
      );
    }
    // One from long ago counts no more.
    const old = await pickup(tom);
    await app.db.insert(pickupRatings).values({
      bookingId: old.id,
      driverId: tom,
      score: 1,
      createdAt: new Date(Date.now() - 91 * 24 * 60 * 60 * 1000),
    });

    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/drivers?search=Tom%20Nguyen',
      headers: bearer(agent.token),
    });
    expect(list.json().drivers[0].rating).toEqual({ average: 3.7, count: 3 });
    const one = await app.inject({
      method: 'GET',
      url: `/api/admin/drivers/${tom}`,
      headers: bearer(agent.token),
    });
    expect(one.json().driver.rating).toEqual({ average: 3.7, count: 3 });

    const stats = await app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: bearer(agent.token),
    });
    const low = stats.json().lowRatings as Array<{ comment: string; driver: string }>;
    expect(low.map((r) => r.comment)).toContain('Gave 2');
    expect(low.map((r) => r.comment)).not.toContain('Gave 4');
    expect(low.find((r) => r.comment === 'Gave 2')).toMatchObject({
      score: 2,
      driver: 'Tom Nguyen',
      student: 'Priya Sharma',
    });
  });
});
