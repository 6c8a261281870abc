// The dashboard's notifications in the student's language (docs/decisions/072): written when
// they are made, from the server catalogues' `notification.*` keys, with the mail's amounts and
// dates. English reads exactly as it always has.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { formatCalendarDate } from '@landed/shared/dates';

import { notifications } from '#server/db/schema.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import { book, bookingBody, claimedBooking, dateIn, packageId } from '#test/fixtures.ts';
import { GOOD_PASSWORD, adminToken, bearer, build, uniqueEmail } from '#test/helper.ts';

const app = await build();

async function student(locale?: string): Promise<{ token: string; user: { _id: string } }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Student',
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      ...(locale ? { locale } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

// What the student's dashboard lists.
async function messages(token: string): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/user/notifications?limit=50',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().notifications.map((n: { message: string }) => n.message);
}

async function bookBasic(token: string, days = 30) {
  const made = await book(
    app,
    token,
    bookingBody({ packageId: await packageId(app, 'Basic'), preferredDate: dateIn(app, days) }),
  );
  expect(made.statusCode, made.body).toBe(201);
  return made.json().booking as { _id: string; bookingId: string; preferredDate: string };
}

async function pendingPaymentOf(bookingRef: string, agent: string): Promise<string> {
  const payments = (
    await app.inject({
      method: 'GET',
      url: '/api/admin/payments?status=Pending',
      headers: bearer(agent),
    })
  ).json().payments as Array<{ _id: string; bookingId: string }>;
  return payments.find((p) => p.bookingId === bookingRef)!._id;
}

describe('notifications in the student language', () => {
  it('welcomes and confirms a booking in Chinese, with Australian dollars written the Chinese way', async () => {
    const { token } = await student('zh-CN');
    const booking = await bookBasic(token);
    const ref = booking.bookingId;
    const list = await messages(token);
    expect(list).toContain(
      `已收到预订 ${ref}：基础套餐，AU$75.00。您可以在账户主页通过银行转账付款，转账时请注明 ${ref}。`,
    );
    expect(list.some((m) => m.startsWith('欢迎加入 Landed！'))).toBe(true);
    expect(list.join('\n')).not.toMatch(/Booking|Welcome/);
  });

  it('tells a Vietnamese student about the payment and the status in Vietnamese', async () => {
    const { token } = await student('vi');
    const agent = (await adminToken(app, 'Booking Agent')).token;
    const { booking, paymentId } = await claimedBooking(app, {
      token,
      body: { packageId: await packageId(app, 'Basic'), preferredDate: dateIn(app, 30) },
    });
    const ref = booking.bookingId;
    const verified = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/verify`,
      headers: bearer(agent),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const confirmed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${booking._id}`,
      headers: bearer(agent),
      payload: { status: 'Confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const list = await messages(token);
    expect(list).toContain(
      `Cảm ơn bạn! Chúng tôi sẽ kiểm tra khoản chuyển khoản cho ${ref} trong vòng 1-2 ngày làm việc.`,
    );
    expect(list).toContain(`Đã nhận thanh toán: 75,00\u00a0AU$ cho đặt chỗ ${ref}. Cảm ơn bạn!`);
    expect(list).toContain(
      `Tin vui: đặt chỗ ${ref} (Cơ bản) của bạn đã được xác nhận. Chúng tôi sẽ liên lạc với bạn trước khi bạn đến nơi.`,
    );

    // A rejected claim carries the team's reason as written.
    const second = await claimedBooking(app, {
      token,
      body: { packageId: await packageId(app, 'Basic'), preferredDate: dateIn(app, 31) },
    });
    const rejected = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${second.paymentId}/reject`,
      headers: bearer(agent),
      payload: { reason: 'No transfer yet' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await messages(token)).toContain(
      `Chúng tôi chưa xác minh được khoản thanh toán cho đặt chỗ ${second.booking.bookingId}: No transfer yet. Vui lòng kiểm tra lại thông tin chuyển khoản rồi đánh dấu đã thanh toán một lần nữa, hoặc liên hệ với chúng tôi.`,
    );
  });

  it('writes an arrival change and a reminder with the date in the language', async () => {
    const zh = await student('zh-CN');
    const booking = await bookBasic(zh.token);
    const newDate = dateIn(app, 20);
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/booking/${booking._id}/arrival`,
      headers: bearer(zh.token),
      payload: { preferredDate: newDate, arrivalTime: '09:05', flightNumber: 'MU737' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const day = translatorFor('zh-CN').date(newDate);
    expect(day).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日星期.$/);
    expect(await messages(zh.token)).toContain(
      `您预订 ${booking.bookingId} 的抵达时间已改为 ${day} 09:05，航班 MU737。我们已通知团队。`,
    );

    const hi = await student('hi');
    const en = await student();
    const hiBooking = await bookBasic(hi.token, 8);
    const enBooking = await bookBasic(en.token, 8);
    app.clock.advance(24 * 3600_000); // 7 days to go
    try {
      await app.reminders.run();
      const hiDay = translatorFor('hi').date(hiBooking.preferredDate);
      expect(await messages(hi.token)).toContain(
        `याद दिला दें: आपकी बेसिक बुकिंग ${hiBooking.bookingId} ${hiDay} को है (7 दिन बाद)।`,
      );
      expect(await messages(en.token)).toContain(
        `Reminder: your Basic booking ${enBooking.bookingId} is in 7 days, on ${formatCalendarDate(enBooking.preferredDate)}.`,
      );
    } finally {
      app.clock.set(new Date());
    }
  });

  it('keeps English exactly as it was', async () => {
    const { token, user } = await student();
    const agent = (await adminToken(app, 'Booking Agent')).token;
    const booking = await bookBasic(token);
    const ref = booking.bookingId;
    const paid = await app.inject({
      method: 'PATCH',
      url: `/api/booking/${booking._id}/mark-paid`,
      headers: bearer(token),
      payload: { reference: 'Transfer' },
    });
    expect(paid.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${await pendingPaymentOf(ref, agent)}/verify`,
      headers: bearer(agent),
    });
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${booking._id}`,
      headers: bearer(agent),
      payload: { status: 'Confirmed' },
    });
    // Every notification, word for word (newest first, but made within moments of each other).
    expect((await messages(token)).sort()).toEqual(
      [
        `Good news: your booking ${ref} (Basic) is confirmed. We will be in touch before your arrival.`,
        `Payment received: $75 for booking ${ref}. Thank you!`,
        `Thanks! We will check your transfer for ${ref} within 1-2 business days.`,
        `Booking ${ref} received: Basic, $75. Pay by bank transfer from your dashboard, quoting ${ref}.`,
        'Welcome to Landed! Browse our packages to book your arrival support, and complete your profile so we can help you settle in.',
      ].sort(),
    );
    const [welcome] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user._id), eq(notifications.type, 'welcome')));
    expect(welcome!.message).toMatch(/^Welcome to Landed!/);
  });

  it('follows a language changed in Account Settings for the next notification', async () => {
    const { token } = await student();
    const patched = await app.inject({
      method: 'PATCH',
      url: '/api/user/me',
      headers: bearer(token),
      payload: { locale: 'ne' },
    });
    expect(patched.statusCode).toBe(200);
    const booking = await bookBasic(token);
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/booking/${booking._id}`,
      headers: bearer(token),
      payload: { status: 'Cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const list = await messages(token);
    expect(list).toContain(`बुकिङ ${booking.bookingId} (बेसिक) रद्द गरियो।`);
    expect(list.some((m) => m.startsWith(`बुकिङ ${booking.bookingId} प्राप्त भयो: बेसिक, `))).toBe(
      true,
    );
    // The welcome was written in English, the account's language then.
    expect(list.at(-1)).toMatch(/^Welcome to Landed!/);
  });
});
