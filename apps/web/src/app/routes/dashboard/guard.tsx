import { Navigate, Outlet, useLocation } from 'react-router';

import { paths } from '#web/config/paths.ts';
import { useSession } from '#web/lib/session.tsx';

// Public §2: with no stored token the user goes to /login (replacing history), remembering
// where they were going.
export function Component() {
  const { isSignedIn } = useSession();
  const location = useLocation();
  if (!isSignedIn) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <Outlet />;
}
