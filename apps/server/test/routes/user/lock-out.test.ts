// Issue 24: wrong passwords given inside a session (changing the e-mail address or the
// password, deleting the account) count toward the same per-account lock-out as sign-in (10
// in 15 minutes), from any network address; a locked account is refused there (429) and at
// sign-in alike.
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@landed/shared/constants';

import { auditLogs, users } from '#server/db/schema.ts';
import { LOCKOUT_THRESHOLD } from '#server/plugins/app/users/users-repository.ts';
import { GOOD_PASSWORD, bearer, build, registerUser, uniqueEmail } from '#test/helper.ts';

const app = await build();

// Each guess from another address: the per-address rate limit is not what stops them.
let host = 0;
const from = () => `198.51.100.${(host = (host % 250) + 1)}`;

type Guess = (token: string, currentPassword: string) => Promise<LightMyRequestResponse>;

const ROUTES: Array<[string, Guess, number]> = [
  [
    'PATCH /api/user/me (new e-mail address)',
    (token, currentPassword) =>
      app.inject({
        method: 'PATCH',
        url: '/api/user/me',
        headers: bearer(token),
        remoteAddress: from(),
        payload: { email: uniqueEmail('new'), currentPassword },
      }),
    403,
  ],
  [
    'POST /api/user/me/password',
    (token, currentPassword) =>
      app.inject({
        method: 'POST',
        url: '/api/user/me/password',
        headers: bearer(token),
        remoteAddress: from(),
        payload: { currentPassword, newPassword: 'A-whole-new-password-77' },
      }),
    400,
  ],
  [
    'DELETE /api/user/me',
    (token, currentPassword) =>
      app.inject({
        method: 'DELETE',
        url: '/api/user/me',
        headers: bearer(token),
        remoteAddress: from(),
        payload: { currentPassword },
      }),
    403,
  ],
];

const login = (email: string, password = GOOD_PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from(),
    payload: { email, password },
  });

describe.each(ROUTES)('%s', (_name, guess, wrongStatus) => {
  it('counts wrong current passwords: the 10th locks sign-in and the route itself', async () => {
    const student = await registerUser(app);
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++) {
      const wrong = await guess(student.token, `not-the-password-${i}`);
      expect(wrong.statusCode, `guess ${i + 1}`).toBe(wrongStatus);
    }
    // Sign-in is locked, even with the right password.
    const signIn = await login(student.user.email);
    expect(signIn.statusCode).toBe(429);
    expect(signIn.json()).toMatchObject({
      message: MESSAGES.accountLocked,
      code: 'ACCOUNT_LOCKED',
    });
    // So is the route, even with the right password: nothing changes.
    const right = await guess(student.token, GOOD_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
    const [row] = await app.db.select().from(users).where(eq(users.id, student.user._id));
    expect(row).toMatchObject({ email: student.user.email, deletedAt: null });
    const lockedOut = await app.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'auth.locked_out'), eq(auditLogs.actorEmail, student.user.email)),
      );
    expect(lockedOut).toHaveLength(1);
    // 15 minutes on, the right password works again.
    app.clock.advance(16 * 60_000);
    expect((await guess(student.token, GOOD_PASSWORD)).statusCode).toBeLessThan(300);
  });

  it('shares the count with sign-in: 9 wrong sign-ins, then one wrong password here', async () => {
    const student = await registerUser(app);
    for (let i = 0; i < LOCKOUT_THRESHOLD - 1; i++) {
      expect((await login(student.user.email, `wrong-${i}`)).statusCode).toBe(401);
    }
    expect((await guess(student.token, 'still-not-it')).statusCode).toBe(wrongStatus);
    expect((await login(student.user.email)).statusCode).toBe(429);
    app.clock.advance(16 * 60_000);
  });
});
