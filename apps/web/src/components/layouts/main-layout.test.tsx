import { screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithApp, testToken } from '#web/test/render.tsx';
import { MainLayout } from './main-layout.tsx';

vi.mock('#web/lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() },
}));
const { toast } = await import('#web/lib/toast.ts');

const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.signature`;
const me = {
  _id: 'u9',
  id: 'u9',
  name: 'Kenji Sato',
  email: 'kenji@example.com',
  role: 'user',
  adminRole: null,
};

function renderAt(url: string) {
  return renderWithApp(
    <Routes>
      <Route element={<MainLayout />}>
        <Route index element={<p>Home page</p>} />
        <Route path="dashboard" element={<p>Dashboard page</p>} />
        <Route path="services" element={<p>Services page</p>} />
        <Route path="login" element={<p>Login page</p>} />
      </Route>
    </Routes>,
    { url },
  );
}

describe('the token variants of the home and dashboard pages (public §2)', () => {
  it.each([
    ['/', 'Home page'],
    ['/dashboard', 'Dashboard page'],
  ])(
    '%s?token= exchanges it for a session, says so and shows the bare page',
    async (path, page) => {
      const token = jwt({ id: 'u9', tv: 0, sid: 's9' });
      const fetchSpy = vi
        .spyOn(globalThis, 'fetch')
        .mockResolvedValue(jsonResponse({ token, user: me }));
      const { url } = renderAt(`${path}?token=single-use-link-token`);
      // The page waits until the session is stored (so the dashboard guard sees it).
      expect(screen.getByRole('status')).toHaveTextContent('Completing Sign In');
      expect(screen.queryByText(page)).not.toBeInTheDocument();
      await waitFor(() => expect(url()).toBe(path));
      expect(await screen.findByText(page)).toBeInTheDocument();
      const [requested, init] = fetchSpy.mock.calls[0]!;
      expect(requested).toBe('/api/auth/token/exchange');
      expect(init!.body).toBe(JSON.stringify({ token: 'single-use-link-token' }));
      expect(window.localStorage.getItem('token')).toBe(token);
      expect(window.localStorage.getItem('userId')).toBe('u9');
      expect(screen.getAllByText('Hi, Kenji Sato').length).toBeGreaterThan(0);
      expect(toast.success).toHaveBeenCalledWith('Successfully signed in with Google!', {
        id: 'google',
      });
    },
  );

  it('ignores ?token= on other pages', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderAt('/services?token=abc');
    expect(await screen.findByText('Services page')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('sends a refused token to /login with the failure toast', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ message: 'nope' }, 401));
    const { url } = renderAt(`/?token=${jwt({ id: 'u9', tv: 0 })}`);
    await waitFor(() => expect(url()).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('Google sign-in failed. Please try again.', {
      id: 'google',
    });
  });
});

describe('the switch question on the home variant', () => {
  it('asks in a dialog when another user is signed in; Cancel keeps them', async () => {
    const token = jwt({ id: 'u9', tv: 0, sid: 's9' });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === '/api/auth/token/exchange'
        ? jsonResponse({ token, user: me })
        : new Response(null, { status: 204 }),
    );
    const { url, user } = renderWithApp(
      <Routes>
        <Route element={<MainLayout />}>
          <Route index element={<p>Home page</p>} />
        </Route>
      </Routes>,
      { url: '/?token=single-use-link-token', signedIn: true },
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Switch account?' },
      // The dialog's code loads when it is first needed.
      { timeout: 5000 },
    );
    expect(dialog).toHaveTextContent('You are signed in as Priya Sharma. Continue as Kenji Sato?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(url()).toBe('/'));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(window.localStorage.getItem('userName')).toBe('Priya Sharma');
    expect(window.localStorage.getItem('token')).toBe(testToken);
  });
});

describe('Logout in the navigation bar', () => {
  it('ends the session on the server, then signs the browser out', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(null, { status: 204 }));
    const { url, user } = renderWithApp(
      <Routes>
        <Route element={<MainLayout />}>
          <Route index element={<p>Home page</p>} />
          <Route path="services" element={<p>Services page</p>} />
        </Route>
      </Routes>,
      { url: '/services', signedIn: true },
    );
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await waitFor(() => expect(url()).toBe('/'));
    // After this browser's push subscriptions are let go (lib/pass-push.ts, loaded on Logout).
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const [requested, init] = fetchSpy.mock.calls[0]!;
    expect(requested).toBe('/api/auth/logout');
    expect(init!.method).toBe('POST');
    expect((init!.headers as Record<string, string>).authorization).toBe(`Bearer ${testToken}`);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Logged out successfully');
  });

  it('signs the browser out even when the server cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderWithApp(
      <Routes>
        <Route element={<MainLayout />}>
          <Route index element={<p>Home page</p>} />
        </Route>
      </Routes>,
      { url: '/', signedIn: true },
    );
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Logged out successfully');
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('scrolling on a path change (public §2)', () => {
  it('leaves the page the visitor landed on where it is, and starts each next page at its top', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({}));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { url, user } = renderWithApp(
      <Routes>
        <Route element={<MainLayout />}>
          <Route index element={<Link to="/services">To services</Link>} />
          <Route path="services" element={<Link to="/">Back home</Link>} />
        </Route>
      </Routes>,
      { url: '/' },
    );
    // Landed: the browser placed the page (or the visitor scrolled it before the app took over).
    await screen.findByRole('link', { name: 'To services' });
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'To services' }));
    await waitFor(() => expect(url()).toBe('/services'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    // Back on the first path, by a link: that is a new page too.
    await user.click(screen.getByRole('link', { name: 'Back home' }));
    await waitFor(() => expect(url()).toBe('/'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
