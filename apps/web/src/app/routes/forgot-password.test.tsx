import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { Component as ForgotPassword } from './forgot-password.tsx';

const EXPIRY_TEXT =
  'Click the link in your email to reset your password. The link will expire in 1 hour.';

describe('/forgot-password (public §2)', () => {
  it('checks the address before sending anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderWithApp(<ForgotPassword />, { url: '/forgot-password' });
    await user.type(screen.getByLabelText('Email Address'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows 'Sending...', then 'Check Your Email' with the address; 'Send Another Email' returns to the form", async () => {
    let answer: (value: Response) => void = () => {};
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderWithApp(<ForgotPassword />, { url: '/forgot-password' });
    await user.type(screen.getByLabelText('Email Address'), ' Ana@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/auth/forgot-password');
    expect(JSON.parse(String(init!.body))).toEqual({ email: 'ana@example.com' });

    answer(jsonResponse({ message: 'sent' }));
    const heading = await screen.findByRole('heading', { name: 'Check Your Email' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText(EXPIRY_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Send Another Email' }));
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toHaveFocus();
    expect(screen.getByLabelText('Email Address')).toHaveValue('ana@example.com');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });

  it("shows the server's message, else the specification's fallback", async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        jsonResponse({ message: 'Too many requests. Please try again later.' }, 429),
      )
      .mockResolvedValueOnce(new Response('', { status: 502 }));
    const { user } = renderWithApp(<ForgotPassword />, { url: '/forgot-password' });
    await user.type(screen.getByLabelText('Email Address'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to send reset email. Please try again.',
      ),
    );
    expect(screen.queryByText('Check Your Email')).not.toBeInTheDocument();
  });
});
