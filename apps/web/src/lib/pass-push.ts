import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { PASS_WORKER_SCOPE } from '#web/lib/pass-cache.ts';

// Loaded when Logout is pressed, not with the app (the endpoints' table is not in its first
// part). Signing out on purpose leaves this browser (a shared or borrowed computer): its
// arrival-day push subscriptions (docs/decisions/132) go too, so it shows nobody's arrival
// afterwards. The server forgets each one while `token` still works, then the browser drops
// it. A session that merely expired keeps them: the student's own phone must not go quiet on
// arrival day.
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
