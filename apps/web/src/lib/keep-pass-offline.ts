// Keeping an arrival pass for offline use (decision 062), loaded only with the pass page: the
// rest of the app needs just the cache's name and its deletion (./pass-cache.ts).
import type { Locale } from '@landed/shared/locales';
import { localizedPath } from '@landed/shared/locales';

import { PASS_CACHE, PASS_WORKER_SCOPE, PASS_WORKER_URL } from './pass-cache.ts';

// The code and styles this page was built from, as the browser fetched them: the pass needs
// the same files to start without a network.
function loadedAssets(): string[] {
  const urls = new Set<string>();
  const sameOrigin = (href: string) => {
    try {
      const url = new URL(href, window.location.href);
      if (url.origin === window.location.origin && url.pathname.startsWith('/assets/')) {
        urls.add(url.pathname);
      }
    } catch {
      // Not a URL.
    }
  };
  for (const entry of performance.getEntriesByType('resource')) sameOrigin(entry.name);
  document
    .querySelectorAll<HTMLScriptElement>('script[src]')
    .forEach((script) => sameOrigin(script.src));
  document
    .querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="stylesheet"]')
    .forEach((link) => sameOrigin(link.href));
  return [...urls];
}

// Keeps this page, its files and its data answer for offline use, and starts the worker that
// serves them. Older copies of the app's files are dropped. Never throws: offline use is a
// bonus, the page works without it.
// `pagePath` is the pass's address without a language's prefix; `locale` the page's language,
// whose own worker (served at that language's address) keeps that language's page.
export async function keepPassForOffline({
  pagePath,
  locale,
  dataUrl,
  data,
  images = [],
}: {
  pagePath: string;
  locale: Locale;
  dataUrl: string;
  data: unknown;
  // Photos the pass shows (/api/media/…, never changed), kept beside it (issue 35).
  images?: string[];
}): Promise<boolean> {
  const storage = typeof window !== 'undefined' && 'caches' in window ? window.caches : null;
  if (!storage || !('serviceWorker' in navigator)) return false;
  try {
    await navigator.serviceWorker.register(localizedPath(PASS_WORKER_URL, locale), {
      scope: localizedPath(PASS_WORKER_SCOPE, locale),
    });
    const cache = await storage.open(PASS_CACHE);
    await cache.put(
      dataUrl,
      new Response(JSON.stringify(data), {
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
    );
    const assets = loadedAssets();
    await Promise.all([
      cache.add(localizedPath(pagePath, locale)),
      ...assets.map((url) => cache.add(url)),
      ...images.map(async (url) => (await cache.match(url)) ?? cache.add(url)),
    ]);
    const keep = new Set(assets);
    for (const request of await cache.keys()) {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/assets/') && !keep.has(pathname)) await cache.delete(request);
    }
    return true;
  } catch {
    return false;
  }
}
