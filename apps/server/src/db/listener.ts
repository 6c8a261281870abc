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

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    which.end().catch(() => {});
    if (closed || retry) return;
    const again = () => {
      retry = undefined;
      if (closed || handlers.size === 0) return;
      connect().catch(() => {
        retry = setTimeout(again, RECONNECT_MS);
        retry.unref();
      });
    };
    retry = setTimeout(again, RECONNECT_MS);
    retry.unref();
  };

  const listen: Listen = async (channel, onPayload) => {
    const set = handlers.get(channel) ?? new Set();
    const first = set.size === 0;
    set.add(onPayload);
    handlers.set(channel, set);
    const active = client ?? (await connect());
    if (first && client === active) await active.query(`LISTEN ${quoted(channel)}`);
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
