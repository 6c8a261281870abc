// The student's refund account (issue 26; docs/decisions/086): given in the dashboard, stored
// sealed, read back masked, in the data export in full, and gone when the account is deleted.
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import { users } from '#server/db/schema.ts';
import { bearer, build, registerUser } from '#test/helper.ts';

const app = await build();
const url = '/api/user/refund-details';
const put = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url, headers: bearer(token), payload });
const get = (token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
const sealedOf = async (id: string) =>
  (await app.db.select({ v: users.refundDetails }).from(users).where(eq(users.id, id)))[0]!.v;

describe('/api/user/refund-details', () => {
  it('keeps an Australian account sealed and answers it masked, to its owner only', async () => {
    const student = await registerUser(app);
    const other = await registerUser(app);
    expect((await get(student.token)).json()).toEqual({ refundDetails: null });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url, payload: {} })).statusCode).toBe(401);

    const saved = await put(student.token, {
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
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('12345678');
    expect(sealed).not.toContain('Priya');
  });

  it('refuses a bad BSB, a bad IBAN, a bad SWIFT and a missing kind, keeping what was there', async () => {
    const student = await registerUser(app);
    const bad = [
      { kind: 'australian', accountName: 'A B', bsb: '06300', accountNumber: '12345678' },
      { kind: 'overseas', accountName: 'A B', iban: 'DE88370400440532013000', swift: 'DEUTDEFF' },
      { kind: 'overseas', accountName: 'A B', iban: 'DE89370400440532013000', swift: 'DEUT' },
      { accountName: 'A B', bsb: '063000', accountNumber: '12345678' },
      { kind: 'overseas', accountName: '', iban: 'DE89370400440532013000', swift: 'DEUTDEFF' },
    ];
    for (const payload of bad) {
      const response = await put(student.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    expect(await sealedOf(student.user._id)).toBeNull();

    const overseas = await put(student.token, {
      kind: 'overseas',
      accountName: 'Mei Chen',
      iban: 'de89 3704 0044 0532 0130 00',
      swift: 'deutdeff',
      bankName: 'Deutsche Bank',
      country: 'Germany',
    });
    expect(overseas.json().refundDetails).toEqual({
      kind: 'overseas',
      accountName: 'Mei Chen',
      iban: '•••••••••••••••••••000',
      swift: 'DEUTDEFF',
      bankName: 'Deutsche Bank',
      country: 'Germany',
    });
  });

  it('is in the data export in full, and erased with the account', async () => {
    const student = await registerUser(app);
    await put(student.token, {
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
