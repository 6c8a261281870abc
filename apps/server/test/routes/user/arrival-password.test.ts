import { describe, expect, it } from 'vitest';

import { GOOD_PASSWORD, bearer, build, registerUser } from '#test/helper.ts';

const app = await build();

describe('PUT /api/user/me/arrival', () => {
  it('stores date, time and flight, shown by /api/user/me', async () => {
    const { token } = await registerUser(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/me/arrival',
      headers: bearer(token),
      payload: { date: '2027-02-14', time: '06:45', flight: 'qf10' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.arrival).toEqual({
      date: '2027-02-14',
      time: '06:45',
      flight: 'QF10',
    });
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.json().arrival).toEqual({ date: '2027-02-14', time: '06:45', flight: 'QF10' });
  });

  it.each([
    [{ date: '2027-02-14', time: '06:45' }, 'flight'],
    [{ date: '2027-02-14', flight: 'QF10' }, 'time'],
    [{ time: '06:45', flight: 'QF10' }, 'date'],
    [{ date: '2027-02-30', time: '06:45', flight: 'QF10' }, 'date: Enter a real date.'],
    [{ date: '2027-02-14', time: '6pm', flight: 'QF10' }, 'time: Enter a time like 14:30.'],
    [
      { date: '2027-02-14', time: '06:45', flight: 'Qantas ten' },
      'flight: Enter a flight number like QF10.',
    ],
  ])('answers 400 when a field is missing or malformed: %j', async (payload, fragment) => {
    const { token } = await registerUser(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/me/arrival',
      headers: bearer(token),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(fragment);
  });
});

describe('POST /api/user/me/password', () => {
  const change = (token: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/user/me/password', headers: bearer(token), payload });

  it('needs the current password, and a wrong one does not end the session', async () => {
    const { token } = await registerUser(app);
    const wrong = await change(token, {
      currentPassword: 'not-it-at-all',
      newPassword: 'Brand-new-pass-9',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('currentPassword: Current password is incorrect.');
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).statusCode,
    ).toBe(200);
  });

  it('signs out every other session, keeps this one, and the new password signs in', async () => {
    const { token, user } = await registerUser(app);
    const otherDevice = (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: GOOD_PASSWORD },
      })
    ).json().token;
    const response = await change(token, {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'Brand-new-pass-9',
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json().token;
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(fresh) })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(otherDevice) }))
        .statusCode,
    ).toBe(401);
    const oldLogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: GOOD_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Brand-new-pass-9' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('applies the password rules to the new one', async () => {
    const { token } = await registerUser(app);
    expect(
      (await change(token, { currentPassword: GOOD_PASSWORD, newPassword: '123' })).json().message,
    ).toBe('newPassword: Password must be at least 6 characters.');
    expect(
      (await change(token, { currentPassword: GOOD_PASSWORD, newPassword: 'qwerty123' })).json()
        .message,
    ).toBe('This password is too common. Choose another.');
  });
});
