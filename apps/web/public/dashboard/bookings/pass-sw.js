// The pages kept for offline use: the arrival pass (docs/decisions/062) and the driver's page
// (decision 131). Served from /dashboard/bookings/, so its scope is that folder only; the
// driver's page loads the same rules from /driver-sw.js, registered with the scope /driver.
// The rest of the app is never intercepted. Inside a scope, three kinds of request are
// answered, each from the network first when it can:
// - opening a kept page (/dashboard/bookings/<reference>/pass, /driver): the saved page when
//   offline;
// - the app's hashed files (/assets/…): from a cache when kept there (they never change);
// - a kept page's data answer (/api/booking/<id>/pass, /api/driver/jobs): the saved answer
//   when offline or when the server fails;
// - a photo the pass shows (/api/media/<id>: the driver's, the meeting point's; issue 35):
//   from a cache when kept there (an uploaded image never changes).
// Everything else goes to the network as if there were no worker. The pages fill their own
// cache (src/lib/keep-offline.ts); signing out deletes it.
const CACHE = 'landed-arrival-pass-v1';
const DRIVER_CACHE = 'landed-driver-jobs-v1';
// Each kept page: its address, its data answer's, and its cache. The pass under a language's
// prefix too (/vi/dashboard/bookings/…, docs/decisions/071): the same worker is served at each
// language's address, each with that address as its scope.
const KEPT = [
  {
    page: /^(?:\/[a-z]{2}(?:-[A-Z]{2})?)?\/dashboard\/bookings\/[^/]+\/pass\/?$/,
    data: /^\/api\/booking\/[^/]+\/pass$/,
    cache: CACHE,
  },
  { page: /^\/driver\/?$/, data: /^\/api\/driver\/jobs$/, cache: DRIVER_CACHE },
];
const MEDIA = /^\/api\/media\/[^/]+$/;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

async function fromCache(cacheName, request) {
  const cache = await caches.open(cacheName);
  return cache.match(request, { ignoreSearch: true, ignoreVary: true });
}

async function networkFirst(cacheName, request) {
  try {
    const response = await fetch(request);
    if (response.status < 500) return response;
    return (await fromCache(cacheName, request)) ?? response;
  } catch (error) {
    const saved = await fromCache(cacheName, request);
    if (saved) return saved;
    throw error;
  }
}

// A hashed file is the same whichever page kept it.
async function cacheFirst(request) {
  for (const { cache } of KEPT) {
    const saved = await fromCache(cache, request);
    if (saved) return saved;
  }
  return fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/') || MEDIA.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
    return;
  }
  for (const { page, data, cache } of KEPT) {
    if ((request.mode === 'navigate' && page.test(url.pathname)) || data.test(url.pathname)) {
      event.respondWith(networkFirst(cache, request));
      return;
    }
  }
});

// Web Push (docs/decisions/132): the arrival-day messages ("Your driver … is at the meeting
// point"), shown as notices; a tap opens the pass the message is about (this site's pages only)
// or brings an open one forward.
// The message's JSON ({title, body, url, tag}), or its text as the body.
function pushMessage(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const message = pushMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title || 'Landed', {
      body: message.body || '',
      tag: message.tag,
      icon: '/favicon.svg',
      data: { url: message.url },
    }),
  );
});

function passAddress(url) {
  try {
    const target = new URL(url, self.registration.scope);
    if (target.origin === self.location.origin) return target.href;
  } catch {
    // Not an address: the pass list instead.
  }
  return new URL('..', self.registration.scope).href;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = passAddress(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
