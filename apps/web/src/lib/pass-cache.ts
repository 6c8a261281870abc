// The arrival pass kept for offline use (docs/decisions/062): a service worker whose scope is
// only /dashboard/bookings/ (public/dashboard/bookings/pass-sw.js) answers from this cache when
// the network is gone. The pass's data answer is personal: it lives only in this cache, which
// is deleted when the user logs out or their session ends.

// Also named in public/dashboard/bookings/pass-sw.js (a test checks they agree).
export const PASS_CACHE = 'landed-arrival-pass-v1';
export const PASS_WORKER_URL = '/dashboard/bookings/pass-sw.js';
export const PASS_WORKER_SCOPE = '/dashboard/bookings/';

const cacheStorage = (): CacheStorage | null =>
  typeof window !== 'undefined' && 'caches' in window ? window.caches : null;

// Forgets every saved pass (and the files kept to show it).
export async function clearPassCache(): Promise<void> {
  try {
    await cacheStorage()?.delete(PASS_CACHE);
  } catch {
    // Storage refused (private mode): nothing was kept either.
  }
}

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
export async function keepPassForOffline({
  pagePath,
  dataUrl,
  data,
}: {
  pagePath: string;
  dataUrl: string;
  data: unknown;
}): Promise<boolean> {
  const storage = cacheStorage();
  if (!storage || !('serviceWorker' in navigator)) return false;
  try {
    await navigator.serviceWorker.register(PASS_WORKER_URL, { scope: PASS_WORKER_SCOPE });
    const cache = await storage.open(PASS_CACHE);
    await cache.put(
      dataUrl,
      new Response(JSON.stringify(data), {
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
    );
    const assets = loadedAssets();
    await Promise.all([cache.add(pagePath), ...assets.map((url) => cache.add(url))]);
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
