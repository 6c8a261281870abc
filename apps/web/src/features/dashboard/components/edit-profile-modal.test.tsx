import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Me } from '@landed/shared/schemas/user';

import { jsonResponse, renderWithApp, testUser } from '#web/test/render.tsx';
import { EditProfileModal } from './edit-profile-modal.tsx';

vi.mock('#web/lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() },
}));

const me: Me = {
  ...testUser,
  emailVerified: true,
  mfaEnabled: false,
  profile: { firstName: '', lastName: '', type: '', phone: '', university: '' },
  arrival: null,
  locale: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const bodyOf = (spy: ReturnType<typeof vi.spyOn>) =>
  JSON.parse(String((spy.mock.calls.at(-1) as [string, RequestInit])[1].body));

describe('Edit Profile (docs/decisions/050)', () => {
  it('asks for the current password only when the e-mail changes, and says a link was sent', async () => {
    const onClose = vi.fn();
    const message =
      'We have sent a link to new@example.com. Your e-mail address changes when you open it.';
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        jsonResponse({ user: me, pendingEmail: 'new@example.com', message }),
      );
    const { user } = renderWithApp(<EditProfileModal me={me} open onClose={onClose} />, {
      signedIn: true,
    });
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.type(screen.getByLabelText('Current Password'), 'my-current-pass');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(
      screen.getByText(`Until then your account keeps the address ${me.email}.`),
    ).toBeVisible();
    expect(bodyOf(fetchSpy)).toMatchObject({
      email: 'new@example.com',
      currentPassword: 'my-current-pass',
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends no password when the e-mail stays, and shows a refused password', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(async () => jsonResponse({ user: { ...me, name: 'Priya S.' } }))
      .mockImplementationOnce(async () =>
        jsonResponse(
          { message: 'Your current password is incorrect.', code: 'WRONG_PASSWORD' },
          403,
        ),
      );
    const onClose = vi.fn();
    const { user } = renderWithApp(<EditProfileModal me={me} open onClose={onClose} />, {
      signedIn: true,
    });
    const name = screen.getByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, 'Priya S.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(fetchSpy)).not.toHaveProperty('currentPassword');
    expect(bodyOf(fetchSpy).email).toBe(me.email);

    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'other@example.com');
    await user.type(screen.getByLabelText('Current Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your current password is incorrect.',
    );
  });

  it('offers every language by its own name, saves the choice with the profile, and the site follows', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => jsonResponse({ user: { ...me, locale: 'vi' } }));
    const onClose = vi.fn();
    const { user } = renderWithApp(<EditProfileModal me={me} open onClose={onClose} />, {
      signedIn: true,
    });
    const language = screen.getByLabelText('Language');
    expect(language).toHaveValue('en');
    expect(
      Array.from((language as HTMLSelectElement).options).map((o) => [o.value, o.text]),
    ).toEqual([
      ['en', 'English'],
      ['zh-CN', '简体中文'],
      ['hi', 'हिन्दी'],
      ['ne', 'नेपाली'],
      ['vi', 'Tiếng Việt'],
    ]);
    await user.selectOptions(language, 'vi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The site follows the new language: remembered, and the same page opened in it.
    await waitFor(() => expect(window.localStorage.getItem('landed-locale')).toBe('vi'));
    expect(bodyOf(fetchSpy)).toMatchObject({ locale: 'vi' });
  });
});
