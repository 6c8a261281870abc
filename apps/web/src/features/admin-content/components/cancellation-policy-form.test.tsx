import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_CANCELLATION_POLICY } from '@landed/shared/schemas/cancellation';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { CancellationPolicyForm } from './cancellation-policy-form.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

// Issue 26: the Super Admin sets the tiers; a bad set is refused before it is sent.
describe('the cancellation policy form', () => {
  it('refuses tiers out of order, then saves the policy', async () => {
    const policy = {
      tiers: [
        { hoursBefore: 72, percent: 100 },
        { hoursBefore: 24, percent: 50 },
        { hoursBefore: 0, percent: 0 },
      ],
      airlineCancelledFullRefund: true,
    };
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(async () =>
        jsonResponse({ policy: DEFAULT_CANCELLATION_POLICY, isDefault: true }),
      )
      .mockImplementationOnce(async () => jsonResponse({ policy, isDefault: false }));
    const { user } = renderWithApp(<CancellationPolicyForm />, { signedIn: true });
    const first = await screen.findByRole('textbox', { name: 'Tier 1 hours' });
    await user.clear(first);
    await user.type(first, '12');
    await user.click(screen.getByRole('button', { name: 'Save cancellation policy' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tier 2: List the tiers from the longest notice to the shortest',
    );
    expect(fetch).toHaveBeenCalledTimes(1);

    await user.clear(first);
    await user.type(first, '72');
    await user.click(screen.getByRole('button', { name: 'Save cancellation policy' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [url, init] = fetch.mock.calls[1]!;
    expect(String(url)).toContain('/api/admin/cms/cancellation-policy');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ policy });
  });
});
