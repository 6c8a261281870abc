import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { answerEveryRequest, renderWithApp, testToken, testUser } from '#web/test/render.tsx';
import { writeSession } from '#web/lib/storage.ts';

import { Component as TwoFactorPage } from './two-factor.tsx';

const notice = /Administrators must turn on two-factor sign-in/;

function openAsAdministrator(status: { enabled: boolean }) {
  writeSession(testToken, { ...testUser, adminRole: 'Super Admin' });
  answerEveryRequest({ ...status, recoveryCodesLeft: status.enabled ? 10 : 0, required: true });
  renderWithApp(<TwoFactorPage />, { url: '/dashboard/two-factor' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the two-factor page of an administrator (issue 25)', () => {
  it('says two-factor is required while it is off', async () => {
    openAsAdministrator({ enabled: false });
    expect(await screen.findByText(notice)).toBeInTheDocument();
  });

  it('no longer says so once it is on, and the card has no empty strip above its heading', async () => {
    openAsAdministrator({ enabled: true });
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: /Two-factor sign-in/ });
    expect(section.className).not.toMatch(/border-t|mt-5|pt-4/);
  });
});
