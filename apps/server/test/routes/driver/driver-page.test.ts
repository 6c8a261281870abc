// @both-databases: link exchange and statuses run under row locks and transactions
// A driver's own page (issue 35 items 1-2; docs/decisions/130): the personal link and its
// session, the driver's API answering only their own jobs, the statuses' order and No-show
// rules, where a status shows (timeline, board, partner-free pass), staff ending the sessions,
// and the place cleared after 30 days.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { addDays, melbourneDate } from '@landed/shared/dates';
import { DRIVER_MESSAGES } from '@landed/shared/schemas/meeting';

import {
  arrivalMessages,
  auditLogs,
  driverStatuses,
  flights,
  mailOutbox,
} from '#server/db/schema.ts';
import { FILES, book, bookingBody, dateIn, multipart, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';

const app = await build({ appUrl: 'https://landed.example' });
// Noon in Melbourne, whatever the hour the tests run at.
app.clock.set(new Date(`${addDays(melbourneDate(new Date()), 1)}T01:00:00Z`));
const agent = (await adminToken(app, 'Booking Agent')).token;
const basic = await packageId(app, 'Basic');
const DAY_MS = 24 * 60 * 60_000;

let count = 0;
async function newDriver() {
  count += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/drivers',
    headers: bearer(agent),
    payload: {
      name: `Minh Tran ${count}`,
      phone: `+61 412 000 ${String(count).padStart(3, '0')}`,
      email: `driver.${count}@drivers.example`,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().driver as { _id: string; name: string; email: string };
}

// A student's booking in 6 days, given to the driver.
async function jobFor(driverId: string, overrides: Record<string, unknown> = {}) {
  const student = await registerUser(app, { name: 'Mei Chen' });
  const booked = await book(
    app,
    student.token,
    bookingBody({
      packageId: basic,
      preferredDate: dateIn(app, 6),
      arrivalTime: '11:30',
      flightNumber: 'MU737',
      userName: 'Mei Chen',
      phone: '0400 555 666',
      ...overrides,
    }),
  );
  expect(booked.statusCode).toBe(201);
  const booking = booked.json().booking as { _id: string; bookingId: string };
  const assigned = await app.inject({
    method: 'PATCH',
    url: `/api/admin/bookings/${booking._id}/assignment`,
    headers: bearer(agent),
    payload: { driverId },
  });
  expect(assigned.statusCode).toBe(200);
  return { booking, student };
}

const sendLink = (driverId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/drivers/${driverId}/access-link`,
    headers: bearer(agent),
  });

const openLink = (token: string) =>
  app.inject({ method: 'POST', url: '/api/driver/session', payload: { token } });

// Signs the driver in on a "device": the cookie header to send.
async function signIn(driverId: string): Promise<string> {
  const link = await sendLink(driverId);
  expect(link.statusCode).toBe(201);
  const token = (link.json().url as string).split('#')[1]!;
  const opened = await openLink(token);
  expect(opened.statusCode).toBe(200);
  const setCookie = String(opened.headers['set-cookie']);
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  expect(setCookie).toMatch(/Secure/);
  expect(setCookie).toMatch(/Path=\/api\/driver/);
  expect(setCookie).toMatch(/Max-Age=2592000/);
  return setCookie.split(';')[0]!;
}

const asDriver = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const status = (cookie: string, bookingId: string, payload: object) =>
  asDriver(cookie, 'POST', `/api/driver/jobs/${bookingId}/status`, payload);

// Everything below happens on the arrival day: made now, six days before.
const minh = await newDriver();
const lan = await newDriver();
const mine = await jobFor(minh._id);
const second = await jobFor(minh._id, { flightNumber: 'QF10', arrivalTime: '20:15' });
const theirs = await jobFor(lan._id);
const later = await jobFor(minh._id, { preferredDate: dateIn(app, 9) });
const minhCookie = await signIn(minh._id);
const lanCookie = await signIn(lan._id);
app.clock.advance(6 * DAY_MS);
const today = melbourneDate(app.clock.now());
// MU737 landed 10 minutes ago: the wait (an hour, international) is not over.
await app.db.insert(flights).values({
  number: 'MU737',
  dateLocal: today,
  plannedArrival: new Date(app.clock.now().getTime() - 10 * 60_000),
  status: 'landed',
  scheduledArrival: new Date(app.clock.now().getTime() - 20 * 60_000),
  actualArrival: new Date(app.clock.now().getTime() - 10 * 60_000),
  origin: 'ZSPD',
});

describe('the personal link', () => {
  it('is mailed to the driver, with the secret only in the fragment, and logged', async () => {
    const driver = await newDriver();
    const response = await sendLink(driver._id);
    expect(response.statusCode).toBe(201);
    const { url, expiresAt } = response.json();
    expect(url).toMatch(/^https:\/\/landed\.example\/driver\/welcome#[\w-]{43}$/);
    expect(Date.parse(expiresAt) - app.clock.now().getTime()).toBe(7 * DAY_MS);
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, driver.email));
    expect(mails.map((m) => m.template)).toEqual(['driver-access-link']);
    const logged = await app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'driver.access_link_sent'));
    expect(logged.some((l) => l.entityId === driver._id)).toBe(true);
    // The token is nowhere in the log.
    expect(JSON.stringify(logged)).not.toContain(url.split('#')[1]);
  });

  it('opens once; a used, expired, replaced or mangled link is refused', async () => {
    const driver = await newDriver();
    const first = (await sendLink(driver._id)).json().url.split('#')[1];
    const second = (await sendLink(driver._id)).json().url.split('#')[1];
    // The newer link voids the older one.
    expect((await openLink(first)).json().message).toBe(DRIVER_MESSAGES.linkInvalid);
    expect((await openLink(second)).statusCode).toBe(200);
    const used = await openLink(second);
    expect(used.statusCode).toBe(401);
    expect(used.json().message).toBe(DRIVER_MESSAGES.linkInvalid);
    expect((await openLink('not-a-token')).statusCode).toBe(401);

    const third = (await sendLink(driver._id)).json().url.split('#')[1];
    app.clock.advance(7 * DAY_MS + 60_000);
    try {
      expect((await openLink(third)).statusCode).toBe(401);
    } finally {
      app.clock.advance(-(7 * DAY_MS + 60_000));
    }
  });

  it('is refused to the other roles and for an inactive driver', async () => {
    const support = (await adminToken(app, 'Support Admin')).token;
    const refused = await app.inject({
      method: 'POST',
      url: `/api/admin/drivers/${minh._id}/access-link`,
      headers: bearer(support),
    });
    expect(refused.statusCode).toBe(403);
    const driver = await newDriver();
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/drivers/${driver._id}`,
      headers: bearer(agent),
      payload: { active: false },
    });
    expect((await sendLink(driver._id)).statusCode).toBe(409);
  });
});

describe('the driver’s jobs', () => {
  it('answers only this driver’s jobs of today and tomorrow, by pickup time', async () => {
    const response = await asDriver(minhCookie, 'GET', '/api/driver/jobs');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.driver).toEqual({ _id: minh._id, name: minh.name });
    expect(body.jobs.map((j: { _id: string }) => j._id)).toEqual([
      mine.booking._id,
      second.booking._id,
    ]);
    expect(body.jobs[0]).toMatchObject({
      bookingId: mine.booking.bookingId,
      pickupDate: today,
      student: { name: 'Mei Chen', phone: '0400 555 666', photoUrl: null, languages: ['English'] },
      contact: {
        call: 'tel:+61400555666',
        sms: 'sms:+61400555666',
        whatsapp: 'https://wa.me/61400555666',
      },
      status: null,
      statuses: [],
      flight: { number: 'MU737', status: 'landed' },
    });
    expect(body.jobs[0].noShowFrom).not.toBeNull();
    expect(body.jobs.map((j: { _id: string }) => j._id)).not.toContain(later.booking._id);
  });

  it('refuses another driver’s job (404) and a request without a session (401)', async () => {
    const other = await asDriver(minhCookie, 'GET', `/api/driver/jobs/${theirs.booking._id}`);
    expect(other.statusCode).toBe(404);
    expect((await status(minhCookie, theirs.booking._id, { status: 'On my way' })).statusCode).toBe(
      404,
    );
    const none = await app.inject({ method: 'GET', url: '/api/driver/jobs' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(DRIVER_MESSAGES.signedOut);
    const forged = await asDriver('landed_driver=forged', 'GET', '/api/driver/jobs');
    expect(forged.statusCode).toBe(401);
    // A student's or staff's bearer token is no driver's session.
    const staff = await app.inject({
      method: 'GET',
      url: '/api/driver/jobs',
      headers: bearer(agent),
    });
    expect(staff.statusCode).toBe(401);
  });
});

describe('statuses', () => {
  it('follow the order; the same one again changes nothing', async () => {
    const id = mine.booking._id;
    const early = await status(minhCookie, id, { status: 'Met the student' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(DRIVER_MESSAGES.wrongOrder);
    const onMyWay = await status(minhCookie, id, { status: 'On my way', lat: -37.67, lng: 144.84 });
    expect(onMyWay.statusCode).toBe(200);
    expect(onMyWay.json().job.status).toBe('On my way');
    const again = await status(minhCookie, id, { status: 'On my way' });
    expect(again.statusCode).toBe(200);
    expect(again.json().job.statuses).toHaveLength(1);
    const atPoint = await status(minhCookie, id, { status: 'At the meeting point' });
    expect(atPoint.json().job.statuses.map((s: { status: string }) => s.status)).toEqual([
      'On my way',
      'At the meeting point',
    ]);
  });

  it('No-show: refused before the wait and without a note and a photo, then kept as evidence', async () => {
    const id = mine.booking._id;
    const tooEarly = await status(minhCookie, id, { status: 'No-show', note: 'Not here' });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toBe(DRIVER_MESSAGES.noShowTooEarly);
    app.clock.advance(61 * 60_000);
    const noEvidence = await status(minhCookie, id, { status: 'No-show', note: 'Not here' });
    expect(noEvidence.statusCode).toBe(409);
    expect(noEvidence.json().message).toBe(DRIVER_MESSAGES.noShowEvidence);

    const upload = multipart('hall.png', FILES.png, { field: 'photo', contentType: 'image/png' });
    const photo = await app.inject({
      method: 'POST',
      url: `/api/driver/jobs/${id}/photo`,
      headers: { ...upload.headers, cookie: minhCookie },
      payload: upload.payload,
    });
    expect(photo.statusCode).toBe(201);
    const { photoId } = photo.json();
    // Another driver cannot use it, nor upload to this job.
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/driver/jobs/${id}/photo`,
      headers: { ...upload.headers, cookie: lanCookie },
      payload: upload.payload,
    });
    expect(foreign.statusCode).toBe(404);

    const noShow = await status(minhCookie, id, {
      status: 'No-show',
      note: 'Waited 70 minutes at door 5',
      photoId,
    });
    expect(noShow.statusCode).toBe(200);
    const at = noShow.json().job.statuses.at(-1).at;

    // The timeline, with the photo staff open from it.
    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${id}`,
      headers: bearer(agent),
    });
    const lines = detail
      .json()
      .timeline.filter((e: { action: string }) => e.action === 'driver_status');
    expect(lines.map((e: { details: { status: string } }) => e.details.status)).toEqual([
      'On my way',
      'At the meeting point',
      'No-show',
    ]);
    expect(lines.at(-1).details).toMatchObject({
      note: 'Waited 70 minutes at door 5',
      photoId,
      pickupStatus: 'No-show',
    });
    expect(JSON.stringify(lines)).not.toContain('144.84');
    const image = await app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${id}/driver-photos/${photoId}`,
      headers: bearer(agent),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    // The board's row and the pass.
    const board = await app.inject({
      method: 'GET',
      url: `/api/admin/arrivals?from=${today}&to=${today}`,
      headers: bearer(agent),
    });
    const row = board.json().arrivals.find((a: { _id: string }) => a._id === id);
    expect(row).toMatchObject({ pickupStatus: 'No-show', driverStatus: { status: 'No-show', at } });
    const pass = await app.inject({
      method: 'GET',
      url: `/api/booking/${id}/pass`,
      headers: bearer(mine.student.token),
    });
    expect(pass.json().pass.pickup.driverStatus).toEqual({ status: 'No-show', at });
    const booking = await app.inject({
      method: 'GET',
      url: `/api/booking/user/${mine.student.user._id}`,
      headers: bearer(mine.student.token),
    });
    expect(JSON.stringify(booking.json())).toContain('"driverStatus":{"status":"No-show"');
  });

  it('Met the student and Dropped off move the pickup to Picked up and Done', async () => {
    const id = second.booking._id;
    for (const s of ['On my way', 'At the meeting point', 'Met the student'] as const) {
      expect((await status(minhCookie, id, { status: s })).statusCode).toBe(200);
    }
    const noShowLate = await status(minhCookie, id, { status: 'No-show', note: 'x' });
    expect(noShowLate.json().message).toBe(DRIVER_MESSAGES.wrongOrder);
    expect((await status(minhCookie, id, { status: 'Dropped off' })).statusCode).toBe(200);
    const board = await app.inject({
      method: 'GET',
      url: `/api/admin/arrivals?from=${today}&to=${today}`,
      headers: bearer(agent),
    });
    const row = board.json().arrivals.find((a: { _id: string }) => a._id === id);
    expect(row).toMatchObject({ pickupStatus: 'Done', driverStatus: { status: 'Dropped off' } });
  });

  it('is refused on a job more than a day ahead', async () => {
    const ahead = await status(minhCookie, later.booking._id, { status: 'On my way' });
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().message).toBe(DRIVER_MESSAGES.notPickupDay);
  });
});

describe('ending a driver’s access', () => {
  it('staff end every session at once; signing out ends this device only', async () => {
    const driver = await newDriver();
    const phone = await signIn(driver._id);
    const tablet = await signIn(driver._id);
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/driver/session',
      headers: { cookie: tablet },
    });
    expect(out.statusCode).toBe(204);
    expect((await asDriver(tablet, 'GET', '/api/driver/jobs')).statusCode).toBe(401);
    expect((await asDriver(phone, 'GET', '/api/driver/jobs')).statusCode).toBe(200);

    const unopened = (await sendLink(driver._id)).json().url.split('#')[1];
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/admin/drivers/${driver._id}/sessions`,
      headers: bearer(agent),
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ ended: 1 });
    expect((await asDriver(phone, 'GET', '/api/driver/jobs')).statusCode).toBe(401);
    expect((await openLink(unopened)).statusCode).toBe(401);
    const logged = await app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'driver.sessions_ended'));
    expect(logged.some((l) => l.entityId === driver._id)).toBe(true);
  });

  it('an inactive driver’s session stops working', async () => {
    const driver = await newDriver();
    const phone = await signIn(driver._id);
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/drivers/${driver._id}`,
      headers: bearer(agent),
      payload: { active: false },
    });
    expect((await asDriver(phone, 'GET', '/api/driver/jobs')).statusCode).toBe(401);
  });
});

describe('what the student is told', () => {
  it('At the meeting point and Met the student tell the student once each, in their language', async () => {
    const told = async (bookingId: string) =>
      (await app.db.select().from(arrivalMessages).where(eq(arrivalMessages.bookingId, bookingId)))
        .map((m) => m.kind)
        .sort();
    // `second` went through On my way, At the meeting point, Met the student and Dropped off.
    expect(await told(second.booking._id)).toEqual(['driver-at-meeting-point', 'picked-up']);
    // No push subscription and no SMS: the meeting point's notice reaches them by mail.
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'arrival-message'));
    expect(mails.filter((m) => m.toAddress === second.student.user.email)).toHaveLength(1);
  });
});

describe('the chat, on the driver’s side', () => {
  it('reads and writes on the driver’s own job only', async () => {
    const url = `/api/driver/jobs/${second.booking._id}/messages`;
    const written = await asDriver(minhCookie, 'POST', url, { text: 'I am at door 5' });
    expect(written.statusCode).toBe(201);
    expect(written.json().message).toMatchObject({ author: 'driver', text: 'I am at door 5' });
    const read = await app.inject({
      method: 'GET',
      url: `/api/booking/${second.booking._id}/messages`,
      headers: bearer(second.student.token),
    });
    expect(read.json().messages.map((m: { text: string }) => m.text)).toContain('I am at door 5');
    expect((await asDriver(lanCookie, 'GET', url)).statusCode).toBe(404);
    expect((await asDriver(lanCookie, 'POST', url, { text: 'hi' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('counts on each job what the driver has not read, until the driver reads it', async () => {
    const url = `/api/driver/jobs/${mine.booking._id}/messages`;
    const unread = async () =>
      (
        (await asDriver(minhCookie, 'GET', '/api/driver/jobs')).json().jobs as Array<{
          _id: string;
          unreadMessages: number;
        }>
      ).find((job) => job._id === mine.booking._id)!.unreadMessages;
    expect(await unread()).toBe(0);
    const wrote = await app.inject({
      method: 'POST',
      url: `/api/booking/${mine.booking._id}/messages`,
      headers: bearer(mine.student.token),
      payload: { text: 'Door 4, blue jacket' },
    });
    expect(wrote.statusCode).toBe(201);
    expect(await unread()).toBe(1);
    expect((await asDriver(minhCookie, 'GET', url)).json().messages).toEqual([
      expect.objectContaining({ author: 'student', text: 'Door 4, blue jacket' }),
    ]);
    expect(await unread()).toBe(0);
    // The driver's own message is not news to them.
    await asDriver(minhCookie, 'POST', url, { text: 'Coming' });
    expect(await unread()).toBe(0);
  });
});

describe('the place', () => {
  it('is cleared after 30 days; the status and its time stay', async () => {
    const located = () =>
      app.db.select().from(driverStatuses).where(eq(driverStatuses.bookingId, mine.booking._id));
    expect((await located()).some((s) => s.lat === -37.67 && s.lng === 144.84)).toBe(true);
    app.clock.advance(29 * DAY_MS);
    expect(await app.driverLocations.clear()).toBe(0);
    app.clock.advance(2 * DAY_MS);
    expect(await app.driverLocations.clear()).toBe(1);
    const rows = await located();
    expect(rows.every((s) => s.lat === null && s.lng === null)).toBe(true);
    expect(rows.map((s) => s.status)).toContain('On my way');
  });
});
