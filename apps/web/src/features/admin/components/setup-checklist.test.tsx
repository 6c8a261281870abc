import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SetupChecklist as Checklist } from '@landed/shared/schemas/setup';

import { answerRoutes, jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { SetupChecklist } from './setup-checklist.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const checklist: Checklist = {
  items: [
    {
      key: 'mail',
      label: 'Mail sending',
      done: false,
      missing: ['SMTP_URL is not set: e-mails are written to the server log, not sent.'],
      fix: { href: '/admin?tab=logs', label: 'Mail outbox (Logs tab)' },
    },
    {
      key: 'texts',
      label: 'Site texts agree with your settings',
      done: false,
      missing: ['Terms of Service mentions PayPal, which is not a way to pay here.'],
      fix: { href: '/admin?tab=content#cms-terms', label: 'Site texts (Content tab)' },
    },
  ],
  complete: false,
  bankDetailsPlaceholder: false,
  reissuable: [],
};

describe("the owner's checklist (issue 33 items 1 and 4)", () => {
  it('sends a test mail from the mail item and says what became of it', async () => {
    const message =
      'Not sent: SMTP_URL is not set, so mail is written to the server log. Set SMTP_URL (and MAIL_FROM) in the server’s environment and restart it.';
    const fetch = answerRoutes({
      '/api/admin/setup': () => jsonResponse(checklist),
      '/api/admin/setup/test-mail': () =>
        jsonResponse({ to: 'owner@landed.example', outcome: 'logged', message }),
    });
    renderWithApp(<SetupChecklist />, { signedIn: true });
    const mail = await screen.findByTestId('setup-mail');
    await userEvent.click(within(mail).getByRole('button', { name: 'Send a test mail' }));
    expect(await within(mail).findByRole('status')).toHaveTextContent(message);
    expect(
      fetch.mock.calls.some(
        ([url, init]) => url === '/api/admin/setup/test-mail' && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('links a text that contradicts a setting to its field', async () => {
    answerRoutes({ '/api/admin/setup': () => jsonResponse(checklist) });
    renderWithApp(<SetupChecklist />, { signedIn: true });
    const texts = await screen.findByTestId('setup-texts');
    expect(texts).toHaveTextContent('Terms of Service mentions PayPal');
    expect(within(texts).getByRole('link', { name: /Fix it/ })).toHaveAttribute(
      'href',
      '/admin?tab=content#cms-terms',
    );
  });
});
