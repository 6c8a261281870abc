import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { Driver } from '@landed/shared/schemas/drivers';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { DriverAccessBox } from './driver-access.tsx';

vi.mock('#web/lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() },
}));

const LINK = 'http://localhost:3000/driver/welcome#abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

const driver: Driver = {
  _id: '0b7f8c4e-6f4a-4a57-9a55-2f6a1d3e9b10',
  name: 'Minh Tran',
  phone: '+61 412 000 001',
  email: 'minh@drivers.example',
  languages: ['Vietnamese', 'English'],
  car: { make: '', colour: '', plate: '' },
  active: true,
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
};

describe('DriverAccessBox', () => {
  it('sends the sign-in link, shows it to copy with its expiry, and ends the sessions after asking', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === `/api/admin/drivers/${driver._id}/access-link` && init?.method === 'POST')
        return jsonResponse({ url: LINK, expiresAt: '2027-04-09T23:05:00.000Z' }, 201);
      if (url === `/api/admin/drivers/${driver._id}/sessions` && init?.method === 'DELETE')
        return jsonResponse({ ended: 2 });
      return jsonResponse({ message: 'unexpected' }, 500);
    });
    const { user } = renderWithApp(<DriverAccessBox driver={driver} />, { signedIn: true });

    await user.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect(
      await screen.findByRole('textbox', {
        name: 'Sign-in link (shown only now; also mailed to minh@drivers.example)',
      }),
    ).toHaveValue(LINK);
    expect(screen.getByRole('button', { name: 'Copy sign-in link' })).toBeInTheDocument();
    expect(screen.getByTestId('driver-link-expiry')).toHaveTextContent(
      'Opens once, until 10 Apr 2027, 9:05 am.',
    );

    await user.click(screen.getByRole('button', { name: 'End sessions' }));
    // Nothing happens until it is confirmed.
    expect(fetch).not.toHaveBeenCalledWith(
      `/api/admin/drivers/${driver._id}/sessions`,
      expect.anything(),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        `/api/admin/drivers/${driver._id}/sessions`,
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    fetch.mockRestore();
  });

  it('offers no link for an inactive driver', () => {
    renderWithApp(<DriverAccessBox driver={{ ...driver, active: false }} />, { signedIn: true });
    expect(screen.getByRole('button', { name: 'Send sign-in link' })).toBeDisabled();
    expect(screen.getByText('An inactive driver cannot be sent a link.')).toBeInTheDocument();
  });
});
