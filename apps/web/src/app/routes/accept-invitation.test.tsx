import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { answerRoutes, jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { Component as AcceptInvitation } from './accept-invitation.tsx';

const INVALID =
  'This invitation has expired, been withdrawn or already been used. Ask the person who invited you to send a new one.';
const OTHER =
  'This invitation was sent to another e-mail address. Sign out, then sign in or sign up with the address the invitation was sent to.';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/accept-invitation (docs/decisions/075)', () => {
  it('signed out: keeps the link in the tab, out of the address bar, and offers sign-up with the address', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { url } = renderWithApp(<AcceptInvitation />, {
      url: '/accept-invitation?token=secret-token&email=new.hire%40example.com',
    });
    expect(await screen.findByRole('heading', { name: 'Staff Invitation' })).toBeVisible();
    expect(screen.getByText(/Create an account with new\.hire@example\.com/)).toBeVisible();
    await waitFor(() => expect(url()).toBe('/accept-invitation'));
    expect(JSON.parse(sessionStorage.getItem('landed.invitation')!)).toEqual({
      token: 'secret-token',
      email: 'new.hire@example.com',
      partner: false,
    });
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('signed in: accepts the kept link once and opens the back-office', async () => {
    sessionStorage.setItem(
      'landed.invitation',
      JSON.stringify({ token: 'kept-token', email: 'new.hire@example.com' }),
    );
    const fetchSpy = answerRoutes({
      '/api/auth/invitations/accept': () =>
        jsonResponse({
          message: 'Invitation accepted: you are now on the staff team.',
          role: 'Content Manager',
          partner: null,
        }),
    });
    const { url } = renderWithApp(<AcceptInvitation />, {
      url: '/accept-invitation',
      signedIn: true,
    });
    await waitFor(() => expect(url()).toBe('/admin'));
    const calls = fetchSpy.mock.calls.filter(([u]) => u === '/api/auth/invitations/accept');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1]!.body))).toEqual({ token: 'kept-token' });
    expect(sessionStorage.getItem('landed.invitation')).toBeNull();
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({
      adminRole: 'Content Manager',
      emailVerified: true,
    });
  });

  it('a partner portal’s link: speaks of the portal, and once accepted opens /partner, never the back-office', async () => {
    const fetchSpy = answerRoutes({
      '/api/auth/invitations/accept': () =>
        jsonResponse({
          message: 'Invitation accepted: you can now use the partner area.',
          role: null,
          partner: { id: '6f1c2a4e-0000-4000-8000-000000000001', name: 'Uni Example' },
        }),
    });
    const signedOut = renderWithApp(<AcceptInvitation />, {
      url: '/accept-invitation?token=partner-token&email=coord%40uni.example&for=partner',
    });
    expect(await screen.findByRole('heading', { name: 'Partner Portal Invitation' })).toBeVisible();
    expect(screen.getByText(/invited to the Landed partner portal/)).toBeVisible();
    await waitFor(() => expect(signedOut.url()).toBe('/accept-invitation'));
    expect(fetchSpy).not.toHaveBeenCalled();
    cleanup();

    const { url } = renderWithApp(<AcceptInvitation />, {
      url: '/accept-invitation',
      signedIn: true,
    });
    await waitFor(() => expect(url()).toBe('/partner'));
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({
      partnerId: '6f1c2a4e-0000-4000-8000-000000000001',
      adminRole: null,
      emailVerified: true,
    });
  });

  it('signed in with another address: says so and offers to sign out, keeping the link', async () => {
    answerRoutes({
      '/api/auth/invitations/accept': () =>
        jsonResponse({ message: OTHER, code: 'INVITATION_OTHER_ADDRESS' }, 403),
      '/api/auth/logout': () => jsonResponse({ ok: true }),
    });
    const { user } = renderWithApp(<AcceptInvitation />, {
      url: '/accept-invitation?token=good-token&email=new.hire%40example.com',
      signedIn: true,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(OTHER);
    await user.click(screen.getByRole('button', { name: 'Log out and use the invited address' }));
    expect(await screen.findByRole('link', { name: 'Create Account' })).toBeVisible();
    expect(sessionStorage.getItem('landed.invitation')).not.toBeNull();
  });

  it('a dead link, or none: says so and forgets it', async () => {
    answerRoutes({
      '/api/auth/invitations/accept': () =>
        jsonResponse({ message: INVALID, code: 'INVITATION_INVALID' }, 400),
    });
    renderWithApp(<AcceptInvitation />, {
      url: '/accept-invitation?token=used-token',
      signedIn: true,
    });
    expect(await screen.findByRole('heading', { name: 'Link No Longer Valid' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    await waitFor(() => expect(sessionStorage.getItem('landed.invitation')).toBeNull());
  });
});
