import '#web/index.css';
import '#web/lib/zod-config.ts';

import type { DehydratedState } from '@tanstack/react-query';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

import type { Messages } from '@lingui/core';

import { localePrefix, splitLocale } from '@landed/shared/locales';

import { ApiError } from '#web/lib/api-client.ts';
import { setHydrating } from '#web/lib/hydration.ts';
import { I18nProvider, createI18n, loadCatalogue, setBrowserI18n } from '#web/lib/i18n.tsx';
import { rememberedLocaleRedirect, takeLocaleFromAddress } from '#web/lib/locale-choice.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import type { SerializedError } from './entry-server.tsx';
import { AppProvider } from './provider.tsx';
import { AppRoutes, preparePage } from './router.tsx';

// How long the first render waits for the page's code and answers (preloaded with the page,
// docs/decisions/026) before showing the page with its own loading states instead.
const PREPARE_LIMIT_MS = 2_500;

// Start-up failure (admin §2): without the root element, say so in red with the error text.
function showStartupFailure(error: unknown) {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'color:#b91c1c;padding:2rem;font-family:system-ui,sans-serif';
  const title = document.createElement('h1');
  title.textContent = 'Application Failed to Load';
  const detail = document.createElement('pre');
  detail.style.whiteSpace = 'pre-wrap';
  detail.textContent = error instanceof Error ? error.message : String(error);
  box.append(title, detail);
  document.body.prepend(box);
}

// The answers a page rendered on the server was made from (docs/decisions/068), as fresh as
// the page itself, with its errors as ApiError again.
function serverState(): DehydratedState | null {
  const element = document.getElementById('landed-state');
  if (!element?.textContent) return null;
  const state = JSON.parse(element.textContent) as DehydratedState;
  const now = Date.now();
  for (const query of state.queries) {
    const error = query.state.error as SerializedError | null;
    if (error?.apiError) query.state.error = new ApiError(error);
    if (query.state.status === 'success') query.state.dataUpdatedAt = now;
    else query.state.errorUpdatedAt = now;
  }
  return state;
}

// The interface texts of a page rendered on the server: the file its starter names (boot.js
// has asked for it beside the app's code; the browser keeps it), or null, when the catalogue's
// own chunk is loaded instead (docs/decisions/137).
async function serverMessages(): Promise<Messages | null> {
  const address = document.querySelector<HTMLScriptElement>('script[data-texts]')?.dataset.texts;
  if (!address) return null;
  try {
    const response = await fetch(address);
    return response.ok ? ((await response.json()) as Messages) : null;
  } catch {
    return null;
  }
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no element with id "root".');
  // A visitor who chose a language, arriving at an English address, goes to the same page in
  // their language (lib/locale-choice.ts).
  takeLocaleFromAddress();
  const redirect = rememberedLocaleRedirect(window.location);
  if (redirect) {
    window.location.replace(redirect);
    return;
  }
  // The page's language is in its address (/zh-CN/packages); the routes are the same under
  // each language's prefix.
  const { locale, path } = splitLocale(window.location.pathname);
  const i18n = createI18n(locale);
  setBrowserI18n(i18n);
  const catalogue = serverMessages().then((messages) =>
    loadCatalogue(i18n, { name: 'public', messages: messages ?? undefined }),
  );
  const location = { pathname: path, search: window.location.search };
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <BrowserRouter basename={localePrefix(locale) || undefined}>
        <I18nProvider i18n={i18n}>
          <AppProvider queryClient={queryClient}>
            <AppRoutes />
          </AppProvider>
        </I18nProvider>
      </BrowserRouter>
    </StrictMode>
  );

  // A public page arrives rendered: take it over with the answers it was made from, once its
  // code is here (no loading state, no second request for the same answers).
  const state = serverState();
  if (state) {
    setHydrating(true);
    hydrate(queryClient, state);
    await Promise.all([
      catalogue,
      preparePage({ location, queryClient, limitMs: PREPARE_LIMIT_MS, data: false }),
    ]);
    // As a transition, hydration runs in short slices too: the page stays responsive.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  // The first render is the page with its data, not a loading state replaced a moment later:
  // one render instead of two, and the largest text painted by it (docs/decisions/043).
  await Promise.all([catalogue, preparePage({ location, queryClient, limitMs: PREPARE_LIMIT_MS })]);
  // As a transition, React renders the page in short slices and the main thread stays free
  // for input in between.
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}

start().catch(showStartupFailure);
