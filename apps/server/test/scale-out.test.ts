// @once: two instances over one PostgreSQL database; it skips itself on PGlite
// ARCHITECTURE "Scale-out": several instances behind a load balancer share one PostgreSQL
// database and nothing else. What a student or an administrator does through one instance
// holds on every other: bookings, revoked sessions, reminders, documents.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { notifications } from '#server/db/schema.ts';
import { totpCode } from '#server/lib/totp.ts';
import { FILES, book, bookingBody, dateIn, multipart, packageId } from './fixtures.ts';
import {
  GOOD_PASSWORD,
  adminToken,
  bearer,
  buildTwoInstances,
  onPostgres,
  registerUser,
} from './helper.ts';
import type { TestApp } from './helper.ts';

// PGlite is one process's database: a second instance cannot open it, so there is nothing to
// show on PGlite. `npm test` runs this file on PostgreSQL (and CI always does).
describe.runIf(onPostgres)('two instances on one PostgreSQL database', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    // One clock and one signing key, as a deployment gives every instance the same JWT_SECRET.
    const instances = await buildTwoInstances();
    ({ one, two } = instances);
    return instances.close;
  });
  const me = (app: TestApp, token: string) =>
    app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });

  it('a booking made through one instance is listed by the other', async () => {
    const { token, user } = await registerUser(one);
    const made = await book(one, token, bookingBody({ packageId: await packageId(one, 'Basic') }));
    expect(made.statusCode).toBe(201);
    const listed = await two.inject({
      method: 'GET',
      url: `/api/booking/user/${user._id}`,
      headers: bearer(token),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().bookings.map((b: { _id: string }) => b._id)).toEqual([
      made.json().booking._id,
    ]);
  });

  it('a password change through one instance signs the other sessions out on the other', async () => {
    const { token, user } = await registerUser(one);
    const elsewhere = (
      await two.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: GOOD_PASSWORD },
      })
    ).json().token as string;
    expect((await me(two, elsewhere)).statusCode).toBe(200);

    const changed = await one.inject({
      method: 'POST',
      url: '/api/user/me/password',
      headers: bearer(token),
      payload: { currentPassword: GOOD_PASSWORD, newPassword: 'Brand-new-pass-9' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(two, elsewhere)).statusCode).toBe(401);
    // The session that made the change carries on, through either instance.
    expect((await me(two, changed.json().token)).statusCode).toBe(200);
  });

  it('a logout through one instance ends the token on the other', async () => {
    const { token } = await registerUser(one);
    expect((await me(two, token)).statusCode).toBe(200);
    const out = await one.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(204);
    expect((await me(two, token)).statusCode).toBe(401);
  });

  it('a two-factor code is accepted once even when both instances get it at the same moment', async () => {
    const { token, user } = await registerUser(one);
    const setup = await one.inject({
      method: 'POST',
      url: '/api/user/mfa/totp/setup',
      headers: bearer(token),
    });
    const { secret } = setup.json() as { secret: string };
    one.clock.advance(30_000);
    const enabled = await two.inject({
      method: 'POST',
      url: '/api/user/mfa/totp/enable',
      headers: bearer(token),
      payload: { code: totpCode(secret, one.clock.now()) },
    });
    expect(enabled.statusCode).toBe(200);
    const challenge = async (app: TestApp) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: GOOD_PASSWORD },
        })
      ).json().mfaToken as string;
    const [a, b] = await Promise.all([challenge(one), challenge(two)]);
    one.clock.advance(30_000);
    const code = totpCode(secret, one.clock.now());
    const answers = await Promise.all(
      [
        [one, a],
        [two, b],
      ].map(([app, mfaToken]) =>
        (app as TestApp).inject({
          method: 'POST',
          url: '/api/auth/login/mfa',
          payload: { mfaToken, code },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  // Issue 24: a challenge gives one session, wherever its answers land.
  it('one two-factor challenge answered on both instances at once gives one session', async () => {
    const { token, user } = await registerUser(one);
    const setup = await one.inject({
      method: 'POST',
      url: '/api/user/mfa/totp/setup',
      headers: bearer(token),
    });
    const { secret } = setup.json() as { secret: string };
    one.clock.advance(30_000);
    const enabled = await one.inject({
      method: 'POST',
      url: '/api/user/mfa/totp/enable',
      headers: bearer(token),
      payload: { code: totpCode(secret, one.clock.now()) },
    });
    const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
    const mfaToken = (
      await one.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: GOOD_PASSWORD },
      })
    ).json().mfaToken as string;
    one.clock.advance(30_000);
    const answers = await Promise.all([
      one.inject({
        method: 'POST',
        url: '/api/auth/login/mfa',
        payload: { mfaToken, code: totpCode(secret, one.clock.now()) },
      }),
      two.inject({
        method: 'POST',
        url: '/api/auth/login/mfa',
        payload: { mfaToken, code: recoveryCodes[0] },
      }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    expect(answers.find((r) => r.statusCode === 401)!.json().code).toBe('MFA_CHALLENGE_EXPIRED');
  });

  it('a suspension through one instance shuts the student out on the other', async () => {
    const support = await adminToken(one, 'Support Admin');
    const student = await registerUser(one);
    expect((await me(two, student.token)).statusCode).toBe(200);
    const suspended = await one.inject({
      method: 'PATCH',
      url: `/api/admin/users/${student.user._id}`,
      headers: bearer(support.token),
      payload: { suspended: true },
    });
    expect(suspended.statusCode).toBe(200);
    const refused = await me(two, student.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your account is suspended.');
  });

  it('a reminder is created once when both instances run the reminders at the same moment', async () => {
    const { token, user } = await registerUser(one);
    await book(
      one,
      token,
      bookingBody({ packageId: await packageId(one, 'Standard'), preferredDate: dateIn(one, 5) }),
    );
    await Promise.all([one.reminders.run(), two.reminders.run(), two.reminders.run()]);
    const rows = await one.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user._id));
    expect(rows.filter((n) => n.type === 'reminder')).toHaveLength(1);
  });

  it('a document uploaded through one instance downloads, unchanged, through the other', async () => {
    const { token } = await registerUser(one);
    const body = multipart('Passport scan.pdf', FILES.pdf, { contentType: 'application/pdf' });
    const uploaded = await one.inject({
      method: 'POST',
      url: '/api/user/documents',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const download = await two.inject({
      method: 'GET',
      url: `/api/user/documents/${uploaded.json().document._id}`,
      headers: bearer(token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(FILES.pdf)).toBe(true);
  });
});
