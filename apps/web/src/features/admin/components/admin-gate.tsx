import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import type { AdminMe } from '@landed/shared/schemas/admin';

import { Page } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.tsx';
import { useAdminMe } from '#web/features/admin/api/get-admin-me.ts';

// DECISIONS "Administrators": a signed-out visitor signs in first and comes back; a signed-in
// non-administrator is told so. The server decides who is an administrator.
export function AdminGate({ children }: { children: (me: AdminMe) => ReactNode }) {
  const { isSignedIn } = useSession();
  const location = useLocation();
  const me = useAdminMe(isSignedIn);
  if (!isSignedIn) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (me.isPending) {
    return (
      <Page title="Admin">
        <p role="status" className="py-12 text-center text-slate-600">
          Loading...
        </p>
      </Page>
    );
  }
  // ADMIN_MFA=required: two-factor sign-in first (docs/decisions/054).
  if (me.isError && me.error instanceof ApiError && me.error.code === 'MFA_REQUIRED') {
    return <Navigate to={paths.twoFactor} replace />;
  }
  if (me.isError) {
    const refused = me.error instanceof ApiError && me.error.status === 403;
    return (
      <Page title="Admin">
        <h1 className="text-2xl font-bold text-slate-900">Admin</h1>
        <p role="alert" className="mt-4 text-slate-700">
          {refused ? 'You do not have access to the admin area.' : me.error.message}
        </p>
      </Page>
    );
  }
  return <>{children(me.data)}</>;
}
