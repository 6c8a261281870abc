import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { BusinessDetailsForm } from './business-details-form.tsx';

function renderForm(
  business = {
    businessName: 'Landed Arrival Services Pty Ltd',
    abn: '',
    businessAddress: 'Melbourne VIC 3000',
    gstRegistered: true,
  },
) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BusinessDetailsForm cmsId="site" business={business} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('BusinessDetailsForm', () => {
  it('says invoices are not tax invoices while a GST-registered business has no ABN', async () => {
    const user = renderForm();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Invoices say "Tax invoice" only once the ABN is set.',
    );
    await user.type(screen.getByLabelText('ABN'), '51 824 753 556');
    expect(screen.queryByRole('status')).toBeNull();
    await user.clear(screen.getByLabelText('ABN'));
    await user.click(screen.getByLabelText(/Registered for GST/));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('checks the ABN’s check digits before sending, then sends it as the ABR prints it', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ cms: {}, bank: null, business: null }));
    const user = renderForm();
    await user.type(screen.getByLabelText('ABN'), '51 824 753 557');
    await user.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText(/This ABN is not valid/)).toBeInTheDocument();
    expect(screen.getByLabelText('ABN')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('ABN'));
    await user.type(screen.getByLabelText('ABN'), '51824753556');
    await user.click(screen.getByRole('button', { name: 'Save business details' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('/api/admin/cms/site');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      abn: '51 824 753 556',
      gstRegistered: true,
    });
  });
});
