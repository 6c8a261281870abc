// @both-databases: live changes travel through the database's LISTEN/NOTIFY, PGlite's and PostgreSQL's
// Live updates of the board and the pass (issue 35; docs/decisions/135): an event names a
// booking that changed, to the staff on every instance, and to that booking's student only.

import { beforeAll, describe, expect, it } from 'vitest';

import { publishMeetingChange } from '#server/operations/live/publish-meeting-change.ts';
import { book, bookingBody, dateIn, packageId } from '#test/fixtures.ts';
import {
  adminToken,
  bearer,
  build,
  buildTwoInstances,
  onPostgres,
  registerUser,
} from '#test/helper.ts';
import type { TestApp } from '#test/helper.ts';
import { addDriver } from '#test/support/arrivals.ts';
import { changeOf, openEventStream } from '#test/support/event-stream.ts';

async function newBooking(app: TestApp) {
  const student = await registerUser(app);
  const response = await book(
    app,
    student.token,
    bookingBody({ packageId: await packageId(app, 'Basic'), preferredDate: dateIn(app, 5) }),
  );
  expect(response.statusCode).toBe(201);
  return { student, booking: response.json().booking as { _id: string; bookingId: string } };
}

describe('live changes on one instance', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });

  it('refuses a stream without a session (401), and a student another’s booking (404)', async () => {
    const { booking } = await newBooking(app);
    const other = await registerUser(app);
    expect((await openEventStream(app, '/api/admin/arrivals/live')).status).toBe(401);
    expect((await openEventStream(app, `/api/booking/${booking._id}/live`)).status).toBe(401);
    expect(
      (await openEventStream(app, `/api/booking/${booking._id}/live`, other.token)).status,
    ).toBe(404);
    // A student is not staff.
    expect((await openEventStream(app, '/api/admin/arrivals/live', other.token)).status).toBe(403);
  });

  it('tells the board of an assignment, and the student of their own booking only', async () => {
    const mine = await newBooking(app);
    const theirs = await newBooking(app);
    const agent = await adminToken(app, 'Booking Agent');
    const board = await openEventStream(app, '/api/admin/arrivals/live', agent.token);
    const pass = await openEventStream(
      app,
      `/api/booking/${mine.booking.bookingId}/live`,
      mine.student.token,
    );
    try {
      expect(board.status).toBe(200);
      expect(pass.status).toBe(200);
      await board.next((e) => e.event === 'ready');
      await pass.next((e) => e.event === 'ready');

      // Another student's booking changes first: the board hears it, this pass does not.
      const driver = await addDriver(app);
      const assigned = await app.inject({
        method: 'PATCH',
        url: `/api/admin/bookings/${theirs.booking._id}/assignment`,
        headers: bearer(agent.token),
        payload: { driverId: driver.id },
      });
      expect(assigned.statusCode).toBe(200);
      await board.next(changeOf(theirs.booking._id));

      await publishMeetingChange(app, mine.booking._id);
      await pass.next(changeOf(mine.booking._id));
      await board.next(changeOf(mine.booking._id));
      expect(pass.events.filter((e) => e.event === 'change')).toEqual([
        { event: 'change', data: JSON.stringify({ bookingId: mine.booking._id }) },
      ]);
    } finally {
      board.close();
      pass.close();
    }
  });

  it('tells nothing of a change whose transaction rolled back', async () => {
    const { student, booking } = await newBooking(app);
    const pass = await openEventStream(app, `/api/booking/${booking._id}/live`, student.token);
    try {
      await pass.next((e) => e.event === 'ready');
      await app.db
        .transaction(async (tx) => {
          await publishMeetingChange(app, booking._id, tx);
          throw new Error('rolled back');
        })
        .catch(() => {});
      await publishMeetingChange(app, booking._id);
      await pass.next(changeOf(booking._id));
      expect(pass.events.filter((e) => e.event === 'change')).toHaveLength(1);
    } finally {
      pass.close();
    }
  });

  it('refuses a sixth stream of one account (429)', async () => {
    const { student, booking } = await newBooking(app);
    const open = await Promise.all(
      Array.from({ length: 5 }, () =>
        openEventStream(app, `/api/booking/${booking._id}/live`, student.token),
      ),
    );
    try {
      await Promise.all(open.map((s) => s.next((e) => e.event === 'ready')));
      const sixth = await openEventStream(app, `/api/booking/${booking._id}/live`, student.token);
      expect(sixth.status).toBe(429);
    } finally {
      for (const stream of open) stream.close();
    }
  });

  it('ends open streams when the server closes, without waiting for the clients', async () => {
    const own = await build();
    const { student, booking } = await newBooking(own);
    const pass = await openEventStream(own, `/api/booking/${booking._id}/live`, student.token);
    await pass.next((e) => e.event === 'ready');
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    pass.close();
  });
});

// PGlite is one process's database: two instances need PostgreSQL.
describe.runIf(onPostgres)('live changes across two instances on one PostgreSQL database', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const instances = await buildTwoInstances();
    ({ one, two } = instances);
    return instances.close;
  });

  it('a change published on one instance reaches the board and the pass open on the other', async () => {
    const { student, booking } = await newBooking(one);
    const agent = await adminToken(one, 'Booking Agent');
    const board = await openEventStream(two, '/api/admin/arrivals/live', agent.token);
    const pass = await openEventStream(two, `/api/booking/${booking._id}/live`, student.token);
    try {
      await board.next((e) => e.event === 'ready');
      await pass.next((e) => e.event === 'ready');
      const driver = await addDriver(one);
      const assigned = await one.inject({
        method: 'PATCH',
        url: `/api/admin/bookings/${booking._id}/assignment`,
        headers: bearer(agent.token),
        payload: { driverId: driver.id },
      });
      expect(assigned.statusCode).toBe(200);
      await board.next(changeOf(booking._id));
      await pass.next(changeOf(booking._id));
    } finally {
      board.close();
      pass.close();
    }
  });
});
