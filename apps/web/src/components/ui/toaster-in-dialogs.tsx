import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Toaster } from 'react-hot-toast';

// The topmost open modal <dialog>, or null. A modal dialog is in the browser's top layer, above
// everything else, with the rest of the page dimmed and inert: a toast drawn outside it showed
// under the overlay and was not read out (issue 25), so toasts are drawn inside it. Watched
// here, in the toaster's own lazy chunk, so the first load carries none of it.
const topmostDialog = () => [...document.querySelectorAll('dialog[open]')].at(-1) ?? null;

function useToastHost(): Element | null {
  const [host, setHost] = useState<Element | null>(topmostDialog);
  useEffect(() => {
    const update = () => setHost(topmostDialog());
    update();
    const observer = new MutationObserver(update);
    // Attributes for a dialog opened or closed in place; children for one mounted or unmounted
    // while open (a confirmation that closes by leaving the page left the toasts in it).
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
    return () => observer.disconnect();
  }, []);
  return host;
}

// A toast wraps anywhere: one naming a long e-mail address ran past a 390 px phone's edge,
// the address cut off.
const TOAST_OPTIONS = { duration: 4000, style: { overflowWrap: 'anywhere' as const } };

// react-hot-toast's Toaster, inside the open dialog when there is one. Its toasts live in the
// library's store, so moving the Toaster in and out of a dialog keeps them.
export default function ToasterInDialogs() {
  const host = useToastHost();
  const toaster = <Toaster position="top-center" toastOptions={TOAST_OPTIONS} />;
  return host ? createPortal(toaster, host) : toaster;
}
