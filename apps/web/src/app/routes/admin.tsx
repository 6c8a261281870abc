import { Navigate, useLocation } from 'react-router';

import { Page } from '../../components/ui/page.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.tsx';

// DECISIONS "Administrators": signed-out visitors sign in first and come back here; signed-in
// non-administrators are told they have no access. The server enforces roles on every call.
export function Component() {
  const { isSignedIn, user } = useSession();
  const location = useLocation();
  if (!isSignedIn) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (user?.role !== 'admin') {
    return (
      <Page title="Admin">
        <h1 className="text-2xl font-bold text-slate-900">Admin</h1>
        <p role="alert" className="mt-4 text-slate-700">
          You do not have access to the admin area.
        </p>
      </Page>
    );
  }
  return (
    <Page title="Admin Dashboard">
      <h1 className="text-2xl font-bold text-slate-900">Admin Dashboard</h1>
      <p className="mt-2 text-slate-600">{user.email}</p>
    </Page>
  );
}
