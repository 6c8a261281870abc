import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('VerifyEmailBanner', () => {
  it('asks to confirm the address and sends the link again on "Resend"', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({
        message: 'If your e-mail address still needs confirming, we have sent you a new link.',
      }),
    );
    const { user } = renderWithApp(<VerifyEmailBanner email="priya@example.com" />, {
      signedIn: true,
    });
    expect(
      screen.getByRole('region', { name: 'Please confirm your e-mail address' }),
    ).toHaveTextContent('priya@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If your e-mail address still needs confirming, we have sent you a new link.',
    );
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/auth/verify-email/resend');
    expect(init!.method).toBe('POST');
    expect(new Headers(init!.headers).get('authorization')).toMatch(/^Bearer /);
  });
});
