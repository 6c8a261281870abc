import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithApp } from '../../test/render.tsx';
import { Component as GoogleCallback } from './google-callback.tsx';

vi.mock('../../lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() },
}));
const { toast } = await import('../../lib/toast.ts');

const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.signature`;
const me = {
  _id: 'u7',
  id: 'u7',
  name: 'Aisha Rahman',
  email: 'aisha@example.com',
  role: 'user',
  adminRole: null,
  profile: { firstName: '', lastName: '', type: '', phone: '', university: '' },
  arrival: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('/auth/google/callback (public §2 Google sign-in completion)', () => {
  it('stores the token, the user id from it and the user, says so and goes to /dashboard', async () => {
    const token = jwt({ id: 'u7', tv: 0 });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(me));
    const { url } = renderWithApp(<GoogleCallback />, {
      url: `/auth/google/callback?token=${token}`,
    });
    expect(screen.getByRole('heading', { name: 'Completing Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(url()).toBe('/dashboard'));
    const [requested, init] = fetchSpy.mock.calls[0]!;
    expect(requested).toBe('/api/user/me');
    expect((init!.headers as Record<string, string>).authorization).toBe(`Bearer ${token}`);
    expect(window.localStorage.getItem('token')).toBe(token);
    expect(window.localStorage.getItem('userId')).toBe('u7');
    expect(window.localStorage.getItem('userName')).toBe('Aisha Rahman');
    expect(JSON.parse(window.localStorage.getItem('user')!)).toMatchObject({ role: 'user' });
    expect(toast.success).toHaveBeenCalledWith('Successfully signed in with Google!', {
      id: 'google',
    });
  });

  it('without a token: says it failed and goes to /login', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { url } = renderWithApp(<GoogleCallback />, { url: '/auth/google/callback' });
    await waitFor(() => expect(url()).toBe('/login'));
    expect(toast.error).toHaveBeenCalledWith('Google sign-in failed. Please try again.', {
      id: 'google',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('with a token the server refuses: stores nothing and goes to /login', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ message: 'Session expired. Please log in again.' }, 401),
    );
    const { url } = renderWithApp(<GoogleCallback />, {
      url: `/auth/google/callback?token=${jwt({ id: 'x', tv: 0 })}`,
    });
    await waitFor(() => expect(url()).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('Google sign-in failed. Please try again.', {
      id: 'google',
    });
  });
});
