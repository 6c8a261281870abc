// Renders a page the way the app does (query client, session, router) for component tests,
// and reports where the router is now.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { Location } from 'react-router';
import { MemoryRouter, useLocation } from 'react-router';

import { SessionProvider } from '../lib/session.tsx';

export function renderWithApp(ui: ReactNode, { url = '/' }: { url?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const current: { location: Location | null } = { location: null };
  function LocationProbe() {
    current.location = useLocation();
    return null;
  }
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={[url]}>
          <LocationProbe />
          {ui}
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return {
    user: userEvent.setup(),
    // The path and query the router shows now.
    url: () => `${current.location?.pathname ?? ''}${current.location?.search ?? ''}`,
  };
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
