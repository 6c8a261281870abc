// A reader of a server-sent event stream over a real connection (app.inject waits for the end
// of an answer, and a stream has none): the events as they come, and a wait for one.
import type { FastifyInstance } from 'fastify';

export type StreamEvent = { event: string; data: string };

export type EventStreamReader = {
  status: number;
  events: StreamEvent[];
  // Resolves with the first event (already come or to come) that matches, or rejects.
  next: (match: (e: StreamEvent) => boolean, timeoutMs?: number) => Promise<StreamEvent>;
  close: () => void;
};

// The address of the app on loopback, listening on a free port once.
export async function addressOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

export async function openEventStream(
  app: FastifyInstance,
  path: string,
  token?: string,
): Promise<EventStreamReader> {
  const controller = new AbortController();
  const response = await fetch(`${await addressOf(app)}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => unknown>();
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body!) {
          buffer += decoder.decode(chunk as Uint8Array, { stream: true });
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            const field = (name: string) =>
              lines
                .find((l) => l.startsWith(`${name}:`))
                ?.slice(name.length + 1)
                .trim();
            const event = field('event');
            if (event) events.push({ event, data: field('data') ?? '' });
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  } else {
    await response.body?.cancel();
  }
  return {
    status: response.status,
    events,
    next: (match, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms: ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    close: () => controller.abort(),
  };
}

export const changeOf = (bookingId: string) => (e: StreamEvent) =>
  e.event === 'change' && (JSON.parse(e.data) as { bookingId: string }).bookingId === bookingId;

// The status a stream answers with (then closed).
export async function streamStatus(
  app: FastifyInstance,
  path: string,
  headers: Record<string, string>,
): Promise<number> {
  const controller = new AbortController();
  const response = await fetch(`${await addressOf(app)}${path}`, {
    headers,
    signal: controller.signal,
  });
  controller.abort();
  return response.status;
}
