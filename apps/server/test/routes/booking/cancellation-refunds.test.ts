// Cancelling a paid booking (issue 26, items 1 and 2; docs/decisions/085, 086): the policy's
// figure before cancelling, the refund the cancellation creates (by the student, by staff, and
// staff's override with its reason), none for an unpaid booking, and the policy set by the
// Super Admin. The clock is fixed in Melbourne summer time (UTC+11).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { DEFAULT_CANCELLATION_POLICY } from '@landed/shared/schemas/cancellation';

import {
  auditLogs,
  bookingEvents,
  mailOutbox,
  notifications,
  payments,
  refunds,
  users,
} from '#server/db/schema.ts';
import { showEventToStudent } from '#server/operations/bookings/show-event-to-student.ts';
import {
  BANK_OF_CHINA_ACCOUNT,
  book,
  bookingBody,
  claimedBooking,
  packageId,
} from '#test/fixtures.ts';
import {
  GOOD_PASSWORD,
  adminToken,
  bearer,
  build,
  createClock,
  registerUser,
  uniqueEmail,
} from '#test/helper.ts';

// 11:00 on Monday 1 March 2027 in Melbourne.
const app = await build({}, { clock: createClock(new Date('2027-03-01T00:00:00Z')) });
const superAdmin = await adminToken(app, 'Super Admin');
const agent = await adminToken(app, 'Booking Agent');
const contentManager = await adminToken(app, 'Content Manager');
const basic = await packageId(app, 'Basic');

// A booking the student has paid and staff have verified, arriving at `date` `time`.
async function paidBooking(token: string, preferredDate: string, arrivalTime: string) {
  const { booking, paymentId } = await claimedBooking(app, {
    token,
    body: { packageId: basic, preferredDate, arrivalTime },
  });
  const verified = await app.inject({
    method: 'POST',
    url: `/api/admin/payments/${paymentId}/verify`,
    headers: bearer(agent.token),
  });
  expect(verified.statusCode).toBe(200);
  return { booking: booking as { _id: string; bookingId: string; totalPrice: number }, paymentId };
}

const quote = (token: string | null, id: string) =>
  app.inject({
    method: 'GET',
    url: `/api/booking/${id}/cancellation`,
    ...(token ? { headers: bearer(token) } : {}),
  });
const cancelAsStudent = (token: string, id: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/booking/${id}`,
    headers: bearer(token),
    payload: { status: 'Cancelled' },
  });
const setStatus = (id: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/bookings/${id}`,
    headers: bearer(agent.token),
    payload,
  });
const refundOf = async (bookingId: string) =>
  (await app.db.select().from(refunds).where(eq(refunds.bookingId, bookingId)))[0];

describe('the cancellation figure and the refund a cancellation creates', () => {
  it('72 hours ahead: the owner sees the full amount, cancels, and a refund is due (told in their language)', async () => {
    const student = await registerUser(app);
    const other = await registerUser(app);
    // 11:00 on Thursday 4 March: 72 hours away.
    const { booking } = await paidBooking(student.token, '2027-03-04', '11:00');
    const paid = booking.totalPrice;

    const figure = await quote(student.token, booking._id);
    expect(figure.statusCode).toBe(200);
    expect(figure.json()).toEqual({
      refundAmount: paid,
      tier: 'at-least-48h',
      percent: 100,
      paidAmount: paid,
      arrivalAt: '2027-03-04T00:00:00.000Z',
      policy: DEFAULT_CANCELLATION_POLICY,
    });
    // Someone else's booking is not there at all; nobody signed in is refused.
    expect((await quote(other.token, booking._id)).statusCode).toBe(404);
    expect((await quote(null, booking._id)).statusCode).toBe(401);
    expect((await quote(student.token, 'not-an-id')).statusCode).toBe(400);

    const cancelled = await cancelAsStudent(student.token, booking._id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking).toMatchObject({
      status: 'Cancelled',
      paymentStatus: 'Verified',
      refund: { amount: paid, status: 'Due', paidAt: null, reference: '' },
    });
    expect(await refundOf(booking._id)).toMatchObject({
      amountCents: paid * 100,
      status: 'Due',
      tier: 'at-least-48h',
      createdBy: student.user._id,
    });
    const mail = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, booking._id), eq(mailOutbox.template, 'refund-due')));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`A refund is due for booking ${booking.bookingId}`);
    expect(mail[0]!.textBody).toContain('enter the bank account for your refund');
    const notes = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, student.user._id));
    expect(notes.map((n) => n.message)).toContain(
      `A refund of $${paid} is due for booking ${booking.bookingId}. Please enter the bank account for your refund in your dashboard.`,
    );
    const events = await app.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, booking._id));
    const created = events.find((e) => e.action === 'refund_created')!;
    expect(created.details).toMatchObject({ amount: paid, tier: 'at-least-48h' });
    // The student's own copy of the timeline (their data export) says the amount, no more.
    expect(showEventToStudent(created)?.details).toEqual({ amount: paid });
    // The list answers carry it too.
    const list = await app.inject({
      method: 'GET',
      url: `/api/booking/user/${student.user._id}`,
      headers: bearer(student.token),
    });
    expect(list.json().bookings[0].refund).toMatchObject({ amount: paid, status: 'Due' });
  });

  it('30 hours ahead: half; a card payment goes back through the provider, in the student’s language', async () => {
    const email = uniqueEmail();
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Mei Chen', email, password: GOOD_PASSWORD, locale: 'zh-CN' },
    });
    const token = registered.json().token as string;
    // 17:00 on Tuesday 2 March: 30 hours away.
    const { booking, paymentId } = await paidBooking(token, '2027-03-02', '17:00');
    await app.db.update(payments).set({ method: 'Card' }).where(eq(payments.id, paymentId));
    expect((await quote(token, booking._id)).json()).toMatchObject({
      refundAmount: booking.totalPrice / 2,
      tier: 'at-least-24h',
      percent: 50,
    });
    const cancelled = await cancelAsStudent(token, booking._id);
    expect(cancelled.json().booking.refund).toMatchObject({
      amount: booking.totalPrice / 2,
      status: 'Due',
    });
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, booking._id), eq(mailOutbox.template, 'refund-due')));
    expect(mail!.subject).toBe(`预订 ${booking.bookingId} 有一笔待退款项`);
    expect(mail!.textBody).toContain('退回您付款时使用的银行卡或钱包');
  });

  it('an unpaid booking: the figure is 0, and cancelling creates no refund', async () => {
    const student = await registerUser(app);
    const { booking } = (
      await book(
        app,
        student.token,
        bookingBody({ packageId: basic, preferredDate: '2027-03-10', arrivalTime: '09:00' }),
      )
    ).json();
    expect((await quote(student.token, booking._id)).json()).toMatchObject({
      refundAmount: 0,
      paidAmount: 0,
      tier: 'at-least-48h',
    });
    const cancelled = await cancelAsStudent(student.token, booking._id);
    expect(cancelled.json().booking).toMatchObject({ status: 'Cancelled', refund: null });
    expect(await refundOf(booking._id)).toBeUndefined();
  });

  it('staff cancel a paid booking: the policy decides, or their amount with a reason, which is logged', async () => {
    const student = await registerUser(app);
    // Within 24 hours (09:00 tomorrow): the policy gives nothing, and no refund is created.
    const late = await paidBooking(student.token, '2027-03-02', '09:00');
    expect((await setStatus(late.booking._id, { status: 'Confirmed' })).statusCode).toBe(200);
    const none = await setStatus(late.booking._id, { status: 'Cancelled' });
    expect(none.statusCode).toBe(200);
    expect(none.json().booking).toMatchObject({ status: 'Cancelled', refund: null });
    expect(await refundOf(late.booking._id)).toBeUndefined();

    const { booking } = await paidBooking(student.token, '2027-03-02', '09:00');
    const paid = booking.totalPrice;
    // Bad overrides change nothing: no reason, more than was paid, not a cancellation.
    const noReason = await setStatus(booking._id, { status: 'Cancelled', refundAmount: 10 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('refundReason: Give a reason for the amount you set.');
    const tooMuch = await setStatus(booking._id, {
      status: 'Cancelled',
      refundAmount: paid + 1,
      refundReason: 'Goodwill',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('The refund cannot be more than was paid.');
    const notCancelling = await setStatus(booking._id, {
      status: 'Confirmed',
      refundAmount: 5,
      refundReason: 'x',
    });
    expect(notCancelling.statusCode).toBe(400);
    const negative = await setStatus(booking._id, {
      status: 'Cancelled',
      refundAmount: -1,
      refundReason: 'x',
    });
    expect(negative.statusCode).toBe(400);
    expect((await app.bookingsRepository.findById(booking._id))!.status).toBe('Pending');

    // The airline cancelled the flight: a full refund, whatever the notice.
    const overridden = await setStatus(booking._id, {
      status: 'Cancelled',
      refundAmount: paid,
      refundReason: 'Airline cancelled the flight',
    });
    expect(overridden.statusCode).toBe(200);
    expect(overridden.json().booking.refund).toMatchObject({
      amount: paid,
      status: 'Due',
      reason: 'Set by our team: Airline cancelled the flight',
    });
    expect(await refundOf(booking._id)).toMatchObject({
      tier: 'override',
      overrideReason: 'Airline cancelled the flight',
      createdBy: agent.id,
    });
    const logs = await app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, booking._id), eq(auditLogs.action, 'refund.overridden')));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ actorEmail: agent.email });
    expect(logs[0]!.details).toMatchObject({
      amount: paid,
      policyAmount: 0,
      overrideReason: 'Airline cancelled the flight',
    });
    // Once cancelled, the amount is no longer staff's to set again.
    const again = await setStatus(booking._id, {
      status: 'Cancelled',
      refundAmount: 1,
      refundReason: 'x',
    });
    expect(again.statusCode).toBe(409);
    // Its refund still Due, setting it going again withdraws the refund (issue 31, decision 100):
    // no money goes back on a booking that goes ahead, and the student had one refund mail.
    const reopened = await setStatus(booking._id, { status: 'Confirmed' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().booking).toMatchObject({ status: 'Confirmed', refund: null });
    expect(await refundOf(booking._id)).toBeUndefined();
    const refundMails = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, booking._id), eq(mailOutbox.template, 'refund-due')));
    expect(refundMails).toHaveLength(1);

    // An override on a booking nobody paid is refused.
    const { booking: unpaid } = (
      await book(app, student.token, bookingBody({ packageId: basic, preferredDate: '2027-03-09' }))
    ).json();
    const unpaidOverride = await setStatus(unpaid._id, {
      status: 'Cancelled',
      refundAmount: 1,
      refundReason: 'x',
    });
    expect(unpaidOverride.statusCode).toBe(409);
    expect((await app.bookingsRepository.findById(unpaid._id))!.status).toBe('Pending');
  });
});

describe('the policy, set by the Super Admin', () => {
  it('only the Super Admin changes it; a bad one is refused; the public site and the figure follow', async () => {
    const url = '/api/admin/cms/cancellation-policy';
    const read = await app.inject({ method: 'GET', url, headers: bearer(contentManager.token) });
    expect(read.json()).toEqual({ policy: DEFAULT_CANCELLATION_POLICY, isDefault: true });
    const policy = {
      tiers: [
        { hoursBefore: 120, percent: 100 },
        { hoursBefore: 0, percent: 20 },
      ],
      airlineCancelledFullRefund: false,
    };
    const put = (token: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url, headers: bearer(token), payload });
    expect((await put(contentManager.token, { policy })).statusCode).toBe(403);
    const bad = await put(superAdmin.token, {
      policy: { ...policy, tiers: [...policy.tiers].reverse() },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('from the longest notice to the shortest');

    const saved = await put(superAdmin.token, { policy });
    expect(saved.json()).toEqual({ policy, isDefault: false });
    const logs = await app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'cancellation_policy.updated'));
    expect(logs[0]!.details).toMatchObject({ before: DEFAULT_CANCELLATION_POLICY, after: policy });
    const cms = await app.inject({ method: 'GET', url: '/api/public/cms' });
    expect(cms.json().cms.cancellationPolicy).toEqual(policy);

    const student = await registerUser(app);
    // 72 hours away: less than the first tier's 120, so the 20 % tier.
    const { booking } = await paidBooking(student.token, '2027-03-04', '11:00');
    expect((await quote(student.token, booking._id)).json()).toMatchObject({
      refundAmount: booking.totalPrice / 5,
      tier: 'at-least-0h',
      policy,
    });

    // Back to the defaults.
    expect((await put(superAdmin.token, { policy: null })).json()).toEqual({
      policy: DEFAULT_CANCELLATION_POLICY,
      isDefault: true,
    });
  });
});

// Issue 31: the refund is due to the account on record when it is created, and keeps it.
describe('the account a refund is due to', () => {
  it('is the one on record when the cancellation creates the refund, kept when the student changes it', async () => {
    const student = await registerUser(app);
    const give = (account: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: '/api/user/refund-details',
        headers: bearer(student.token),
        payload: { ...account, currentPassword: student.password },
      });
    expect((await give(BANK_OF_CHINA_ACCOUNT)).statusCode).toBe(200);
    const { booking } = await paidBooking(student.token, '2027-03-04', '11:00');
    expect((await cancelAsStudent(student.token, booking._id)).statusCode).toBe(200);
    const [own] = await app.db
      .select({ sealed: users.refundDetails })
      .from(users)
      .where(eq(users.id, student.user._id));
    const created = await refundOf(booking._id);
    expect(created).toMatchObject({ refundDetails: own!.sealed, accountChangedAt: null });

    const australian = {
      kind: 'australian',
      accountName: 'Li Wei',
      bsb: '063000',
      accountNumber: '87654321',
    };
    expect((await give(australian)).statusCode).toBe(200);
    expect(await refundOf(booking._id)).toMatchObject({
      refundDetails: own!.sealed,
      accountChangedAt: app.clock.now(),
    });
    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/refunds/${created!.id}`,
      headers: bearer(agent.token),
    });
    expect(detail.json()).toMatchObject({
      refundDetails: BANK_OF_CHINA_ACCOUNT,
      accountChange: { refundDetails: australian },
    });

    // The account goes with the student's when they delete theirs; the refund stays.
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: bearer(student.token),
      payload: { currentPassword: student.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await refundOf(booking._id)).toMatchObject({
      status: 'Due',
      refundDetails: null,
      accountChangedAt: null,
    });
  });
});
