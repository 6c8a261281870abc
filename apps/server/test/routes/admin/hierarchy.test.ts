// @both-databases: two Super Admins demoting each other at once: a row lock decides
// Only a Super Admin may suspend, demote or remove an administrator, and there is always an
// active Super Admin (docs/decisions/052).
import { describe, expect, it } from 'vitest';

import { adminToken, bearer, build, registerUser } from '#test/helper.ts';

const app = await build();

// The only Super Admin until the last describe block adds others.
const boss = await adminToken(app, 'Super Admin');
const support = await adminToken(app, 'Support Admin');

const suspend = (token: string, id: string, suspended = true) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${id}`,
    headers: bearer(token),
    payload: { suspended },
  });
const setRole = (token: string, id: string, role: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/admin-users/${id}`,
    headers: bearer(token),
    payload: { role },
  });
const remove = (token: string, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/admin/admin-users/${id}`, headers: bearer(token) });
const roleOf = async (id: string) => (await app.usersRepository.findById(id))!;

describe('a Support Admin', () => {
  it('cannot suspend a Super Admin (403), and the Super Admin keeps working', async () => {
    const refused = await suspend(support.token, boss.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only a Super Admin can change another administrator’s access.',
    );
    expect((await roleOf(boss.id)).suspended).toBe(false);
    const still = await app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(boss.token),
    });
    expect(still.statusCode).toBe(200);
  });

  it('cannot suspend any other administrator either', async () => {
    const agent = await adminToken(app, 'Booking Agent');
    expect((await suspend(support.token, agent.id)).statusCode).toBe(403);
    expect((await roleOf(agent.id)).suspended).toBe(false);
  });

  it('still suspends and reactivates an ordinary user', async () => {
    const { user } = await registerUser(app);
    const suspended = await suspend(support.token, user._id);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().user).toMatchObject({ suspended: true });
    expect((await suspend(support.token, user._id, false)).statusCode).toBe(200);
  });

  it('cannot demote or remove an administrator (403)', async () => {
    expect((await setRole(support.token, boss.id, 'Developer')).statusCode).toBe(403);
    expect((await remove(support.token, boss.id)).statusCode).toBe(403);
    expect((await roleOf(boss.id)).adminRole).toBe('Super Admin');
  });
});

// Issue 24: ending every session of an administrator locks them out as a suspension does.
describe('ending an administrator’s sessions', () => {
  const revoke = (token: string, id: string) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/sessions/revoke`,
      headers: bearer(token),
    });
  const signedIn = async (token: string) =>
    (await app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) })).statusCode;

  it('is refused to a Support Admin for a Super Admin (403), whose sessions go on', async () => {
    const refused = await revoke(support.token, boss.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only a Super Admin can change another administrator’s access.',
    );
    expect(await signedIn(boss.token)).toBe(200);
  });

  it('is refused to a Support Admin for any other administrator too', async () => {
    const agent = await adminToken(app, 'Booking Agent');
    expect((await revoke(support.token, agent.id)).statusCode).toBe(403);
    expect(await signedIn(agent.token)).toBe(200);
  });

  it('is allowed to a Support Admin for an ordinary user, and to a Super Admin for staff', async () => {
    const student = await registerUser(app);
    const ended = await revoke(support.token, student.user._id);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ ended: 1 });
    const agent = await adminToken(app, 'Booking Agent');
    expect((await revoke(boss.token, agent.id)).statusCode).toBe(200);
    expect(await signedIn(agent.token)).toBe(401);
  });
});

describe('the last active Super Admin', () => {
  it('cannot suspend, demote or remove themselves (409 with a message)', async () => {
    const selfSuspend = await suspend(boss.token, boss.id);
    expect(selfSuspend.statusCode).toBe(409);
    expect(selfSuspend.json().message).toBe('The last Super Admin cannot be suspended.');
    const demote = await setRole(boss.token, boss.id, 'Developer');
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('The last Super Admin cannot be removed or demoted.');
    expect((await remove(boss.token, boss.id)).statusCode).toBe(409);
    expect(await roleOf(boss.id)).toMatchObject({ adminRole: 'Super Admin', suspended: false });
  });

  it('with two, one may demote the other, but then not the last', async () => {
    const second = await adminToken(app, 'Super Admin');
    expect((await setRole(boss.token, second.id, 'Developer')).statusCode).toBe(200);
    expect((await roleOf(second.id)).adminRole).toBe('Developer');
    expect((await setRole(boss.token, boss.id, 'Developer')).statusCode).toBe(409);
  });

  it('is counted among active ones only: a suspended Super Admin does not count', async () => {
    const other = await adminToken(app, 'Super Admin');
    expect((await suspend(boss.token, other.id)).statusCode).toBe(200);
    expect((await setRole(boss.token, boss.id, 'Developer')).statusCode).toBe(409);
    expect((await remove(boss.token, boss.id)).statusCode).toBe(409);
    // A suspended Super Admin may be demoted: that leaves the active one.
    expect((await remove(boss.token, other.id)).statusCode).toBe(200);
  });

  it('survives two Super Admins demoting each other at the same time', async () => {
    const other = await adminToken(app, 'Super Admin');
    const answers = await Promise.all([
      setRole(boss.token, other.id, 'Developer'),
      setRole(other.token, boss.id, 'Developer'),
    ]);
    // The second one to run finds itself demoted (403) or the other the last one (409).
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.find((c) => c !== 200)).toBeOneOf([403, 409]);
    const roles = [await roleOf(boss.id), await roleOf(other.id)].map((u) => u.adminRole);
    expect(roles.filter((r) => r === 'Super Admin')).toHaveLength(1);
  });
});
