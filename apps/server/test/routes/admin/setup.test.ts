// The owner's set-up (issue 25 item 4, docs/decisions/079): the Super Admin's checklist, computed
// from the real settings, each item flipping to done when fixed; and the seed's placeholder bank
// details never shown to students.
import { isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { SetupChecklist } from '@landed/shared/schemas/setup';

import { users } from '#server/db/schema.ts';
import { book, bookingBody, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';

const app = await build();
const superAdmin = await adminToken(app, 'Super Admin');

const checklist = async (token = superAdmin.token) =>
  app.inject({ method: 'GET', url: '/api/admin/setup', headers: bearer(token) });
const items = async () => {
  const response = await checklist();
  expect(response.statusCode).toBe(200);
  const body = response.json() as SetupChecklist;
  return { body, item: (key: string) => body.items.find((i) => i.key === key)! };
};
const saveCms = (payload: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/cms/site',
    headers: bearer(superAdmin.token),
    payload,
  });
const bankDetailsFor = async (token: string) =>
  app.inject({ method: 'GET', url: '/api/booking/bank-details', headers: bearer(token) });

const REAL_BANK = {
  bankName: 'National Australia Bank',
  accountHolder: 'Landed Arrival Services Pty Ltd',
  accountNumber: '1234 5678',
  routingNumber: '083-004',
};

describe('a fresh install', () => {
  it('lists what the owner must still set up, each with a link to where it is fixed', async () => {
    const { body, item } = await items();
    expect(body.items.map((i) => i.key)).toEqual([
      'business',
      'abn',
      'bank',
      'support',
      'texts',
      'meetingPoint',
      'mail',
      'twoFactor',
    ]);
    expect(body.complete).toBe(false);
    expect(body.bankDetailsPlaceholder).toBe(true);
    // The seed has a business name and address, and a meeting point.
    expect(item('business').done).toBe(true);
    expect(item('meetingPoint').done).toBe(true);
    expect(item('abn')).toMatchObject({
      done: false,
      missing: ['No ABN on record: invoices are issued as plain invoices, not tax invoices.'],
      fix: { href: '/admin?tab=content#business-abn' },
    });
    expect(item('bank').done).toBe(false);
    expect(item('bank').missing[0]).toBe(
      'Still the placeholder of a fresh install: Account number, BSB, Bank address, Bank phone.',
    );
    expect(item('bank').fix.href).toBe('/admin?tab=content#bank-title');
    // The seed's support number is made up.
    expect(item('support').done).toBe(false);
    expect(item('mail')).toMatchObject({ done: false, fix: { href: '/admin?tab=logs' } });
    expect(item('mail').missing[0]).toContain('SMTP_URL is not set');
    expect(item('twoFactor').missing).toEqual([`Without two-factor sign-in: ${superAdmin.email}.`]);
  });

  it('is the Super Admin’s only', async () => {
    for (const role of [
      'Content Manager',
      'Booking Agent',
      'Support Admin',
      'Developer',
    ] as const) {
      const other = await adminToken(app, role);
      expect((await checklist(other.token)).statusCode).toBe(403);
    }
    const student = await registerUser(app);
    expect((await checklist(student.token)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/setup' })).statusCode).toBe(401);
  });
});

describe('the placeholder bank details are never shown to students', () => {
  it('answers no bank details, and how to reach the business, while they are placeholders', async () => {
    const student = await registerUser(app);
    const response = await bankDetailsFor(student.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      bankDetails: null,
      // The seed's support e-mail is real; its phone number is not, so it is left out.
      contact: { email: 'support@landed.com.au', phone: '' },
      gstRegistered: true,
    });
    expect(response.body).not.toContain('placeholder');
    // Nor does the booking's answer carry any of it.
    const made = await book(
      app,
      student.token,
      bookingBody({ packageId: await packageId(app, 'Basic') }),
    );
    expect(made.statusCode).toBe(201);
    expect(made.body).not.toMatch(/placeholder|000-000/i);
    const paid = await app.inject({
      method: 'PATCH',
      url: `/api/booking/${made.json().booking._id}/mark-paid`,
      headers: bearer(student.token),
      payload: {},
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).not.toMatch(/placeholder|000-000/i);
  });

  it('shows the real account once entered, still without a placeholder left in another field', async () => {
    const student = await registerUser(app);
    // Half done: the BSB is still the placeholder, so nothing is shown yet.
    expect((await saveCms({ accountNumber: '1234 5678' })).statusCode).toBe(200);
    expect((await bankDetailsFor(student.token)).json().bankDetails).toBeNull();
    expect((await items()).item('bank').missing[0]).toBe(
      'Still the placeholder of a fresh install: BSB, Bank address, Bank phone.',
    );

    expect((await saveCms(REAL_BANK)).statusCode).toBe(200);
    const shown = (await bankDetailsFor(student.token)).json().bankDetails;
    expect(shown).toMatchObject(REAL_BANK);
    // The seed's made-up branch address and bank phone stay hidden until replaced.
    expect(shown).toMatchObject({ bankAddress: '', bankPhone: '' });
    const { body, item } = await items();
    expect(body.bankDetailsPlaceholder).toBe(false);
    expect(item('bank')).toMatchObject({
      done: false,
      missing: ['Still the placeholder of a fresh install: Bank address, Bank phone.'],
    });

    expect(
      (await saveCms({ bankAddress: '1 Collins St, Melbourne VIC 3000', bankPhone: '13 22 65' }))
        .statusCode,
    ).toBe(200);
    expect((await items()).item('bank')).toMatchObject({ done: true, missing: [] });
    expect((await bankDetailsFor(student.token)).json().bankDetails).toMatchObject({
      bankPhone: '13 22 65',
    });
  });
});

describe('each item flips to done when fixed', () => {
  it('the ABN, the support contacts, the meeting point and two-factor', async () => {
    expect((await saveCms({ abn: '51 824 753 556' })).statusCode).toBe(200);
    expect((await items()).item('abn')).toMatchObject({ done: true, missing: [] });

    expect((await saveCms({ contactPhone: '+61 3 9123 4567' })).statusCode).toBe(200);
    expect((await items()).item('support').done).toBe(true);
    expect((await saveCms({ contactEmail: '' })).statusCode).toBe(200);
    expect((await items()).item('support').missing).toEqual(['No support e-mail.']);
    expect((await saveCms({ contactEmail: 'hello@landed.com.au' })).statusCode).toBe(200);
    expect((await items()).item('support').done).toBe(true);

    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/admin/arrivals/settings',
          headers: bearer(superAdmin.token),
          payload: { defaultMeetingPoint: '' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await items()).item('meetingPoint').done).toBe(false);

    expect((await saveCms({ businessName: '' })).statusCode).toBe(200);
    expect((await items()).item('business').missing).toEqual([
      'No business name: invoices would name the seller "Landed".',
    ]);

    // Every staff member (the other roles were added above) turns two-factor on.
    expect((await items()).item('twoFactor').done).toBe(false);
    await app.db.update(users).set({ totpEnabledAt: new Date() }).where(isNotNull(users.adminRole));
    expect((await items()).item('twoFactor')).toMatchObject({ done: true, missing: [] });
  });

  it('mail sending, once SMTP_URL is set', async () => {
    const withMail = await build({ smtpUrl: 'smtp://mail.example.com:587' });
    const owner = await adminToken(withMail, 'Super Admin');
    const response = await withMail.inject({
      method: 'GET',
      url: '/api/admin/setup',
      headers: bearer(owner.token),
    });
    const mail = (response.json() as SetupChecklist).items.find((i) => i.key === 'mail')!;
    expect(mail).toMatchObject({ done: true, missing: [] });
  });
});

describe('"Send a test mail" without SMTP_URL', () => {
  it('says in plain words that the mail went to the server log, and what to set', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/setup/test-mail',
      headers: bearer(superAdmin.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      to: superAdmin.email,
      outcome: 'logged',
      message:
        'Not sent: SMTP_URL is not set, so mail is written to the server log. Set SMTP_URL (and MAIL_FROM) in the server’s environment and restart it.',
    });
  });

  it('delivers only the test mail: mail waiting for the worker stays with the worker', async () => {
    const waiting = await app.mail.enqueue({
      template: 'test-mail',
      to: 'someone-else@example.com',
      locale: 'en',
      data: { name: 'Someone' },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/setup/test-mail',
      headers: bearer(superAdmin.token),
    });
    expect(response.json()).toMatchObject({ outcome: 'logged' });
    expect((await app.outboxRepository.findById(waiting))?.status).toBe('pending');
  });
});
