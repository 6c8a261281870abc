import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';

import { Component as PartnerPortal } from './index.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const me = {
  user: { _id: '22222222-2222-4222-8222-222222222222', name: 'Mei Chen', email: 'mei@uni.example' },
  partner: {
    _id: '11111111-1111-4111-8111-111111111111',
    kind: 'University',
    name: 'University of Example',
    abn: '',
    billingEmail: 'intl@uni.example',
    address: '',
    code: 'UNIX2345',
    referralPath: '/?partner=UNIX2345',
    billingMode: 'account',
    commissionType: 'none',
    commissionValue: 0,
    requiresApproval: true,
    allowedPackageIds: [],
    allowedServiceKeys: [],
    paymentTermsDays: 30,
    active: true,
    createdAt: '2026-11-24T00:00:00.000Z',
    updatedAt: '2026-11-24T00:00:00.000Z',
  },
};

describe('the partner portal (docs/decisions/091)', () => {
  it('shows a partner user their organisation, its terms and its referral link', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(me));
    renderWithApp(<PartnerPortal />, { url: '/partner', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'University of Example' })).toBeVisible();
    expect(screen.getByText('On account: one invoice a month, due in 30 days')).toBeVisible();
    expect(screen.getByText('Each booking waits for your approval')).toBeVisible();
    expect(screen.getByTestId('referral-link')).toHaveTextContent(
      `${window.location.origin}/?partner=UNIX2345`,
    );
  });

  it('tells anyone else it is not theirs, and sends a partner user without two-factor to set it up', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ message: 'You do not have permission to do that.', code: 'NOT_PARTNER' }, 403),
    );
    renderWithApp(<PartnerPortal />, { url: '/partner', signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is not one of them.');
    cleanup();
    vi.restoreAllMocks();

    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ message: 'Two-factor first.', code: 'MFA_REQUIRED' }, 403),
    );
    const { url } = renderWithApp(<PartnerPortal />, { url: '/partner', signedIn: true });
    await vi.waitFor(() => expect(url()).toBe('/dashboard/two-factor'));
  });

  it('sends a signed-out visitor to sign in', async () => {
    const { url } = renderWithApp(<PartnerPortal />, { url: '/partner' });
    await vi.waitFor(() => expect(url()).toBe('/login'));
  });
});
