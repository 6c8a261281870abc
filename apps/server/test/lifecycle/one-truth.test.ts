// @both-databases: row locks and transactions decide a cancellation racing a partner decline (two instances on PostgreSQL)
// The cases of issue 31's list, as a client meets them (docs/decisions/100): each path into a
// booking goes through the one lifecycle, so the student, the partner and staff agree.
import { readFileSync } from 'node:fs';

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { melbourneDate } from '@landed/shared/dates';

import { bookings, cmsSettings, refunds, users } from '#server/db/schema.ts';
import { book, bookingBody, claimedBooking, dateIn, multipart, packageId } from '#test/fixtures.ts';
import type { TestApp } from '#test/helper.ts';
import {
  adminToken,
  bearer,
  build,
  buildTwoInstances,
  onPostgres,
  registerUser,
} from '#test/helper.ts';
import { addDriver, assign } from '#test/support/arrivals.ts';
import { addBooking, addPartner, partnerUser } from '#test/support/partners.ts';

const app = await build();
const statementFixture = new URL('../fixtures/statements/commbank.csv', import.meta.url);

// Staff, a university that approves its students' bookings and its coordinator, in `a`.
async function people(a: TestApp) {
  const partner = await addPartner(a, {
    kind: 'University',
    name: 'Monash University',
    requiresApproval: true,
  });
  return {
    a,
    agent: await adminToken(a, 'Super Admin'),
    partner,
    coordinator: await partnerUser(a, partner.id),
  };
}
type People = Awaited<ReturnType<typeof people>>;
const here = await people(app);

const rowOf = async (a: TestApp, id: string) =>
  (await a.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const refundsOf = (a: TestApp, id: string) =>
  a.db.select().from(refunds).where(eq(refunds.bookingId, id));
const asStaff = (
  { a, agent }: People,
  request: { method: 'GET' | 'PATCH' | 'POST'; url: string; payload?: object },
) => a.inject({ ...request, headers: bearer(agent.token) });

// A student naming the university books, claims and is verified; staff confirm; a driver is
// assigned: the booking of the first case.
async function paidConfirmedAwaiting(p: People = here) {
  const { a } = p;
  const student = await registerUser(a, { name: 'Aisha Rahman' });
  await a.db
    .update(users)
    .set({ university: 'Monash University' })
    .where(eq(users.id, student.user._id));
  const { booking, paymentId } = await claimedBooking(a, {
    token: student.token,
    body: { packageId: await packageId(a, 'Standard'), preferredDate: dateIn(a, 15) },
  });
  const verified = await asStaff(p, {
    method: 'POST',
    url: `/api/admin/payments/${paymentId}/verify`,
  });
  expect(verified.statusCode).toBe(200);
  const confirmed = await asStaff(p, {
    method: 'PATCH',
    url: `/api/admin/bookings/${booking._id}`,
    payload: { status: 'Confirmed' },
  });
  expect(confirmed.statusCode).toBe(200);
  const driver = await addDriver(a);
  await assign(a, { bookingId: booking._id, driverId: driver.id });
  expect(await rowOf(a, booking._id)).toMatchObject({
    approvalStatus: 'Awaiting',
    paymentStatus: 'Verified',
    status: 'Confirmed',
  });
  return { student, booking };
}

const decline = ({ a, coordinator }: People, id: string) =>
  a.inject({
    method: 'POST',
    url: `/api/partner/approvals/${id}`,
    headers: bearer(coordinator.token),
    payload: { approve: false, reason: 'Not one of our students' },
  });

describe('a partner declines a booking already paid and confirmed', () => {
  it('is a request staff settle as a cancellation, with the policy’s refund shown and applied', async () => {
    const { booking } = await paidConfirmedAwaiting();
    const declined = await decline(here, booking._id);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().booking ?? declined.json()).toMatchObject({
      approvalStatus: 'Decline requested',
    });
    // Nothing else moved: still confirmed and paid, the driver keeps the job for now.
    const asked = await rowOf(app, booking._id);
    expect(asked).toMatchObject({ status: 'Confirmed', paymentStatus: 'Verified' });
    expect(asked.driverId).not.toBeNull();
    expect(await refundsOf(app, booking._id)).toHaveLength(0);
    // Staff see the request on the booking.
    const seen = await asStaff(here, { method: 'GET', url: `/api/admin/bookings/${booking._id}` });
    expect(seen.json().booking.approvalStatus).toBe('Decline requested');

    // Staff see what the policy returns before they confirm (15 days ahead: all of it).
    const quote = await asStaff(here, {
      method: 'GET',
      url: `/api/admin/bookings/${booking._id}/cancellation`,
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({ percent: 100, tier: 'at-least-48h' });
    const paid = quote.json().paidAmount as number;
    expect(quote.json().refundAmount).toBe(paid);

    const cancelled = await asStaff(here, {
      method: 'PATCH',
      url: `/api/admin/bookings/${booking._id}`,
      payload: { status: 'Cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    const after = await rowOf(app, booking._id);
    expect(after).toMatchObject({
      status: 'Cancelled',
      approvalStatus: 'Declined',
      driverId: null,
      pickupStatus: 'Unassigned',
    });
    const [refund] = await refundsOf(app, booking._id);
    expect(refund).toMatchObject({ status: 'Due', amountCents: Math.round(paid * 100) });
  });

  it('declines outright what is neither paid nor confirmed, and releases its driver', async () => {
    const student = await registerUser(app, { name: 'Li Wei' });
    await app.db
      .update(users)
      .set({ university: 'Monash University' })
      .where(eq(users.id, student.user._id));
    const made = await book(
      app,
      student.token,
      bookingBody({ packageId: await packageId(app, 'Standard'), preferredDate: dateIn(app, 12) }),
    );
    const id = made.json().booking._id as string;
    const driver = await addDriver(app, { email: 'lee.driver@example.com' });
    await assign(app, { bookingId: id, driverId: driver.id });
    expect((await decline(here, id)).statusCode).toBe(200);
    expect(await rowOf(app, id)).toMatchObject({
      status: 'Cancelled',
      approvalStatus: 'Declined',
      driverId: null,
    });
    // Declined once: a second decision is refused in words a person understands.
    const again = await decline(here, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOT_AWAITING_APPROVAL' });
  });
});

describe('moving the arrival never buys a better cancellation tier', () => {
  it('30 hours before landing, a month later still refunds the 24-hour tier’s share', async () => {
    const student = await registerUser(app, { name: 'Minh Tran' });
    // Landing in 30 hours, at the booking's time on Melbourne's clock.
    const landing = new Date(app.clock.now().getTime() + 30 * 3_600_000);
    const day = landing.toLocaleDateString('en-CA', { timeZone: 'Australia/Melbourne' });
    const time = landing.toLocaleTimeString('en-GB', {
      timeZone: 'Australia/Melbourne',
      hour: '2-digit',
      minute: '2-digit',
    });
    const { booking, paymentId } = await claimedBooking(app, {
      token: student.token,
      body: { packageId: await packageId(app, 'Standard'), preferredDate: day, arrivalTime: time },
    });
    await asStaff(here, { method: 'POST', url: `/api/admin/payments/${paymentId}/verify` });
    const quote = () =>
      app.inject({
        method: 'GET',
        url: `/api/booking/${booking._id}/cancellation`,
        headers: bearer(student.token),
      });
    const before = (await quote()).json();
    expect(before).toMatchObject({ percent: 50 });
    // The business lets students move an arrival until 12 hours before it.
    await app.db.update(cmsSettings).set({ arrivalChangeCutoffHours: 12 });
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/booking/${booking._id}/arrival`,
      headers: bearer(student.token),
      payload: { preferredDate: dateIn(app, 31), arrivalTime: '10:00' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await quote()).json()).toMatchObject({
      percent: 50,
      refundAmount: before.refundAmount,
    });
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/booking/${booking._id}`,
      headers: bearer(student.token),
      payload: { status: 'Cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    const [refund] = await refundsOf(app, booking._id);
    expect(refund).toMatchObject({ tier: 'at-least-24h' });
    expect(refund!.amountCents).toBe(Math.round(before.refundAmount * 100));
  });
});

describe('a booking its partner pays on account', () => {
  it('is never offered to the student to pay', async () => {
    const student = await registerUser(app, { name: 'Ravi Kumar' });
    const made = await book(
      app,
      student.token,
      bookingBody({ packageId: await packageId(app, 'Basic') }),
    );
    const id = made.json().booking._id as string;
    await app.db
      .update(bookings)
      .set({ partnerId: here.partner.id, billedToPartner: true })
      .where(eq(bookings.id, id));
    const claim = await app.inject({
      method: 'PATCH',
      url: `/api/booking/${id}/mark-paid`,
      headers: bearer(student.token),
      payload: { reference: 'x' },
    });
    expect(claim.statusCode).toBe(409);
    expect(claim.json().code).toBe('BILLED_TO_PARTNER');
  });
});

describe('a booking its partner pays on account, and money from elsewhere', () => {
  it('a statement line never verifies it, and the paid invoice overwrites no verified payment', async () => {
    const partner = await addPartner(app, {
      kind: 'University',
      name: 'Deakin International',
      billingMode: 'account',
    });
    const student = await registerUser(app, { name: 'Sana Malik' });
    const today = melbourneDate(app.clock.now());
    // The booking the statement's exact line quotes (BK-9CSYFH, $180.00 in commbank.csv).
    const quoted = await addBooking(app, {
      userId: student.user._id,
      partnerId: partner.id,
      billedToPartner: true,
      bookingRef: 'BK-9CSYFH',
      totalPriceCents: 18_000,
      preferredDate: today,
    });
    // One staff verified from another payment, before the partner's invoice.
    const verified = await addBooking(app, {
      userId: student.user._id,
      partnerId: partner.id,
      billedToPartner: true,
      preferredDate: today,
      paymentStatus: 'Verified',
    });
    // One still waiting for the student's answer to the partner's booking: not invoiced yet.
    const waiting = await addBooking(app, {
      userId: student.user._id,
      partnerId: partner.id,
      billedToPartner: true,
      preferredDate: today,
      studentConsent: 'Awaiting',
    });
    const body = multipart('commbank.csv', readFileSync(statementFixture));
    const imported = await app.inject({
      method: 'POST',
      url: '/api/admin/statements',
      headers: { ...bearer(here.agent.token), ...body.headers },
      payload: body.payload,
    });
    expect(imported.statusCode).toBe(201);
    const exact = await asStaff(here, {
      method: 'POST',
      url: `/api/admin/statements/${imported.json().importId}/verify-exact`,
    });
    expect(exact.json()).toMatchObject({ verified: 0, skipped: 1 });
    expect((await rowOf(app, quoted.id)).paymentStatus).toBe('Not Paid');

    const invoices = `/api/admin/partners/${partner.id}/invoices`;
    const issued = await asStaff(here, { method: 'POST', url: invoices, payload: {} });
    expect(issued.statusCode).toBe(201);
    const paid = await asStaff(here, {
      method: 'POST',
      url: `${invoices}/${issued.json().number}/paid`,
      payload: { reference: 'EFT 77' },
    });
    expect(paid.statusCode).toBe(204);
    expect((await rowOf(app, quoted.id)).paymentStatus).toBe('Paid');
    expect((await rowOf(app, verified.id)).paymentStatus).toBe('Verified');
    expect(await rowOf(app, waiting.id)).toMatchObject({
      paymentStatus: 'Not Paid',
      partnerInvoiceId: null,
    });
  });
});

// Two instances over one PostgreSQL: staff cancel and the partner declines the same booking at
// the same moment; the row lock orders them, so there is one outcome and one refund.
describe.runIf(onPostgres)('two instances', () => {
  it('a cancellation and a partner decline at once give one outcome and one refund', async () => {
    const { one, two, close } = await buildTwoInstances();
    try {
      const onOne = await people(one);
      // The same staff and partner, asking through the other instance.
      const onTwo = { ...onOne, a: two };
      for (let round = 0; round < 3; round += 1) {
        const { booking } = await paidConfirmedAwaiting(onOne);
        const [cancelled, declined] = await Promise.all([
          asStaff(onOne, {
            method: 'PATCH',
            url: `/api/admin/bookings/${booking._id}`,
            payload: { status: 'Cancelled' },
          }),
          decline(onTwo, booking._id),
        ]);
        expect(cancelled.statusCode).toBe(200);
        // The decline came first (a request, then settled by the cancellation) or second
        // (nothing awaits it any more): either way one outcome.
        expect([200, 409]).toContain(declined.statusCode);
        expect(await rowOf(one, booking._id)).toMatchObject({
          status: 'Cancelled',
          approvalStatus: declined.statusCode === 200 ? 'Declined' : 'Awaiting',
        });
        expect(await refundsOf(one, booking._id)).toHaveLength(1);
      }
    } finally {
      await close();
    }
  });
});
