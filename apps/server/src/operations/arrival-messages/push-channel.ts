import type { FastifyInstance } from 'fastify';

import type { ArrivalChannel, ArrivalMessage } from './channels.ts';

// What the pass's service worker shows (public/dashboard/bookings/pass-sw.js): the title, the
// text, and the page a tap opens. `tag`: a newer message of the same kind replaces the older.
export function pushPayload(message: ArrivalMessage): string {
  return JSON.stringify({
    title: message.title,
    body: message.text,
    url: message.url,
    tag: `${message.kind}:${message.bookingId}`,
  });
}

// Sends a message to every browser the student subscribed; a subscription the push service no
// longer knows (404/410) is dropped. 'sent' when at least one browser took it.
export async function pushToUser(
  app: FastifyInstance,
  { userId, message }: { userId: string; message: ArrivalMessage },
): Promise<'sent' | 'skipped'> {
  const sender = app.webPush;
  if (!sender) return 'skipped';
  const subscriptions = await app.pushSubscriptionsRepository.listForUser(userId);
  if (subscriptions.length === 0) return 'skipped';
  const payload = pushPayload(message);
  const outcomes = await Promise.all(
    subscriptions.map(async (subscription) => ({
      id: subscription.id,
      outcome: await sender.send(subscription, payload),
    })),
  );
  await app.pushSubscriptionsRepository.drop(
    outcomes.filter((o) => o.outcome === 'gone').map((o) => o.id),
  );
  return outcomes.some((o) => o.outcome === 'sent') ? 'sent' : 'skipped';
}

export const pushChannel: ArrivalChannel = {
  name: 'push',
  // eslint-disable-next-line local/max-positional-params -- every channel's shape (channels.ts)
  send: (app, to, message) => pushToUser(app, { userId: to.userId, message }),
};
