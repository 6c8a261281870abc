// The partner's board (issue 27; docs/decisions/095): a week of one university's arrivals
// among 10,000 bookings of twenty partners and students' own, on PostgreSQL, at an even 50
// requests a second (open loop, docs/decisions/015): p99 under 50 ms.
//   node bench/partner-board.js            a throwaway PostgreSQL (scripts/postgres.js)
//   BENCH_DATABASE_URL=… node bench/partner-board.js
import pg from 'pg';

import { postgresAvailable, startPostgres, stopPostgres } from '../scripts/postgres.js';
import { freshDatabase } from './arrivals.js';
import { openLoop } from './open-loop.js';
import { api, startServer } from './server.js';

const BOOKINGS = 10_000;
const PARTNERS = 20;
const RATE = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const PASSWORD = 'Bench-password-42';

const melbourneToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());
const addDays = (date, days) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

export async function benchPartnerBoard({ databaseUrl: serverUrl }) {
  const database = await freshDatabase(serverUrl);
  const server = await startServer({ databaseUrl: database.url });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { url } = server;
    const email = 'coordinator@partner.bench.test';
    const { user } = await api(url, '/api/auth/register', {
      method: 'POST',
      body: { name: 'Bench Coordinator', email, password: PASSWORD },
    });
    const { rows: partners } = await client.query(
      `insert into partners (kind, name, code)
       select 'University', 'University ' || n, 'BENCH' || n from generate_series(1, $1::int) n
       returning id`,
      [PARTNERS],
    );
    const ours = partners[0].id;
    await client.query('update users set partner_id = $1 where id = $2', [ours, user._id]);
    const { token } = await api(url, '/api/auth/login', {
      method: 'POST',
      body: { email, password: PASSWORD },
    });
    // 10,000 bookings over the next 90 days (an intake season): a quarter the students' own, the
    // rest spread evenly over the partners (every fourth booking is a student's own, so the
    // partner is chosen by n / 4); every status, times through the day.
    const today = melbourneToday();
    await client.query(
      `insert into bookings (booking_ref, user_id, package_name, contact_name, contact_email,
         contact_phone, preferred_date, arrival_time, flight_number, status, total_price_cents,
         partner_id)
       select 'PB-' || n || '-' || extract(epoch from now())::bigint, $1, 'Standard',
         'Student ' || n, 'student' || n || '@bench.test', '+61 400 000 000',
         $2::date + (n % 90), lpad((n % 24)::text, 2, '0') || ':' || lpad((n % 60)::text, 2, '0'),
         'QF' || (n % 100), (array['Pending', 'Confirmed', 'Completed', 'Cancelled'])[1 + n % 4],
         18000, case when n % 4 = 0 then null else ($4::uuid[])[1 + (n / 4) % $5::int] end
       from generate_series(1, $3::int) as n`,
      [user._id, today, BOOKINGS, partners.map((p) => p.id), PARTNERS],
    );
    await client.query('analyze bookings');
    const from = addDays(today, 30);
    const path = `/api/partner/arrivals?from=${from}&to=${addDays(from, 6)}`;
    const answer = await api(url, path, { token });
    const headers = { authorization: `Bearer ${token}` };
    await openLoop({
      url: `${url}${path}`,
      headers,
      rate: RATE,
      durationSeconds: 2,
      connections: 50,
    });
    const latency = await openLoop({
      url: `${url}${path}`,
      headers,
      rate: RATE,
      durationSeconds: DURATION_SECONDS,
      connections: 50,
    });
    return { bookings: BOOKINGS, partners: PARTNERS, from, rowsInTheWeek: answer.total, latency };
  } finally {
    await client.end();
    await server.stop();
    await database.drop();
  }
}

// Run alone: `node bench/partner-board.js`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.env.BENCH_DATABASE_URL;
  if (!given && !postgresAvailable()) {
    console.error('PostgreSQL is not installed: set BENCH_DATABASE_URL.');
    process.exit(1);
  }
  const pgServer = given ? null : await startPostgres();
  const result = await benchPartnerBoard({ databaseUrl: given ?? pgServer.url }).finally(() => {
    if (pgServer) stopPostgres(pgServer.dir);
  });
  console.log(JSON.stringify(result, null, 2));
  process.exit(
    result.latency.p99Ms < 50 && result.latency.non2xx === 0 && result.rowsInTheWeek > 0 ? 0 : 1,
  );
}
