// Referral links (issue 27 item 7, docs/decisions/092): /?partner=CODE, checked on the server,
// gives the browser a signed ticket; handed over once signed in, it attributes the student's
// own bookings for 30 days from the visit to the partner (`partner_source = 'referral'`), and
// the booking says so to the student and to staff.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bookings } from '#server/db/schema.ts';
import { book, bookingBody, dateIn, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';

const DAY_MS = 24 * 60 * 60_000;

const app = await build();
const boss = await adminToken(app, 'Super Admin');
const agency = (
  await app.inject({
    method: 'POST',
    url: '/api/admin/partners',
    headers: bearer(boss.token),
    payload: {
      kind: 'Agent',
      name: 'Referral Agency',
      billingEmail: 'accounts@referral.example',
      commissionType: 'fixed',
      commissionValue: 5000,
    },
  })
).json().partner as { _id: string; code: string };
const basic = await packageId(app, 'Basic');
// A Super Admin signed in now (sessions last 7 days; these tests move the clock by weeks).
const staffToken = async () => (await adminToken(app, 'Super Admin')).token;

const open = (code: string) =>
  app.inject({ method: 'POST', url: '/api/public/referrals', payload: { code } });
const handOver = (token: string, ticket: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/referral',
    headers: bearer(token),
    payload: { ticket },
  });
const bookBasic = async (token: string) => {
  const response = await book(
    app,
    token,
    bookingBody({ packageId: basic, preferredDate: dateIn(app, 10) }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().booking as { _id: string; partner: unknown };
};
// Sessions last 7 days: a student comes back weeks later and signs in again.
async function signIn(student: { user: { email: string }; password: string }): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: student.user.email, password: student.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token;
}
const stored = async (id: string) =>
  (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

// A student who opened the link now and handed the ticket over.
async function referredStudent() {
  const opened = await open(agency.code.toLowerCase());
  expect(opened.statusCode).toBe(200);
  const student = await registerUser(app);
  const handed = await handOver(student.token, opened.json().ticket);
  expect(handed.json()).toEqual({
    attributed: true,
    partner: { name: 'Referral Agency' },
    choice: null,
  });
  return student;
}

describe('a referral link', () => {
  it('is checked on the server: a known code gets a ticket for 30 days, any other 404', async () => {
    const opened = await open(` ${agency.code.toLowerCase()} `);
    expect(opened.statusCode).toBe(200);
    const body = opened.json();
    expect(body.partner).toEqual({ name: 'Referral Agency', code: agency.code });
    expect(new Date(body.expiresAt).getTime() - app.clock.now().getTime()).toBe(30 * DAY_MS);
    expect(body.ticket).toContain(agency._id);
    expect((await open('NOSUCH99')).statusCode).toBe(404);
    expect((await open('not a code!')).statusCode).toBe(400);
  });

  it('attributes the student’s own booking 29 days after the visit, shown to the student and to staff', async () => {
    const student = await referredStudent();
    app.clock.advance(29 * DAY_MS);
    const token = await signIn(student);
    const booking = await bookBasic(token);
    const expected = { id: agency._id, name: 'Referral Agency', source: 'referral' };
    expect(booking.partner).toEqual(expected);
    expect(await stored(booking._id)).toMatchObject({
      partnerId: agency._id,
      partnerSource: 'referral',
      billedToPartner: false,
    });
    const mine = await app.inject({
      method: 'GET',
      url: `/api/booking/${booking._id}`,
      headers: bearer(token),
    });
    expect(mine.json().booking.partner).toEqual(expected);
    const staff = await app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${booking._id}`,
      headers: bearer(await staffToken()),
    });
    expect(staff.json().booking.partner).toEqual(expected);
  });

  it('does not attribute a booking 31 days after the visit, nor a ticket handed over that late', async () => {
    const student = await referredStudent();
    const lateTicket = (await open(agency.code)).json().ticket;
    app.clock.advance(31 * DAY_MS);
    const booking = await bookBasic(await signIn(student));
    expect(booking.partner).toBeNull();
    expect((await stored(booking._id)).partnerId).toBeNull();

    const late = await registerUser(app);
    expect((await handOver(late.token, lateTicket)).json()).toEqual({
      attributed: false,
      partner: null,
      choice: null,
    });
    expect((await bookBasic(late.token)).partner).toBeNull();
  });

  it('cannot be forged, moved to another partner or back-dated; a plain booking has no partner', async () => {
    const ticket = (await open(agency.code)).json().ticket as string;
    const [id, ms, mac] = ticket.split('.');
    const student = await registerUser(app);
    for (const forged of [
      `${id}.${Number(ms) + 1}.${mac}`,
      `00000000-0000-4000-8000-000000000000.${ms}.${mac}`,
      `${id}.${ms}.${mac!.slice(0, -2)}AA`,
      'garbage',
    ]) {
      expect((await handOver(student.token, forged)).json().attributed).toBe(false);
    }
    expect((await app.usersRepository.findById(student.user._id))!.referredByPartnerId).toBeNull();
    expect((await bookBasic(student.token)).partner).toBeNull();
    // Signed out, the ticket cannot be handed over.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/user/referral',
          payload: { ticket },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('stops with its partner: an inactive partner’s code is unknown and its referrals attribute nothing', async () => {
    const student = await referredStudent();
    const staff = await staffToken();
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/partners/${agency._id}`,
      headers: bearer(staff),
      payload: { active: false },
    });
    try {
      expect((await open(agency.code)).statusCode).toBe(404);
      expect((await bookBasic(student.token)).partner).toBeNull();
    } finally {
      await app.inject({
        method: 'PATCH',
        url: `/api/admin/partners/${agency._id}`,
        headers: bearer(staff),
        payload: { active: true },
      });
    }
    // Staff do not book through a link.
    const ticket = (await open(agency.code)).json().ticket;
    expect((await handOver(staff, ticket)).json().attributed).toBe(false);
  });
});
