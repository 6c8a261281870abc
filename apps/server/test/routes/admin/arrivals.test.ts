// @both-databases: raw SQL sets the times the board reads (time zones)
// The arrivals board (issue 15 item 2; docs/decisions/060): GET /api/admin/arrivals and its
// CSV, by arrival day in Melbourne.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ADMIN_ROLES } from '@landed/shared/constants';
import type { AdminRole } from '@landed/shared/constants';
import { addDays, melbourneDate } from '@landed/shared/dates';
import { ARRIVAL_MESSAGES } from '@landed/shared/schemas/arrivals';

import { auditLogs, bookings, users } from '#server/db/schema.ts';
import { seedCms } from '#server/db/seed/data/cms.ts';
import { arrivalsListQuery } from '#server/plugins/app/arrivals/arrivals-repository.ts';
import { book, bookingBody, flightNotKnown, optionId, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';

// The first instant of a Melbourne day, found by walking from the UTC day before (whatever the
// offset, +10 or +11).
function melbourneMidnight(date: string): Date {
  let instant = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    -12,
  );
  while (melbourneDate(new Date(instant)) !== date) instant += 15 * 60_000;
  return new Date(instant);
}

const app = await build();
// Half past midnight in Melbourne, two days from now: in UTC it is still the day before, so a
// board that reckoned days in UTC would show the wrong day.
const DAY = addDays(melbourneDate(new Date()), 2);
app.clock.set(new Date(melbourneMidnight(DAY).getTime() + 30 * 60_000));
const UTC_DAY = app.clock.now().toISOString().slice(0, 10);

const tokens = Object.fromEntries(
  await Promise.all(
    ADMIN_ROLES.map(async (role) => [role, (await adminToken(app, role)).token] as const),
  ),
) as Record<AdminRole, string>;
const agent = tokens['Booking Agent'];
const student = await registerUser(app, { name: 'Aarav Patel' });
expect(
  (
    await app.inject({
      method: 'PATCH',
      url: '/api/user/me',
      headers: bearer(student.token),
      payload: { profile: { university: 'RMIT University' } },
    })
  ).statusCode,
).toBe(200);

const board = (query: string, token = agent) =>
  app.inject({ method: 'GET', url: `/api/admin/arrivals${query}`, headers: bearer(token) });

async function booked(body: Record<string, unknown>) {
  const response = await book(app, student.token, bookingBody(body));
  expect(response.statusCode).toBe(201);
  return response.json().booking as { _id: string; bookingId: string };
}

const setStatus = (id: string, status: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/bookings/${id}`,
    headers: bearer(agent),
    payload: { status },
  });

const basic = await packageId(app, 'Basic');
const late = await booked({ packageId: basic, preferredDate: DAY, arrivalTime: '21:15' });
const early = await booked({
  packageId: basic,
  preferredDate: DAY,
  arrivalTime: '06:40',
  flightNumber: 'MU737',
  userName: 'Aarav Patel',
  phone: '+61 400 111 222',
});
const noTime = await booked({ packageId: basic, preferredDate: DAY, arrivalTime: '' });
const custom = await booked({
  preferredDate: DAY,
  arrivalTime: '12:00',
  customSelections: [{ optionId: await optionId(app, 'airport-pickup', 'Premium') }],
});
const nextDay = await booked({ packageId: basic, preferredDate: addDays(DAY, 1) });
const cancelled = await booked({ packageId: basic, preferredDate: DAY, arrivalTime: '10:00' });
const completed = await booked({ packageId: basic, preferredDate: DAY, arrivalTime: '11:00' });
await setStatus(cancelled._id, 'Cancelled');
await setStatus(completed._id, 'Completed');
await setStatus(early._id, 'Confirmed');

const refs = (body: { arrivals: Array<{ bookingId: string }> }) =>
  body.arrivals.map((a) => a.bookingId);

describe('GET /api/admin/arrivals', () => {
  it('lists the day’s Pending and Confirmed bookings by time (no time first), with everything a dispatcher needs', async () => {
    const response = await board(`?from=${DAY}&to=${DAY}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(refs(body)).toEqual([
      noTime.bookingId,
      early.bookingId,
      custom.bookingId,
      late.bookingId,
    ]);
    expect(body).toMatchObject({ total: 4, from: DAY, to: DAY });
    const row = body.arrivals[1];
    expect(row).toEqual({
      _id: early._id,
      bookingId: early.bookingId,
      date: DAY,
      // No flight to move it: the pickup is on the arrival day.
      pickupDate: DAY,
      time: '06:40',
      flightNumber: 'MU737',
      // Tracking is off in this file: the flight's facts are null (issue 34).
      flight: flightNotKnown('MU737'),
      pickupTime: null,
      // No status from the driver yet (issue 35).
      driverStatus: null,
      student: {
        name: 'Aarav Patel',
        phone: '+61 400 111 222',
        email: 'priya@example.com',
        university: 'RMIT University',
        // The account's language (docs/decisions/072).
        locale: 'en',
      },
      packageName: 'Basic',
      services: ['Airport pickup (standard)', 'Local SIM card setup', 'Accommodation assistance'],
      status: 'Confirmed',
      paymentStatus: 'Not Paid',
      billedToPartner: false,
      partnerName: null,
      driver: null,
      pickupStatus: 'Unassigned',
      meetingPoint: seedCms.defaultMeetingPoint,
      meetingPointIsDefault: true,
      destinationAddress: '',
      notes: 'Two suitcases.',
      // A student's own booking: no partner's booking waiting for their answer (decision 105).
      studentConsent: null,
    });
    expect(body.arrivals[2].services).toEqual(['Airport Pickup: Premium']);
  });

  it('reckons days in Melbourne: a booking on day D is on the board for from=to=D, and "today" is Melbourne’s', async () => {
    expect(UTC_DAY).not.toBe(DAY);
    const today = (await board('')).json();
    expect(today).toMatchObject({ from: DAY, to: DAY, total: 4 });
    expect((await board(`?from=${UTC_DAY}&to=${UTC_DAY}`)).json().total).toBe(0);
    const twoDays = (await board(`?from=${DAY}&to=${addDays(DAY, 1)}`)).json();
    expect(refs(twoDays).at(-1)).toBe(nextDay.bookingId);
    expect(twoDays.total).toBe(5);
  });

  it('filters unassigned, unpaid and one driver’s pickups', async () => {
    const { driver } = (
      await app.inject({
        method: 'POST',
        url: '/api/admin/drivers',
        headers: bearer(agent),
        payload: { name: 'Grace Kim', phone: '+61 411 000 111', email: 'grace@drivers.example' },
      })
    ).json();
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${late._id}/assignment`,
      headers: bearer(agent),
      payload: { driverId: driver._id, meetingPoint: 'Door 5, Terminal 2' },
    });
    await app.db
      .update(bookings)
      .set({ paymentStatus: 'Verified' })
      .where(eq(bookings.id, custom._id));

    const range = `from=${DAY}&to=${DAY}`;
    expect(refs((await board(`?${range}&unassigned=true`)).json())).toEqual([
      noTime.bookingId,
      early.bookingId,
      custom.bookingId,
    ]);
    expect(refs((await board(`?${range}&unpaid=true`)).json())).toEqual([
      noTime.bookingId,
      early.bookingId,
      late.bookingId,
    ]);
    const mine = (await board(`?${range}&driverId=${driver._id}`)).json();
    expect(mine.arrivals).toEqual([
      expect.objectContaining({
        bookingId: late.bookingId,
        driver: { _id: driver._id, name: 'Grace Kim', phone: '+61 411 000 111' },
        pickupStatus: 'Assigned',
        meetingPoint: 'Door 5, Terminal 2',
        meetingPointIsDefault: false,
      }),
    ]);
    expect((await board(`?${range}&unassigned=false`)).json().total).toBe(4);
  });

  it('pages: limit and page, with the total of the whole range', async () => {
    const first = (await board(`?from=${DAY}&to=${DAY}&limit=2`)).json();
    const second = (await board(`?from=${DAY}&to=${DAY}&limit=2&page=2`)).json();
    expect([...refs(first), ...refs(second)]).toHaveLength(4);
    expect(first.total).toBe(4);
    expect(second.total).toBe(4);
  });

  it.each([
    ['an end before the start', `?from=${DAY}&to=${addDays(DAY, -1)}`, ARRIVAL_MESSAGES.rangeOrder],
    [
      'more than 31 days',
      `?from=${DAY}&to=${addDays(DAY, 31)}`,
      'Choose a range of at most 31 days.',
    ],
    ['only an end too far from today', `?to=${addDays(DAY, 40)}`, ARRIVAL_MESSAGES.rangeTooLong],
    ['a day that does not exist', '?from=2026-02-30', 'Use a date like 2026-02-14.'],
    ['a bad flag', `?from=${DAY}&unpaid=yes`, ''],
    ['a bad driver id', `?from=${DAY}&driverId=7`, 'Invalid id.'],
    ['an unknown parameter', `?from=${DAY}&sort=name`, ''],
  ])('refuses %s with a clear 400', async (_name, query, message) => {
    const response = await board(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers 31 days', async () => {
    expect((await board(`?from=${DAY}&to=${addDays(DAY, 30)}`)).statusCode).toBe(200);
  });

  it('is read by every admin role, and by no student or visitor', async () => {
    for (const role of ADMIN_ROLES) {
      expect((await board(`?from=${DAY}`, tokens[role])).statusCode, role).toBe(200);
    }
    expect((await board(`?from=${DAY}`, student.token)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/arrivals?from=${DAY}` })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/admin/arrivals/export', () => {
  it('gives the same rows as formula-safe CSV, and logs the export', async () => {
    await app.db
      .update(bookings)
      .set({ notes: '=HYPERLINK("http://evil.example")' })
      .where(eq(bookings.id, noTime._id));
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/arrivals/export?from=${DAY}&to=${DAY}`,
      headers: bearer(tokens.Developer),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`landed-arrivals-${DAY}-to-${DAY}-`);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Date,Time,Flight,Booking ID,Student,Phone,Email,University,Package,Services,Status,Payment,Driver,Driver phone,Pickup status,Meeting point,Destination,Notes',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(noTime.bookingId);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[2]).toContain(`${DAY},06:40,MU737,${early.bookingId},Aarav Patel`);
    const log = await app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'arrivals.exported'));
    expect(log.at(-1)?.details).toEqual({ from: DAY, to: DAY, rows: 4 });
  });

  it('refuses a range over 31 days', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/arrivals/export?from=${DAY}&to=${addDays(DAY, 45)}`,
      headers: bearer(agent),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`to: ${ARRIVAL_MESSAGES.rangeTooLong}`);
  });
});

describe('the default meeting point', () => {
  const put = (token: string, defaultMeetingPoint: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/admin/arrivals/settings',
      headers: bearer(token),
      payload: { defaultMeetingPoint },
    });

  it('is set by those who run bookings, shown on unassigned rows, and logged', async () => {
    expect((await put(tokens['Content Manager'], 'Gate 1')).statusCode).toBe(403);
    const response = await put(agent, ' Arrivals hall, under the clock ');
    expect(response.json()).toEqual({
      settings: {
        defaultMeetingPoint: 'Arrivals hall, under the clock',
        arrivalChangeCutoffHours: 24,
        // No terminal's photo uploaded (issue 35).
        meetingPointPhotos: { T1: null, T2: null, T3: null, T4: null },
      },
    });
    const read = await app.inject({
      method: 'GET',
      url: '/api/admin/arrivals/settings',
      headers: bearer(tokens.Developer),
    });
    expect(read.json().settings.defaultMeetingPoint).toBe('Arrivals hall, under the clock');
    const row = (await board(`?from=${DAY}&to=${DAY}`)).json().arrivals[0];
    expect(row).toMatchObject({
      meetingPoint: 'Arrivals hall, under the clock',
      meetingPointIsDefault: true,
    });
    expect((await put(agent, 'x'.repeat(301))).statusCode).toBe(400);
    const log = await app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'dispatch.settings_updated'));
    expect(log).toHaveLength(1);
  });

  it('is still the usual one on a row whose driver was given it, and no longer once it moves (issue 33 item 5)', async () => {
    const day = addDays(DAY, 5);
    const row = await booked({ packageId: basic, preferredDate: day, arrivalTime: '09:00' });
    const { driver } = (
      await app.inject({
        method: 'POST',
        url: '/api/admin/drivers',
        headers: bearer(agent),
        payload: { name: 'Usual Place', phone: '+61 411 000 222', email: 'usual@drivers.example' },
      })
    ).json();
    // A driver without a meeting point: the booking keeps the usual place's words.
    const assigned = await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${row._id}/assignment`,
      headers: bearer(agent),
      payload: { driverId: driver._id },
    });
    expect(assigned.statusCode).toBe(200);
    const usual = (await put(agent, 'Gate 3')).json().settings.defaultMeetingPoint;
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${row._id}/assignment`,
      headers: bearer(agent),
      payload: { meetingPoint: usual },
    });
    const shown = async () => (await board(`?from=${day}&to=${day}`)).json().arrivals[0];
    expect(await shown()).toMatchObject({ meetingPoint: 'Gate 3', meetingPointIsDefault: true });
    // The usual place moves: this booking still meets at the old one, so it is its own.
    await put(agent, 'Gate 4');
    expect(await shown()).toMatchObject({ meetingPoint: 'Gate 3', meetingPointIsDefault: false });
    // Back as it was: the query's plan below is read over the other rows' drivers.
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${row._id}/assignment`,
      headers: bearer(agent),
      payload: { driverId: null },
    });
  });
});

describe('the arrival-change cut-off', () => {
  const put = (token: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'PUT',
      url: '/api/admin/arrivals/settings',
      headers: bearer(token),
      payload,
    });

  it('is set in whole hours up to a week by those who run bookings, and applies to students', async () => {
    expect((await put(tokens['Support Admin'], { arrivalChangeCutoffHours: 48 })).statusCode).toBe(
      403,
    );
    for (const bad of [-1, 169, 1.5, '48']) {
      expect((await put(agent, { arrivalChangeCutoffHours: bad })).statusCode).toBe(400);
    }
    expect((await put(agent, {})).statusCode).toBe(400);
    const saved = await put(agent, { arrivalChangeCutoffHours: 48 });
    expect(saved.json().settings.arrivalChangeCutoffHours).toBe(48);

    // A student whose arrival is 30 hours away may no longer change it, and is told why.
    const now = app.clock.now();
    const arrival = new Date(now.getTime() + 30 * 60 * 60_000);
    const date = melbourneDate(arrival);
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Australia/Melbourne',
      hour: '2-digit',
      minute: '2-digit',
    }).format(arrival);
    const student = await registerUser(app);
    const made = await book(
      app,
      student.token,
      bookingBody({
        packageId: await packageId(app, 'Basic'),
        preferredDate: date,
        arrivalTime: time,
      }),
    );
    const change = await app.inject({
      method: 'PATCH',
      url: `/api/booking/${made.json().booking._id}/arrival`,
      headers: bearer(student.token),
      payload: { preferredDate: addDays(date, 1) },
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(
      'Your arrival is less than 48 hours away. Please contact support to change it.',
    );
    await put(agent, { arrivalChangeCutoffHours: 24 });
  });
});

describe('the query', () => {
  it('reads bookings_preferred_date_idx for a day among 10,000 bookings', async () => {
    const [owner] = await app.db.select({ id: users.id }).from(users).limit(1);
    await app.db.execute(sql`
      insert into bookings (booking_ref, user_id, package_name, contact_name, contact_email,
        contact_phone, preferred_date, arrival_time, status, total_price_cents)
      select 'IX-' || n, ${owner!.id}, 'Basic', 'Student ' || n, 's' || n || '@example.com',
        '+61 400 000 000', date '2031-01-01' + (n % 365), lpad((n % 24)::text, 2, '0') || ':00',
        (array['Pending', 'Confirmed', 'Completed', 'Cancelled'])[1 + n % 4], 7500
      from generate_series(1, 10000) as n`);
    await app.db.execute(sql`analyze bookings`);
    const query = arrivalsListQuery(app.db, {
      from: '2031-03-01',
      to: '2031-03-01',
    }).limit(100);
    const plan = (await app.db.execute(sql`explain ${query}`)) as unknown as {
      rows: Array<Record<string, string>>;
    };
    const text = plan.rows.map((r) => Object.values(r)[0]).join('\n');
    expect(text).toContain('bookings_preferred_date_idx');
  });
});
