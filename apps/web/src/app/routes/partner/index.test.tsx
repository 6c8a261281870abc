import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
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

// Each section's read answered by its address, empty: the portal's own test is about which
// sections a partner sees, each section's tests about what it shows.
function answer(who: typeof me) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/api/partner/me')) return jsonResponse(who);
    if (url.includes('/api/partner/arrivals'))
      return jsonResponse({ arrivals: [], total: 0, from: '2027-02-01', to: '2027-02-07' });
    if (url.includes('/api/partner/invoices'))
      return jsonResponse({
        invoices: [],
        owedCents: 0,
        overdueCents: 0,
        uninvoiced: { bookings: 0, totalCents: 0 },
      });
    if (url.includes('/api/partner/commissions'))
      return jsonResponse({ commissions: [], statements: [], unpaidCents: 0 });
    if (url.includes('/api/partner/approvals') || url.includes('/api/partner/bookings'))
      return jsonResponse({ bookings: [], total: 0 });
    if (url.includes('/api/public/packages')) return jsonResponse({ packages: [] });
    return jsonResponse({ message: 'Not found.' }, 404);
  });
}

describe('the partner portal (docs/decisions/091)', () => {
  it('shows a partner user their organisation, its terms and its referral link', async () => {
    answer(me);
    renderWithApp(<PartnerPortal />, { url: '/partner', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'University of Example' })).toBeVisible();
    expect(screen.getByText('On account: one invoice a month, due in 30 days')).toBeVisible();
    expect(screen.getByText('Each booking waits for your approval')).toBeVisible();
    expect(screen.getByTestId('referral-link')).toHaveTextContent(
      `${window.location.origin}/?partner=UNIX2345`,
    );
    // A university that approves and pays on account: its queue and its invoices, no
    // commissions.
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(expect.arrayContaining(['Waiting for your approval', 'Invoices']));
    expect(sections).not.toContain('Commissions');
    // Sections to jump to instead of one long page (issue 33 item 6), only those it has.
    const jump = screen.getByRole('navigation', { name: 'Portal sections' });
    const links = within(jump).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Approvals',
      'Arrivals',
      'Book one',
      'Import a file',
      'Bookings',
      'Invoices',
      'Organisation',
    ]);
    for (const link of links) {
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
    }
  });

  it('shows an agent whose students pay their commissions, and no approval queue or invoices', async () => {
    answer({
      ...me,
      partner: {
        ...me.partner,
        kind: 'Agent',
        billingMode: 'student',
        requiresApproval: false,
        commissionType: 'percent',
        commissionValue: 1000,
      },
    });
    renderWithApp(<PartnerPortal />, { url: '/partner', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'University of Example' })).toBeVisible();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toContain('Commissions');
    expect(sections).not.toContain('Waiting for your approval');
    expect(sections).not.toContain('Invoices');
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
    await waitFor(() => expect(url()).toBe('/dashboard/two-factor'));
  });

  it('sends a signed-out visitor to sign in', async () => {
    // In a route table, as in the app: the sign-in page is not the portal.
    const { url } = renderWithApp(
      <Routes>
        <Route path="/partner" element={<PartnerPortal />} />
        <Route path="*" element={null} />
      </Routes>,
      { url: '/partner' },
    );
    await waitFor(() => expect(url()).toBe('/login'));
  });
});
