import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { MessagingOptIn } from '@landed/shared/schemas/meeting';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';

import { MessagingSettings } from './messaging-settings.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const optIn = (over: Partial<MessagingOptIn> = {}): MessagingOptIn => ({
  push: false,
  sms: false,
  whatsapp: false,
  available: { push: false, sms: true, whatsapp: true },
  ...over,
});

// The API as the switches use it: GET answers the current state, PATCH applies the body.
function messagingApi(initial: MessagingOptIn) {
  let state = initial;
  const patches: unknown[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    expect(String(input)).toBe('/api/user/messaging');
    if (init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Partial<MessagingOptIn>;
      patches.push(body);
      state = { ...state, ...body };
    }
    return jsonResponse(state);
  });
  vi.stubGlobal('fetch', fetch);
  return { patches };
}

describe('SMS and WhatsApp switches (issue 35)', () => {
  it('shows a switch per channel offered, and turns one on', async () => {
    const api = messagingApi(optIn());
    const { user } = renderWithApp(<MessagingSettings phone="0412 345 678" />, {
      signedIn: true,
    });
    const sms = await screen.findByRole('switch', { name: 'Text messages (SMS)' });
    const whatsapp = screen.getByRole('switch', { name: 'WhatsApp messages' });
    expect(sms).not.toBeChecked();
    expect(whatsapp).not.toBeChecked();
    expect(screen.queryByText(/Add your phone number/)).not.toBeInTheDocument();
    await user.click(whatsapp);
    await waitFor(() => expect(whatsapp).toBeChecked());
    expect(api.patches).toEqual([{ whatsapp: true }]);
    expect(sms).not.toBeChecked();
  });

  it('shows only SMS when WhatsApp is not offered, and asks for a phone', async () => {
    messagingApi(optIn({ sms: true, available: { push: false, sms: true, whatsapp: false } }));
    renderWithApp(<MessagingSettings phone="" />, { signedIn: true });
    expect(await screen.findByRole('switch', { name: 'Text messages (SMS)' })).toBeChecked();
    expect(screen.queryByRole('switch', { name: 'WhatsApp messages' })).not.toBeInTheDocument();
    expect(screen.getByText(/Add your phone number to your profile/)).toBeInTheDocument();
  });

  it('shows nothing when neither is offered (no Twilio keys)', async () => {
    messagingApi(optIn({ available: { push: false, sms: false, whatsapp: false } }));
    renderWithApp(<MessagingSettings phone="0412 345 678" />, { signedIn: true });
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByText('Messages on arrival day')).not.toBeInTheDocument();
  });
});
