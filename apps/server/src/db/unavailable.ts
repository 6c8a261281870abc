// "The database is not reachable right now": every form the drivers give it, in one place
// (docs/decisions/044-database-outage-errors.md). The error handler answers these 503.
//
// What arrives is rarely the driver's error itself: Drizzle wraps every failed query in a
// DrizzleQueryError (message "Failed query: …", the driver's error as `cause`), and when a
// connection is lost inside a transaction, Drizzle's ROLLBACK fails too and its error replaces
// the first one. So the whole `cause` chain is read (and an AggregateError's `errors`, which
// is what a host name with several addresses gives when none answers).

// SQLSTATEs a PostgreSQL server sends while it shuts down, restarts, or refuses connections.
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_ctl stop -m fast, pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
]);
// Class 08: connection exception (08000, 08001, 08003, 08004, 08006, 08007, 08P01).
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;

// Socket and name-resolution failures from Node while connecting or talking to the server.
const UNAVAILABLE_SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
]);

// node-postgres 8 and pg-pool 3 raise these as plain Errors without a code (pg/lib/client.js,
// pg-pool/index.js); PGlite after close. Compared whole, so a query error that merely quotes
// one of them is not mistaken for it.
const UNAVAILABLE_MESSAGES = new Set([
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout expired',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
]);

// The error and what it wraps, breadth first, each once (a bounded walk: causes can loop).
function* errorsWithin(error: unknown): Generator<Record<string, unknown>> {
  const queue: unknown[] = [error];
  const seen = new Set<unknown>();
  while (queue.length > 0 && seen.size < 16) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const record = current as Record<string, unknown>;
    yield record;
    queue.push(record.cause);
    if (Array.isArray(record.errors)) queue.push(...(record.errors as unknown[]));
  }
}

// The first driver or system error code found in the chain (FST_ codes are Fastify's own).
export function databaseErrorCode(error: unknown): string | undefined {
  for (const inner of errorsWithin(error)) {
    if (typeof inner.code === 'string' && !inner.code.startsWith('FST_')) return inner.code;
  }
  return undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const inner of errorsWithin(error)) {
    const { code, message, syscall } = inner;
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(code) || CONNECTION_EXCEPTION.test(code)) return true;
      if (UNAVAILABLE_SYSTEM_CODES.has(code)) return true;
      // Any failure to open a socket (a missing Unix socket is ENOENT, a refused one EACCES).
      if (syscall === 'connect' && code.startsWith('E')) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.has(message)) return true;
  }
  return false;
}
