// The student's language (issue 18, docs/decisions/072): kept on the account from sign-up and
// Account Settings, used for every mail sent to the student, and shown to staff. Mails to
// staff stay English.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { mailOutbox, users } from '#server/db/schema.ts';
import { renderMail } from '#server/plugins/app/mail/templates.ts';
import { book, bookingBody, dateIn, packageId } from '#test/fixtures.ts';
import { GOOD_PASSWORD, adminToken, bearer, build, uniqueEmail } from '#test/helper.ts';

const app = await build();

const register = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/auth/register', payload });

async function mailTo(email: string, template: string) {
  const [row] = await app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, template)));
  if (!row) throw new Error(`no ${template} mail to ${email}`);
  return row;
}

const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });

describe('the language on the account', () => {
  it('is English when sign-up does not say, as for every client written before it', async () => {
    const email = uniqueEmail();
    const response = await register({ name: 'Ana', email, password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(201);
    expect((await me(response.json().token)).json().locale).toBe('en');
    const welcome = await mailTo(email, 'welcome');
    expect(welcome.subject).toBe('Welcome to Landed');
    expect(welcome.htmlBody).toContain('<html lang="en">');
  });

  it('is taken from sign-up, and the welcome and confirmation mails are in it', async () => {
    const email = uniqueEmail();
    const response = await register({
      name: '王芳',
      email,
      password: GOOD_PASSWORD,
      locale: 'zh-CN',
    });
    expect(response.statusCode).toBe(201);
    expect((await me(response.json().token)).json().locale).toBe('zh-CN');

    const welcome = await mailTo(email, 'welcome');
    expect(welcome.subject).toBe('欢迎加入 Landed');
    expect(welcome.textBody).toContain('王芳，您好：');
    expect(welcome.textBody).toContain('感谢您注册 Landed 账户');
    expect(welcome.htmlBody).toContain('<html lang="zh-CN">');
    const verify = await mailTo(email, 'verify-email');
    expect(verify.subject).toBe('确认您的邮箱地址');
  });

  it('refuses a language that is not one of ours', async () => {
    for (const locale of ['fr', 'zh', 'ZH-CN', '', 7]) {
      const response = await register({
        name: 'Ana',
        email: uniqueEmail(),
        password: GOOD_PASSWORD,
        locale,
      });
      expect(response.statusCode).toBe(400);
    }
    const patched = await app.inject({
      method: 'PATCH',
      url: '/api/user/me',
      headers: bearer((await register(newAccount())).json().token),
      payload: { locale: 'de' },
    });
    expect(patched.statusCode).toBe(400);
  });

  it('changes in Account Settings, and the next mail follows it', async () => {
    const email = uniqueEmail();
    const { token } = (await register({ name: 'Minh Anh', email, password: GOOD_PASSWORD })).json();
    const patched = await app.inject({
      method: 'PATCH',
      url: '/api/user/me',
      headers: bearer(token),
      payload: { locale: 'vi' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().user.locale).toBe('vi');
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(row!.locale).toBe('vi');

    const booked = await book(
      app,
      token,
      bookingBody({ packageId: await packageId(app, 'Basic'), preferredDate: dateIn(app, 30) }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const { bookingId } = booked.json().booking;
    const received = await mailTo(email, 'booking-received');
    expect(received.subject).toBe(`Chúng tôi đã nhận được đặt chỗ ${bookingId} của bạn`);
    expect(received.textBody).toContain('Chào Minh Anh,');
    expect(received.textBody).toMatch(/Ngày mong muốn: .+, \d{1,2} tháng \d{1,2}, \d{4}\n/);
    // Australian dollars, written the Vietnamese way.
    expect(received.textBody).toMatch(/Tổng cộng: [\d.]+,00\sAU\$/);
    expect(received.textBody).toContain(`Vui lòng ghi mã đặt chỗ ${bookingId}`);
  });

  it('is shown to staff on the arrivals board and in the booking details', async () => {
    const { token } = (await register(newAccount({ locale: 'ne' }))).json();
    const day = dateIn(app, 40);
    const booked = await book(
      app,
      token,
      bookingBody({ packageId: await packageId(app, 'Basic'), preferredDate: day }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const { _id: id, bookingId } = booked.json().booking;
    const agent = (await adminToken(app, 'Booking Agent')).token;

    const board = await app.inject({
      method: 'GET',
      url: `/api/admin/arrivals?from=${day}&to=${day}`,
      headers: bearer(agent),
    });
    expect(board.statusCode).toBe(200);
    const arrival = board
      .json()
      .arrivals.find((a: { bookingId: string }) => a.bookingId === bookingId);
    expect(arrival.student.locale).toBe('ne');

    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${id}`,
      headers: bearer(agent),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().booking.user.locale).toBe('ne');
  });
});

function newAccount(extra: Record<string, unknown> = {}) {
  return { name: 'Student', email: uniqueEmail(), password: GOOD_PASSWORD, ...extra };
}

describe('mail in the recipient language', () => {
  const APP = 'https://landed.example';
  const received = {
    template: 'booking-received',
    to: 'a@example.com',
    data: {
      name: 'Ana',
      bookingRef: 'BK-7K2M9Q',
      packageName: 'Standard',
      preferredDate: '2026-02-14',
      totalPrice: 18_000,
    },
  } as const;

  it('writes dates and Australian dollars the way each language does, English as before', () => {
    const facts = (locale?: 'en' | 'zh-CN' | 'hi' | 'ne' | 'vi') =>
      renderMail({ message: received, appUrl: APP, locale }).text.split('\n');
    expect(facts()).toContain('Total: $180');
    expect(facts('en')).toContain('Preferred date: Saturday 14 February 2026');
    expect(facts('zh-CN')).toContain('总计: AU$180.00');
    expect(facts('zh-CN')).toContain('期望日期: 2026年2月14日星期六');
    expect(facts('hi')).toContain('कुल राशि: A$180.00');
    // Western digits in Nepali too, like the booking reference and the bank's.
    expect(facts('ne')).toContain('रोजेको मिति: 2026 फेब्रुअरी 14, शनिबार');
    expect(facts('vi')).toContain('Tổng cộng: 180,00\u00a0AU$');
  });

  it('says the arrival time is Melbourne time, in the language', () => {
    const pickup = renderMail({
      message: {
        template: 'pickup-assigned',
        to: 'a@example.com',
        data: {
          name: 'Ana',
          bookingRef: 'BK-7K2M9Q',
          preferredDate: '2026-02-14',
          arrivalTime: '06:40',
          flightNumber: 'MU737',
          meetingPoint: 'Arrivals hall',
          driverFirstName: 'Sam',
          driverPhone: '+61 412 345 678',
          updated: false,
        },
      },
      appUrl: APP,
      locale: 'zh-CN',
    });
    expect(pickup.subject).toBe('Sam 将在机场接您：预订 BK-7K2M9Q');
    expect(pickup.text).toContain('抵达时间: 2026年2月14日星期六 06:40（墨尔本时间）');
  });

  it('counts in the language (reminders, documents)', () => {
    const reminder = (days: number) =>
      renderMail({
        message: {
          template: 'booking-reminder',
          to: 'a@example.com',
          data: {
            name: 'Ana',
            bookingRef: 'BK-1',
            packageName: 'Standard',
            preferredDate: '2026-02-14',
            days,
          },
        },
        appUrl: APP,
        locale: 'vi',
      }).subject;
    expect(reminder(1)).toBe('Đặt chỗ Landed BK-1 của bạn: ngày mai');
    expect(reminder(7)).toBe('Đặt chỗ Landed BK-1 của bạn: còn 7 ngày nữa');
    const documents = (count: number) =>
      renderMail({
        message: {
          template: 'documents-expiring',
          to: 'a@example.com',
          data: { name: 'Ana', count, deleteOn: '2026-03-01' },
        },
        appUrl: APP,
        locale: 'hi',
      }).text;
    expect(documents(1)).toContain('आपका अपलोड किया गया दस्तावेज़');
    expect(documents(3)).toContain('आपके अपलोड किए गए 3 दस्तावेज़');
  });

  it('keeps mails to drivers in English whatever language is asked for', () => {
    const job = renderMail({
      message: {
        template: 'driver-job',
        to: 'driver@example.com',
        data: {
          name: 'Sam',
          kind: 'assigned',
          bookingRef: 'BK-1',
          preferredDate: '2026-02-14',
          arrivalTime: '06:40',
          flightNumber: '',
          meetingPoint: '',
          studentName: 'Ana',
          studentPhone: '+61',
          destinationAddress: '',
        },
      },
      appUrl: APP,
      locale: 'zh-CN',
    });
    expect(job.subject).toBe('New pickup: BK-1, Saturday 14 February 2026 at 06:40');
    expect(job.text).toContain('Hi Sam,');
    expect(job.text).toContain('Arrival: Saturday 14 February 2026 at 06:40 (Melbourne time)');
    expect(job.html).toContain('<html lang="en">');
  });

  it('removes a secret link from the stored copy in the language', () => {
    const reset = renderMail({
      message: {
        template: 'password-reset',
        to: 'a@example.com',
        data: { name: 'Ana', resetUrl: `${APP}/reset-password?token=secret` },
      },
      appUrl: APP,
      locale: 'zh-CN',
      redact: true,
    });
    expect(reset.text).toContain('重置密码: [此链接已从本邮件的存档副本中删除。]');
    expect(reset.text).not.toContain('token=secret');
  });
});
