import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Partner } from '@landed/shared/schemas/partners';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';

import { PartnersTab } from './partners-tab.tsx';

const agency: Partner = {
  _id: '11111111-1111-4111-8111-111111111111',
  kind: 'Agent',
  name: 'Southern Cross Education',
  abn: '51 824 753 556',
  billingEmail: 'accounts@sce.example',
  address: '',
  code: 'ABCD2345',
  referralPath: '/?partner=ABCD2345',
  billingMode: 'student',
  commissionType: 'percent',
  commissionValue: 1250,
  requiresApproval: false,
  allowedPackageIds: [],
  allowedServiceKeys: [],
  paymentTermsDays: 14,
  active: true,
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
};

function answer() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/admin/partners?'))
      return jsonResponse({ partners: [agency], total: 1 });
    if (url === '/api/public/packages') return jsonResponse({ packages: [] });
    if (url === '/api/public/custom-options') {
      return jsonResponse({
        services: [
          {
            _id: agency._id,
            key: 'airport-pickup',
            name: 'Airport pickup',
            icon: '',
            description: '',
            options: [],
          },
        ],
      });
    }
    if (url === '/api/admin/partners' && init?.method === 'POST') {
      return jsonResponse({ partner: agency }, 201);
    }
    throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the Partners tab (docs/decisions/091)', () => {
  it('lists partners with their code and terms', async () => {
    answer();
    renderWithApp(<PartnersTab />, { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Partners' });
    expect(within(table).getByText('Southern Cross Education')).toBeVisible();
    expect(within(table).getByText('ABCD2345')).toBeVisible();
    expect(within(table).getByText('12.5 % per booking')).toBeVisible();
  });

  it('checks a new partner with the shared schema, and sends the commission in the API’s units', async () => {
    const fetchSpy = answer();
    const { user } = renderWithApp(<PartnersTab />, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add partner' }));
    const form = await screen.findByRole('form', { name: 'Add partner' });
    await user.type(within(form).getByLabelText('Name'), 'Southern Cross Education');
    await user.type(within(form).getByLabelText('ABN'), '51 824 753 557');
    await user.type(within(form).getByLabelText('Billing e-mail'), 'accounts@sce.example');
    await user.selectOptions(within(form).getByLabelText('Commission'), 'percent');
    await user.type(within(form).getByLabelText('Percentage (%)'), '12.5');
    await user.click(within(form).getByLabelText('Airport pickup'));
    await user.click(within(form).getByRole('button', { name: 'Add partner' }));
    expect(
      await within(form).findByText('Enter a valid ABN (11 digits), or leave it empty.'),
    ).toBeVisible();
    const posts = () => fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts()).toHaveLength(0);

    await user.clear(within(form).getByLabelText('ABN'));
    await user.type(within(form).getByLabelText('ABN'), '51 824 753 556');
    await user.click(within(form).getByRole('button', { name: 'Add partner' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]![1]!.body))).toMatchObject({
      kind: 'Agent',
      name: 'Southern Cross Education',
      abn: '51 824 753 556',
      commissionType: 'percent',
      commissionValue: 1250,
      allowedServiceKeys: ['airport-pickup'],
      paymentTermsDays: 14,
    });
  });
});
