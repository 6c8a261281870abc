// Keeping a page for offline use (decision 062; the driver's page too, decision 131): the
// page's HTML, the files it was built from and its data answer, in one cache that the offline
// worker (public/dashboard/bookings/pass-sw.js) reads. Imports nothing, and nothing of the
// app's first load imports it (./pass-cache.ts deletes its cache on its own): a module the app's
// entry loads goes into the app's chunk, which the driver's small page must not load.

// A copy kept here says so: the page can tell a saved answer from a fresh one.
export const SAVED_COPY_HEADER = 'x-landed-saved-copy';

// The code and styles this page was built from, as the browser fetched them: the page needs
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
  // Not every environment keeps resource timings (jsdom has none).
  for (const entry of performance.getEntriesByType?.('resource') ?? []) sameOrigin(entry.name);
  document
    .querySelectorAll<HTMLScriptElement>('script[src]')
    .forEach((script) => sameOrigin(script.src));
  document
    .querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="stylesheet"]')
    .forEach((link) => sameOrigin(link.href));
  return [...urls];
}

const cacheStorage = (): CacheStorage | null =>
  typeof window !== 'undefined' && 'caches' in window ? window.caches : null;

// Keeps one data answer in `cache`, under `dataUrl` (no credentials in the key).
export async function keepAnswer({
  cache,
  dataUrl,
  data,
}: {
  cache: string;
  dataUrl: string;
  data: unknown;
}): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  const kept = await storage.open(cache);
  await kept.put(
    dataUrl,
    new Response(JSON.stringify(data), {
      headers: { 'content-type': 'application/json; charset=utf-8', [SAVED_COPY_HEADER]: '1' },
    }),
  );
}

// Keeps this page, its files and its data answer for offline use, and starts the worker that
// serves them (`workerUrl`, whose `scope` covers the page). Older copies of the app's files are
// dropped. Never throws: offline use is a bonus, the page works without it.
export async function keepPageForOffline({
  workerUrl,
  scope,
  cache,
  pageUrl,
  dataUrl,
  data,
  images = [],
}: {
  workerUrl: string;
  scope: string;
  cache: string;
  pageUrl: string;
  dataUrl: string;
  data: unknown;
  // Images the page shows that never change (/api/media/…), kept once.
  images?: string[];
}): Promise<boolean> {
  const storage = cacheStorage();
  if (!storage || !('serviceWorker' in navigator)) return false;
  try {
    await navigator.serviceWorker.register(workerUrl, { scope });
    await keepAnswer({ cache, dataUrl, data });
    const kept = await storage.open(cache);
    const assets = loadedAssets();
    await Promise.all([
      kept.add(pageUrl),
      ...assets.map((url) => kept.add(url)),
      ...images.map(async (url) => (await kept.match(url)) ?? kept.add(url)),
    ]);
    const keep = new Set(assets);
    for (const request of await kept.keys()) {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/assets/') && !keep.has(pathname)) await kept.delete(request);
    }
    return true;
  } catch {
    return false;
  }
}

// Forgets a kept page and its answer (signing out, a session the server ended).
export async function forgetKept(cache: string): Promise<void> {
  try {
    await cacheStorage()?.delete(cache);
  } catch {
    // Storage refused (private mode): nothing was kept either.
  }
}
