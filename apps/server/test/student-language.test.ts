// @both-databases: the seed over an existing database
// Every word in the student's language (issue 25 item 5, docs/decisions/081): the texts staff
// write that a student reads (the pass's meeting point and help steps, the package's name, the
// payment instructions, the banking list, the service categories, the footer's address), and
// the links in the student's mails, which open the page in the account's language.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ARRIVAL_PASS_DEFAULTS } from '@landed/shared/schemas/arrival-pass';

import {
  appMeta,
  bookings,
  cmsSettings,
  mailOutbox,
  notifications,
  services,
} from '#server/db/schema.ts';
import { seedDatabase } from '#server/db/seed/index.ts';
import { book, bookingBody, dateIn, packageId } from '#test/fixtures.ts';
import { GOOD_PASSWORD, bearer, behindTheApi, build, uniqueEmail } from '#test/helper.ts';

const app = await build({ appUrl: 'https://landed.example' });

async function student(locale: string) {
  const email = uniqueEmail();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Mei Chen', email, password: GOOD_PASSWORD, locale },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { email, token: response.json().token as string, id: response.json().user._id as string };
}

async function mailTo(email: string, template: string) {
  const [row] = await app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, template)));
  if (!row) throw new Error(`no ${template} mail to ${email}`);
  return row;
}

async function standardBooking(token: string) {
  const booked = await book(
    app,
    token,
    bookingBody({ packageId: await packageId(app, 'Standard'), preferredDate: dateIn(app, 20) }),
  );
  expect(booked.statusCode, booked.body).toBe(201);
  return booked.json().booking as { _id: string; bookingId: string };
}

describe("a booking's package", () => {
  it("is named in the student's language in the bookings, the notification and the mail", async () => {
    const { email, token, id } = await student('zh-CN');
    const booking = await standardBooking(token);
    const list = await app.inject({
      method: 'GET',
      url: `/api/booking/user/${id}`,
      headers: bearer(token),
    });
    const [listed] = list.json().bookings;
    // The booking keeps the English name; the translations come beside it.
    expect(listed.packageName).toBe('Standard');
    expect(listed.packageNameTranslations).toMatchObject({
      'zh-CN': '标准套餐',
      vi: expect.any(String),
    });
    const notes = await app.db.select().from(notifications).where(eq(notifications.userId, id));
    const note = notes.find((n) => n.message.includes(booking.bookingId));
    expect(note!.message).toContain('标准套餐');
    expect(note!.message).not.toContain('Standard');
    const received = await mailTo(email, 'booking-received');
    expect(received.textBody).toContain('标准套餐');
    expect(received.textBody).not.toContain('Standard');
    // English students read it as before.
    const english = await student('en');
    await standardBooking(english.token);
    expect((await mailTo(english.email, 'booking-received')).textBody).toContain('Standard');
  });
});

describe('the arrival pass', () => {
  it("carries the meeting point, the help steps and the package's name in every language", async () => {
    const { token } = await student('hi');
    const { bookingId } = await standardBooking(token);
    const response = await app.inject({
      method: 'GET',
      url: `/api/booking/${bookingId}/pass`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { pass } = response.json();
    // The English stays what the driver reads.
    expect(pass.pickup.meetingPoint).toBe(ARRIVAL_PASS_DEFAULTS.meetingPoint);
    expect(pass.translations['zh-CN'].meetingPoint).toContain('墨尔本机场');
    expect(pass.translations['zh-CN'].packageName).toBe('标准套餐');
    for (const locale of ['zh-CN', 'hi', 'ne', 'vi']) {
      expect(pass.translations[locale].help.split('\n')).toHaveLength(4);
      expect(pass.translations[locale].meetingPoint).not.toBe(ARRIVAL_PASS_DEFAULTS.meetingPoint);
    }
  });

  it('shows a meeting point set on the booking as staff wrote it, with no translation', async () => {
    const { token } = await student('vi');
    const { _id, bookingId } = await standardBooking(token);
    await app.db
      .update(bookings)
      .set({ meetingPoint: 'Gate 3, by the taxi rank' })
      .where(eq(bookings.id, _id));
    const { pass } = (
      await app.inject({
        method: 'GET',
        url: `/api/booking/${bookingId}/pass`,
        headers: bearer(token),
      })
    ).json();
    expect(pass.pickup.meetingPoint).toBe('Gate 3, by the taxi rank');
    expect(pass.translations.vi.meetingPoint).toBeUndefined();
  });
});

describe('the payment instructions', () => {
  it('read in the asked language while they are the built-in ones, and as written after', async () => {
    const { token } = await student('vi');
    // A real account: while the seed's placeholder is there, students are shown none of it
    // (decision 079).
    await behindTheApi(app).update(cmsSettings).set({
      accountHolder: 'Landed Arrival Services Pty Ltd',
      accountNumber: '1234 5678',
      routingNumber: '083-004',
    });
    const ask = async (url: string) =>
      (await app.inject({ method: 'GET', url, headers: bearer(token) })).json().bankDetails
        .bankInstructions as string;
    expect(await ask('/api/booking/bank-details')).toMatch(
      /^A transfer from a bank outside Australia/,
    );
    expect(await ask('/api/booking/bank-details?locale=vi')).toMatch(
      /^Khoản chuyển từ ngân hàng ngoài nước Úc/,
    );
    expect(await ask('/api/booking/bank-details?locale=zh-CN')).toContain('澳大利亚境外的银行转账');
    await behindTheApi(app)
      .update(cmsSettings)
      .set({ bankInstructions: 'Pay within 3 days, quoting your reference.' });
    expect(await ask('/api/booking/bank-details?locale=vi')).toBe(
      'Pay within 3 days, quoting your reference.',
    );
  });
});

describe('the public reads', () => {
  it('give the banking list, the service categories and the footer address in the language', async () => {
    const banking = (
      await app.inject({ method: 'GET', url: '/api/public/banking?locale=ne' })
    ).json().services;
    const account = banking.find((b: { title: string }) => b.title === 'विद्यार्थीको दैनिक खाता खोल्ने');
    expect(account.serviceCategory).toBe('खाता');
    expect(account.requiredDocuments).toContain('राहदानी');
    expect(
      (await app.inject({ method: 'GET', url: '/api/public/banking' }))
        .json()
        .services.map((b: { title: string }) => b.title),
    ).toContain('Student everyday account setup');
    const { services: list } = (
      await app.inject({ method: 'GET', url: '/api/public/services?locale=ne' })
    ).json();
    expect(list.map((s: { category: string }) => s.category)).toContain('आगमन');
    expect(
      (await app.inject({ method: 'GET', url: '/api/public/cms?locale=zh-CN' })).json().cms
        .contactAddress,
    ).toBe('澳大利亚墨尔本');
  });

  it('an install translated before these texts gets them at its next start', async () => {
    await app.db.delete(appMeta).where(eq(appMeta.key, 'seed_translations_081'));
    const [row] = await app.db.select().from(services).where(eq(services.slug, 'airport-pickup'));
    const { 'zh-CN': zh, ...others } = row!.translations as Record<string, Record<string, unknown>>;
    const { category: _dropped, ...zhWithout } = zh!;
    await app.db
      .update(services)
      .set({ translations: { ...others, 'zh-CN': zhWithout } })
      .where(eq(services.id, row!.id));
    await seedDatabase(app.db);
    const [after] = await app.db.select().from(services).where(eq(services.id, row!.id));
    const translations = after!.translations as Record<string, Record<string, unknown>>;
    expect(translations['zh-CN']!.category).toBe('抵达');
    // What was there before stays.
    expect(translations['zh-CN']!.title).toBe(zh!.title);
  });
});

describe("the links in a student's mails", () => {
  it("open the page in the account's language", async () => {
    const { email, token } = await student('zh-CN');
    const welcome = await mailTo(email, 'welcome');
    expect(welcome.textBody).toContain('https://landed.example/zh-CN/packages');
    expect(welcome.textBody).toContain('https://landed.example/zh-CN/dashboard');
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const reset = await mailTo(email, 'password-reset');
    expect(reset.textBody).toMatch(/https:\/\/landed\.example\/zh-CN\/reset-password\?token=/);
    const { bookingId } = await standardBooking(token);
    const received = await mailTo(email, 'booking-received');
    expect(received.textBody).toContain('https://landed.example/zh-CN/dashboard');
    void bookingId;
  });

  it('stay without a prefix in English', async () => {
    const { email } = await student('en');
    expect((await mailTo(email, 'welcome')).textBody).toContain('https://landed.example/packages');
  });
});
