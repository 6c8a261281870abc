// A server-sent event stream of "booking X changed" (issue 35; docs/decisions/135), one way for
// the board, the partner's board and the pass. Each event names a booking the caller may see;
// the client then fetches it. A comment line every HEARTBEAT_MS keeps proxies from closing the
// stream and re-checks the session: a signed-out or demoted caller's stream ends.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { LIVE_MESSAGES } from '@landed/shared/schemas/live';

import { tooManyRequests } from '#server/lib/http-errors.ts';
import type { MeetingChange } from '#server/plugins/app/live-changes.ts';

export const HEARTBEAT_MS = 15_000;
// Open streams per user and instance: a few tabs and devices, not a flood.
export const STREAMS_PER_USER = 5;
// How long a client waits before reconnecting after the stream ends.
const RETRY_MS = 3_000;

export const liveStreamSchema = {
  produces: ['text/event-stream'],
  description: [
    'A `text/event-stream` that stays open. `event: change` with `data: {"bookingId": "…"}` each',
    'time a booking the caller may see changes (a driver assigned, a driver’s status): fetch it',
    `again. A comment line every ${HEARTBEAT_MS / 1000} s; the session is re-checked then, and the stream`,
    `ends once it is no longer valid. At most ${STREAMS_PER_USER} streams per account on one server (429).`,
  ].join(' '),
};

export const liveStreamResponse = z.string().describe('text/event-stream');

export function openLiveStream({
  request,
  reply,
  accepts,
  stillAllowed,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
  accepts: (change: MeetingChange) => boolean;
  // Re-checks the caller's session and rights; false or a throw ends the stream.
  stillAllowed: () => Promise<boolean>;
}): void {
  const live = request.server.liveChanges;
  const userId = request.user!.id;
  if (live.openFor(userId) >= STREAMS_PER_USER) {
    throw tooManyRequests(LIVE_MESSAGES.tooManyStreams, 'TOO_MANY_STREAMS');
  }
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    // One stream per connection: ending it closes the socket, so a drain never waits on it.
    connection: 'close',
  });
  raw.write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);
  let open = true;
  const end = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    unsubscribe();
    raw.end();
  };
  const unsubscribe = live.subscribe({
    userId,
    accepts,
    send: (change) => {
      if (open)
        raw.write(`event: change\ndata: ${JSON.stringify({ bookingId: change.bookingId })}\n\n`);
    },
    close: end,
  });
  const heartbeat = setInterval(() => {
    stillAllowed().then((allowed) => (allowed && open ? raw.write(': ping\n\n') : end()), end);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  request.raw.on('close', end);
}
