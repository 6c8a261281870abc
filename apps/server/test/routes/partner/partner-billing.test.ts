// @both-databases: numbering: the month end run twice at once
// Billing on account and commissions (issue 27, items 5 and 6; docs/decisions/096, 097): the
// month-end invoices and statements by Melbourne months, who may read which, the documents,
// staff's "invoice now", marking paid, a commission earned when a booking is completed and paid
// and reversed on a refund, and a booking on account that the student is never asked to pay.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { melbourneInstant } from '@landed/shared/dates';

import { bookings, commissions, partnerInvoices, payments } from '#server/db/schema.ts';
import { runMonthEnd } from '#server/operations/partners/billing/run-month-end.ts';
import {
  GOOD_PASSWORD,
  adminToken,
  bearer,
  build,
  createClock,
  registerUser,
} from '#test/helper.ts';
import { addBooking, addPartner, partnerUser } from '#test/support/partners.ts';
import { pdfText } from '#test/support/pdf-text.ts';

const clock = createClock(melbourneInstant('2027-01-20', '10:00'));
const app = await build({}, { clock });

const uni = await addPartner(app, {
  kind: 'University',
  name: 'Monash International Office',
  billingMode: 'account',
  paymentTermsDays: 30,
});
const uni2 = await addPartner(app, {
  kind: 'University',
  name: 'Newcastle Global',
  billingMode: 'account',
});
const agency = await addPartner(app, {
  kind: 'Agent',
  name: 'Bright Path Education',
  commissionType: 'percent',
  commissionValue: 1000, // 10 %
});
const [uniUser, uni2User, agent] = [
  await partnerUser(app, uni.id),
  await partnerUser(app, uni2.id),
  await partnerUser(app, agency.id),
];
const student = await registerUser(app, { name: 'Mei Chen' });
const [superAdmin, bookingAgent] = [
  await adminToken(app, 'Super Admin'),
  await adminToken(app, 'Booking Agent'),
];
const userId = student.user._id;
const studentPerson = { email: student.user.email };

const onAccount = { userId, billedToPartner: true };
const u1 = await addBooking(app, { ...onAccount, partnerId: uni.id, preferredDate: '2027-01-31' });
// 1 February in Melbourne: February's, though it is still 31 January in UTC at midnight there.
const u2 = await addBooking(app, {
  ...onAccount,
  partnerId: uni.id,
  preferredDate: '2027-02-01',
  totalPriceCents: 25_000,
});
const cancelled = await addBooking(app, {
  ...onAccount,
  partnerId: uni.id,
  preferredDate: '2027-01-15',
  status: 'Cancelled',
});
const awaiting = await addBooking(app, {
  ...onAccount,
  partnerId: uni.id,
  preferredDate: '2027-01-12',
  approvalStatus: 'Awaiting',
});
const v1 = await addBooking(app, {
  ...onAccount,
  partnerId: uni2.id,
  preferredDate: '2027-01-10',
  totalPriceCents: 9_900,
});

// An agent's students, who paid their own bookings.
async function paidAgentBooking(input: { status?: 'Confirmed' | 'Completed'; claim?: string }) {
  const row = await addBooking(app, {
    userId,
    partnerId: agency.id,
    preferredDate: '2027-01-18',
    status: input.status ?? 'Confirmed',
    paymentStatus: input.claim === 'Pending' ? 'Verification Pending' : 'Verified',
  });
  const [payment] = await app.db
    .insert(payments)
    .values({
      bookingId: row.id,
      userId,
      amountCents: row.totalPriceCents,
      status: input.claim === 'Pending' ? 'Pending' : 'Verified',
    })
    .returning();
  return { row, paymentId: payment!.id };
}
const a1 = await paidAgentBooking({});
const a2 = await paidAgentBooking({});
const a3 = await paidAgentBooking({});
const a4 = await paidAgentBooking({ status: 'Completed', claim: 'Pending' });

// Sessions expire as the clock moves through the months: a person signs in again whenever the
// clock has moved since their last request.
type Person = { email: string };
const sessions = new Map<string, { token: string; at: number }>();
async function tokenOf({ email }: Person): Promise<string> {
  const kept = sessions.get(email);
  if (kept && kept.at === clock.now().getTime()) return kept.token;
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: GOOD_PASSWORD },
  });
  const token = login.json().token as string;
  sessions.set(email, { token, at: clock.now().getTime() });
  return token;
}
const get = async (url: string, who: Person) =>
  app.inject({ method: 'GET', url, headers: bearer(await tokenOf(who)) });
const post = async (url: string, who: Person, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: bearer(await tokenOf(who)), payload });
const setStatus = async (id: string, payload: object) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/bookings/${id}`,
    headers: bearer(await tokenOf(bookingAgent)),
    payload,
  });
const commissionOf = async (bookingId: string) =>
  (await app.db.select().from(commissions).where(eq(commissions.bookingId, bookingId)))[0];

describe('billing on account and commissions through the months', () => {
  it('never asks the student to pay a booking its partner pays on account', async () => {
    const claim = await app.inject({
      method: 'PATCH',
      url: `/api/booking/${u1.id}/mark-paid`,
      headers: bearer(await tokenOf(studentPerson)),
      payload: { reference: 'x' },
    });
    expect(claim.statusCode).toBe(409);
    expect(claim.json().code).toBe('BILLED_TO_PARTNER');
    // Its answer says so, for the dashboard's Pay button.
    const mine = await get(`/api/booking/user/${userId}`, studentPerson);
    const listed = mine.json().bookings.find((b: { _id: string }) => b._id === u1.id);
    expect(listed.billedToPartner).toBe(true);
  });

  it('earns an agent 10 % when a booking is completed and paid, in either order; a refund reverses it', async () => {
    for (const { row } of [a1, a2, a3]) {
      expect((await setStatus(row.id, { status: 'Completed' })).statusCode).toBe(200);
    }
    expect(await commissionOf(a1.row.id)).toMatchObject({ amountCents: 1800, status: 'Earned' });
    // Completed first, paid afterwards.
    expect(await commissionOf(a4.row.id)).toBeUndefined();
    const verify = await post(`/api/admin/payments/${a4.paymentId}/verify`, bookingAgent);
    expect(verify.statusCode).toBe(200);
    expect(await commissionOf(a4.row.id)).toMatchObject({ amountCents: 1800, status: 'Earned' });
    // A university earns nothing; a booking completed but unpaid earns nothing.
    expect((await setStatus(u1.id, { status: 'Completed' })).statusCode).toBe(200);
    expect(await commissionOf(u1.id)).toBeUndefined();

    clock.set(melbourneInstant('2027-01-25', '09:00'));
    const refund = { status: 'Cancelled', refundAmount: 180, refundReason: 'Flight cancelled' };
    expect((await setStatus(a2.row.id, refund)).statusCode).toBe(200);
    expect(await commissionOf(a2.row.id)).toMatchObject({ status: 'Reversed' });
  });

  it('issues nothing for January until January is over in Melbourne, then one invoice and statement each, once', async () => {
    clock.set(melbourneInstant('2027-01-31', '23:30'));
    expect(await runMonthEnd(app)).toEqual({ invoices: 0, statements: 0 });
    // 00:30 on 1 February in Melbourne is 13:30 on 31 January in UTC.
    clock.set(melbourneInstant('2027-02-01', '00:30'));
    expect(clock.now().toISOString()).toBe('2027-01-31T13:30:00.000Z');
    // Two instances at once.
    const runs = await Promise.all([runMonthEnd(app), runMonthEnd(app)]);
    expect(runs.reduce((sum, r) => sum + r.invoices, 0)).toBe(2);
    expect(runs.reduce((sum, r) => sum + r.statements, 0)).toBe(1);
    expect(await runMonthEnd(app)).toEqual({ invoices: 0, statements: 0 });

    const rows = await app.db.select().from(partnerInvoices);
    expect(rows.map((r) => r.number).sort()).toEqual([1, 2]);
    const ours = rows.find((r) => r.partnerId === uni.id)!;
    expect(ours).toMatchObject({
      periodStart: '2027-01-01',
      periodEnd: '2027-01-31',
      dueOn: '2027-03-03',
      totalCents: 18_000,
      gstCents: 1636,
    });
    const invoiceOf = async (id: string) =>
      (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.partnerInvoiceId;
    expect(await invoiceOf(u1.id)).toBe(ours.id);
    // February's, cancelled, and awaiting approval: not on it.
    for (const b of [u2, cancelled, awaiting]) expect(await invoiceOf(b.id)).toBeNull();
  });

  it('lets a partner read only its own invoices, with what it owes; staff read any partner', async () => {
    const mine = await get('/api/partner/invoices', uniUser);
    expect(mine.statusCode).toBe(200);
    const body = mine.json();
    expect(body).toMatchObject({
      owedCents: 18_000,
      overdueCents: 0,
      uninvoiced: { bookings: 1, totalCents: 25_000 },
    });
    expect(body.invoices).toHaveLength(1);
    const number: string = body.invoices[0].number;
    expect(body.invoices[0]).toMatchObject({ dueOn: '2027-03-03', bookings: 1, paidAt: null });
    expect(body.invoices[0].paymentReference).toBe(number);

    const pdf = await get(`/api/partner/invoices/${number}`, uniUser);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [number, u1.bookingRef, 'Mei Chen', 'Monash International Office']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('3 March 2027');
    expect(text).not.toContain(v1.bookingRef);

    // Another organisation's user: its own list, and the number is not found.
    const theirs = (await get('/api/partner/invoices', uni2User)).json();
    expect(theirs.invoices.map((i: { number: string }) => i.number)).not.toContain(number);
    expect((await get(`/api/partner/invoices/${number}`, uni2User)).statusCode).toBe(404);
    // A number no counter reaches is not found either, not a bad request (nor a database error).
    expect((await get('/api/partner/invoices/PI-99999999999', uniUser)).statusCode).toBe(404);
    expect(
      (await get('/api/partner/commissions/statements/CS-99999999999', uniUser)).statusCode,
    ).toBe(404);
    expect((await get('/api/partner/invoices', studentPerson)).statusCode).toBe(403);
    expect((await get('/api/partner/invoices', superAdmin)).statusCode).toBe(403);

    const staffUrl = `/api/admin/partners/${uni.id}/invoices`;
    expect((await get(staffUrl, superAdmin)).json().owedCents).toBe(18_000);
    expect((await get(`${staffUrl}/${number}`, superAdmin)).statusCode).toBe(200);
    expect((await get(staffUrl, bookingAgent)).statusCode).toBe(403);
    expect((await get(staffUrl, uniUser)).statusCode).toBe(403);
    expect(
      (await get(`/api/admin/partners/${student.user._id}/invoices`, superAdmin)).statusCode,
    ).toBe(404);
  });

  it('invoices on demand what the month has so far, once a month, and records the payment once', async () => {
    const url = `/api/admin/partners/${uni.id}/invoices`;
    const again = await post(url, superAdmin, { month: '2027-01' });
    expect(again.statusCode).toBe(409);
    // A month to come is not invoiced ahead (it would use up that month's invoice).
    const ahead = await post(url, superAdmin, { month: '2027-06' });
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().code).toBe('MONTH_NOT_STARTED');
    const now = await post(url, superAdmin, {});
    expect(now.statusCode).toBe(201);
    expect(now.json().number).toBe('PI-000003');
    expect((await post(url, bookingAgent, {})).statusCode).toBe(403);

    const january = (await get(url, superAdmin)).json().invoices.at(-1).number;
    const paid = await post(`${url}/${january}/paid`, superAdmin, { reference: 'EFT 991' });
    expect(paid.statusCode).toBe(204);
    expect((await post(`${url}/${january}/paid`, superAdmin)).statusCode).toBe(409);
    const [u1Now] = await app.db.select().from(bookings).where(eq(bookings.id, u1.id));
    expect(u1Now!.paymentStatus).toBe('Paid');
    expect((await get(url, superAdmin)).json().owedCents).toBe(25_000);
  });

  it("states an agent's January (earned, not reversed), as PDF and CSV, for it and staff only", async () => {
    const mine = (await get('/api/partner/commissions', agent)).json();
    expect(mine.statements).toHaveLength(1);
    expect(mine.statements[0]).toMatchObject({
      number: 'CS-000001',
      month: '2027-01',
      totalCents: 5400,
      paidAt: null,
    });
    expect(mine.unpaidCents).toBe(5400);
    const a2Listed = mine.commissions.find(
      (c: { bookingId: string }) => c.bookingId === a2.row.bookingRef,
    );
    expect(a2Listed).toMatchObject({ status: 'Reversed', statementNumber: null });

    const csv = await get('/api/partner/commissions/statements/CS-000001?format=csv', agent);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(a1.row.bookingRef);
    expect(csv.body).not.toContain(a2.row.bookingRef);
    expect(csv.body).toContain('54.00');
    const pdf = await get('/api/partner/commissions/statements/CS-000001', agent);
    expect(await pdfText(pdf.rawPayload)).toContain('Commission statement');

    // Another partner sees none of it.
    expect((await get('/api/partner/commissions', uniUser)).json().commissions).toEqual([]);
    expect((await get('/api/partner/commissions/statements/CS-000001', uniUser)).statusCode).toBe(
      404,
    );

    const staffUrl = `/api/admin/partners/${agency.id}/commissions`;
    expect((await get(staffUrl, superAdmin)).json().unpaidCents).toBe(5400);
    expect((await get(staffUrl, bookingAgent)).statusCode).toBe(403);
    const early = await post(`${staffUrl}/statements`, superAdmin, { month: '2027-02' });
    expect(early.statusCode).toBe(409);
    expect((await post(`${staffUrl}/statements/CS-000001/paid`, superAdmin)).statusCode).toBe(204);
    expect(await commissionOf(a1.row.id)).toMatchObject({ status: 'Paid' });
  });

  it('deducts a paid commission refunded later on the next month’s statement', async () => {
    clock.set(melbourneInstant('2027-02-10', '09:00'));
    const refund = { status: 'Cancelled', refundAmount: 180, refundReason: 'Arrived by train' };
    expect((await setStatus(a3.row.id, refund)).statusCode).toBe(200);
    expect(await commissionOf(a3.row.id)).toMatchObject({ status: 'Reversed' });

    clock.set(melbourneInstant('2027-03-01', '07:00'));
    expect(await runMonthEnd(app)).toEqual({ invoices: 0, statements: 1 });
    const { statements } = (await get('/api/partner/commissions', agent)).json();
    expect(statements[0]).toMatchObject({
      number: 'CS-000002',
      month: '2027-02',
      totalCents: -1800,
    });
  });
});
