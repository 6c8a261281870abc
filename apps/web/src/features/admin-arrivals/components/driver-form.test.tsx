import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '#web/test/render.tsx';

import { DriverDialog } from './driver-form.tsx';

describe('the driver form (issue 25)', () => {
  it('marks its required fields, and says an empty e-mail is required, not invalid', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderWithApp(<DriverDialog open driver={null} onClose={() => {}} />, {
      signedIn: true,
    });
    for (const label of ['Name', 'Phone', 'Email']) {
      const input = screen.getByLabelText(label);
      expect(input).toBeRequired();
      expect(input.parentElement!.textContent).toBe(`${label}*`);
    }
    expect(screen.getByLabelText('Languages (comma separated)')).not.toBeRequired();
    await user.type(screen.getByLabelText('Name'), 'Li Wei');
    await user.type(screen.getByLabelText('Phone'), '+61 412 345 678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
