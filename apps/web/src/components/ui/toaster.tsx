import { Suspense, lazy, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

import {
  isToastLibraryRequested,
  loadToastLibrary,
  onToastLibraryRequested,
} from '#web/lib/toast.ts';
import { DIALOG_CHANGE_EVENT } from './dialog.tsx';

const Toaster = lazy(() => loadToastLibrary().then((m) => ({ default: m.Toaster })));

// The topmost open modal <dialog>, or null. A modal dialog is in the browser's top layer, above
// everything else, with the rest of the page dimmed and inert: a toast drawn outside it showed
// under the overlay and was not read out (issue 25), so toasts are drawn inside it.
function useToastHost(): Element | null {
  const [host, setHost] = useState<Element | null>(null);
  useEffect(() => {
    const update = () => setHost([...document.querySelectorAll('dialog[open]')].at(-1) ?? null);
    update();
    window.addEventListener(DIALOG_CHANGE_EVENT, update);
    return () => window.removeEventListener(DIALOG_CHANGE_EVENT, update);
  }, []);
  return host;
}

// Mounted once at the root; renders react-hot-toast's Toaster as soon as a toast is raised.
// Its toasts live in the library's store, so moving the Toaster in and out of a dialog keeps
// them.
export function AppToaster() {
  const [active, setActive] = useState(isToastLibraryRequested);
  useEffect(() => onToastLibraryRequested(() => setActive(true)), []);
  const host = useToastHost();
  if (!active) return null;
  const toaster = (
    <Suspense fallback={null}>
      <Toaster position="top-center" toastOptions={{ duration: 4000 }} />
    </Suspense>
  );
  return host ? createPortal(toaster, host) : toaster;
}
