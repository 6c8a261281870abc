import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { I18nProvider, createI18n, loadCatalogue } from '#web/lib/i18n.tsx';
import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { CalendarFeedBox } from './calendar-feed-box.tsx';

vi.mock('#web/lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() },
}));

const URL_ONCE =
  'http://localhost:3000/api/calendar/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.ics';

function server() {
  let feed: { createdAt: string } | null = null;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url !== '/api/admin/me/calendar-feed') return jsonResponse({ message: 'unexpected' }, 500);
    if (init?.method === 'POST') {
      feed = { createdAt: '2027-04-02T23:05:00.000Z' };
      return jsonResponse({ url: URL_ONCE, feed }, 201);
    }
    if (init?.method === 'DELETE') {
      feed = null;
      return new Response(null, { status: 204 });
    }
    return jsonResponse({ feed });
  });
}

describe('CalendarFeedBox', () => {
  it('makes a feed, shows its address once, and revokes it', async () => {
    const fetch = server();
    const { user } = renderWithApp(<CalendarFeedBox owner={{ kind: 'me' }} />, {
      signedIn: true,
    });
    expect(await screen.findByText('No calendar feed yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make a feed address' }));
    expect(
      await screen.findByRole('textbox', { name: 'Private feed address (shown only now)' }),
    ).toHaveValue(URL_ONCE);
    expect(screen.getByTestId('calendar-feed-status')).toHaveTextContent(
      'Active since 3 Apr 2027, 10:05 am.',
    );

    await user.click(screen.getByRole('button', { name: 'Revoke feed' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No calendar feed yet.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/admin/me/calendar-feed',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
    fetch.mockRestore();
  });

  it('only shows the state to those who may not change it', async () => {
    const fetch = server();
    renderWithApp(<CalendarFeedBox owner={{ kind: 'me' }} canChange={false} />, {
      signedIn: true,
    });
    expect(await screen.findByText('No calendar feed yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    fetch.mockRestore();
  });

  it('loads its texts where the page has not (the back-office), in the page language', async () => {
    const fetch = server();
    const i18n = createI18n('vi');
    await loadCatalogue(i18n, { name: 'public' });
    renderWithApp(
      <I18nProvider i18n={i18n}>
        <CalendarFeedBox owner={{ kind: 'me' }} />
      </I18nProvider>,
      { signedIn: true },
    );
    expect(await screen.findByText('Chưa có nguồn cấp lịch.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tạo địa chỉ nguồn cấp' })).toBeVisible();
    fetch.mockRestore();
  });
});
