import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect } from 'react';

import { AppToaster } from '#web/components/ui/toaster.tsx';
import { setHydrating } from '#web/lib/hydration.ts';
import { SessionProvider } from '#web/lib/session.tsx';

// The query client comes from main.tsx, which has already filled it for the first page.
export function AppProvider({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient: QueryClient;
}) {
  // The page rendered on the server is taken over once this first commit is done: from now on
  // the app renders as a browser app does (docs/decisions/068).
  useEffect(() => setHydrating(false), []);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Signing out forgets every cached answer of the previous user. */}
      <SessionProvider onSignOut={() => queryClient.clear()}>
        {children}
        <AppToaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
