import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';

import { AppToaster } from '../components/ui/toaster.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session.tsx';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
