// The arrivals board (issue 15; docs/decisions/060) for one day among 10,000 bookings, on
// PostgreSQL: latency at an even 50 requests a second (open loop, docs/decisions/015), and
// whether the board's query read bookings_preferred_date_idx (preferred_date, arrival_time)
// for every request, from PostgreSQL's own index statistics.
//   node bench/arrivals.js            a throwaway PostgreSQL (scripts/postgres.js)
//   BENCH_DATABASE_URL=… node bench/arrivals.js
import pg from 'pg';

import { postgresAvailable, startPostgres, stopPostgres } from '../scripts/postgres.js';
import { openLoop } from './open-loop.js';
import { api, startServer } from './server.js';

const BOOKINGS = 10_000;
const RATE = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const PASSWORD = 'Bench-password-42';
const INDEX = 'bookings_preferred_date_idx';

const melbourneToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());
const addDays = (date, days) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

async function indexScans(client) {
  // Statistics reach the views when a backend reports them (at most about once a second):
  // a fresh snapshot each time.
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query(
    'select idx_scan from pg_stat_user_indexes where indexrelname = $1',
    [INDEX],
  );
  return Number(rows[0]?.idx_scan ?? 0);
}

// A database of its own on the same PostgreSQL server, so the board's day sits among exactly
// the bookings inserted here (the API bench leaves thousands of its own behind). The statements
// bench uses it too.
export async function freshDatabase(serverUrl) {
  const name = `landed_arrivals_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export async function benchArrivals({ databaseUrl: serverUrl }) {
  const adminEmail = 'bench-arrivals@landed.test';
  const database = await freshDatabase(serverUrl);
  const databaseUrl = database.url;
  const server = await startServer({
    databaseUrl,
    env: { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: PASSWORD },
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { url } = server;
    const admin = await api(url, '/api/auth/login', {
      method: 'POST',
      body: { email: adminEmail, password: PASSWORD },
    });
    // 10,000 bookings over the next year, every status, times through the day (the other
    // benches' bookings sit 30 days out; the board's day is well away from them).
    const today = melbourneToday();
    await client.query(
      `insert into bookings (booking_ref, user_id, package_name, contact_name, contact_email,
         contact_phone, preferred_date, arrival_time, flight_number, status, total_price_cents)
       select 'AB-' || n || '-' || extract(epoch from now())::bigint, $1, 'Standard',
         'Student ' || n, 'student' || n || '@bench.test', '+61 400 000 000',
         $2::date + (n % 365), lpad((n % 24)::text, 2, '0') || ':' || lpad((n % 60)::text, 2, '0'),
         'QF' || (n % 100), (array['Pending', 'Confirmed', 'Completed', 'Cancelled'])[1 + n % 4],
         18000
       from generate_series(1, $3::int) as n`,
      [admin.user._id, today, BOOKINGS],
    );
    await client.query('analyze bookings');
    const day = addDays(today, 100);
    const board = `${url}/api/admin/arrivals?from=${day}&to=${day}`;
    const headers = { authorization: `Bearer ${admin.token}` };
    const answer = await api(url, `/api/admin/arrivals?from=${day}&to=${day}`, {
      token: admin.token,
    });

    // Warm: compiled code, open connections.
    await openLoop({ url: board, headers, rate: RATE, durationSeconds: 2, connections: 50 });
    const before = await indexScans(client);
    const latency = await openLoop({
      url: board,
      headers,
      rate: RATE,
      durationSeconds: DURATION_SECONDS,
      connections: 50,
    });
    let scans = 0;
    for (let tries = 0; tries < 20 && scans < latency.completed; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      scans = (await indexScans(client)) - before;
    }
    return {
      bookings: BOOKINGS,
      day,
      rowsOnTheDay: answer.total,
      latency,
      indexScans: scans,
      requests: latency.completed,
      // The page's query and its count each read the index: two scans a request.
      usesIndex: scans >= latency.completed && latency.completed > 0,
    };
  } finally {
    await client.end();
    await server.stop();
    await database.drop();
  }
}

// Run alone: `node bench/arrivals.js`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.env.BENCH_DATABASE_URL;
  if (!given && !postgresAvailable()) {
    console.error('PostgreSQL is not installed: set BENCH_DATABASE_URL.');
    process.exit(1);
  }
  const pgServer = given ? null : await startPostgres();
  const result = await benchArrivals({ databaseUrl: given ?? pgServer.url }).finally(() => {
    if (pgServer) stopPostgres(pgServer.dir);
  });
  console.log(JSON.stringify(result, null, 2));
  process.exit(result.latency.p99Ms < 50 && result.usesIndex ? 0 : 1);
}
