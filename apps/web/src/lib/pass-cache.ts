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
