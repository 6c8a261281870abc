// Toasts (react-hot-toast, the specification's toast behaviour), loaded on first use so the
// library is not part of the first load of any page (docs/decisions/009-first-load-budget.md).
import type * as HotToastModule from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';

type HotToast = typeof HotToastModule;

let library: Promise<HotToast> | null = null;
const listeners = new Set<() => void>();

export function loadToastLibrary(): Promise<HotToast> {
  if (!library) {
    library = import('react-hot-toast');
    void library.then(() => listeners.forEach((listener) => listener()));
  }
  return library;
}

export function isToastLibraryRequested(): boolean {
  return library !== null;
}

// The <Toaster> mounts once the library has been asked for.
export function onToastLibraryRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const show = (kind: 'success' | 'error' | 'blank') => (message: string, options?: ToastOptions) => {
  void loadToastLibrary().then(({ default: hot }) => {
    if (kind === 'blank') hot(message, options);
    else hot[kind](message, options);
  });
};

export const toast = {
  success: show('success'),
  error: show('error'),
  message: show('blank'),
};
