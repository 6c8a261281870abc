import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { answerRoutes, jsonResponse, renderWithApp } from '#web/test/render.tsx';

import { REFERRAL_KEY } from '#web/features/referrals/referral-storage.ts';
import ReferralCapture from './referral-capture.tsx';

const answered = {
  partner: { name: 'Southern Cross Education', code: 'ABCD2345' },
  ticket: 'partner-id.1700000000000.signature',
  expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60_000).toISOString(),
};

const bodyOf = (spy: ReturnType<typeof answerRoutes>, url: string) =>
  spy.mock.calls.filter(([u]) => u === url).map(([, init]) => JSON.parse(String(init!.body)));

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('a referral link (docs/decisions/092)', () => {
  it('signed out: has the code checked, keeps the ticket and takes the code out of the address', async () => {
    const fetchSpy = answerRoutes({ '/api/public/referrals': () => jsonResponse(answered) });
    const { url } = renderWithApp(<ReferralCapture />, { url: '/zh-CN/?partner=abcd2345&x=1' });
    await waitFor(() => expect(localStorage.getItem(REFERRAL_KEY)).not.toBeNull());
    expect(bodyOf(fetchSpy, '/api/public/referrals')).toEqual([{ code: 'abcd2345' }]);
    expect(JSON.parse(localStorage.getItem(REFERRAL_KEY)!)).toEqual({
      ticket: answered.ticket,
      expiresAt: answered.expiresAt,
      partner: 'Southern Cross Education',
    });
    expect(url()).toBe('/zh-CN/?x=1');
    // Greeted by the partner's name on the page the link opened (issue 33 item 3).
    expect(screen.getByTestId('referral-welcome')).toHaveTextContent(
      'Welcome, Southern Cross Education student!',
    );
    // Nobody to hand it to yet.
    expect(bodyOf(fetchSpy, '/api/user/referral')).toEqual([]);
  });

  it('signed in with a kept ticket: hands it over once and forgets it', async () => {
    localStorage.setItem(
      REFERRAL_KEY,
      JSON.stringify({ ticket: 't-1', expiresAt: answered.expiresAt, partner: 'X' }),
    );
    const fetchSpy = answerRoutes({
      '/api/user/referral': () => jsonResponse({ attributed: true, partner: { name: 'X' } }),
    });
    renderWithApp(<ReferralCapture />, { url: '/dashboard', signedIn: true });
    await waitFor(() => expect(localStorage.getItem(REFERRAL_KEY)).toBeNull());
    expect(bodyOf(fetchSpy, '/api/user/referral')).toEqual([{ ticket: 't-1' }]);
  });

  it('drops a ticket older than 30 days without sending it, and keeps nothing for an unknown code', async () => {
    localStorage.setItem(
      REFERRAL_KEY,
      JSON.stringify({ ticket: 'old', expiresAt: new Date(Date.now() - 1000).toISOString() }),
    );
    const fetchSpy = answerRoutes({
      '/api/public/referrals': () =>
        jsonResponse({ message: 'This partner link is not valid.' }, 404),
    });
    renderWithApp(<ReferralCapture />, { url: '/?partner=NOPE1234', signedIn: true });
    await waitFor(() => expect(bodyOf(fetchSpy, '/api/public/referrals')).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem(REFERRAL_KEY)).toBeNull());
    expect(bodyOf(fetchSpy, '/api/user/referral')).toEqual([]);
  });
});

// A second partner's link does not replace the first without the student's answer
// (docs/decisions/106).
describe('a second partner’s link', () => {
  const choice = { current: { name: 'First Agency' }, offered: { name: 'Second Agency' } };

  it('signed in: asks which partner to keep, and sends the ticket again only to switch', async () => {
    localStorage.setItem(
      REFERRAL_KEY,
      JSON.stringify({ ticket: 't-2', expiresAt: answered.expiresAt, partner: 'Second Agency' }),
    );
    const fetchSpy = answerRoutes({
      '/api/user/referral': () => jsonResponse({ attributed: false, partner: null, choice }),
    });
    const { user } = renderWithApp(<ReferralCapture />, { url: '/dashboard', signedIn: true });
    const question = await screen.findByRole('dialog', {
      name: 'Which partner should your bookings go through?',
    });
    // Nothing changes while the question is open: the ticket is kept, sent once.
    expect(localStorage.getItem(REFERRAL_KEY)).not.toBeNull();
    expect(bodyOf(fetchSpy, '/api/user/referral')).toEqual([{ ticket: 't-2' }]);
    fetchSpy.mockImplementation(async () =>
      jsonResponse({ attributed: true, partner: { name: 'Second Agency' }, choice: null }),
    );
    await user.click(within(question).getByRole('button', { name: 'Use Second Agency' }));
    await waitFor(() => expect(localStorage.getItem(REFERRAL_KEY)).toBeNull());
    expect(bodyOf(fetchSpy, '/api/user/referral')).toEqual([
      { ticket: 't-2' },
      { ticket: 't-2', replace: true },
    ]);
  });

  it('keeping the first sends nothing more and forgets the new ticket', async () => {
    localStorage.setItem(
      REFERRAL_KEY,
      JSON.stringify({ ticket: 't-3', expiresAt: answered.expiresAt, partner: 'Second Agency' }),
    );
    const fetchSpy = answerRoutes({
      '/api/user/referral': () => jsonResponse({ attributed: false, partner: null, choice }),
    });
    const { user } = renderWithApp(<ReferralCapture />, { url: '/dashboard', signedIn: true });
    const question = await screen.findByRole('dialog');
    await user.click(within(question).getByRole('button', { name: 'Keep First Agency' }));
    await waitFor(() => expect(localStorage.getItem(REFERRAL_KEY)).toBeNull());
    expect(bodyOf(fetchSpy, '/api/user/referral')).toEqual([{ ticket: 't-3' }]);
  });

  it('signed out: a kept ticket of another partner stays until the visitor chooses', async () => {
    const first = { ticket: 't-first', expiresAt: answered.expiresAt, partner: 'First Agency' };
    localStorage.setItem(REFERRAL_KEY, JSON.stringify(first));
    answerRoutes({ '/api/public/referrals': () => jsonResponse(answered) });
    const { user } = renderWithApp(<ReferralCapture />, { url: '/?partner=abcd2345' });
    const question = await screen.findByRole('dialog');
    expect(JSON.parse(localStorage.getItem(REFERRAL_KEY)!)).toEqual(first);
    await user.click(
      within(question).getByRole('button', { name: 'Use Southern Cross Education' }),
    );
    expect(JSON.parse(localStorage.getItem(REFERRAL_KEY)!).ticket).toBe(answered.ticket);
  });
});
