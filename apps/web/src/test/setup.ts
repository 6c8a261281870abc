import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

import { createI18n, loadCatalogue, setFallbackI18n } from '#web/lib/i18n.tsx';

// findBy…/waitFor give up after 1 s by default. The page's work (a lazy module, a mocked
// request, a state update) takes milliseconds alone, but more than a second on a loaded
// machine: '/?token= exchanges it for a session' failed so while other suites ran.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom has no <dialog> behaviour: enough of it for components that use showModal().
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
  });
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// Components outside the app's provider speak English, with every catalogue loaded.
const english = createI18n('en');
await Promise.all([
  loadCatalogue(english, { name: 'public' }),
  loadCatalogue(english, { name: 'account' }),
]);
setFallbackI18n(english);
