import { describe, expect, it, vi } from 'vitest';

import { clearSession, decodeTokenId, readSession, writeSession } from './storage.ts';

const token = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

describe('client storage (public §3)', () => {
  it('stores token, userName, userId from the token and the user object', () => {
    const user = {
      _id: 'u1',
      id: 'u1',
      name: 'Ana',
      email: 'a@example.com',
      role: 'user' as const,
      adminRole: null,
    };
    writeSession(token({ id: 'u1' }), user);
    expect(readSession()).toEqual({
      token: token({ id: 'u1' }),
      userName: 'Ana',
      userId: 'u1',
      user,
    });
    clearSession();
    expect(readSession()).toEqual({ token: null, userName: null, userId: null, user: null });
  });

  it('logs an undecodable token to the console and ignores it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(decodeTokenId('garbage')).toBeNull();
    expect(error).toHaveBeenCalled();
  });
});
