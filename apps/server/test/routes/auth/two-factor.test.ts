// @both-databases: a challenge used up in a transaction
// Two-factor sign-in (issue 13, docs/decisions/054): enrolment, the second step of every way
// into an account (password, Google, password reset), recovery codes, lock-out, and
// administrators kept out of the back-office until they have it on (ADMIN_MFA=required).
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { MESSAGES } from '@landed/shared/constants';

import { loadConfig } from '#server/config.ts';
import { auditLogs, mailOutbox, mfaRecoveryCodes, users } from '#server/db/schema.ts';
import { hashSecretToken } from '#server/lib/secret-tokens.ts';
import { totpCode } from '#server/lib/totp.ts';
import { LOCKOUT_THRESHOLD } from '#server/plugins/app/users/users-repository.ts';
import { GOOD_PASSWORD, bearer, build, registerUser, uniqueEmail } from '#test/helper.ts';
import {
  exchangeSignInToken,
  signInWithGoogle,
  startOidcProvider,
} from '#test/support/oidc-provider.ts';

const provider = await startOidcProvider();
afterAll(() => provider.stop());

const app = await build({
  adminMfa: 'required',
  google: { clientId: 'landed-test-client', clientSecret: 'test-secret', issuer: provider.issuer },
});

type Json = Record<string, unknown>;

const post = (url: string, payload: Json, token?: string) =>
  app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const login = (email: string, password = GOOD_PASSWORD) =>
  post('/api/auth/login', { email, password });
const loginMfa = (mfaToken: string, code: string) =>
  post('/api/auth/login/mfa', { mfaToken, code });

// The next 30-second step: each code works once, so every code a test sends is a new one.
function nextCode(secret: string): string {
  app.clock.advance(30_000);
  return totpCode(secret, app.clock.now());
}

// A student with two-factor on: their secret and recovery codes.
async function enrolled(token: string) {
  const setup = await post('/api/user/mfa/totp/setup', {}, token);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl, qrCode } = setup.json() as Record<string, string>;
  const enable = await post('/api/user/mfa/totp/enable', { code: nextCode(secret!) }, token);
  expect(enable.statusCode).toBe(200);
  const { recoveryCodes } = enable.json() as { recoveryCodes: string[] };
  return { secret: secret!, otpauthUrl: otpauthUrl!, qrCode: qrCode!, recoveryCodes };
}

async function studentWithMfa() {
  const student = await registerUser(app);
  return { ...student, ...(await enrolled(student.token)) };
}

async function challenge(email: string): Promise<string> {
  const response = await login(email);
  expect(response.statusCode).toBe(200);
  const body = response.json() as Json;
  expect(body).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
  return body.mfaToken as string;
}

describe('enrolment', () => {
  it('sets up an authenticator app, turns on with a first code and hands out 10 recovery codes once', async () => {
    const student = await registerUser(app);
    const setup = await post('/api/user/mfa/totp/setup', {}, student.token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json() as Record<string, string>;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Landed:${encodeURIComponent(student.user.email)}?issuer=Landed&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(Buffer.from(qrCode!.split(',')[1]!, 'base64').toString()).toContain('<svg');

    // Not on until a code proves the app has the secret.
    expect((await login(student.user.email)).json()).toHaveProperty('token');
    const wrong = await post('/api/user/mfa/totp/enable', { code: '000000' }, student.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: MESSAGES.mfaCodeInvalid,
      code: 'MFA_CODE_INVALID',
    });

    const enable = await post(
      '/api/user/mfa/totp/enable',
      { code: nextCode(secret!) },
      student.token,
    );
    expect(enable.statusCode).toBe(200);
    const { recoveryCodes } = enable.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // Stored: the secret sealed (not readable), the recovery codes as hashes only.
    const [row] = await app.db.select().from(users).where(eq(users.id, student.user._id));
    expect(row!.totpSecret).not.toContain(secret);
    expect(row!.totpEnabledAt).not.toBeNull();
    const stored = await app.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, student.user._id));
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) {
      expect(stored.map((s) => s.codeHash)).not.toContain(code);
    }

    const status = await app.inject({
      method: 'GET',
      url: '/api/user/mfa',
      headers: bearer(student.token),
    });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(student.token),
    });
    expect(me.json()).toMatchObject({ mfaEnabled: true });
    const mail = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, student.user.email));
    expect(mail.map((m) => m.template)).toContain('two-factor-changed');

    // A second setup while on is refused: the codes cannot be swapped from a stolen session.
    expect((await post('/api/user/mfa/totp/setup', {}, student.token)).statusCode).toBe(409);
  });

  it('needs a setup before a code, and a signed-in user', async () => {
    const student = await registerUser(app);
    const enable = await post('/api/user/mfa/totp/enable', { code: '123456' }, student.token);
    expect(enable.statusCode).toBe(400);
    expect(enable.json().code).toBe('MFA_SETUP_MISSING');
    expect((await post('/api/user/mfa/totp/setup', {})).statusCode).toBe(401);
    const junk = await post('/api/user/mfa/totp/enable', { code: 'x'.repeat(500) }, student.token);
    expect(junk.statusCode).toBe(400);
  });
});

describe('signing in with two-factor on', () => {
  it('answers a challenge and no session for the password, then a session for the code', async () => {
    const student = await studentWithMfa();
    const response = await login(student.user.email);
    const body = response.json() as Json;
    expect(body).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    expect(body).not.toHaveProperty('token');
    // The challenge is not a session token.
    const asSession = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(body.mfaToken as string),
    });
    expect(asSession.statusCode).toBe(401);

    const code = nextCode(student.secret);
    const done = await loginMfa(body.mfaToken as string, code);
    expect(done.statusCode).toBe(200);
    const { token, user } = done.json() as { token: string; user: Json };
    expect(user).toMatchObject({ _id: student.user._id, mfaEnabled: true });
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).statusCode,
    ).toBe(200);

    // The same code a second time (someone who watched it typed) is refused.
    const again = await loginMfa(await challenge(student.user.email), code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      code: 'MFA_CODE_INVALID',
      message: MESSAGES.mfaCodeInvalid,
    });
  });

  it('takes each recovery code once, in any case and with or without the hyphen', async () => {
    const student = await studentWithMfa();
    const [first, second] = student.recoveryCodes;
    const ok = await loginMfa(await challenge(student.user.email), first!.toUpperCase());
    expect(ok.statusCode).toBe(200);
    const reused = await loginMfa(await challenge(student.user.email), first!);
    expect(reused.statusCode).toBe(401);
    const bare = await loginMfa(await challenge(student.user.email), second!.replace('-', ''));
    expect(bare.statusCode).toBe(200);
    const status = await app.inject({
      method: 'GET',
      url: '/api/user/mfa',
      headers: bearer(bare.json().token),
    });
    expect(status.json().recoveryCodesLeft).toBe(8);
    const notices = await app.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, student.user.email),
          eq(mailOutbox.template, 'two-factor-changed'),
        ),
      );
    expect(notices.map((m) => m.subject)).toContain(
      'A recovery code was used on your Landed account',
    );
  });

  it('refuses a forged, expired or retired challenge', async () => {
    const student = await studentWithMfa();
    expect((await loginMfa('not-a-token', '123456')).json().code).toBe('MFA_CHALLENGE_EXPIRED');
    // A session token is not a challenge.
    expect((await loginMfa(student.token, nextCode(student.secret))).statusCode).toBe(401);

    const mfaToken = await challenge(student.user.email);
    app.clock.advance(6 * 60_000);
    const late = await loginMfa(mfaToken, totpCode(student.secret, app.clock.now()));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({
      code: 'MFA_CHALLENGE_EXPIRED',
      message: MESSAGES.mfaChallengeExpired,
    });
  });

  it('counts wrong codes toward the lock-out, and a right password does not reset the count', async () => {
    const student = await studentWithMfa();
    for (let i = 0; i < LOCKOUT_THRESHOLD - 1; i++) {
      // A new challenge each time: the password is right, the code is not.
      const wrong = await loginMfa(await challenge(student.user.email), '000000');
      expect(wrong.statusCode).toBe(401);
    }
    await loginMfa(await challenge(student.user.email), '111111');
    // Locked now: even the right code, even a fresh challenge, is refused for 15 minutes.
    const locked = await login(student.user.email);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
    const events = await app.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.actorEmail, student.user.email), eq(auditLogs.action, 'auth.mfa_failed')),
      );
    expect(events).toHaveLength(LOCKOUT_THRESHOLD);
    app.clock.advance(16 * 60_000);
    const ok = await loginMfa(await challenge(student.user.email), nextCode(student.secret));
    expect(ok.statusCode).toBe(200);
  });

  // Issue 24: a challenge gives one session, whatever the second answer is.
  it('gives one session per challenge: a recovery code after a code is refused as expired', async () => {
    const student = await studentWithMfa();
    const mfaToken = await challenge(student.user.email);
    const first = await loginMfa(mfaToken, nextCode(student.secret));
    expect(first.statusCode).toBe(200);
    const second = await loginMfa(mfaToken, student.recoveryCodes[0]!);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({
      message: MESSAGES.mfaChallengeExpired,
      code: 'MFA_CHALLENGE_EXPIRED',
    });
    expect(second.json()).not.toHaveProperty('token');
    // The refused answer spent nothing: the recovery code still works with a new challenge.
    const third = await loginMfa(await challenge(student.user.email), student.recoveryCodes[0]!);
    expect(third.statusCode).toBe(200);
  });

  it('gives one session when two answers to one challenge arrive at the same moment', async () => {
    const student = await studentWithMfa();
    const mfaToken = await challenge(student.user.email);
    const answers = await Promise.all([
      loginMfa(mfaToken, nextCode(student.secret)),
      loginMfa(mfaToken, student.recoveryCodes[1]!),
      loginMfa(mfaToken, student.recoveryCodes[2]!),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
    for (const refused of answers.filter((r) => r.statusCode === 401)) {
      expect(refused.json().code).toBe('MFA_CHALLENGE_EXPIRED');
    }
  });

  it('lets a mistyped code be typed again on the same challenge', async () => {
    const student = await studentWithMfa();
    const mfaToken = await challenge(student.user.email);
    expect((await loginMfa(mfaToken, '000000')).json().code).toBe('MFA_CODE_INVALID');
    expect((await loginMfa(mfaToken, nextCode(student.secret))).statusCode).toBe(200);
  });

  it('does not let a password reset skip the code of an account that had proved its address', async () => {
    const student = await studentWithMfa();
    // A reset of an address nobody had proved takes the authenticator away (issue 24, below).
    await app.usersRepository.update(student.user._id, { emailVerified: true });
    const resetToken = 'reset-token-for-two-factor-test-0123456789abcdef';
    await app.db.transaction((tx) =>
      app.passwordResetsRepository.issue(
        { userId: student.user._id, tokenHash: hashSecretToken(resetToken), now: app.clock.now() },
        tx,
      ),
    );
    const reset = await post('/api/auth/reset-password', {
      token: resetToken,
      password: 'A-brand-new-passphrase-88',
    });
    expect(reset.statusCode).toBe(200);
    const body = reset.json() as Json;
    expect(body).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    // The old session ended with the reset; the new password alone does not sign in.
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(student.token) }))
        .statusCode,
    ).toBe(401);
    const done = await loginMfa(body.mfaToken as string, nextCode(student.secret));
    expect(done.statusCode).toBe(200);
  });

  it('does not let Google sign-in skip the code', async () => {
    const email = uniqueEmail('google-mfa');
    provider.signInAs({ sub: `google-mfa-${Date.now()}`, email, email_verified: true, name: 'G' });
    const first = await exchangeSignInToken(app, await signInWithGoogle(app));
    expect(first.statusCode).toBe(200);
    const { secret } = await enrolled(first.json().token);

    const second = await exchangeSignInToken(app, await signInWithGoogle(app));
    expect(second.statusCode).toBe(200);
    const body = second.json() as Json;
    expect(body).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    const done = await loginMfa(body.mfaToken as string, nextCode(secret));
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe(email);
  });
});

describe('pre-hijacking with an authenticator (issue 13, weakness 1)', () => {
  it("removes the registrant's authenticator when the address's owner takes the account back through Google", async () => {
    const email = uniqueEmail('prehijack-mfa');
    const attacker = await registerUser(app, { email, password: 'attacker-pass-77' });
    await enrolled(attacker.token);
    provider.signInAs({ sub: `owner-${Date.now()}`, email, email_verified: true, name: 'Owner' });
    const owner = await exchangeSignInToken(app, await signInWithGoogle(app));
    // Straight in: no code from the attacker's app is asked.
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ token: expect.any(String), user: { mfaEnabled: false } });
    const codes = await app.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, attacker.user._id));
    expect(codes).toHaveLength(0);
    // The attacker's password is gone with it.
    expect((await login(email, 'attacker-pass-77')).statusCode).toBe(401);
  });

  it("removes the registrant's authenticator when the address's owner resets the password from the mailbox (issue 24)", async () => {
    const email = uniqueEmail('prehijack-reset');
    const attacker = await registerUser(app, { email, password: 'attacker-pass-77' });
    await enrolled(attacker.token);
    expect((await login(email, 'attacker-pass-77')).json()).toHaveProperty('mfaRequired', true);

    // The owner asks for a link, which only their mailbox receives.
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'password-reset')));
    const resetToken = /reset-password\?token=([\w-]{43})/.exec(mail!.textBody)![1]!;
    const reset = await post('/api/auth/reset-password', {
      token: resetToken,
      password: 'Owner-of-the-mailbox-5',
    });
    // Straight in: no code from the attacker's app is asked.
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({
      token: expect.any(String),
      user: { mfaEnabled: false, emailVerified: true },
    });
    const codes = await app.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, attacker.user._id));
    expect(codes).toHaveLength(0);
    // The attacker's session ended with the reset, and a later sign-in asks for no code.
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(attacker.token) }))
        .statusCode,
    ).toBe(401);
    expect((await login(email, 'Owner-of-the-mailbox-5')).json()).toHaveProperty('token');
  });
});

describe('turning two-factor off', () => {
  it('needs the current password and a code', async () => {
    const student = await studentWithMfa();
    const disable = (payload: Json) => post('/api/user/mfa/disable', payload, student.token);
    const noPassword = await disable({ code: nextCode(student.secret) });
    expect(noPassword.statusCode).toBe(400);
    const wrongPassword = await disable({
      currentPassword: 'nope-nope-nope',
      code: nextCode(student.secret),
    });
    expect(wrongPassword.statusCode).toBe(403);
    expect(wrongPassword.json().message).toBe(MESSAGES.currentPasswordIncorrect);
    const wrongCode = await disable({ currentPassword: GOOD_PASSWORD, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().code).toBe('MFA_CODE_INVALID');
    // Still on.
    expect((await login(student.user.email)).json()).toHaveProperty('mfaRequired', true);

    const off = await disable({ currentPassword: GOOD_PASSWORD, code: student.recoveryCodes[0]! });
    expect(off.statusCode).toBe(204);
    expect((await login(student.user.email)).json()).toHaveProperty('token');
    const codes = await app.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, student.user._id));
    expect(codes).toHaveLength(0);
  });

  it('replaces the recovery codes with a current code; the old ones stop working', async () => {
    const student = await studentWithMfa();
    const replaced = await post(
      '/api/user/mfa/recovery-codes',
      { code: nextCode(student.secret) },
      student.token,
    );
    expect(replaced.statusCode).toBe(200);
    const fresh = replaced.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(
      (await loginMfa(await challenge(student.user.email), student.recoveryCodes[0]!)).statusCode,
    ).toBe(401);
    expect((await loginMfa(await challenge(student.user.email), fresh[0]!)).statusCode).toBe(200);
  });
});

// Issue 24: wrong codes inside a session count toward the sign-in lock-out too.
describe('wrong codes inside a session', () => {
  it.each([
    ['POST /api/user/mfa/recovery-codes', '/api/user/mfa/recovery-codes', {}],
    ['POST /api/user/mfa/disable', '/api/user/mfa/disable', { currentPassword: GOOD_PASSWORD }],
  ])('%s: the 10th locks sign-in and the route itself (429)', async (_name, url, extra) => {
    const student = await studentWithMfa();
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++) {
      const wrong = await post(url, { ...extra, code: '000000' }, student.token);
      expect(wrong.statusCode, `guess ${i + 1}`).toBe(400);
    }
    expect((await login(student.user.email)).statusCode).toBe(429);
    const right = await post(url, { ...extra, code: nextCode(student.secret) }, student.token);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
    // Still on, with the same recovery codes.
    app.clock.advance(16 * 60_000);
    const ok = await loginMfa(await challenge(student.user.email), student.recoveryCodes[0]!);
    expect(ok.statusCode).toBe(200);
  });
});

describe('administrators (ADMIN_MFA=required)', () => {
  it('keeps an administrator without two-factor out of /api/admin until it is on, and it cannot be turned off', async () => {
    const staff = await registerUser(app, { email: uniqueEmail('agent') });
    await app.usersRepository.update(staff.user._id, { adminRole: 'Booking Agent' });
    const adminGet = (token: string) =>
      app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });

    const refused = await adminGet(staff.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: MESSAGES.mfaRequiredForAdmins,
      code: 'MFA_REQUIRED',
    });
    const bookings = await app.inject({
      method: 'GET',
      url: '/api/admin/bookings',
      headers: bearer(staff.token),
    });
    expect(bookings.json().code).toBe('MFA_REQUIRED');
    // Enrolment itself is open to them.
    const status = await app.inject({
      method: 'GET',
      url: '/api/user/mfa',
      headers: bearer(staff.token),
    });
    expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: true });

    const { secret } = await enrolled(staff.token);
    expect((await adminGet(staff.token)).statusCode).toBe(200);

    const off = await post(
      '/api/user/mfa/disable',
      { currentPassword: GOOD_PASSWORD, code: nextCode(secret) },
      staff.token,
    );
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ code: 'MFA_REQUIRED', message: MESSAGES.mfaCannotDisable });
  });

  it('is the default of ADMIN_MFA; optional only when set so', () => {
    const base = { DATA_DIR: '/tmp/landed-mfa-config', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).adminMfa).toBe('required');
    expect(loadConfig({ ...base, ADMIN_MFA: 'optional' }).adminMfa).toBe('optional');
    expect(() => loadConfig({ ...base, ADMIN_MFA: 'sometimes' })).toThrow(/ADMIN_MFA/);
  });
});
