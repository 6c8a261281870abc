import '#web/index.css';
import '#web/lib/zod-config.ts';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

import { createQueryClient } from '#web/lib/query-client.ts';
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

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no element with id "root".');
  const queryClient = createQueryClient();
  // The first render is the page with its data, not a loading state replaced a moment later:
  // one render instead of two, and the largest text painted by it (docs/decisions/043).
  await preparePage({ location: window.location, queryClient, limitMs: PREPARE_LIMIT_MS });
  // As a transition, React renders the page in short slices and the main thread stays free
  // for input in between.
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <BrowserRouter>
          <AppProvider queryClient={queryClient}>
            <AppRoutes />
          </AppProvider>
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

start().catch(showStartupFailure);
