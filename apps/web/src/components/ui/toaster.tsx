import { Suspense, lazy, useEffect, useState } from 'react';

import {
  isToastLibraryRequested,
  loadToastLibrary,
  onToastLibraryRequested,
} from '#web/lib/toast.ts';

const Toaster = lazy(() =>
  Promise.all([loadToastLibrary(), import('./toaster-in-dialogs.tsx')]).then(
    ([, module]) => module,
  ),
);

// Mounted once at the root; renders react-hot-toast's Toaster as soon as a toast is raised.
export function AppToaster() {
  const [active, setActive] = useState(isToastLibraryRequested);
  useEffect(() => onToastLibraryRequested(() => setActive(true)), []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
