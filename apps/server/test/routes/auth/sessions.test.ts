// Server-side sessions (docs/decisions/048-server-side-sessions.md): logout ends the token's
// session, users see and end their sessions, administrators can end a user's sessions.
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { auditLogs, sessions } from '#server/db/schema.ts';
import {
  GOOD_PASSWORD,
  adminToken,
  bearer,
  build,
  registerUser,
  uniqueEmail,
} from '#test/helper.ts';

const app = await build();

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

async function signIn(email: string, userAgent = WINDOWS_CHROME): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password: GOOD_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });

const sessionsOf = async (token: string) => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/user/sessions',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().sessions as Array<{
    _id: string;
    browser: string;
    os: string;
    ip: string;
    createdAt: string;
    lastSeenAt: string;
    current: boolean;
  }>;
};

const sessionIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

describe('POST /api/auth/logout', () => {
  it('ends the session: the same token is refused afterwards', async () => {
    const { user } = await registerUser(app);
    const token = await signIn(user.email);
    const other = await signIn(user.email);
    expect((await me(token)).statusCode).toBe(200);

    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: 'Session expired. Please log in again.' });
    // Only that session: the user's other browser stays signed in.
    expect((await me(other)).statusCode).toBe(200);
  });

  it('needs a live session', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a token from before sessions existed (no session id)', async () => {
    const { user } = await registerUser(app);
    const key = new TextEncoder().encode(app.config.jwtSecret);
    const old = await new SignJWT({ id: user._id, tv: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user._id)
      .setIssuedAt()
      .setExpirationTime('7d')
      .sign(key);
    expect((await me(old)).statusCode).toBe(401);
  });

  it("refuses a token naming someone else's session", async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    const key = new TextEncoder().encode(app.config.jwtSecret);
    const forged = await new SignJWT({ id: alice.user._id, tv: 0, sid: sessionIdOf(bob.token) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('7d')
      .sign(key);
    expect((await me(forged)).statusCode).toBe(401);
  });
});

describe('GET /api/user/sessions', () => {
  it("lists the user's live sessions, this one flagged, with browser and OS", async () => {
    const { user } = await registerUser(app);
    const desk = await signIn(user.email, WINDOWS_CHROME);
    const phone = await signIn(user.email, IPHONE_SAFARI);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(phone) });
    const laptop = await signIn(user.email, IPHONE_SAFARI);

    const list = await sessionsOf(desk);
    // The sign-up's session, the desk and the laptop; the phone signed out.
    expect(list).toHaveLength(3);
    const current = list.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({
      _id: sessionIdOf(desk),
      browser: 'Chrome 120',
      os: 'Windows 10',
      ip: '127.0.0.1',
    });
    expect(list.find((s) => s._id === sessionIdOf(laptop))).toMatchObject({
      browser: 'Safari 17',
      os: 'iOS 17.2',
      current: false,
    });
    expect(list.some((s) => s._id === sessionIdOf(phone))).toBe(false);
    expect(new Date(current[0]!.createdAt).getTime()).not.toBeNaN();
    // Nobody else's sessions.
    const stranger = await registerUser(app);
    expect((await sessionsOf(stranger.token)).map((s) => s._id)).toEqual([
      sessionIdOf(stranger.token),
    ]);
  });

  it('needs a signed-in user', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/user/sessions' });
    expect(response.statusCode).toBe(401);
  });

  it('writes "last seen" at most once a minute', async () => {
    const { token } = await registerUser(app);
    const lastSeen = async () => (await sessionsOf(token)).find((s) => s.current)!.lastSeenAt;
    const first = await lastSeen();
    app.clock.advance(30_000);
    expect(await lastSeen()).toBe(first);
    app.clock.advance(31_000);
    const later = await lastSeen();
    expect(new Date(later).getTime()).toBe(new Date(first).getTime() + 61_000);
  });
});

describe('DELETE /api/user/sessions/{id}', () => {
  it('ends one of your own sessions; its token stops working', async () => {
    const { user, token } = await registerUser(app);
    const other = await signIn(user.email);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${sessionIdOf(other)}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    // Already over: not found.
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${sessionIdOf(other)}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another user's session, and leaves it alone", async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${sessionIdOf(bob.token)}`,
      headers: bearer(alice.token),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Session not found.' });
    expect((await me(bob.token)).statusCode).toBe(200);
  });

  it('answers 400 for something that is not a session id', async () => {
    const { token } = await registerUser(app);
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/user/sessions/not-an-id',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('ends every other session and keeps this one', async () => {
    const { user, token } = await registerUser(app);
    const second = await signIn(user.email);
    const third = await signIn(user.email, IPHONE_SAFARI);
    const bystander = await registerUser(app);

    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: bearer(second),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    expect((await me(second)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(401);
    expect((await me(bystander.token)).statusCode).toBe(200);
    expect((await sessionsOf(second)).map((s) => s._id)).toEqual([sessionIdOf(second)]);
  });
});

describe('sessions and the account', () => {
  it('a password change keeps this session (with a new token) and ends the others', async () => {
    const { user, token } = await registerUser(app);
    const other = await signIn(user.email);
    const change = await app.inject({
      method: 'POST',
      url: '/api/user/me/password',
      headers: bearer(token),
      payload: { currentPassword: GOOD_PASSWORD, newPassword: 'Another-long-passphrase-7' },
    });
    expect(change.statusCode).toBe(200);
    const renewed = change.json().token as string;
    expect(sessionIdOf(renewed)).toBe(sessionIdOf(token));
    expect((await me(renewed)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await sessionsOf(renewed)).map((s) => s._id)).toEqual([sessionIdOf(token)]);
  });

  it('suspension ends every session, which stay ended after reactivation', async () => {
    const { user, token } = await registerUser(app);
    const admin = await adminToken(app, 'Support Admin');
    const patch = (suspended: boolean) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${user._id}`,
        headers: bearer(admin.token),
        payload: { suspended },
      });
    expect((await patch(true)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(403);
    expect((await patch(false)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    const rows = await app.db.select().from(sessions).where(eq(sessions.userId, user._id));
    expect(rows.every((r) => r.endedReason === 'suspended')).toBe(true);
  });

  it('sessions ended more than 30 days ago are deleted when the user next signs in', async () => {
    const { user, token } = await registerUser(app);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    const rowsFor = () => app.db.select().from(sessions).where(eq(sessions.userId, user._id));
    expect(await rowsFor()).toHaveLength(1);
    app.clock.advance(29 * 24 * 60 * 60_000);
    const recent = await signIn(user.email);
    expect(await rowsFor()).toHaveLength(2);
    app.clock.advance(2 * 24 * 60 * 60_000);
    const fresh = await signIn(user.email);
    // The one ended 31 days ago is gone; the 2-day-old one and the new one remain.
    expect((await rowsFor()).map((r) => r.id).sort()).toEqual(
      [sessionIdOf(recent), sessionIdOf(fresh)].sort(),
    );
  });
});

describe('POST /api/admin/users/{id}/sessions/revoke', () => {
  it('lets a Support Admin end every session of a user, and logs it', async () => {
    const { user, token } = await registerUser(app, { email: uniqueEmail('revoked') });
    const other = await signIn(user.email);
    const admin = await adminToken(app, 'Support Admin');
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${user._id}/sessions/revoke`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    // The administrator's own session is untouched.
    expect((await me(admin.token)).statusCode).toBe(200);
    const [entry] = await app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'user.sessions_revoked'), eq(auditLogs.entityId, user._id)));
    expect(entry).toMatchObject({
      category: 'admin',
      actorId: admin.id,
      actorEmail: admin.email,
      details: { email: user.email, ended: 2 },
    });
    // The user can sign in again.
    expect((await me(await signIn(user.email))).statusCode).toBe(200);
  });

  it('is refused to roles without "users: suspend" (a Booking Agent: 403)', async () => {
    const { user, token } = await registerUser(app);
    for (const role of ['Booking Agent', 'Content Manager', 'Developer'] as const) {
      const admin = await adminToken(app, role);
      const response = await app.inject({
        method: 'POST',
        url: `/api/admin/users/${user._id}/sessions/revoke`,
        headers: bearer(admin.token),
      });
      expect(response.statusCode, role).toBe(403);
    }
    const student = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${user._id}/sessions/revoke`,
      headers: bearer(token),
    });
    expect(student.statusCode).toBe(403);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('lets a Super Admin do it too, and answers 404 for an unknown user', async () => {
    const admin = await adminToken(app, 'Super Admin');
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/sessions/revoke',
      headers: bearer(admin.token),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
