// The invoice a student downloads, in the student's language beside the English (issue 18),
// also when staff download it (it is the student's document), and attached to the mail.
import { describe, expect, it } from 'vitest';

import { refunds } from '#server/db/schema.ts';
import { refundReasonIn } from '#server/operations/refunds/refund-reason.ts';
import { claimedBooking, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';
import { pdfText } from '#test/support/pdf-text.ts';

const app = await build();
const agent = await adminToken(app, 'Booking Agent');

// A student of `locale` books and pays, and the payment is verified.
async function paidStudent(locale: string) {
  const student = await registerUser(app, { name: 'Mei Chen' });
  const changed = await app.inject({
    method: 'PATCH',
    url: '/api/user/me',
    headers: bearer(student.token),
    payload: { locale },
  });
  expect(changed.statusCode).toBe(200);
  const { booking, paymentId } = await claimedBooking(app, {
    token: student.token,
    body: { packageId: await packageId(app, 'Basic') },
  });
  const verified = await app.inject({
    method: 'POST',
    url: `/api/admin/payments/${paymentId}/verify`,
    headers: bearer(agent.token),
  });
  expect(verified.statusCode).toBe(200);
  return { student, booking, paymentId };
}

const download = async (url: string, token: string) => {
  const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return (await pdfText(response.rawPayload)).replace(/\s+/g, '');
};

describe('the invoice in the student’s language', () => {
  it('a zh-CN student’s invoice, downloaded by the student or by staff, has English and Chinese', async () => {
    const { student, booking } = await paidStudent('zh-CN');
    const mine = await download(`/api/booking/${booking._id}/invoice`, student.token);
    const staff = await download(`/api/admin/bookings/${booking._id}/invoice`, agent.token);
    for (const text of [mine, staff]) {
      expect(text).toMatch(/^(Tax)?invoice(税务)?发票/i);
      expect(text).toContain('Bookingreference预订编号');
      expect(text).toContain('Balancedue$0.00应付余额');
    }
  });

  it('a Hindi student’s has the Hindi; an English student’s has no translation', async () => {
    const hindi = await paidStudent('hi');
    const text = await download(`/api/booking/${hindi.booking._id}/invoice`, hindi.student.token);
    expect(text).toContain('Billto');
    expect(text).toContain('बकाया'); // "Balance due", a word with no ि (copied text keeps glyph order)
    const english = await paidStudent('en');
    const plain = await download(`/api/admin/bookings/${english.booking._id}/invoice`, agent.token);
    expect(plain).toContain('Balancedue$0.00');
    expect(plain).not.toMatch(/[^\x20-\x7e\u00a0-\u00ff–—‘’“”•…€]/);
  });

  it('the lines too: a zh-CN student reads the package and the refund’s reason in Chinese (issue 33)', async () => {
    const { student, booking, paymentId } = await paidStudent('zh-CN');
    const invoice = await download(`/api/booking/${booking._id}/invoice`, student.token);
    expect(invoice).toContain('Basicpackage基础套餐1$');

    const reason = refundReasonIn('en', { hours: 72, percent: 100 });
    const [refund] = await app.db
      .insert(refunds)
      .values({
        bookingId: booking._id,
        paymentId,
        amountCents: 5_000,
        reason,
        tier: 'at-least-72h',
      })
      .returning();
    const paid = await app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${refund!.id}/paid`,
      headers: bearer(agent.token),
      payload: { reference: 'CBA 1' },
    });
    expect(paid.statusCode).toBe(200);
    const mine = await app.inject({
      method: 'GET',
      url: `/api/booking/${booking._id}`,
      headers: bearer(student.token),
    });
    const [{ number }] = mine.json().booking.adjustmentNotes;
    const note = await download(
      `/api/booking/${booking._id}/adjustment-notes/${number}`,
      student.token,
    );
    expect(note).toContain(`Refundforbooking${booking.bookingId}`);
    expect(note).toContain(
      `预订${booking.bookingId}的退款：${refundReasonIn('zh-CN', { hours: 72, percent: 100 }).replace(/\s+/g, '')}`,
    );
  });
});
