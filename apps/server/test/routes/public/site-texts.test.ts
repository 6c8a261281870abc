// @both-databases: the seed upgrades texts (and jsonb FAQ translations) in an existing database
// Issue 33 item 1 (docs/decisions/116): what Terms, the FAQ and the privacy policy say about
// the payment methods, GST and the support details is drawn from the settings, in the reader's
// language; a text that contradicts a setting is flagged on the owner's checklist with a link to
// the field; an install still holding the old seeded texts gets the new ones.
import { readFileSync } from 'node:fs';

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { SetupChecklist } from '@landed/shared/schemas/setup';

import { cmsSettings } from '#server/db/schema.ts';
import { CMS_ROW_ID, seedDatabase } from '#server/db/seed/index.ts';
import { book, bookingBody, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, behindTheApi, build, registerUser } from '#test/helper.ts';

const app = await build();
const superAdmin = await adminToken(app, 'Super Admin');

const OLD_PHONE = '+61 3 9000 0000';
const NEW_PHONE = '+61 3 9555 1234';
const NEW_EMAIL = 'help@landed-students.com.au';

const saveCms = async (payload: Record<string, unknown>) => {
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/admin/cms/site',
    headers: bearer(superAdmin.token),
    payload,
  });
  expect(saved.statusCode, saved.body).toBe(200);
};
const page = async (key: string, locale = 'en') =>
  (await app.inject({ method: 'GET', url: `/api/public/cms/${key}?locale=${locale}` })).json().page
    .content as string;
const faqAnswer = async (locale = 'en') => {
  const cms = (await app.inject({ method: 'GET', url: `/api/public/cms?locale=${locale}` })).json()
    .cms;
  return (cms.faqs as Array<{ answer: string }>)[1]!.answer;
};
const textsItem = async () => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/setup',
    headers: bearer(superAdmin.token),
  });
  return (response.json() as SetupChecklist).items.find((i) => i.key === 'texts')!;
};

describe('the texts a student reads', () => {
  it('state the payment methods, GST and contact details the settings hold, and nothing made up', async () => {
    const terms = await page('terms');
    expect(terms).toContain(
      'Online bookings are paid by bank transfer to the account shown in your dashboard.',
    );
    expect(terms).toContain('All prices are in Australian dollars (AUD) and include GST.');
    expect(terms).toContain('Each booking is paid in full, in one payment.');
    expect(terms).not.toMatch(/PayPal|minimum payment|\$100|within 7 days after|\{\{/i);
    // Without the Stripe keys the business takes no cards, and no text says it does.
    expect(terms).not.toMatch(/card payments|credit card|by card/i);
    expect(await faqAnswer()).toBe(
      'Online bookings are paid by bank transfer to the account shown in your dashboard. Each booking is paid in full, in one payment. All prices are in Australian dollars (AUD) and include GST.',
    );
    expect(await faqAnswer('zh-CN')).toBe(
      '网上预订通过银行转账付款，收款账户显示在您的个人中心。每笔预订一次付清全款。所有价格均以澳元（AUD）计价，并已包含商品及服务税（GST）。',
    );
  });

  it('follow a change of phone, e-mail and GST, and the old values are gone', async () => {
    await saveCms({ contactPhone: NEW_PHONE, contactEmail: NEW_EMAIL, gstRegistered: false });
    for (const key of ['terms', 'privacy']) {
      const text = await page(key);
      expect(text).toContain(NEW_PHONE);
      expect(text).toContain(NEW_EMAIL);
      expect(text).not.toContain(OLD_PHONE);
      expect(text).not.toContain('support@landed.com.au');
    }
    expect(await page('terms')).toContain('GST does not apply');
    expect(await faqAnswer()).toContain('GST does not apply');
    expect(await faqAnswer('vi')).toContain('không áp dụng thuế GST');
    // The mails tell the student the same: no card sentence without cards.
    const student = await registerUser(app);
    await book(app, student.token, bookingBody({ packageId: await packageId(app, 'Standard') }));
    const [mail] = await app.db.query.mailOutbox.findMany({
      where: (m, { and, eq: is }) =>
        and(is(m.toAddress, student.user.email), is(m.template, 'booking-received')),
    });
    expect(mail!.textBody).toContain('You can pay by bank transfer from your dashboard.');
    expect(mail!.textBody).not.toMatch(/card/i);
    // Nothing the checklist could flag: every fact comes from the settings.
    expect(await textsItem()).toMatchObject({ done: true, missing: [] });
  });
});

describe("the owner's checklist", () => {
  it('flags a text that contradicts a setting, naming it, with a link to its field', async () => {
    const terms = readFileSync(
      new URL('../../support/fixtures/terms-2026-11-21.md', import.meta.url),
      'utf8',
    );
    await saveCms({ terms });
    const item = await textsItem();
    expect(item.done).toBe(false);
    expect(item.missing).toEqual(
      expect.arrayContaining([
        `Terms of Service mentions the phone number ${OLD_PHONE}, not the support phone.`,
        'Terms of Service mentions the e-mail support@landed.com.au, not the support e-mail.',
        'Terms of Service mentions PayPal, which is not a way to pay here.',
        'Terms of Service mentions a minimum payment, but every booking is paid in full.',
        'Terms of Service mentions card payments, but the business takes none (no Stripe keys).',
        'Terms of Service mentions a refund period of its own; the cancellation policy decides refunds.',
      ]),
    );
    expect(item.fix.href).toBe('/admin?tab=content#cms-terms');
    // Fixed where it was said: the item is done again.
    await saveCms({ terms: 'Our terms. Call {{SUPPORT_PHONE}} or write to {{SUPPORT_EMAIL}}.' });
    expect(await textsItem()).toMatchObject({ done: true });
  });

  it('reads the translations too', async () => {
    const [row] = await app.db.select().from(cmsSettings).where(eq(cmsSettings.id, CMS_ROW_ID));
    await behindTheApi(app)
      .update(cmsSettings)
      .set({
        translations: {
          ...row!.translations,
          'zh-CN': {
            ...row!.translations['zh-CN'],
            about: '请致电 +61 3 9000 0000 或使用 PayPal。',
          },
        },
      })
      .where(eq(cmsSettings.id, CMS_ROW_ID));
    const item = await textsItem();
    expect(item.missing).toEqual([
      `About mentions the phone number ${OLD_PHONE}, not the support phone.`,
      'About mentions PayPal, which is not a way to pay here.',
    ]);
    expect(item.fix.href).toBe('/admin?tab=content#cms-about');
  });
});

describe('an install seeded before issue 33', () => {
  const fixture = (name: string) =>
    readFileSync(new URL(`../../support/fixtures/${name}`, import.meta.url), 'utf8');
  const stored = async () =>
    (await app.db.select().from(cmsSettings).where(eq(cmsSettings.id, CMS_ROW_ID)))[0]!;

  it('gets the new Terms, FAQ and payment instructions while it still has the old ones as seeded', async () => {
    const oldFaqs = JSON.parse(fixture('faqs-2026-11-21.json'));
    const [row] = [await stored()];
    await behindTheApi(app)
      .update(cmsSettings)
      .set({
        terms: fixture('terms-2026-11-21.md'),
        privacy: fixture('privacy-policy-2026-11-26.md'),
        faqs: oldFaqs,
        iban: 'Not used in Australia',
        translations: {
          ...row.translations,
          'zh-CN': {
            ...row.translations['zh-CN'],
            // The Chinese FAQ exactly as that seed wrote it.
            faqs: JSON.parse(fixture('faqs-zh-CN-2026-11-21.json')),
          },
        },
      })
      .where(eq(cmsSettings.id, CMS_ROW_ID));
    await seedDatabase(app.db);
    const now = await stored();
    expect(now.terms).toContain('{{PAYMENT_METHODS}}');
    expect(now.privacy).toContain('{{SUPPORT_PHONE}}');
    expect(now.iban).toBe('');
    expect(JSON.stringify(now.faqs)).not.toContain('PayPal');
    expect(JSON.stringify(now.translations['zh-CN']!.faqs)).not.toContain('PayPal');
  });

  it('keeps a text an owner has edited', async () => {
    const edited = `${fixture('terms-2026-11-21.md')}\nOur own addition.`;
    await behindTheApi(app)
      .update(cmsSettings)
      .set({ terms: edited })
      .where(eq(cmsSettings.id, CMS_ROW_ID));
    await seedDatabase(app.db);
    expect((await stored()).terms).toBe(edited);
  });
});
