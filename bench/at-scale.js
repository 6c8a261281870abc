// The back-office's reads at ten times today's data (issue 36 item 3; docs/decisions/139):
// 100,000 bookings of 5,000 students over two years (a year past, a year to come), twenty
// partners, fifty drivers, every status, on PostgreSQL. Each read at an even 50 requests a
// second (open loop, docs/decisions/015), p99 under 50 ms:
// - the arrivals board, a day (docs/decisions/060);
// - the bookings list as the back-office opens it (page 1 of 25, newest first, with its count),
//   and filtered by a status;
// - a student's own bookings (the dashboard);
// - the partner's board, a week of one partner (docs/decisions/095).
// Then the plans PostgreSQL itself chose for exactly the statements each route ran
// (auto_explain, JSON, into the server's log): every statement that reads bookings uses the
// intended index and none scans bookings sequentially.
//   node bench/at-scale.js            a throwaway PostgreSQL (scripts/postgres.js)
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import pg from 'pg';

import { postgresAvailable, startPostgres, stopPostgres } from '../scripts/postgres.js';
import { addDays, freshDatabase, melbourneToday } from './arrivals.js';
import { openLoop } from './open-loop.js';
import { api, startServer } from './server.js';
import { cpuMicros } from './api.js';

export const AT_SCALE_BOOKINGS = 100_000;
const STUDENTS = 5_000;
const PARTNERS = 20;
const DRIVERS = 50;
const RATE = 50;
export const AT_SCALE_BUDGET_MS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const PASSWORD = 'Bench-password-42';

// One statement each: students, partners, drivers, then the bookings. A booking's arrival is
// spread over a year either side of today and it was made 1 to 120 days before it; statuses as
// they stand in a running business (the past mostly Completed, some Cancelled; the future
// Pending or Confirmed); three in four come through a partner; a driver on most confirmed and
// completed pickups; payment received on most confirmed ones.
export const SEED = `
  with students as (
    insert into users (name, email, university, locale)
    select 'Student ' || n, 'student' || n || '@scale.bench.test',
      'University ' || (1 + n % $3::int), (array['en', 'zh-CN', 'vi', 'hi', 'ko'])[1 + n % 5]
    from generate_series(1, $2::int) n
    returning id
  ), numbered as (select id, row_number() over () - 1 as i from students)
  insert into bookings (booking_ref, user_id, package_name, contact_name, contact_email,
    contact_phone, preferred_date, arrival_time, flight_number, status, payment_status,
    driver_id, pickup_status, total_price_cents, partner_id, created_at)
  select 'SC-' || lpad(to_hex(n), 6, '0'), s.id,
    (array['Essential', 'Standard', 'Premium'])[1 + n % 3], 'Student ' || (n % $2::int),
    'student' || (n % $2::int) || '@scale.bench.test', '+61 400 000 000', day,
    lpad(((n * 7) % 24)::text, 2, '0') || ':' || lpad(((n * 13) % 60)::text, 2, '0'),
    (array['QF', 'SQ', 'MU', 'CX', 'EK'])[1 + n % 5] || (n % 400), status,
    case when status in ('Confirmed', 'Completed') and n % 5 <> 0 then 'Verified' else 'Not Paid' end,
    case when status in ('Confirmed', 'Completed') and n % 3 <> 0
      then ($5::uuid[])[1 + n % $6::int] end,
    case when status in ('Confirmed', 'Completed') and n % 3 <> 0
      then (case when status = 'Completed' then 'Done' else 'Assigned' end) else 'Unassigned' end,
    (array[18000, 32000, 54000])[1 + n % 3],
    case when n % 4 = 0 then null else ($4::uuid[])[1 + (n / 4) % $3::int] end,
    (day - (1 + n % 120)) + make_interval(secs => (n * 37) % 86400)
  from (
    select n, $7::date - 365 + (n * 7919) % 730 as day from generate_series(1, $1::int) n
  ) g
  cross join lateral (select case
    when g.day < $7::date then
      (array['Completed', 'Completed', 'Completed', 'Completed', 'Completed', 'Completed',
        'Completed', 'Cancelled', 'Cancelled', 'Confirmed'])[1 + n % 10]
    else (array['Pending', 'Pending', 'Confirmed', 'Confirmed', 'Confirmed', 'Confirmed',
        'Confirmed', 'Confirmed', 'Cancelled', 'Pending'])[1 + n % 10]
    end as status) st
  join numbered s on s.i = n % $2::int`;

// auto_explain writes each statement's plan into the server's log as JSON, for the sessions
// of this database opened from now on (the server started after it).
const EXPLAIN_ON = [
  `session_preload_libraries = 'auto_explain'`,
  'auto_explain.log_min_duration = 0',
  `auto_explain.log_format = 'json'`,
];

// The plans in the log written since `from` (a byte offset): each a `plan:` line followed by
// the JSON, its lines indented with a tab.
export function plansInLog(logFile, from) {
  const text = readFileSync(logFile, 'utf8').slice(from);
  const plans = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/duration: [\d.]+ ms\s+plan:$/.test(lines[i])) continue;
    const json = [];
    while (i + 1 < lines.length && lines[i + 1].startsWith('\t')) json.push(lines[++i]);
    try {
      plans.push(JSON.parse(json.join('\n')));
    } catch {
      // a plan cut by the log's end: the next read has it
    }
  }
  return plans;
}

// Every node of a plan, children included.
function nodesOf(plan) {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

// What a route's statements that read bookings did: the indexes they read, and any
// sequential scan of bookings.
export function bookingsReads(plans) {
  const reads = plans
    .filter((p) => /\bfrom\s+"?bookings"?/i.test(p['Query Text']))
    .map((p) => {
      // A bitmap scan names its index in the Bitmap Index Scan below it.
      const nodes = nodesOf(p.Plan).filter(
        (n) => n['Relation Name'] === 'bookings' || n['Index Name']?.startsWith('bookings_'),
      );
      return {
        query: p['Query Text'].replace(/\s+/g, ' ').slice(0, 160),
        scans: nodes.map(
          (n) => `${n['Node Type']}${n['Index Name'] ? ` on ${n['Index Name']}` : ''}`,
        ),
      };
    });
  const indexes = [
    ...new Set(reads.flatMap((r) => r.scans.map((s) => s.split(' on ')[1]).filter(Boolean))),
  ];
  const seqScans = reads.filter((r) => r.scans.some((s) => s.startsWith('Seq Scan'))).length;
  return { statements: reads.length, indexes, seqScans, reads };
}

// Waits (at most 90 s) until the process has used under a tenth of a core twice running over
// two seconds.
async function untilQuiet(pid) {
  const start = performance.now();
  let before = cpuMicros(pid);
  let quiet = 0;
  while (quiet < 2 && performance.now() - start < 90_000) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const now = cpuMicros(pid);
    if (now === null) break;
    quiet = now - before < 200_000 ? quiet + 1 : 0;
    before = now;
  }
  return Math.round(performance.now() - start);
}

export async function benchAtScale({ databaseUrl: serverUrl, logFile = null }) {
  const adminEmail = 'bench-scale@landed.test';
  const database = await freshDatabase(serverUrl);
  const client = new pg.Client({ connectionString: database.url });
  let server = null;
  try {
    server = await startServer({
      databaseUrl: database.url,
      env: { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: PASSWORD },
    });
    await client.connect();
    const { url } = server;
    const coordinatorEmail = 'coordinator@scale.bench.test';
    await api(url, '/api/auth/register', {
      method: 'POST',
      body: { name: 'Scale Coordinator', email: coordinatorEmail, password: PASSWORD },
    });
    const { rows: partners } = await client.query(
      `insert into partners (kind, name, code)
       select 'University', 'University ' || n, 'SCALE' || n from generate_series(1, $1::int) n
       returning id`,
      [PARTNERS],
    );
    const { rows: drivers } = await client.query(
      `insert into drivers (name, phone, email)
       select 'Driver ' || n, '+61 411 000 ' || lpad(n::text, 3, '0'), 'driver' || n || '@scale.bench.test'
       from generate_series(1, $1::int) n returning id`,
      [DRIVERS],
    );
    const today = melbourneToday();
    const seedStart = performance.now();
    await client.query(SEED, [
      AT_SCALE_BOOKINGS,
      STUDENTS,
      PARTNERS,
      partners.map((p) => p.id),
      drivers.map((d) => d.id),
      DRIVERS,
      today,
    ]);
    // The reminders of the coming week's arrivals were sent days ago, as in a business that has
    // been running (otherwise the start-up's first run sends hundreds while we measure).
    await client.query(
      `insert into notifications (user_id, type, message, dedupe_key)
       select user_id, 'reminder', 'Reminder', 'reminder:' || kind || ':' || id || ':' || preferred_date
       from bookings cross join (values ('7d'), ('1d')) k(kind)
       where status in ('Pending', 'Confirmed') and preferred_date between $1::date and $1::date + 8`,
      [today],
    );
    // Settled, as autovacuum leaves a table after a burst of inserts.
    await client.query('vacuum analyze bookings');
    await client.query('vacuum analyze users');
    const seedMs = Math.round(performance.now() - seedStart);
    await client.query('update users set partner_id = $1 where email = $2', [
      partners[0].id,
      coordinatorEmail,
    ]);
    const admin = await api(url, '/api/auth/login', {
      method: 'POST',
      body: { email: adminEmail, password: PASSWORD },
    });
    const coordinator = await api(url, '/api/auth/login', {
      method: 'POST',
      body: { email: coordinatorEmail, password: PASSWORD },
    });
    // A student with bookings of their own among the 100,000 (the dashboard's list).
    const student = await api(url, '/api/auth/register', {
      method: 'POST',
      body: { name: 'Scale Student', email: 'scale.student@bench.test', password: PASSWORD },
    });
    await client.query(
      `update bookings set user_id = $1 where id in (select id from bookings order by id limit 5)`,
      [student.user._id],
    );
    // The start-up's jobs work through the new data first (reminders and messages for the
    // coming days' arrivals): measured once the server is quiet again, its steady state.
    const settledMs = await untilQuiet(server.child.pid);
    const day = addDays(today, 30);
    const reads = {
      'arrivals board, a day': {
        path: `/api/admin/arrivals?from=${day}&to=${day}`,
        token: admin.token,
        index: 'bookings_preferred_date_idx',
      },
      'bookings list, as the back-office opens it (page 1 of 25, newest first)': {
        path: '/api/admin/bookings?page=1&limit=25',
        token: admin.token,
        index: 'bookings_created_idx',
      },
      'bookings list, one status (Pending)': {
        path: '/api/admin/bookings?page=1&limit=25&status=Pending',
        token: admin.token,
        index: 'bookings_status_created_idx',
      },
      "a student's own bookings": {
        path: `/api/booking/user/${student.user._id}`,
        token: student.token,
        index: 'bookings_user_idx',
      },
      "partner's board, a week of one partner": {
        path: `/api/partner/arrivals?from=${day}&to=${addDays(day, 6)}`,
        token: coordinator.token,
        index: 'bookings_partner_idx',
      },
    };
    const results = {};
    for (const [name, read] of Object.entries(reads)) {
      const answer = await api(url, read.path, { token: read.token });
      const alone = [];
      for (let i = 0; i < 10; i++) {
        const start = performance.now();
        await api(url, read.path, { token: read.token });
        alone.push(performance.now() - start);
      }
      const target = {
        url: `${url}${read.path}`,
        headers: { authorization: `Bearer ${read.token}` },
      };
      await openLoop({ ...target, rate: RATE, durationSeconds: 2, connections: 50 });
      const cpuBefore = cpuMicros(server.child.pid);
      const latency = await openLoop({
        ...target,
        rate: RATE,
        durationSeconds: DURATION_SECONDS,
        connections: 50,
      });
      const cpuAfter = cpuMicros(server.child.pid);
      results[name] = {
        path: read.path,
        index: read.index,
        rows: (answer.arrivals ?? answer.bookings ?? answer).length,
        total: answer.total ?? null,
        aloneMs: Math.round(alone.sort((a, b) => a - b)[5] * 10) / 10,
        // The server's processor time per answer (not the database's): what the machine's load
        // does not change much (docs/decisions/069).
        serverMicrosPerAnswer:
          cpuBefore !== null && cpuAfter !== null && latency.completed > 0
            ? Math.round((cpuAfter - cpuBefore) / latency.completed)
            : null,
        latency,
      };
    }

    // The plans: the same server again, its sessions now with auto_explain; one request each.
    if (logFile) {
      await server.stop();
      server = null;
      for (const setting of EXPLAIN_ON) {
        await client.query(
          `alter database "${new URL(database.url).pathname.slice(1)}" set ${setting}`,
        );
      }
      server = await startServer({
        databaseUrl: database.url,
        env: { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: PASSWORD },
      });
      // Its start-up's jobs (arrival messages, digests) read bookings one by one: not the reads'.
      await untilQuiet(server.child.pid);
      for (const [name, read] of Object.entries(reads)) {
        // Twice: the first request of a fresh server also runs its start-up's statements.
        await api(server.url, read.path, { token: read.token });
        await new Promise((resolve) => setTimeout(resolve, 300));
        const from = statSync(logFile).size;
        await api(server.url, read.path, { token: read.token });
        await new Promise((resolve) => setTimeout(resolve, 300));
        const plan = bookingsReads(plansInLog(logFile, from));
        results[name].plan = {
          ...plan,
          pass: plan.statements > 0 && plan.seqScans === 0 && plan.indexes.includes(read.index),
        };
      }
    }
    return {
      bookings: AT_SCALE_BOOKINGS,
      students: STUDENTS,
      seedMs,
      settledMs,
      day,
      reads: results,
    };
  } finally {
    await client.end().catch(() => {});
    await server?.stop();
    await database.drop();
  }
}

// A read's check: its p99 within the budget, no failed request, and (when its plan was read)
// the intended index and no sequential scan of bookings.
export function atScaleChecks(result) {
  return Object.entries(result.reads).map(([name, r]) => ({
    name: `${name}, among ${AT_SCALE_BOOKINGS.toLocaleString('en')} bookings, p99 at ${RATE} req/s, PostgreSQL; plan`,
    value: `${r.latency.p99Ms} ms (p50 ${r.latency.p50Ms} ms, alone ${r.aloneMs} ms, server ${r.serverMicrosPerAnswer} µs an answer, ${r.rows} rows${r.total !== null ? ` of ${r.total}` : ''}); plan: ${
      r.plan
        ? `${r.plan.indexes.join(', ') || 'no index'}, ${r.plan.seqScans ? `${r.plan.seqScans} seq scans of bookings` : 'no seq scan'} in ${r.plan.statements} statements`
        : 'not read (no server log)'
    }`,
    budget: `< ${AT_SCALE_BUDGET_MS} ms; ${r.index}, no seq scan`,
    pass:
      r.latency.p99Ms < AT_SCALE_BUDGET_MS &&
      r.latency.non2xx === 0 &&
      r.latency.errors === 0 &&
      Boolean(r.plan?.pass),
  }));
}

// Run alone: `node bench/at-scale.js`.
if (import.meta.url === `file://${process.argv[1]}`) {
  if (!postgresAvailable()) {
    console.error('PostgreSQL is not installed.');
    process.exit(1);
  }
  const pgServer = await startPostgres();
  const result = await benchAtScale({
    databaseUrl: pgServer.url,
    logFile: path.join(pgServer.dir, 'server.log'),
  }).finally(() => stopPostgres(pgServer.dir));
  console.log(JSON.stringify(result, null, 2));
  const checks = atScaleChecks(result);
  for (const c of checks) console.log(`${c.pass ? 'pass' : 'FAIL'}  ${c.name}: ${c.value}`);
  process.exit(checks.every((c) => c.pass) ? 0 : 1);
}
