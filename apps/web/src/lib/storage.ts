// The client storage of public §3: token, userName, userId and user (JSON with a role field).
import type { SessionUser } from '@landed/shared/schemas/auth';

export const STORAGE_KEYS = ['token', 'userName', 'userId', 'user'] as const;

export type StoredSession = {
  token: string | null;
  userName: string | null;
  userId: string | null;
  user: SessionUser | null;
};

function read(key: string): string | null {
  // Rendering on the server (docs/decisions/068): nobody is signed in there.
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

// The user id comes from the token's payload (field `id`); an undecodable token is logged to
// the console and ignored (public §8).
export function decodeTokenId(token: string): string | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) throw new Error('not a JWT');
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const id = (JSON.parse(json) as { id?: unknown }).id;
    return typeof id === 'string' ? id : null;
  } catch (error) {
    console.error('Could not decode the sign-in token', error);
    return null;
  }
}

export function readSession(): StoredSession {
  return {
    token: read('token'),
    userName: read('userName'),
    userId: read('userId'),
    user: parseUser(read('user')),
  };
}

export function writeSession(token: string, user: SessionUser): void {
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('userName', user.name);
  window.localStorage.setItem('userId', decodeTokenId(token) ?? user._id);
  window.localStorage.setItem('user', JSON.stringify(user));
}

export function updateStoredUser(user: SessionUser): void {
  window.localStorage.setItem('userName', user.name);
  window.localStorage.setItem('user', JSON.stringify(user));
}

export function clearSession(): void {
  for (const key of STORAGE_KEYS) window.localStorage.removeItem(key);
}
