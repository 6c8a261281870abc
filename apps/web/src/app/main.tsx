import '../index.css';
import '../lib/zod-config.ts';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

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

try {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no element with id "root".');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppProvider>
          <AppRoutes />
        </AppProvider>
      </BrowserRouter>
    </StrictMode>,
  );
} catch (error) {
  showStartupFailure(error);
}
