import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Toaster } from 'react-hot-toast';

import { createQueryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session.tsx';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Signing out forgets every cached answer of the previous user. */}
      <SessionProvider onSignOut={() => queryClient.clear()}>
        {children}
        <Toaster position="top-center" toastOptions={{ duration: 4000 }} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
