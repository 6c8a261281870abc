// @both-databases: apps built over databases of their own read back what another sealed
// DATA_ENCRYPTION_KEY (issue 31 item 5; docs/decisions/102): secrets at rest are sealed under a
// key of their own, so rotating JWT_SECRET after a leak signs everyone out and loses nothing;
// what was sealed under JWT_SECRET before the upgrade still opens; and a student's sealed refund
// account is bound to them.
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

import { build as buildApp } from '#server/app.ts';
import { users } from '#server/db/schema.ts';
import { REFUND_DETAILS_PURPOSE, TOTP_SECRET_PURPOSE, secretBox } from '#server/lib/secret-box.ts';
import { newTotpSecret, totpCode } from '#server/lib/totp.ts';
import { BANK_OF_CHINA_ACCOUNT, BANK_OF_CHINA_MASKED } from '#test/fixtures.ts';
import {
  GOOD_PASSWORD,
  bearer,
  createTestDatabase,
  registerUser,
  testConfig,
} from '#test/helper.ts';

const database = await createTestDatabase({ shared: true });
afterAll(() => database.drop());
const dataEncryptionKey = randomBytes(32).toString('hex');
const start = (jwtSecret: string) =>
  buildApp(testConfig({ database: database.config, jwtSecret, dataEncryptionKey }));

// The student's refund account as `app` answers it to them (null: none, or it does not open).
async function refundAccountOf(
  app: FastifyInstance,
  { token, email }: { token?: string; email?: string },
) {
  const signedIn =
    token ??
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: GOOD_PASSWORD },
      })
    ).json().token;
  const read = await app.inject({
    method: 'GET',
    url: '/api/user/refund-details',
    headers: bearer(signedIn),
  });
  return read.statusCode === 200 ? read.json().refundDetails : read.statusCode;
}

// How a value was sealed before decision 102: under a key derived from JWT_SECRET, unbound.
function sealLegacy(jwtSecret: string, plain: string, purpose = REFUND_DETAILS_PURPOSE) {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'landed', purpose, 32) as ArrayBuffer);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

describe('DATA_ENCRYPTION_KEY', () => {
  it('keeps refund accounts and two-factor secrets readable when JWT_SECRET is rotated', async () => {
    const oldJwtSecret = randomBytes(32).toString('hex');
    const before = await start(oldJwtSecret);
    const student = await registerUser(before);
    const other = await registerUser(before);
    const legacy = await registerUser(before);
    const saved = await before.inject({
      method: 'PUT',
      url: '/api/user/refund-details',
      headers: bearer(student.token),
      payload: { ...BANK_OF_CHINA_ACCOUNT, currentPassword: student.password },
    });
    expect(saved.statusCode).toBe(200);
    const totpSecret = newTotpSecret();
    const sealedTotp = before.twoFactor.box.seal(totpSecret);
    expect(sealedTotp).toMatch(/^v2\./);
    // An IBAN account stored before issue 31 and decision 102 still opens, in its new shape.
    await before.db
      .update(users)
      .set({
        refundDetails: sealLegacy(
          oldJwtSecret,
          JSON.stringify({
            kind: 'overseas',
            accountName: 'Anna Schmidt',
            iban: 'DE89370400440532013000',
            swift: 'DEUTDEFF',
            country: 'Germany',
          }),
        ),
      })
      .where(eq(users.id, legacy.user._id));
    expect(await refundAccountOf(before, { token: legacy.token })).toEqual({
      kind: 'overseas',
      accountName: 'Anna Schmidt',
      bankName: '',
      country: 'DE',
      swift: 'DEUTDEFF',
      iban: '•••••••••••••••••••000',
    });
    // A two-factor secret set up before the upgrade, sealed under JWT_SECRET too.
    const legacyTotpSecret = newTotpSecret();
    await before.db
      .update(users)
      .set({ totpSecret: sealLegacy(oldJwtSecret, legacyTotpSecret, TOTP_SECRET_PURPOSE) })
      .where(eq(users.id, legacy.user._id));
    await before.close();
    // The first start on the new version, with the old JWT_SECRET, seals them again.
    const upgraded = await start(oldJwtSecret);
    const [resealed] = await upgraded.db
      .select({ totp: users.totpSecret, refund: users.refundDetails })
      .from(users)
      .where(eq(users.id, legacy.user._id));
    await upgraded.close();
    expect(resealed).toEqual({
      totp: expect.stringMatching(/^v2\./),
      refund: expect.stringMatching(/^v2\./),
    });

    const after = await start(randomBytes(32).toString('hex'));
    try {
      // The old tokens are refused: that is what the rotation is for.
      expect(await refundAccountOf(after, { token: student.token })).toBe(401);
      expect(await refundAccountOf(after, { email: student.user.email })).toEqual(
        BANK_OF_CHINA_MASKED,
      );
      expect(
        after.twoFactor.checkTotp(sealedTotp, totpCode(totpSecret, new Date())),
      ).not.toBeNull();
      expect(
        after.twoFactor.checkTotp(resealed!.totp!, totpCode(legacyTotpSecret, new Date())),
      ).not.toBeNull();
      expect(await refundAccountOf(after, { email: legacy.user.email })).toMatchObject({
        country: 'DE',
        swift: 'DEUTDEFF',
      });

      // The student's sealed account copied onto another student's row does not open there.
      const [row] = await after.db
        .select({ sealed: users.refundDetails })
        .from(users)
        .where(eq(users.id, student.user._id));
      await after.db
        .update(users)
        .set({ refundDetails: row!.sealed })
        .where(eq(users.id, other.user._id));
      expect(await refundAccountOf(after, { email: other.user.email })).toBeNull();
    } finally {
      await after.close();
    }
  });

  it('opens nothing sealed under another DATA_ENCRYPTION_KEY, or for another row', () => {
    const keys = { dataEncryptionKey, jwtSecret: 'j'.repeat(40) };
    const box = secretBox({ keys, purpose: REFUND_DETAILS_PURPOSE });
    const sealed = box.seal('x', 'user-1');
    expect(box.open(sealed, 'user-1')).toBe('x');
    expect(box.open(sealed, 'user-2')).toBeNull();
    const otherKey = { ...keys, dataEncryptionKey: 'k'.repeat(40) };
    expect(
      secretBox({ keys: otherKey, purpose: REFUND_DETAILS_PURPOSE }).open(sealed, 'user-1'),
    ).toBeNull();
  });
});
