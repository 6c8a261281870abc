// Renders a page the way the app does (query client, session, router) for component tests,
// and reports where the router is now.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { Location } from 'react-router';
import { MemoryRouter, useLocation } from 'react-router';

import type { SessionUser } from '@landed/shared/schemas/auth';

import type { createI18n } from '#web/lib/i18n.tsx';
import { I18nProvider } from '#web/lib/i18n.tsx';
import { SessionProvider } from '#web/lib/session.tsx';
import { writeSession } from '#web/lib/storage.ts';

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

export function renderWithApp(
  ui: ReactNode,
  {
    url = '/',
    signedIn = false,
    i18n,
  }: { url?: string; signedIn?: boolean; i18n?: ReturnType<typeof createI18n> } = {},
) {
  if (signedIn) writeSession(testToken, testUser);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const current: { location: Location | null } = { location: null };
  function LocationProbe() {
    current.location = useLocation();
    return null;
  }
  const app = (
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={[url]}>
          <LocationProbe />
          {ui}
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>
  );
  // A page in another language: the test loads the catalogues the page needs.
  render(i18n ? <I18nProvider i18n={i18n}>{app}</I18nProvider> : app);
  return {
    user: userEvent.setup(),
    // The path and query the router shows now.
    url: () => `${current.location?.pathname ?? ''}${current.location?.search ?? ''}`,
  };
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// Every request answers this JSON (undo with vi.unstubAllGlobals() after each test).
export function answerEveryRequest(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(body, status)),
  );
}

// Answers fetch by exact address; any other address fails the test.
export function answerRoutes(routes: Record<string, () => Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const route = routes[String(input)];
    if (!route) throw new Error(`unexpected ${String(input)}`);
    return route();
  });
}
