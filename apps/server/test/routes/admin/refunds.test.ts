// The refunds queue (issue 26 item 2, staff side; docs/decisions/086 "Paid or failed") and the
// adjustment notes a paid refund issues (item 3; docs/decisions/087). A Due refund is made by
// inserting its row, as cancelling a paid booking does (that part is built elsewhere).
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { REFUND_OVERRIDE_MESSAGES } from '@landed/shared/schemas/admin';
import { REFUND_MESSAGES } from '@landed/shared/schemas/refund';

import {
  adjustmentNotes,
  auditLogs,
  bookingEvents,
  bookings,
  mailOutbox,
  notifications,
  payments,
  refunds,
} from '#server/db/schema.ts';
import { BANK_OF_CHINA_ACCOUNT, claimedBooking, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';
import { pdfText } from '#test/support/pdf-text.ts';
import { startSmtpSink } from '#test/support/smtp-sink.ts';

const sink = await startSmtpSink();
afterAll(() => sink.stop());
const app = await build({ smtpUrl: sink.url });
const superAdmin = await adminToken(app, 'Super Admin');
const agent = await adminToken(app, 'Booking Agent');
const contentManager = await adminToken(app, 'Content Manager');
const ABN = '51 824 753 556';

// The business has its ABN on record, so verified payments get tax invoices.
const cms = (
  await app.inject({ method: 'GET', url: '/api/admin/cms', headers: bearer(superAdmin.token) })
).json().cms;
expect(
  (
    await app.inject({
      method: 'PUT',
      url: `/api/admin/cms/${cms._id}`,
      headers: bearer(superAdmin.token),
      payload: { abn: ABN, businessName: 'Landed Arrival Services Pty Ltd' },
    })
  ).statusCode,
).toBe(200);

// A student's verified Standard booking ($180, tax invoice issued) with a Due refund.
async function dueRefund({
  amountCents = 18_000,
  verified = true,
  method,
}: { amountCents?: number; verified?: boolean; method?: string } = {}) {
  const student = await registerUser(app, { name: 'Mei Chen' });
  const { booking, paymentId } = await claimedBooking(app, {
    token: student.token,
    body: { packageId: await packageId(app, 'Standard'), email: student.user.email },
  });
  if (method) await app.db.update(payments).set({ method }).where(eq(payments.id, paymentId));
  if (verified) {
    const verify = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/verify`,
      headers: bearer(agent.token),
    });
    expect(verify.statusCode).toBe(200);
  }
  const [refund] = await app.db
    .insert(refunds)
    .values({
      bookingId: booking._id,
      paymentId,
      amountCents,
      reason: 'Cancelled more than 48 hours before arrival',
      tier: 'full',
    })
    .returning();
  return { student, booking, refund: refund! };
}

const post = (path: string, payload: Record<string, unknown>, token = agent.token) =>
  app.inject({ method: 'POST', url: `/api/admin/refunds${path}`, headers: bearer(token), payload });
const get = (path: string, token = agent.token) =>
  app.inject({ method: 'GET', url: `/api/admin/refunds${path}`, headers: bearer(token) });

describe('GET /api/admin/refunds and /{id}', () => {
  it('lists refunds newest first for those who act on payments, without the account number', async () => {
    const older = await dueRefund();
    const newer = await dueRefund({ amountCents: 9_000 });
    // The newer student gave an account through their own route (stored sealed).
    const account = {
      kind: 'australian',
      accountName: 'Mei Chen',
      bsb: '063000',
      accountNumber: '12345678',
    };
    const given = await app.inject({
      method: 'PUT',
      url: '/api/user/refund-details',
      headers: bearer(newer.student.token),
      payload: { ...account, bsb: '063-000', currentPassword: newer.student.password },
    });
    expect(given.statusCode).toBe(200);

    expect((await get('', contentManager.token)).statusCode).toBe(403);
    expect((await get(`/${newer.refund.id}`, contentManager.token)).statusCode).toBe(403);
    const list = await get('?status=Due');
    expect(list.statusCode).toBe(200);
    const ids = list.json().refunds.map((r: { _id: string }) => r._id);
    expect(ids.indexOf(newer.refund.id)).toBeLessThan(ids.indexOf(older.refund.id));
    const listed = list.json().refunds.find((r: { _id: string }) => r._id === newer.refund.id);
    expect(listed).toMatchObject({
      bookingId: newer.booking.bookingId,
      user: { name: 'Mei Chen', email: newer.student.user.email },
      amount: 90,
      status: 'Due',
      reason: 'Cancelled more than 48 hours before arrival',
      method: 'Bank Transfer',
      refundDetailsGiven: true,
    });
    expect(list.body).not.toContain('12345678');
    expect(
      list.json().refunds.find((r: { _id: string }) => r._id === older.refund.id),
    ).toMatchObject({ refundDetailsGiven: false });
    expect((await get('?status=Paid')).json().refunds).toEqual([]);
    expect((await get('?status=Owed')).statusCode).toBe(400);

    // The one refund being paid shows the account in full, and the read is logged.
    const detail = await get(`/${newer.refund.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().refundDetails).toEqual(account);
    const [read] = await app.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'refund.details_viewed'), eq(auditLogs.entityId, newer.refund.id)),
      );
    expect(read).toMatchObject({ actorId: agent.id });
    expect(JSON.stringify(read!.details)).not.toContain('12345678');
    expect((await get(`/${older.refund.id}`)).json().refundDetails).toBeNull();
    expect((await get('/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

// Issue 31: a refund already Due keeps the account it was due to until staff confirm a change.
describe('POST /api/admin/refunds/{id}/confirm-account-change', () => {
  const chinese = BANK_OF_CHINA_ACCOUNT;
  const australian = {
    kind: 'australian',
    accountName: 'Mei Chen',
    bsb: '063000',
    accountNumber: '87654321',
  };

  it('keeps the old account on a Due refund when the student changes it, until staff confirm', async () => {
    const { student, refund } = await dueRefund();
    const give = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: '/api/user/refund-details',
        headers: bearer(student.token),
        payload: { ...payload, currentPassword: student.password },
      });
    expect((await give(chinese)).statusCode).toBe(200);
    // The first account given is the one the refund is due to: nothing to confirm.
    expect((await get(`/${refund.id}`)).json()).toMatchObject({
      refundDetails: chinese,
      accountChange: null,
    });
    expect((await post(`/${refund.id}/confirm-account-change`, {})).statusCode).toBe(409);

    expect((await give(australian)).statusCode).toBe(200);
    const changed = (await get(`/${refund.id}`)).json();
    expect(changed.refundDetails).toEqual(chinese);
    expect(changed.accountChange).toEqual({
      changedAt: expect.any(String),
      refundDetails: australian,
    });
    expect(changed.refund.accountChangedAt).toBe(changed.accountChange.changedAt);

    expect(
      (await post(`/${refund.id}/confirm-account-change`, {}, contentManager.token)).statusCode,
    ).toBe(403);
    const confirmed = await post(`/${refund.id}/confirm-account-change`, {});
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().refund.accountChangedAt).toBeNull();
    expect((await get(`/${refund.id}`)).json()).toMatchObject({
      refundDetails: australian,
      accountChange: null,
    });
    const [logged] = await app.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'refund.account_change_confirmed'),
          eq(auditLogs.entityId, refund.id),
        ),
      );
    expect(logged).toMatchObject({ actorId: agent.id });
    expect((await post(`/${refund.id}/confirm-account-change`, {})).statusCode).toBe(409);
    expect(
      (await post('/00000000-0000-4000-8000-000000000000/confirm-account-change', {})).statusCode,
    ).toBe(404);
  });

  it('takes the change back when the student returns to the account the refund was due to', async () => {
    const { student, refund } = await dueRefund();
    for (const account of [chinese, australian, chinese])
      expect(
        (
          await app.inject({
            method: 'PUT',
            url: '/api/user/refund-details',
            headers: bearer(student.token),
            payload: { ...account, currentPassword: student.password },
          })
        ).statusCode,
      ).toBe(200);
    expect((await get(`/${refund.id}`)).json()).toMatchObject({
      refundDetails: chinese,
      accountChange: null,
    });
  });
});

describe('POST /api/admin/refunds/{id}/paid', () => {
  it('pays a Due refund once, issues the adjustment note, tells the student and nets revenue', async () => {
    const revenueBefore = (
      await app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(agent.token) })
    ).json().revenue;
    const { student, booking, refund } = await dueRefund();
    const revenueVerified = (
      await app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(agent.token) })
    ).json().revenue;
    expect(revenueVerified).toBe(revenueBefore + 180);

    expect((await post(`/${refund.id}/paid`, {})).statusCode).toBe(400);
    expect((await post(`/${refund.id}/paid`, { reference: ' ' })).json().message).toContain(
      REFUND_MESSAGES.referenceRequired,
    );
    expect(
      (await post(`/${refund.id}/paid`, { reference: 'X' }, contentManager.token)).statusCode,
    ).toBe(403);
    const paid = await post(`/${refund.id}/paid`, { reference: 'CBA 7781 2233' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().refund).toMatchObject({ status: 'Paid', reference: 'CBA 7781 2233' });
    expect(paid.json().refund.paidAt).toEqual(expect.any(String));
    // A second click, or another instance: decided already.
    const again = await post(`/${refund.id}/paid`, { reference: 'CBA 7781 2233' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REFUND_MESSAGES.notDue('Paid'));
    expect((await post(`/${refund.id}/failed`, { reason: 'Too late' })).statusCode).toBe(409);
    expect(
      (await post('/00000000-0000-4000-8000-000000000000/paid', { reference: 'X' })).statusCode,
    ).toBe(404);

    // Logged, on the booking's timeline, and revenue is net of it.
    const [logged] = await app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'refund.paid'), eq(auditLogs.entityId, refund.id)));
    expect(logged?.details).toMatchObject({
      bookingId: booking.bookingId,
      amount: 180,
      reference: 'CBA 7781 2233',
      before: 'Due',
      after: 'Paid',
    });
    const events = await app.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, booking._id));
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['refund_paid', 'adjustment_note_issued']),
    );
    expect(
      (
        await app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(agent.token) })
      ).json().revenue,
    ).toBe(revenueBefore);

    // The adjustment note: its own number, the invoice's, the amount and its GST (1/11).
    const [note] = await app.db
      .select()
      .from(adjustmentNotes)
      .where(eq(adjustmentNotes.refundId, refund.id));
    expect(note).toMatchObject({ amountCents: 18_000, gstCents: 1_636 });
    const number = `AN-${String(note!.number).padStart(6, '0')}`;
    const answer = await app.inject({
      method: 'GET',
      url: `/api/booking/${booking._id}`,
      headers: bearer(student.token),
    });
    const invoiceNumber = answer.json().booking.invoice.number;
    expect(answer.json().booking.adjustmentNotes).toEqual([
      { number, issuedAt: expect.any(String), amount: 180 },
    ]);
    const download = await app.inject({
      method: 'GET',
      url: `/api/booking/${booking._id}/adjustment-notes/${number}`,
      headers: bearer(student.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Landed-${number}.pdf"`,
    );
    const text = await pdfText(download.rawPayload);
    expect(text.split('\n')[0]).toBe('Adjustment note');
    for (const expected of [
      'Landed Arrival Services Pty Ltd',
      `ABN ${ABN}`,
      number,
      invoiceNumber,
      booking.bookingId,
      'Adjustment (including GST)',
      '$180.00',
      'GST adjustment',
      '$16.36',
      'Refunded by bank transfer',
    ]) {
      expect(text).toContain(expected);
    }
    // Staff download it too; someone else's booking, or a number not of this booking, is 404.
    const staff = await app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${booking._id}/adjustment-notes/${note!.number}`,
      headers: bearer(contentManager.token),
    });
    expect(staff.statusCode).toBe(200);
    expect(await pdfText(staff.rawPayload)).toBe(text);
    const stranger = await registerUser(app);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/booking/${booking._id}/adjustment-notes/${number}`,
          headers: bearer(stranger.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/booking/${booking._id}/adjustment-notes/AN-999999`,
          headers: bearer(student.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/booking/${booking._id}/adjustment-notes/nine`,
          headers: bearer(student.token),
        })
      ).statusCode,
    ).toBe(400);

    // The student is told, and e-mailed with the note attached.
    const told = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, student.user._id));
    expect(told.map((n) => n.message)).toContain(
      `Your refund of $180 for booking ${booking.bookingId} has been paid by bank transfer.`,
    );
    await app.mail.deliverDue();
    const mail = await sink.waitFor({
      to: student.user.email,
      subject: `Your refund for booking ${booking.bookingId} is on its way`,
    });
    expect(mail.text).toContain('CBA 7781 2233');
    expect(mail.attachments.map((a) => a.filename)).toEqual([`Landed-${number}.pdf`]);
    expect(await pdfText(mail.attachments[0]!.content)).toBe(text);
  });

  it('refuses to mark a card payment’s refund paid by hand', async () => {
    const { refund } = await dueRefund({ method: 'Card' });
    const refused = await post(`/${refund.id}/paid`, { reference: 'CBA 1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: REFUND_MESSAGES.cardRefund, code: 'CARD_REFUND' });
    const [row] = await app.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(row?.status).toBe('Due');
  });

  it('a part refund of a booking without an invoice issues no note', async () => {
    const { booking, refund } = await dueRefund({ amountCents: 9_000, verified: false });
    expect((await post(`/${refund.id}/paid`, { reference: 'NAB 55' })).statusCode).toBe(200);
    expect(
      await app.db.select().from(adjustmentNotes).where(eq(adjustmentNotes.bookingId, booking._id)),
    ).toEqual([]);
  });
});

describe('a cancelled booking with a refund', () => {
  const status = (bookingId: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${bookingId}`,
      headers: bearer(agent.token),
      payload,
    });

  it('stays cancelled once its refund was paid: the money went back', async () => {
    // A verified booking cancelled by staff: the policy's refund is created with it.
    const { booking, refund } = await dueRefund();
    await app.db.delete(refunds).where(eq(refunds.id, refund.id));
    expect((await status(booking._id, { status: 'Cancelled' })).statusCode).toBe(200);
    const [created] = await app.db.select().from(refunds).where(eq(refunds.bookingId, booking._id));
    expect(created?.status).toBe('Due');
    expect((await post(`/${created!.id}/paid`, { reference: 'EFT 1' })).statusCode).toBe(200);
    for (const value of ['Confirmed', 'Pending', 'Completed']) {
      const reopened = await status(booking._id, { status: value });
      expect(reopened.statusCode).toBe(409);
      expect(reopened.json()).toMatchObject({
        code: 'REFUND_ON_RECORD',
        message: REFUND_OVERRIDE_MESSAGES.refundOnRecord,
      });
    }
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row!.status).toBe('Cancelled');
  });

  it('set going again while its refund is still Due: the refund is withdrawn (issue 31)', async () => {
    const { booking, refund } = await dueRefund();
    await app.db.delete(refunds).where(eq(refunds.id, refund.id));
    expect((await status(booking._id, { status: 'Cancelled' })).statusCode).toBe(200);
    expect(
      await app.db.select().from(refunds).where(eq(refunds.bookingId, booking._id)),
    ).toHaveLength(1);
    const reopened = await status(booking._id, { status: 'Confirmed' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().booking).toMatchObject({
      status: 'Confirmed',
      paymentStatus: 'Verified',
    });
    expect(
      await app.db.select().from(refunds).where(eq(refunds.bookingId, booking._id)),
    ).toHaveLength(0);
    // The timeline says so; cancelling again owes the policy's refund once more.
    const timeline = await app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${booking._id}`,
      headers: bearer(agent.token),
    });
    expect(JSON.stringify(timeline.json())).toContain('refund_withdrawn');
    expect((await status(booking._id, { status: 'Cancelled' })).statusCode).toBe(200);
    const [again] = await app.db.select().from(refunds).where(eq(refunds.bookingId, booking._id));
    expect(again?.status).toBe('Due');
  });

  it('without a refund (nothing was paid), a cancellation can still be undone', async () => {
    const { booking, refund } = await dueRefund({ verified: false });
    await app.db.delete(refunds).where(eq(refunds.id, refund.id));
    expect((await status(booking._id, { status: 'Cancelled' })).statusCode).toBe(200);
    expect((await status(booking._id, { status: 'Confirmed' })).statusCode).toBe(200);
  });
});

describe('POST /api/admin/refunds/{id}/failed', () => {
  it('records the failure once, with a reason the student reads in their language', async () => {
    const { student, booking, refund } = await dueRefund({ amountCents: 9_000 });
    await app.usersRepository.update(student.user._id, { locale: 'vi' });
    expect((await post(`/${refund.id}/failed`, {})).json().message).toContain(
      REFUND_MESSAGES.reasonRequired,
    );
    const failed = await post(`/${refund.id}/failed`, { reason: 'The BSB does not exist' });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().refund).toMatchObject({
      status: 'Failed',
      failureReason: 'The BSB does not exist',
    });
    expect((await post(`/${refund.id}/failed`, { reason: 'Again' })).statusCode).toBe(409);
    expect((await post(`/${refund.id}/paid`, { reference: 'X' })).statusCode).toBe(409);
    const [logged] = await app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'refund.failed'), eq(auditLogs.entityId, refund.id)));
    expect(logged?.details).toMatchObject({ reason: 'The BSB does not exist', after: 'Failed' });
    const [event] = await app.db
      .select()
      .from(bookingEvents)
      .where(
        and(eq(bookingEvents.bookingId, booking._id), eq(bookingEvents.action, 'refund_failed')),
      );
    expect(event?.details).toMatchObject({ amount: 90, reason: 'The BSB does not exist' });
    const told = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, student.user._id));
    expect(told.map((n) => n.message)).toContain(
      `Chúng tôi chưa thể hoàn tiền cho đặt chỗ ${booking.bookingId}: The BSB does not exist. Vui lòng kiểm tra tài khoản nhận hoàn tiền hoặc liên hệ với chúng tôi.`,
    );
    const [queued] = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, booking._id), eq(mailOutbox.template, 'refund-failed')));
    expect(queued?.subject).toBe(`Chúng tôi chưa thể hoàn tiền cho đặt chỗ ${booking.bookingId}`);
    expect(
      await app.db.select().from(adjustmentNotes).where(eq(adjustmentNotes.bookingId, booking._id)),
    ).toEqual([]);
  });
});
