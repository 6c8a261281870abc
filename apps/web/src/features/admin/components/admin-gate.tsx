import type { ReactNode } from 'react';

import type { AdminMe } from '@landed/shared/schemas/admin';

import { AccessGate } from '#web/components/ui/access-gate.tsx';
import { useAdminMe } from '#web/features/admin/api/get-admin-me.ts';

// DECISIONS "Administrators": a signed-out visitor signs in first and comes back; a signed-in
// non-administrator is told so. The server decides who is an administrator.
export function AdminGate({ children }: { children: (me: AdminMe) => ReactNode }) {
  return (
    <AccessGate
      title="Admin"
      useMe={useAdminMe}
      refusal={(error) =>
        error.status === 403 ? 'You do not have access to the admin area.' : null
      }
    >
      {children}
    </AccessGate>
  );
}
