// The student's Web Push subscriptions (POST/DELETE /api/user/push-subscriptions) and the key a
// browser subscribes with (GET …/key). Called from the notices button only, on a tap.
import type { PushSubscriptionBody } from '@landed/shared/schemas/meeting';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export async function getPushKey(): Promise<string> {
  const { publicKey } = await apiRequest<{ publicKey: string }>(api.pushKey);
  return publicKey;
}

export function savePushSubscription(body: PushSubscriptionBody) {
  return apiRequest<null>(api.pushSubscriptions, { method: 'POST', body });
}

export function removePushSubscription(endpoint: string) {
  return apiRequest<null>(api.pushSubscriptions, { method: 'DELETE', body: { endpoint } });
}
