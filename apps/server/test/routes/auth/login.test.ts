import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@landed/shared/constants';

import { auditLogs } from '#server/db/schema.ts';
import { GOOD_PASSWORD, bearer, build, registerUser, uniqueEmail } from '#test/helper.ts';

const app = await build();

const login = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

describe('POST /api/auth/login', () => {
  it('answers {token, user} for the right credentials, whatever the e-mail case', async () => {
    const { user } = await registerUser(app, { name: 'Kenji Sato' });
    const response = await login({
      email: ` ${user.email.toUpperCase()}`,
      password: GOOD_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({
      _id: user._id,
      id: user._id,
      name: 'Kenji Sato',
      email: user.email,
      role: 'user',
      adminRole: null,
      emailVerified: false,
      mfaEnabled: false,
      partnerId: null,
    });
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(body.token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('answers 401 with the same message for a wrong password and an unknown address', async () => {
    const { user } = await registerUser(app);
    const wrong = await login({ email: user.email, password: 'not-the-password' });
    const unknown = await login({ email: uniqueEmail('nobody'), password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(MESSAGES.invalidCredentials);
  });

  it('records failed sign-ins as security events', async () => {
    const email = uniqueEmail('audited');
    await login({ email, password: 'wrong-password' });
    const rows = await app.db.select().from(auditLogs);
    expect(
      rows.some(
        (r) =>
          r.action === 'auth.login_failed' && r.actorEmail === email && r.category === 'security',
      ),
    ).toBe(true);
  });

  it.each([
    [
      'a malformed e-mail',
      { email: 'x', password: GOOD_PASSWORD },
      `email: ${MESSAGES.invalidEmail}`,
    ],
    [
      'a short password',
      { email: 'a@example.com', password: '123' },
      `password: ${MESSAGES.passwordTooShort}`,
    ],
    ['a missing password', { email: 'a@example.com' }, 'password'],
    ['a number for the password', { email: 'a@example.com', password: 123456 }, 'password'],
  ])('answers 400 for %s', async (_label, payload, fragment) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(fragment);
  });
});

describe('lock-out after ten failed sign-ins in 15 minutes', () => {
  it('locks the account, even against the right password, and unlocks after 15 minutes', async () => {
    const { user } = await registerUser(app);
    for (let i = 0; i < 10; i++) {
      expect((await login({ email: user.email, password: `wrong-${i}-password` })).statusCode).toBe(
        401,
      );
    }
    const locked = await login({ email: user.email, password: GOOD_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: MESSAGES.accountLocked, code: 'ACCOUNT_LOCKED' });

    app.clock.advance(14 * 60_000);
    expect((await login({ email: user.email, password: GOOD_PASSWORD })).statusCode).toBe(429);
    app.clock.advance(2 * 60_000);
    expect((await login({ email: user.email, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });

  it('locks an unknown address the same way, so a lock-out reveals nothing', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 10; i++) await login({ email, password: `wrong-${i}-password` });
    const response = await login({ email, password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('forgets failures older than the 15-minute window', async () => {
    const { user } = await registerUser(app);
    for (let i = 0; i < 9; i++) await login({ email: user.email, password: `wrong-${i}-password` });
    app.clock.advance(16 * 60_000);
    await login({ email: user.email, password: 'wrong-again-password' });
    expect((await login({ email: user.email, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });

  it('clears the count after a successful sign-in', async () => {
    const { user } = await registerUser(app);
    for (let i = 0; i < 9; i++) await login({ email: user.email, password: `wrong-${i}-password` });
    expect((await login({ email: user.email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await login({ email: user.email, password: `wrong-${i}-password` });
    expect((await login({ email: user.email, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });
});

describe('suspended accounts', () => {
  it('refuses the sign-in with 403 and the DECISIONS text', async () => {
    const { user } = await registerUser(app);
    await app.usersRepository.update(user._id, { suspended: true });
    const response = await login({ email: user.email, password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Your account is suspended.',
      code: 'ACCOUNT_SUSPENDED',
    });
  });

  it('does not reveal the suspension to someone without the password', async () => {
    const { user } = await registerUser(app);
    await app.usersRepository.update(user._id, { suspended: true });
    expect((await login({ email: user.email, password: 'wrong-password' })).statusCode).toBe(401);
  });
});
