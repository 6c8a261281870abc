import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { Loading, Page } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.tsx';

// The door of an area the server keeps for some accounts (the back-office, the partner portal):
// a signed-out visitor signs in first and comes back; an account that must set up two-factor
// sign-in first (ADMIN_MFA=required, docs/decisions/054) is sent there; an account the area is
// not for is told so in the area's words (`refusal`: its message for the server's refusal, or
// null when the error is another); any other error says what the server said.
export function AccessGate<T>({
  title,
  useMe,
  refusal,
  children,
}: {
  title: string;
  useMe: (enabled: boolean) => UseQueryResult<T>;
  refusal: (error: ApiError) => string | null;
  children: (me: T) => ReactNode;
}) {
  const { isSignedIn } = useSession();
  const location = useLocation();
  const me = useMe(isSignedIn);
  if (!isSignedIn) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (me.isPending) {
    return (
      <Page title={title}>
        <Loading />
      </Page>
    );
  }
  if (me.isError) {
    const error = me.error;
    if (error instanceof ApiError && error.code === 'MFA_REQUIRED') {
      return <Navigate to={paths.twoFactor} replace />;
    }
    return (
      <Page title={title}>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p role="alert" className="mt-4 text-slate-700">
          {(error instanceof ApiError && refusal(error)) || error.message}
        </p>
      </Page>
    );
  }
  return <>{children(me.data)}</>;
}
