// LISTEN on PostgreSQL for NOTIFYs sent by any instance (issue 35: live updates across
// instances). One dedicated connection, outside the pool (a pooled one is handed to others
// between queries), reconnected after a loss with the channels listened to again.
import pg from 'pg';

export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
) => Promise<() => Promise<void>>;

const RECONNECT_MS = 1_000;
const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

export function postgresListener(url: string): { listen: Listen; close: () => Promise<void> } {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
      next.on('notification', ({ channel, payload }) => {
        for (const handler of handlers.get(channel) ?? []) handler(payload ?? '');
      });
      // A lost connection: start again soon, listening to every channel again.
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${quoted(channel)}`);
      client = next;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  // Tries again in a while, until it is listening (or closed).
  const retryLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (closed || handlers.size === 0 || client) return;
      connect().catch(retryLater);
    }, RECONNECT_MS);
    retry.unref();
  };

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    which.end().catch(() => {});
    retryLater();
  };

  const listen: Listen = async (channel, onPayload) => {
    const set = handlers.get(channel) ?? new Set();
    const first = set.size === 0;
    set.add(onPayload);
    handlers.set(channel, set);
    // Not reachable now (a slow start, an outage): listening follows as soon as it is.
    const active = client ?? (await connect().catch(() => null));
    if (!active) retryLater();
    else if (first) await active.query(`LISTEN ${quoted(channel)}`).catch(() => lost(active));
    return async () => {
      set.delete(onPayload);
      if (set.size > 0) return;
      handlers.delete(channel);
      await client?.query(`UNLISTEN ${quoted(channel)}`).catch(() => {});
    };
  };

  return {
    listen,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
