import type { FastifyInstance } from 'fastify';

import type { PushSubscriptionBody } from '@landed/shared/schemas/meeting';
import { PUSH_MESSAGES } from '@landed/shared/schemas/meeting';

import { badRequest, notFound } from '#server/lib/http-errors.ts';
import { isAllowedPushEndpoint } from '#server/lib/push-endpoints.ts';

// Keeps a browser's push subscription for the signed-in student (POST
// /api/user/push-subscriptions): only on a browser's own push service (docs/decisions/132).
export async function subscribeToPush(
  app: FastifyInstance,
  { userId, subscription }: { userId: string; subscription: PushSubscriptionBody },
): Promise<void> {
  const settings = app.config.webPush;
  if (!settings || !app.webPush) throw notFound(PUSH_MESSAGES.notOffered);
  if (!isAllowedPushEndpoint(subscription.endpoint, settings.testOrigin)) {
    throw badRequest(PUSH_MESSAGES.endpointNotAllowed, 'PUSH_ENDPOINT_NOT_ALLOWED');
  }
  const { expirationTime } = subscription;
  await app.db.transaction((tx) =>
    app.pushSubscriptionsRepository.save(
      {
        userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        expiresAt: typeof expirationTime === 'number' ? new Date(expirationTime) : null,
      },
      tx,
    ),
  );
}
