import { Navigate } from 'react-router';

import { paths } from '#web/config/paths.ts';

// DECISIONS: /booking (linked from the home page) redirects to /packages.
export function Component() {
  return <Navigate to={paths.packages} replace />;
}
