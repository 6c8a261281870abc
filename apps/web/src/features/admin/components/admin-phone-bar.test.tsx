import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminMe } from '@landed/shared/schemas/admin';

import { answerEveryRequest, renderWithApp } from '#web/test/render.tsx';
import { AdminPhoneBar } from './admin-phone-bar.tsx';

afterEach(() => vi.unstubAllGlobals());

const me: AdminMe = {
  _id: '55555555-5555-4555-8555-555555555555',
  name: 'Ada Owner',
  email: 'ada@landed.test',
  adminRole: 'Super Admin',
  permissions: ['overview:read', 'bank:manage', 'content:write'],
};

const notification = (i: number, done = false) => ({
  _id: `3333333${i}-3333-4333-8333-333333333333`,
  type: 'booking',
  message: `Booking BK-AAAAA${i} received`,
  createdAt: '2026-11-21T01:00:00.000Z',
  done,
});

function bar(onLogout = () => {}) {
  renderWithApp(
    <AdminPhoneBar
      me={me}
      nav={<nav aria-label="Admin">tabs</nav>}
      screens={[['/admin/services', 'Manage services']]}
      notices={<p>Every notice</p>}
      noticesShown={4}
      onLogout={onLogout}
    />,
    { signedIn: true },
  );
}

// Issue 33 item 5: on a phone the admin's header, tabs and notices are one bar.
describe('the admin bar on a phone', () => {
  it('counts the open notices and the placeholder bank details, and opens them on request', async () => {
    answerEveryRequest({
      notifications: [notification(1), notification(2), notification(3, true)],
      bankDetailsPlaceholder: true,
      items: [],
    });
    bar();
    const notices = await screen.findByRole('button', { name: 'Notices: 3' });
    expect(notices).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Every notice')).toBeNull();
    fireEvent.click(notices);
    expect(notices).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Notices' });
    expect(notices).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByText('Every notice')).toBeVisible();
    // Escape closes it and gives the focus back to its button.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Notices' })).toBeNull();
    expect(notices).toHaveFocus();
  });

  it('keeps who is signed in, the catalogue screens and Logout in its menu', async () => {
    answerEveryRequest({ notifications: [], bankDetailsPlaceholder: false, items: [] });
    const onLogout = vi.fn();
    bar(onLogout);
    expect(await screen.findByRole('button', { name: 'Notices: none' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Account and screens' }));
    const menu = screen.getByRole('group', { name: 'Account and screens' });
    expect(menu).toHaveTextContent('ada@landed.test · Super Admin');
    expect(within(menu).getByRole('link', { name: 'Manage services' })).toHaveAttribute(
      'href',
      '/admin/services',
    );
    fireEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
