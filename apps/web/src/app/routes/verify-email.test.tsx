import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createI18n, loadCatalogue } from '#web/lib/i18n.tsx';
import { answerRoutes, jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { Component as VerifyEmail } from './verify-email.tsx';

const INVALID = 'This confirmation link has expired or has already been used.';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('/verify-email (docs/decisions/050)', () => {
  it('opens the link once and says the address is confirmed', async () => {
    const fetchSpy = answerRoutes({
      '/api/auth/verify-email': () =>
        jsonResponse({
          message: 'Your e-mail address is confirmed.',
          email: 'priya@example.com',
          changed: false,
        }),
    });
    renderWithApp(<VerifyEmail />, { url: '/verify-email?token=good-token' });
    expect(await screen.findByRole('heading', { name: 'E-mail Confirmed' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Your e-mail address is confirmed.');
    expect(screen.getByText('priya@example.com')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    const calls = fetchSpy.mock.calls.filter(([url]) => url === '/api/auth/verify-email');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1]!.body))).toEqual({ token: 'good-token' });
  });

  it('says so in the reader’s language: the server’s English message is a known one', async () => {
    answerRoutes({
      '/api/auth/verify-email': () =>
        jsonResponse({
          message: 'Your e-mail address is confirmed.',
          email: 'li@example.com',
          changed: false,
        }),
    });
    const i18n = createI18n('zh-CN');
    await Promise.all([
      loadCatalogue(i18n, { name: 'public' }),
      loadCatalogue(i18n, { name: 'account' }),
    ]);
    renderWithApp(<VerifyEmail />, { url: '/verify-email?token=good-token', i18n });
    expect(await screen.findByRole('heading', { name: '电子邮箱已确认' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('您的电子邮箱地址已确认。');
    expect(screen.getByRole('status')).not.toHaveTextContent('confirmed');
  });

  it('says a used or expired link is dead, and a signed-in user can get a new one', async () => {
    const fetchSpy = answerRoutes({
      '/api/auth/verify-email': () =>
        jsonResponse({ message: INVALID, code: 'VERIFY_LINK_INVALID' }, 400),
      '/api/auth/verify-email/resend': () =>
        jsonResponse({
          message: 'If your e-mail address still needs confirming, we have sent you a new link.',
        }),
    });
    const { user } = renderWithApp(<VerifyEmail />, {
      url: '/verify-email?token=used-token',
      signedIn: true,
    });
    expect(await screen.findByRole('heading', { name: 'Link No Longer Valid' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText(
        'If your e-mail address still needs confirming, we have sent you a new link.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(fetchSpy.mock.calls.some(([url]) => url === '/api/auth/verify-email/resend')).toBe(
        true,
      ),
    );
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('offers no resend when signed out, and treats a link without a token as dead', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithApp(<VerifyEmail />, { url: '/verify-email' });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    expect(screen.getByText(/Log in and use “Resend” on your dashboard/)).toBeVisible();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the server message when the new address was taken meanwhile', async () => {
    answerRoutes({
      '/api/auth/verify-email': () =>
        jsonResponse(
          { message: 'An account with this email already exists.', code: 'EMAIL_TAKEN' },
          409,
        ),
    });
    renderWithApp(<VerifyEmail />, { url: '/verify-email?token=change-token' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
  });
});
