// Forgot password → e-mail through a real SMTP server → reset → signed in (public §2,
// DECISIONS "Accounts").
import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { MESSAGES } from '@landed/shared/constants';

import { auditLogs, mailOutbox, passwordResetTokens } from '#server/db/schema.ts';
import { FORGOT_PASSWORD_MIN_MS } from '#server/operations/auth/request-password-reset.ts';
import { GOOD_PASSWORD, bearer, build, registerUser, uniqueEmail } from '#test/helper.ts';
import { linkIn, startSmtpSink } from '#test/support/smtp-sink.ts';

const sink = await startSmtpSink();
afterAll(() => sink.stop());

const app = await build({
  appUrl: 'https://landed.example',
  smtpUrl: sink.url,
  mailDelivery: { intervalMs: 50, retryBaseMs: 1_000, maxAttempts: 3 },
});

const NEW_PASSWORD = 'Southern-Cross-Station-9';

const forgot = (email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: string, password = NEW_PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const verify = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/reset-password/verify', payload: { token } });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const tokenOf = (resetUrl: string) => new URL(resetUrl).searchParams.get('token')!;

async function outboxFor(address: string) {
  return app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
}

// Requests a link and returns the token from the mail that arrives through SMTP.
async function requestLink(email: string): Promise<string> {
  const resetMails = () =>
    sink.received.filter((m) => m.to.includes(email) && m.subject === 'Reset your Landed password');
  const before = resetMails().length;
  expect((await forgot(email)).statusCode).toBe(200);
  // Delivery runs on the outbox worker through a real SMTP server: under load it takes more
  // than expect.poll's default second (it failed so with the machine busy).
  await expect.poll(() => resetMails().length, { timeout: 10_000 }).toBe(before + 1);
  return tokenOf(linkIn(resetMails().at(-1)!.text, '/reset-password'));
}

describe('forgot password → mail → reset', () => {
  it('mails a working link; the reset signs in, and the old password and sessions stop working', async () => {
    const { user, token: oldSession } = await registerUser(app, { name: 'Mei Lin' });

    const response = await forgot(user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.resetEmailSent });

    const mail = await sink.waitFor({ to: user.email, subject: 'Reset your Landed password' });
    expect(mail.subject).toBe('Reset your Landed password');
    expect(mail.from).toBe('no-reply@localhost');
    expect(mail.text).toContain('Hi Mei Lin,');
    expect(mail.text).toContain('expire in 1 hour');
    const link = linkIn(mail.text, '/reset-password');
    expect(link).toMatch(/^https:\/\/landed\.example\/reset-password\?token=[\w-]{43}$/);
    expect(mail.html).toContain(`href="${link}"`);

    const token = tokenOf(link);
    expect((await verify(token)).json()).toEqual({ valid: true });

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(body.user).toMatchObject({ _id: user._id, email: user.email, name: 'Mei Lin' });
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(body.token),
    });
    expect(me.statusCode).toBe(200);

    // Every other session is signed out.
    const old = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(oldSession),
    });
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('SESSION_EXPIRED');

    expect((await login(user.email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const events = await app.db.select().from(auditLogs).where(eq(auditLogs.actorId, user._id));
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['auth.password_reset_requested', 'auth.password_reset']),
    );
  });

  it('refuses a link used twice, and says so', async () => {
    const { user } = await registerUser(app);
    const token = await requestLink(user.email);
    expect((await reset(token)).statusCode).toBe(200);

    const again = await reset(token, 'Another-good-password-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: MESSAGES.resetLinkInvalid,
      code: 'RESET_LINK_INVALID',
    });
    expect((await verify(token)).json()).toEqual({ valid: false });
    expect((await login(user.email, 'Another-good-password-1')).statusCode).toBe(401);
  });

  it('refuses a link after an hour (controlled clock)', async () => {
    const { user } = await registerUser(app);
    const token = await requestLink(user.email);
    app.clock.advance(59 * 60_000);
    expect((await verify(token)).json()).toEqual({ valid: true });
    app.clock.advance(2 * 60_000);
    expect((await verify(token)).json()).toEqual({ valid: false });
    const expired = await reset(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(MESSAGES.resetLinkInvalid);
    expect((await login(user.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('leaves no older link usable once a new one is sent', async () => {
    const { user } = await registerUser(app);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect(second).not.toBe(first);
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('keeps the link when the new password is refused', async () => {
    const { user } = await registerUser(app);
    const token = await requestLink(user.email);
    const short = await reset(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(`password: ${MESSAGES.passwordTooShort}`);
    const common = await reset(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      message: MESSAGES.passwordTooCommon,
      code: 'PASSWORD_TOO_COMMON',
    });
    const long = await reset(token, 'x'.repeat(129));
    expect(long.statusCode).toBe(400);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('stores only a hash of a 256-bit token', async () => {
    const { user } = await registerUser(app);
    const token = await requestLink(user.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('lifts a sign-in lock-out', async () => {
    const { user } = await registerUser(app);
    for (let i = 0; i < 10; i++) await login(user.email, `wrong-password-${i}`);
    expect((await login(user.email, GOOD_PASSWORD)).statusCode).toBe(429);
    expect((await reset(await requestLink(user.email))).statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a mangled or missing token with the same message', async () => {
    for (const token of ['', 'not-a-token', 'x'.repeat(600)]) {
      const response = await reset(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(MESSAGES.resetLinkInvalid);
    }
    const missing = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { password: NEW_PASSWORD },
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('no account enumeration', () => {
  it('answers an unknown address the same, in about the same time, and sends nothing', async () => {
    const { user } = await registerUser(app);
    const ghost = uniqueEmail('ghost');

    const timed = async (email: string) => {
      const started = performance.now();
      const response = await forgot(email);
      return { response, ms: performance.now() - started };
    };
    const known = await timed(user.email);
    const unknown = await timed(ghost);
    expect(unknown.response.statusCode).toBe(known.response.statusCode);
    expect(unknown.response.body).toBe(known.response.body);
    expect(known.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 5);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(150);

    await sink.waitFor({ to: user.email, subject: 'Reset your Landed password' });
    await app.mail.deliverDue();
    expect(sink.received.some((m) => m.to.includes(ghost))).toBe(false);
    expect(await outboxFor(ghost)).toHaveLength(0);
  });

  it('answers a malformed address with the specification text', async () => {
    const response = await forgot('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`email: ${MESSAGES.invalidEmail}`);
  });

  it('sends nothing to a suspended account, and its links stop working', async () => {
    const { user } = await registerUser(app);
    const token = await requestLink(user.email);
    await app.usersRepository.update(user._id, { suspended: true });
    const mailsBefore = (await outboxFor(user.email)).length;
    expect((await forgot(user.email)).json()).toEqual({ message: MESSAGES.resetEmailSent });
    expect(await outboxFor(user.email)).toHaveLength(mailsBefore);
    const refused = await reset(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_SUSPENDED');
  });
});

describe('limits', () => {
  it('sends at most 5 links per address per hour, without changing the answer', async () => {
    const { user } = await registerUser(app);
    const resets = async () =>
      (await outboxFor(user.email)).filter((m) => m.template === 'password-reset').length;
    for (let i = 0; i < 7; i++) {
      const response = await forgot(user.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MESSAGES.resetEmailSent });
    }
    expect(await resets()).toBe(5);
    const throttled = await app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'auth.password_reset_throttled'));
    expect(throttled.filter((e) => e.actorId === user._id)).toHaveLength(2);

    app.clock.advance(61 * 60_000);
    await forgot(user.email);
    expect(await resets()).toBe(6);
  });

  it('rate limits each client address', async () => {
    const limited = await build({
      rateLimits: {
        auth: { max: 2, timeWindowMs: 60_000 },
        forms: { max: 2, timeWindowMs: 60_000 },
      },
    });
    const email = uniqueEmail();
    const post = () =>
      limited.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(200);
    const third = await post();
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
    const resetLimited = () =>
      limited.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: 'guess', password: NEW_PASSWORD },
      });
    expect((await resetLimited()).statusCode).toBe(400);
    expect((await resetLimited()).statusCode).toBe(400);
    expect((await resetLimited()).statusCode).toBe(429);
  });
});
