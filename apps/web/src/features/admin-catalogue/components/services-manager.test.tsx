import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminMe } from '@landed/shared/schemas/admin';
import type { AdminService } from '@landed/shared/schemas/admin-catalogue';
import { permissionsOf } from '@landed/shared/permissions';

import { answerEveryRequest, renderWithApp } from '#web/test/render.tsx';
import { ServicesManager } from './services-manager.tsx';

const me = (adminRole: AdminMe['adminRole']): AdminMe => ({
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Admin',
  email: 'admin@example.com',
  adminRole,
  permissions: permissionsOf(adminRole),
});

const service = (overrides: Partial<AdminService> = {}): AdminService => ({
  _id: crypto.randomUUID(),
  slug: 'airport-pickup',
  title: 'Airport Pickup',
  description: 'A friendly driver meets you at Melbourne Airport arrivals.',
  details: '',
  price: '',
  category: 'Arrival',
  rating: null,
  highlight: '',
  features: [],
  image: '',
  imageUrl: '',
  icon: '',
  visibility: 'Published',
  isDeleted: false,
  translations: {},
  createdAt: '2026-11-21T01:00:00.000Z',
  updatedAt: '2026-11-21T01:00:00.000Z',
  ...overrides,
});

const answer = answerEveryRequest;

afterEach(() => vi.unstubAllGlobals());

describe('ServicesManager', () => {
  it('the dashboard tab: a list that is not an array says so', async () => {
    answer({ services: 'nope' });
    renderWithApp(<ServicesManager me={me('Super Admin')} view="tab" />, { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Services data is not an array.',
    );
  });

  it("the dashboard tab: any other failure is 'Failed to load initial dashboard data.'", async () => {
    answer({ message: 'down' }, 503);
    renderWithApp(<ServicesManager me={me('Super Admin')} view="tab" />, { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load initial dashboard data.',
    );
  });

  it("the screen: 'Failed to load services'", async () => {
    answer({ message: 'down' }, 503);
    renderWithApp(<ServicesManager me={me('Content Manager')} view="screen" />, {
      signedIn: true,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load services');
    expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument();
  });

  it("an empty catalogue says 'No Services Yet.' with a way to add one", async () => {
    answer({ services: [], total: 0, categories: [] });
    renderWithApp(<ServicesManager me={me('Content Manager')} view="screen" />, {
      signedIn: true,
    });
    expect(await screen.findByText('No Services Yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '+ Add New Service' })).toHaveLength(2);
  });

  it('every column of the screen, the previews, and a deleted row with only Restore', async () => {
    answer({
      services: [
        service(),
        service({ _id: crypto.randomUUID(), title: 'Old Tour', isDeleted: true }),
      ],
      total: 2,
      categories: ['Arrival'],
    });
    renderWithApp(<ServicesManager me={me('Content Manager')} view="screen" />, {
      signedIn: true,
    });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Thumbnail',
      'Title',
      'Description',
      'Price',
      'Category',
      'Created',
      'Updated',
      'Visibility',
      'Actions',
    ]);
    const [, live, deleted] = within(table).getAllByRole('row');
    expect(live).toHaveTextContent('A friendly driver meets you at Melbourne...');
    expect(live).toHaveTextContent('Free');
    expect(live).toHaveTextContent('21 Nov 2026');
    expect(within(live!).getByRole('button', { name: 'Edit Airport Pickup' })).toBeEnabled();
    expect(within(deleted!).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(deleted!).getByRole('button', { name: 'Restore Old Tour' })).toBeEnabled();
    expect(within(deleted!).getByRole('switch')).toBeDisabled();
  });

  it('a read-only role sees the list without any control that changes it', async () => {
    answer({ services: [service()], total: 1, categories: ['Arrival'] });
    renderWithApp(<ServicesManager me={me('Booking Agent')} view="screen" />, { signedIn: true });
    expect(await screen.findByRole('rowheader', { name: 'Airport Pickup' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Add New Service' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit|Delete|Restore/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('the tab shows the compact columns and a way to the full screen', async () => {
    answer({ services: [service()], total: 1, categories: [] });
    renderWithApp(<ServicesManager me={me('Super Admin')} view="tab" />, { signedIn: true });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Thumbnail', 'Title', 'Price', 'Category', 'Visibility', 'Actions']);
    expect(screen.getByRole('link', { name: 'Open the services screen' })).toHaveAttribute(
      'href',
      '/admin/services',
    );
  });
});
