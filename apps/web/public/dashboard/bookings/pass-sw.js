// The arrival pass offline (docs/decisions/062). Served from /dashboard/bookings/, so its scope
// is that folder only: the rest of the app is never intercepted. Inside it, three kinds of
// request are answered, each from the network first when it can:
// - opening a pass page (/dashboard/bookings/<reference>/pass): the saved page when offline;
// - the app's hashed files (/assets/…): from the cache when kept there (they never change);
// - a pass's data answer (/api/booking/<id>/pass): the saved answer when offline or when the
//   server fails.
// Everything else goes to the network as if there were no worker. The page itself fills the
// cache (src/lib/pass-cache.ts), and logging out deletes it.
const CACHE = 'landed-arrival-pass-v1';
// Under a language's prefix too (/vi/dashboard/bookings/…, docs/decisions/071): the same
// worker is served at each language's address, each with that address as its scope.
const PASS_PAGE = /^(?:\/[a-z]{2}(?:-[A-Z]{2})?)?\/dashboard\/bookings\/[^/]+\/pass\/?$/;
const PASS_DATA = /^\/api\/booking\/[^/]+\/pass$/;

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
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (PASS_DATA.test(url.pathname)) {
    event.respondWith(networkFirst(request));
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
