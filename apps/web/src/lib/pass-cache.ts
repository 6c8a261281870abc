// The arrival pass kept for offline use (docs/decisions/062): a service worker whose scope is
// only /dashboard/bookings/ (public/dashboard/bookings/pass-sw.js) answers from this cache when
// the network is gone. The pass's data answer is personal: it lives only in this cache, which
// is deleted when the user logs out or their session ends.

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

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

// Signing out on purpose leaves this browser (a shared or borrowed computer): its arrival-day
// push subscriptions (docs/decisions/132) go too, so it shows nobody's arrival afterwards. The
// server forgets each one while `token` still works, then the browser drops it. A session that
// merely expired keeps them: the student's own phone must not go quiet on arrival day.
export async function leavePassPush(token: string): Promise<void> {
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    for (const registration of registrations) {
      if (!new URL(registration.scope).pathname.endsWith(PASS_WORKER_SCOPE)) continue;
      const subscription = await registration.pushManager?.getSubscription();
      if (!subscription) continue;
      await apiRequest(api.pushSubscriptions, {
        method: 'DELETE',
        token,
        body: { endpoint: subscription.endpoint },
      }).catch(() => undefined);
      await subscription.unsubscribe();
    }
  } catch {
    // No service workers here (or storage refused): nothing was subscribed.
  }
}
