import { Suspense, lazy, useEffect, useState } from 'react';

import {
  isToastLibraryRequested,
  loadToastLibrary,
  onToastLibraryRequested,
} from '#web/lib/toast.ts';

const Toaster = lazy(() => loadToastLibrary().then((m) => ({ default: m.Toaster })));

// Mounted once at the root; renders react-hot-toast's Toaster as soon as a toast is raised.
export function AppToaster() {
  const [active, setActive] = useState(isToastLibraryRequested);
  useEffect(() => onToastLibraryRequested(() => setActive(true)), []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" toastOptions={{ duration: 4000 }} />
    </Suspense>
  );
}
