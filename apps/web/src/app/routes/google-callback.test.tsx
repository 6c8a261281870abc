import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { keepReturnPath } from '#web/features/auth/return-path.ts';
import { jsonResponse, renderWithApp, testToken } from '#web/test/render.tsx';
import { Component as GoogleCallback } from './google-callback.tsx';

vi.mock('#web/lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() },
}));
const { toast } = await import('#web/lib/toast.ts');

const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.signature`;
// The link carries a single-use sign-in token; the exchange answers the session token.
const LINK_TOKEN = 'dGhpcy1pcy1hLXNpbmdsZS11c2UtdG9rZW4tZm9yLWEtbGluaw';
const sessionToken = jwt({ id: 'u7', tv: 0, sid: 's1' });
const aisha = {
  _id: 'u7',
  id: 'u7',
  name: 'Aisha Rahman',
  email: 'aisha@example.com',
  role: 'user',
  adminRole: null,
};

// Answers the exchange with Aisha's session, and anything else (logout) with 204.
function serverSignsInAisha() {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input) === '/api/auth/token/exchange'
        ? jsonResponse({ token: sessionToken, user: aisha })
        : new Response(null, { status: 204 }),
    );
}

const calls = (spy: ReturnType<typeof serverSignsInAisha>) =>
  spy.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: init?.method,
    authorization: (init?.headers as Record<string, string>).authorization,
    body: init?.body,
  }));

// Priya is signed in here; the link is Aisha's. Returns the question that appears.
async function switchQuestion() {
  const fetchSpy = serverSignsInAisha();
  const rendered = renderWithApp(<GoogleCallback />, {
    url: `/auth/google/callback?token=${LINK_TOKEN}`,
    signedIn: true,
  });
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Switch account?' },
    // The dialog's code loads when it is first needed.
    { timeout: 5000 },
  );
  return { ...rendered, fetchSpy, dialog };
}

describe('/auth/google/callback (public §2 Google sign-in completion)', () => {
  it('exchanges the link token for a session, stores it with the user, says so and goes to /dashboard', async () => {
    const fetchSpy = serverSignsInAisha();
    const { url } = renderWithApp(<GoogleCallback />, {
      url: `/auth/google/callback?token=${LINK_TOKEN}`,
    });
    expect(screen.getByRole('heading', { name: 'Completing Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(url()).toBe('/dashboard'));
    expect(calls(fetchSpy)).toEqual([
      {
        url: '/api/auth/token/exchange',
        method: 'POST',
        authorization: undefined,
        body: JSON.stringify({ token: LINK_TOKEN }),
      },
    ]);
    // The session token, never the link's.
    expect(window.localStorage.getItem('token')).toBe(sessionToken);
    expect(window.localStorage.getItem('userId')).toBe('u7');
    expect(window.localStorage.getItem('userName')).toBe('Aisha Rahman');
    expect(JSON.parse(window.localStorage.getItem('user')!)).toMatchObject({ role: 'user' });
    expect(toast.success).toHaveBeenCalledWith('Successfully signed in with Google!', {
      id: 'google',
    });
  });

  it('goes back where the visitor left for Google (the package they chose), kept in the tab once', async () => {
    serverSignsInAisha();
    keepReturnPath('/packages');
    const { url } = renderWithApp(<GoogleCallback />, {
      url: `/auth/google/callback?token=${LINK_TOKEN}`,
    });
    await waitFor(() => expect(url()).toBe('/packages'));
    expect(window.sessionStorage.getItem('landed.returnPath')).toBeNull();
  });

  it('never follows a kept path off the site', async () => {
    serverSignsInAisha();
    keepReturnPath('//evil.example/packages');
    const { url } = renderWithApp(<GoogleCallback />, {
      url: `/auth/google/callback?token=${LINK_TOKEN}`,
    });
    await waitFor(() => expect(url()).toBe('/dashboard'));
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

  it('with a token the server refuses (used, expired): stores nothing and goes to /login', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ message: 'This sign-in link has expired or has already been used.' }, 401),
    );
    const { url } = renderWithApp(<GoogleCallback />, {
      url: `/auth/google/callback?token=${LINK_TOKEN}`,
    });
    await waitFor(() => expect(url()).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('Google sign-in failed. Please try again.', {
      id: 'google',
    });
  });

  it('signed in as someone else: asks first; Cancel keeps the current session and drops the link', async () => {
    const { fetchSpy, url, user, dialog } = await switchQuestion();
    expect(dialog).toHaveTextContent(
      'You are signed in as Priya Sharma. Continue as Aisha Rahman?',
    );
    // By keyboard.
    within(dialog).getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(url()).toBe('/dashboard'));
    expect(window.localStorage.getItem('token')).toBe(testToken);
    expect(window.localStorage.getItem('userName')).toBe('Priya Sharma');
    expect(toast.success).not.toHaveBeenCalled();
    // The session the link started is ended on the server.
    await waitFor(() =>
      expect(calls(fetchSpy)).toContainEqual(
        expect.objectContaining({
          url: '/api/auth/logout',
          method: 'POST',
          authorization: `Bearer ${sessionToken}`,
        }),
      ),
    );
  });

  it('signed in as someone else: Continue switches, ending the previous session', async () => {
    const { fetchSpy, url, user, dialog } = await switchQuestion();
    await user.click(within(dialog).getByRole('button', { name: 'Continue as Aisha Rahman' }));
    await waitFor(() => expect(url()).toBe('/dashboard'));
    expect(window.localStorage.getItem('token')).toBe(sessionToken);
    expect(window.localStorage.getItem('userName')).toBe('Aisha Rahman');
    expect(calls(fetchSpy)).toContainEqual(
      expect.objectContaining({
        url: '/api/auth/logout',
        authorization: `Bearer ${testToken}`,
      }),
    );
  });
});
