// The arrival pass offline (docs/decisions/062). Served from /dashboard/bookings/, so its scope
// is that folder only: the rest of the app is never intercepted. Inside it, three kinds of
// request are answered, each from the network first when it can:
// - opening a pass page (/dashboard/bookings/<reference>/pass): the saved page when offline;
// - the app's hashed files (/assets/…): from the cache when kept there (they never change);
// - a pass's data answer (/api/booking/<id>/pass): the saved answer when offline or when the
//   server fails;
// - a photo the pass shows (/api/media/<id>: the driver's, the meeting point's; issue 35):
//   from the cache when kept there (an uploaded image never changes).
// Everything else goes to the network as if there were no worker. The page itself fills the
// cache (src/lib/pass-cache.ts), and logging out deletes it.
const CACHE = 'landed-arrival-pass-v1';
// Under a language's prefix too (/vi/dashboard/bookings/…, docs/decisions/071): the same
// worker is served at each language's address, each with that address as its scope.
const PASS_PAGE = /^(?:\/[a-z]{2}(?:-[A-Z]{2})?)?\/dashboard\/bookings\/[^/]+\/pass\/?$/;
const PASS_DATA = /^\/api\/booking\/[^/]+\/pass$/;
const MEDIA = /^\/api\/media\/[^/]+$/;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

async function fromCache(request) {
  const cache = await caches.open(CACHE);
  return cache.match(request, { ignoreSearch: true, ignoreVary: true });
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.status < 500) return response;
    return (await fromCache(request)) ?? response;
  } catch (error) {
    const saved = await fromCache(request);
    if (saved) return saved;
    throw error;
  }
}

async function cacheFirst(request) {
  return (await fromCache(request)) ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && PASS_PAGE.test(url.pathname)) {
    event.respondWith(networkFirst(request));
  } else if (url.pathname.startsWith('/assets/') || MEDIA.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else if (PASS_DATA.test(url.pathname)) {
    event.respondWith(networkFirst(request));
  }
});
