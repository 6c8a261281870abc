import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { I18nProvider, createI18n, loadCatalogue } from '#web/lib/i18n.tsx';
import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { SessionsList } from './sessions-list.tsx';

vi.mock('#web/lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() },
}));
const { toast } = await import('#web/lib/toast.ts');

const here = {
  _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  browser: 'Firefox 128',
  os: 'Linux',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  ip: '203.0.113.7',
  createdAt: '2026-11-20T01:00:00.000Z',
  lastSeenAt: '2026-11-23T23:30:00.000Z',
  current: true,
};
const phone = {
  ...here,
  _id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  browser: 'Safari 17',
  os: 'iOS 17.2',
  ip: '198.51.100.4',
  current: false,
};

// A tiny server: the list, and the two ways of ending sessions.
function server() {
  let sessions = [here, phone];
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/user/sessions') return jsonResponse({ sessions });
    if (init?.method === 'DELETE' && url === `/api/user/sessions/${phone._id}`) {
      sessions = [here];
      return new Response(null, { status: 204 });
    }
    if (url === '/api/auth/logout-all') {
      sessions = [here];
      return jsonResponse({ ended: 1 });
    }
    return jsonResponse({ message: 'unexpected' }, 500);
  });
}

describe('Account Settings: where you are signed in', () => {
  it('lists the sessions with browser, system and address, marking this browser', async () => {
    server();
    renderWithApp(<SessionsList />, { signedIn: true });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Firefox 128 on Linux');
    expect(items[0]).toHaveTextContent('This browser');
    expect(items[0]).toHaveTextContent('203.0.113.7');
    expect(items[1]).toHaveTextContent('Safari 17 on iOS 17.2');
    // No "End session" for this browser: Logout does that.
    expect(screen.getAllByRole('button', { name: /^End session/ })).toHaveLength(1);
  });

  it('ends another session with its button', async () => {
    const fetchSpy = server();
    const { user } = renderWithApp(<SessionsList />, { signedIn: true });
    await user.click(
      await screen.findByRole('button', { name: 'End session: Safari 17 on iOS 17.2' }),
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(fetchSpy).toHaveBeenCalledWith(
      `/api/user/sessions/${phone._id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(toast.success).toHaveBeenCalledWith('Session ended.');
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('signs out everywhere else', async () => {
    const fetchSpy = server();
    const { user } = renderWithApp(<SessionsList />, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/auth/logout-all',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(toast.success).toHaveBeenCalledWith('Signed out everywhere else.');
  });

  it('speaks the page language', async () => {
    server();
    const i18n = createI18n('vi');
    await loadCatalogue(i18n, { name: 'public' });
    await loadCatalogue(i18n, { name: 'account' });
    renderWithApp(
      <I18nProvider i18n={i18n}>
        <SessionsList />
      </I18nProvider>,
      { signedIn: true },
    );
    expect(await screen.findByRole('button', { name: 'Đăng xuất ở mọi nơi khác' })).toBeVisible();
    expect(screen.getByText('Firefox 128 trên Linux')).toBeInTheDocument();
  });
});
