import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithApp } from '../../test/render.tsx';
import { MainLayout } from './main-layout.tsx';

vi.mock('../../lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() },
}));
const { toast } = await import('../../lib/toast.ts');

const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.signature`;
const me = {
  _id: 'u9',
  id: 'u9',
  name: 'Kenji Sato',
  email: 'kenji@example.com',
  role: 'user',
  adminRole: null,
  profile: { firstName: '', lastName: '', type: '', phone: '', university: '' },
  arrival: null,
  createdAt: '2026-01-01T00:00:00.000Z',
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
  ])('%s?token= stores the session, says so and shows the bare page', async (path, page) => {
    const token = jwt({ id: 'u9', tv: 0 });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(me));
    const { url } = renderAt(`${path}?token=${token}`);
    // The page waits until the session is stored (so the dashboard guard sees it).
    expect(screen.getByRole('status')).toHaveTextContent('Completing Sign In');
    expect(screen.queryByText(page)).not.toBeInTheDocument();
    await waitFor(() => expect(url()).toBe(path));
    expect(await screen.findByText(page)).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe(token);
    expect(window.localStorage.getItem('userId')).toBe('u9');
    expect(screen.getAllByText('Hi, Kenji Sato').length).toBeGreaterThan(0);
    expect(toast.success).toHaveBeenCalledWith('Successfully signed in with Google!', {
      id: 'google',
    });
  });

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
