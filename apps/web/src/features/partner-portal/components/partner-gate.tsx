import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import type { PartnerMe } from '@landed/shared/schemas/partners';

import { Page } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.tsx';
import { usePartnerMe } from '#web/features/partner-portal/api/get-partner-me.ts';

// The partner portal's door (docs/decisions/091): a signed-out visitor signs in first and comes
// back; a partner user without two-factor sign-in sets it up first (ADMIN_MFA=required); anyone
// else is told the portal is not theirs. The server decides who is a partner user.
export function PartnerGate({ children }: { children: (me: PartnerMe) => ReactNode }) {
  const { isSignedIn } = useSession();
  const location = useLocation();
  const me = usePartnerMe(isSignedIn);
  if (!isSignedIn) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (me.isPending) {
    return (
      <Page title="Partner portal">
        <p role="status" className="py-12 text-center text-slate-600">
          Loading...
        </p>
      </Page>
    );
  }
  if (me.isError && me.error instanceof ApiError && me.error.code === 'MFA_REQUIRED') {
    return <Navigate to={paths.twoFactor} replace />;
  }
  if (me.isError) {
    const code = me.error instanceof ApiError ? me.error.code : undefined;
    return (
      <Page title="Partner portal">
        <h1 className="text-2xl font-bold text-slate-900">Partner portal</h1>
        <p role="alert" className="mt-4 text-slate-700">
          {code === 'NOT_PARTNER'
            ? 'This area is for the people of our partner universities and agencies. Your account is not one of them.'
            : me.error.message}
        </p>
      </Page>
    );
  }
  return <>{children(me.data)}</>;
}
