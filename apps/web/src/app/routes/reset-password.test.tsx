import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { answerRoutes, jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { Component as ResetPassword } from './reset-password.tsx';

vi.mock('#web/lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() },
}));
const { toast } = await import('#web/lib/toast.ts');

const INVALID = 'This password reset link has expired or has already been used.';
const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.signature`;
const auth = {
  token: jwt({ id: 'u1', tv: 1 }),
  user: {
    _id: 'u1',
    id: 'u1',
    name: 'Mei',
    email: 'mei@example.com',
    role: 'user',
    adminRole: null,
  },
};

describe('/reset-password (DECISIONS "Accounts")', () => {
  it('says at once that a dead link is dead, and offers a new one', async () => {
    const fetchSpy = answerRoutes({
      '/api/auth/reset-password/verify': () => jsonResponse({ valid: false }),
    });
    renderWithApp(<ResetPassword />, { url: '/reset-password?token=old-token' });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Send Another Email' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body))).toEqual({ token: 'old-token' });
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('treats a link without a token as dead, without asking the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithApp(<ResetPassword />, { url: '/reset-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("asks for the password twice ('Passwords do not match'), then signs in and opens the dashboard", async () => {
    const fetchSpy = answerRoutes({
      '/api/auth/reset-password/verify': () => jsonResponse({ valid: true }),
      '/api/auth/reset-password': () => jsonResponse(auth),
    });
    const { user, url } = renderWithApp(<ResetPassword />, { url: '/reset-password?token=abc' });
    await user.type(await screen.findByLabelText('New Password'), 'Southern-Cross-9');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Southern-Cross-8');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'Southern-Cross-9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(url()).toBe('/dashboard'));
    expect(JSON.parse(String(fetchSpy.mock.calls[1]![1]!.body))).toEqual({
      token: 'abc',
      password: 'Southern-Cross-9',
    });
    expect(window.localStorage.getItem('token')).toBe(auth.token);
    expect(window.localStorage.getItem('userName')).toBe('Mei');
    expect(toast.success).toHaveBeenCalledWith('Your password has been reset.');
  });

  it('switches to the dead-link screen when the link was used meanwhile', async () => {
    answerRoutes({
      '/api/auth/reset-password/verify': () => jsonResponse({ valid: true }),
      '/api/auth/reset-password': () =>
        jsonResponse({ message: INVALID, code: 'RESET_LINK_INVALID' }, 400),
    });
    const { user } = renderWithApp(<ResetPassword />, { url: '/reset-password?token=abc' });
    await user.type(await screen.findByLabelText('New Password'), 'Southern-Cross-9');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Southern-Cross-9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Link No Longer Valid' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Send Another Email' })).toBeVisible();
  });

  it("shows the server's reason for refusing a password", async () => {
    answerRoutes({
      '/api/auth/reset-password/verify': () => jsonResponse({ valid: true }),
      '/api/auth/reset-password': () =>
        jsonResponse(
          { message: 'This password is too common. Choose another.', code: 'PASSWORD_TOO_COMMON' },
          400,
        ),
    });
    const { user } = renderWithApp(<ResetPassword />, { url: '/reset-password?token=abc' });
    await user.type(await screen.findByLabelText('New Password'), 'password1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is too common. Choose another.',
    );
  });
});
