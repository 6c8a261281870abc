import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { AdminMe, AdminUserDetail } from '@landed/shared/schemas/admin';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { UserProfileModal } from './user-profile-modal.tsx';

const supportAdmin: AdminMe = {
  _id: '55555555-5555-4555-8555-555555555555',
  name: 'Sam Support',
  email: 'sam@landed.test',
  adminRole: 'Support Admin',
  permissions: ['overview:read', 'users:read', 'users:manage', 'documents:read'],
};

function detail(adminRole: AdminUserDetail['adminRole']): AdminUserDetail {
  return {
    _id: '66666666-6666-4666-8666-666666666666',
    name: 'Alex Example',
    email: 'alex@example.com',
    type: '',
    university: '',
    profile: { firstName: '', lastName: '', type: '', phone: '', university: '' },
    notes: '',
    adminRole,
    suspended: false,
    status: 'Active',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSignInAt: null,
    arrival: null,
    bookings: [],
    documents: [],
    onboarding: [],
    progress: 0,
  };
}

async function open(user: AdminUserDetail, me: AdminMe) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ user }));
  renderWithApp(<UserProfileModal userId={user._id} me={me} onClose={() => {}} />, {
    signedIn: true,
  });
  await screen.findByText(user.email);
}

describe('UserProfileModal', () => {
  it('lets a Support Admin suspend an ordinary user', async () => {
    await open(detail(null), supportAdmin);
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
  });

  // The server refuses it (403): only a Super Admin changes an administrator's access.
  it('offers a Support Admin no Suspend for an administrator', async () => {
    await open(detail('Super Admin'), supportAdmin);
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
  });

  it('offers a Super Admin Suspend for an administrator', async () => {
    await open(detail('Booking Agent'), {
      ...supportAdmin,
      adminRole: 'Super Admin',
      permissions: [...supportAdmin.permissions, 'roles:manage'],
    });
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
  });

  // Issue 24: documents are for the roles that handle arrivals and support.
  it('shows the documents to a Support Admin', async () => {
    await open(detail(null), supportAdmin);
    expect(screen.getByRole('heading', { name: 'Documents' })).toBeInTheDocument();
  });

  it('shows a Developer no documents section', async () => {
    await open(detail(null), {
      ...supportAdmin,
      adminRole: 'Developer',
      permissions: ['overview:read', 'users:read', 'logs:read'],
    });
    expect(screen.queryByRole('heading', { name: 'Documents' })).not.toBeInTheDocument();
  });
});
