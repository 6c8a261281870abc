import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { answerEveryRequest, renderWithApp } from '#web/test/render.tsx';

import { PrivacySettings } from './privacy-settings.tsx';

const stillToCome =
  'You have a booking still to come. Please cancel it, or contact us to cancel it, before deleting your account.';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Delete account (issue 25)', () => {
  it('says first, before any password is typed, that an arrival still to come stops it', async () => {
    answerEveryRequest({ newsletter: 'none' });
    const { user } = renderWithApp(<PrivacySettings openBookings={1} />, { signedIn: true });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(stillToCome)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Current Password')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  });

  it('asks for the password when nothing stops it', async () => {
    answerEveryRequest({ newsletter: 'none' });
    const { user } = renderWithApp(<PrivacySettings openBookings={0} />, { signedIn: true });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(stillToCome)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Current Password/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  });
});
