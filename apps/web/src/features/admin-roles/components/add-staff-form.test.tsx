import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { AddStaffForm } from './add-staff-form.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const answering = (response: () => Response) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => response());

async function addStaff(email: string, role: string) {
  const view = renderWithApp(<AddStaffForm idPrefix="t" />, { signedIn: true });
  await view.user.type(screen.getByLabelText('E-mail'), email);
  await view.user.selectOptions(screen.getByLabelText('Role'), role);
  await view.user.click(screen.getByRole('button', { name: 'Add staff' }));
}

// "Add staff" says which of the three things happened (docs/decisions/075).
describe('AddStaffForm', () => {
  it('a verified account: the role is given', async () => {
    const fetchSpy = answering(() =>
      jsonResponse(
        { admin: { _id: 'u1', name: 'Ana', email: 'ana@example.com', role: 'Booking Agent' } },
        201,
      ),
    );
    await addStaff('ana@example.com', 'Booking Agent');
    expect(await screen.findByText('ana@example.com is now Booking Agent.')).toBeVisible();
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body))).toEqual({
      email: 'ana@example.com',
      role: 'Booking Agent',
    });
  });

  it('no account: an invitation is sent', async () => {
    answering(() =>
      jsonResponse(
        {
          invitation: {
            _id: 'i1',
            email: 'new@example.com',
            role: 'Developer',
            invitedBy: 'owner@example.com',
            sentAt: '2026-11-26T10:00:00.000Z',
            expiresAt: '2026-12-03T10:00:00.000Z',
          },
        },
        202,
      ),
    );
    await addStaff('new@example.com', 'Developer');
    expect(await screen.findByText(/Invitation sent to new@example\.com\./)).toBeVisible();
  });

  it('an unconfirmed account: the server’s reason is shown', async () => {
    const message =
      'This person must first confirm their e-mail address: ask them to open the confirmation link we sent them (they can have it sent again from their dashboard), then add them again.';
    answering(() => jsonResponse({ message, code: 'EMAIL_NOT_VERIFIED' }, 409));
    await addStaff('squat@example.com', 'Super Admin');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
