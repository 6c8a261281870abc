import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@landed/shared/constants';

import { GOOD_PASSWORD, bearer, build, registerUser } from '#test/helper.ts';

const app = await build();

const me = (token?: string) =>
  app.inject({ method: 'GET', url: '/api/user/me', headers: token ? bearer(token) : {} });
const patchMe = (token: string, payload: unknown) =>
  app.inject({
    method: 'PATCH',
    url: '/api/user/me',
    headers: bearer(token),
    payload: payload as object,
  });

describe('GET /api/user/me', () => {
  it('answers the signed-in user with profile fields', async () => {
    const { token, user } = await registerUser(app, { name: 'Mei Chen' });
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: user._id,
      id: user._id,
      name: 'Mei Chen',
      email: user.email,
      role: 'user',
      adminRole: null,
      emailVerified: false,
      mfaEnabled: false,
      profile: { firstName: '', lastName: '', type: '', phone: '', university: '' },
      arrival: null,
      locale: 'en',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // No partner link and no partner university named.
      bookingPartner: null,
    });
  });

  it('answers 401 without a token, with a malformed one, and with a forged one', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me()).json().code).toBe('NOT_SIGNED_IN');
    expect((await me('not-a-token')).statusCode).toBe(401);
    const { user } = await registerUser(app);
    const forged = await new SignJWT({ id: user._id, tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-some-other-secret'));
    const response = await me(forged);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.sessionExpired, code: 'SESSION_EXPIRED' });
  });

  it('refuses an unsigned ("alg: none") token', async () => {
    const { user } = await registerUser(app);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ id: user._id, tv: 0, exp: 9_999_999_999 }),
    ).toString('base64url');
    expect((await me(`${header}.${payload}.`)).statusCode).toBe(401);
  });

  it('expires tokens after 7 days', async () => {
    const { token } = await registerUser(app);
    app.clock.advance(6 * 24 * 3600_000);
    expect((await me(token)).statusCode).toBe(200);
    app.clock.advance(2 * 24 * 3600_000);
    expect((await me(token)).statusCode).toBe(401);
    app.clock.set(new Date());
  });

  it('stops accepting old tokens once the token version moves on', async () => {
    const { token, user } = await registerUser(app);
    await app.usersRepository.bumpTokenVersion(user._id);
    expect((await me(token)).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: GOOD_PASSWORD },
    });
    expect((await me(login.json().token)).statusCode).toBe(200);
  });

  it("stops a suspended user's tokens at once (403)", async () => {
    const { token, user } = await registerUser(app);
    await app.usersRepository.update(user._id, { suspended: true });
    const response = await me(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Your account is suspended.',
      code: 'ACCOUNT_SUSPENDED',
    });
  });
});

describe('PATCH /api/user/me', () => {
  it('updates the name and the profile fields (a new e-mail: see email-change.test.ts)', async () => {
    const { token, user } = await registerUser(app);
    const email = user.email;
    const response = await patchMe(token, {
      name: 'Aisha Rahman',
      email: email.toUpperCase(),
      profile: {
        firstName: 'Aisha',
        lastName: 'Rahman',
        type: 'Student',
        phone: '+61 400 000 000',
        university: 'RMIT University',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      name: 'Aisha Rahman',
      email,
      profile: {
        firstName: 'Aisha',
        lastName: 'Rahman',
        type: 'Student',
        phone: '+61 400 000 000',
        university: 'RMIT University',
      },
    });
    expect((await me(token)).json().email).toBe(email);
  });

  it('changes only what is sent', async () => {
    const { token, user } = await registerUser(app, { name: 'Before' });
    await patchMe(token, { profile: { university: 'Monash University' } });
    const response = await patchMe(token, { name: 'After' });
    expect(response.json().user).toMatchObject({
      name: 'After',
      email: user.email,
      profile: { university: 'Monash University' },
    });
  });

  it('keeps e-mails unique (409) and lets a user keep their own', async () => {
    const first = await registerUser(app);
    const second = await registerUser(app);
    const taken = await patchMe(second.token, {
      email: first.user.email,
      currentPassword: GOOD_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MESSAGES.emailTaken);
    expect((await patchMe(first.token, { email: first.user.email })).statusCode).toBe(200);
  });

  it.each([
    ['an empty body', {}, 'Nothing to update.'],
    ['a blank name', { name: ' ' }, 'name: Name is required.'],
    ['a bad e-mail', { email: 'nope' }, `email: ${MESSAGES.invalidEmail}`],
    ['letters in the phone', { profile: { phone: 'call me' } }, 'profile.phone'],
    ['an unknown field', { role: 'admin' }, 'Unrecognized key: "role"'],
    ['an unknown profile field', { profile: { isAdmin: true } }, 'Unrecognized key: "isAdmin"'],
    ['a wrong type', { name: ['x'] }, 'name'],
  ])('answers 400 for %s', async (_label, payload, fragment) => {
    const { token } = await registerUser(app);
    const response = await patchMe(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(fragment);
  });

  it('needs a signed-in user', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/user/me',
      payload: { name: 'X' },
    });
    expect(response.statusCode).toBe(401);
  });
});
