import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

import type { SessionUser } from '@landed/shared/schemas/auth';

import { SessionProvider } from '../lib/session.tsx';
import { writeSession } from '../lib/storage.ts';

export const testUser: SessionUser = {
  _id: '11111111-1111-4111-8111-111111111111',
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Priya Sharma',
  email: 'priya@example.com',
  role: 'user',
  adminRole: null,
};

// A token whose payload carries the user's id, as the server's does.
export const testToken = `h.${btoa(JSON.stringify({ id: testUser.id })).replace(/=+$/, '')}.s`;

// Renders inside the app's providers at `path`; `/dashboard` shows a marker page so
// navigation can be seen.
export function renderWithApp(ui: ReactElement, { signedIn = true, path = '/packages' } = {}) {
  if (signedIn) writeSession(testToken, testUser);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/dashboard" element={<p>Dashboard page</p>} />
            <Route path="*" element={ui} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}
