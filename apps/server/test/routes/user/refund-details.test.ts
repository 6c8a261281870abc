// The student's refund account (issue 26; docs/decisions/086): given in the dashboard, stored
// sealed, read back masked, in the data export in full, and gone when the account is deleted.
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@landed/shared/constants';
import { REFUND_DETAILS_MESSAGES } from '@landed/shared/schemas/refund-details';

import { mailOutbox, users } from '#server/db/schema.ts';
import { BANK_OF_CHINA_ACCOUNT, BANK_OF_CHINA_MASKED } from '#test/fixtures.ts';
import { bearer, build, registerUser } from '#test/helper.ts';

const app = await build();
const url = '/api/user/refund-details';
type Student = Awaited<ReturnType<typeof registerUser>>;
// A PUT with only what it is given; `put` as the dashboard sends it, with the current password.
const putAs = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url, headers: bearer(token), payload });
const put = (student: Student, payload: Record<string, unknown>) =>
  putAs(student.token, { currentPassword: student.password, ...payload });
const get = (token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
const mailsTo = (address: string) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.toAddress, address), eq(mailOutbox.template, 'refund-account-changed')),
    );
const sealedOf = async (id: string) =>
  (await app.db.select({ v: users.refundDetails }).from(users).where(eq(users.id, id)))[0]!.v;

describe('/api/user/refund-details', () => {
  it('keeps an Australian account sealed and answers it masked, to its owner only', async () => {
    const student = await registerUser(app);
    const other = await registerUser(app);
    expect((await get(student.token)).json()).toEqual({ refundDetails: null });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url, payload: {} })).statusCode).toBe(401);

    const saved = await put(student, {
      kind: 'australian',
      accountName: 'Priya Sharma',
      bsb: '063-000',
      accountNumber: '1234 5678',
    });
    expect(saved.statusCode).toBe(200);
    const masked = {
      kind: 'australian',
      accountName: 'Priya Sharma',
      bsb: '063-000',
      accountNumber: '•••••678',
    };
    expect(saved.json()).toEqual({ refundDetails: masked });
    expect((await get(student.token)).json()).toEqual({ refundDetails: masked });
    expect((await get(other.token)).json()).toEqual({ refundDetails: null });
    // What the database holds says nothing of the account.
    const sealed = await sealedOf(student.user._id);
    expect(sealed).toMatch(/^v2\./);
    expect(sealed).not.toContain('12345678');
    expect(sealed).not.toContain('Priya');
  });

  it('refuses a bad BSB, a bad IBAN, a bad SWIFT and a missing kind, keeping what was there', async () => {
    const student = await registerUser(app);
    const de = { kind: 'overseas', bankName: 'Deutsche Bank', country: 'DE' };
    const bad = [
      { kind: 'australian', accountName: 'A B', bsb: '06300', accountNumber: '12345678' },
      { ...de, accountName: 'A B', iban: 'DE88370400440532013000', swift: 'DEUTDEFF' },
      { ...de, accountName: 'A B', iban: 'DE89370400440532013000', swift: 'DEUT' },
      { accountName: 'A B', bsb: '063000', accountNumber: '12345678' },
      { ...de, accountName: '', iban: 'DE89370400440532013000', swift: 'DEUTDEFF' },
    ];
    for (const payload of bad) {
      const response = await put(student, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    expect(await sealedOf(student.user._id)).toBeNull();

    const overseas = await put(student, {
      kind: 'overseas',
      accountName: 'Mei Chen',
      iban: 'de89 3704 0044 0532 0130 00',
      swift: 'deutdeff',
      bankName: 'Deutsche Bank',
      country: 'de',
    });
    expect(overseas.json().refundDetails).toEqual({
      kind: 'overseas',
      accountName: 'Mei Chen',
      iban: '•••••••••••••••••••000',
      swift: 'DEUTDEFF',
      bankName: 'Deutsche Bank',
      country: 'DE',
    });
  });

  // Issue 31: the world's accounts, not only IBANs.
  it('takes a Bank of China account by its number and SWIFT, with no IBAN', async () => {
    const student = await registerUser(app);
    const saved = await put(student, {
      ...BANK_OF_CHINA_ACCOUNT,
      accountNumber: '6217 8500 0000 1234 567',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().refundDetails).toEqual(BANK_OF_CHINA_MASKED);
    expect((await get(student.token)).json()).toEqual(saved.json());
  });

  // The code the country's banks use: asked for, refused without, kept with (and masked).
  it.each([
    {
      country: 'IN',
      account: { bankName: 'State Bank of India', swift: 'SBININBB', accountNumber: '30012345678' },
      missing: REFUND_DETAILS_MESSAGES.ifscInvalid,
      code: { ifsc: 'SBIN0001234' },
      masked: { ifsc: 'SBIN0001234', accountNumber: '••••••••678' },
    },
    {
      country: 'DE',
      account: { bankName: 'Deutsche Bank', swift: 'DEUTDEFF', accountNumber: '0532013000' },
      missing: REFUND_DETAILS_MESSAGES.ibanRequired,
      code: { iban: 'DE89370400440532013000' },
      masked: { iban: '•••••••••••••••••••000' },
    },
  ])(
    'asks an account in $country for its code',
    async ({ country, account, missing, code, masked }) => {
      const student = await registerUser(app);
      const given = { kind: 'overseas', accountName: 'A Student', country, ...account };
      const refused = await put(student, given);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(missing);
      expect(await sealedOf(student.user._id)).toBeNull();
      const saved = await put(student, { ...given, ...code });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().refundDetails).toMatchObject({ country, ...masked });
    },
  );

  it('needs the current password (or a recent sign-in without one) and mails the owner', async () => {
    const student = await registerUser(app);
    const account = {
      kind: 'australian',
      accountName: 'Priya Sharma',
      bsb: '063000',
      accountNumber: '12345678',
    };
    const noPassword = await putAs(student.token, account);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe(REFUND_DETAILS_MESSAGES.passwordRequired);
    const wrong = await put(student, { ...account, currentPassword: 'not-my-password-1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(MESSAGES.currentPasswordIncorrect);
    expect(await sealedOf(student.user._id)).toBeNull();
    expect(await mailsTo(student.user.email)).toEqual([]);

    expect((await put(student, account)).statusCode).toBe(200);
    const [mail] = await mailsTo(student.user.email);
    expect(mail!.subject).toBe('Your refund account was updated');
    expect(mail!.textBody).toContain('the account ending 678');
    expect(mail!.textBody).not.toContain('12345678');
    expect(mail!.htmlBody).not.toContain('12345678');

    // An account without a password (Google sign-in): a sign-in within 10 minutes.
    const google = await registerUser(app);
    await app.db.update(users).set({ passwordHash: null }).where(eq(users.id, google.user._id));
    app.clock.advance(11 * 60_000);
    const stale = await putAs(google.token, account);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe(REFUND_DETAILS_MESSAGES.recentSignInRequired);
    app.clock.advance(-11 * 60_000);
    const recent = await putAs(google.token, account);
    expect(recent.statusCode).toBe(200);
  });

  it('is in the data export in full, and erased with the account', async () => {
    const student = await registerUser(app);
    await put(student, {
      kind: 'australian',
      accountName: 'Ana Lopez',
      bsb: '063000',
      accountNumber: '987654321',
    });
    const exported = await app.inject({
      method: 'GET',
      url: '/api/user/me/export',
      headers: bearer(student.token),
    });
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const data = JSON.parse(new TextDecoder().decode(files['data.json']!));
    expect(data.account.refundDetails).toEqual({
      kind: 'australian',
      accountName: 'Ana Lopez',
      bsb: '063000',
      accountNumber: '987654321',
    });

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: bearer(student.token),
      payload: { currentPassword: student.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await sealedOf(student.user._id)).toBeNull();
  });
});
