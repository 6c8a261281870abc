// Status to board (issue 35; docs/decisions/135): 50 active drivers on their phones, each
// giving statuses on two jobs through the driver's API (50 statuses a second in all, at an even
// pace) to one instance, and a board's event stream open on another instance over the same
// PostgreSQL: the time from a status being due to the board hearing of it, p99 < 2 s.
//   node bench/live-board.js               a throwaway PostgreSQL (scripts/postgres.js)
//   BENCH_DATABASE_URL=… node bench/live-board.js
import pg from 'pg';

import { postgresAvailable, startPostgres, stopPostgres } from '../scripts/postgres.js';
import { freshDatabase } from './arrivals.js';
import { api, startServer } from './server.js';

export const LIVE_BUDGET_MS = 2_000;
const DRIVERS = 50;
const RATE = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const PASSWORD = 'Bench-password-42';
const ADMIN_EMAIL = 'bench-live@landed.test';

// The ways to make a change, each a function of the run's context, a booking and the round.
const TRIGGERS = {
  // What publishMeetingChange sends, straight into the database (what every writer's
  // transaction adds): the live path alone.
  notify: ({ client }, booking) =>
    client.query('select pg_notify($1, $2)', [
      'landed_meeting_changes',
      JSON.stringify({ bookingId: booking.id, userId: booking.user_id, partnerId: null }),
    ]),
  // The board's own assignment through the API (each change also mails the student and the
  // driver, with a calendar file: far heavier than a driver's status).
  assignment: ({ writer, token }, booking, round) =>
    request(writer.url, {
      method: 'PATCH',
      path: `/api/admin/bookings/${booking.id}/assignment`,
      token,
      body: { meetingPoint: `Terminal 2, meeting point, door ${round % 2 ? 5 : 6}` },
    }),
  // The issue's own path: a driver's status through the driver's API, on the driver's session
  // cookie. Each job moves one step a round (On my way, At the meeting point, Met the student,
  // Dropped off), so every change is a new status that is written, published and told.
  status: ({ writer }, booking, round) =>
    request(writer.url, {
      method: 'POST',
      path: `/api/driver/jobs/${booking.id}/status`,
      cookie: booking.driverCookie,
      body: { status: STEPS[round] },
    }),
};
const STEPS = ['On my way', 'At the meeting point', 'Met the student', 'Dropped off'];
const TRIGGER = process.env.BENCH_LIVE_TRIGGER ?? 'status';
const trigger = TRIGGERS[TRIGGER];

async function request(url, { method, path, token, cookie, body }) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(cookie ? { cookie } : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// The board's stream: calls `onChange(bookingId)` as each event arrives.
async function openBoard(url, token, onChange) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/admin/arrivals/live`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (!response.ok) throw new Error(`board stream: ${response.status}`);
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: change\ndata: (.*)$/m.exec(block)?.[1];
          if (data) onChange(JSON.parse(data).bookingId);
        }
      }
    } catch {
      // closed
    }
  })();
  return { close: () => controller.abort(), reading };
}

export async function benchLiveBoard({ databaseUrl: serverUrl }) {
  const database = await freshDatabase(serverUrl);
  const env = { ADMIN_EMAIL, ADMIN_PASSWORD: PASSWORD };
  // Two instances: the board is on another server than the change.
  const started = await Promise.allSettled([
    startServer({ databaseUrl: database.url, env }),
    startServer({ databaseUrl: database.url, env }),
  ]);
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  // A few connections: the changes are sent at once, as from many drivers.
  const client = new pg.Pool({ connectionString: database.url, max: 10 });
  try {
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    const [writer, reader] = servers;
    const admin = await api(writer.url, '/api/auth/login', {
      method: 'POST',
      body: { email: ADMIN_EMAIL, password: PASSWORD },
    });
    const bookings = await seed({
      url: writer.url,
      token: admin.token,
      userId: admin.user._id,
      client,
    });
    const context = { writer, token: admin.token, client };
    const sent = new Map(bookings.map((b) => [b.id, []]));
    const latencies = [];
    const board = await openBoard(reader.url, admin.token, (bookingId) => {
      const started = sent.get(bookingId)?.shift();
      if (started !== undefined) latencies.push(performance.now() - started);
    });
    // Through the status route, each job's four steps (100 jobs: 400 changes, 8 s at 50 a second).
    const total = TRIGGER === 'status' ? bookings.length * STEPS.length : RATE * DURATION_SECONDS;
    const failures = [];
    const requests = [];
    const begin = performance.now();
    for (let n = 0; n < total; n++) {
      const due = begin + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const booking = bookings[n % bookings.length];
      // Measured from when the change was due, so a slow write is counted, never hidden.
      sent.get(booking.id).push(due);
      requests.push(
        Promise.resolve()
          .then(() => trigger(context, booking, Math.floor(n / bookings.length)))
          .catch((error) => failures.push(error.message)),
      );
    }
    await Promise.all(requests);
    // Whatever is still on its way gets the budget's time to arrive.
    const deadline = performance.now() + LIVE_BUDGET_MS * 2;
    while (latencies.length < total - failures.length && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    board.close();
    const missed = total - failures.length - latencies.length;
    const sorted = [...latencies].sort((a, b) => a - b);
    const round = (ms) => Math.round(ms * 10) / 10;
    return {
      database: 'PostgreSQL, two instances',
      trigger: TRIGGER,
      drivers: DRIVERS,
      changes: total,
      ratePerSecond: RATE,
      failed: failures.length,
      firstFailure: failures[0] ?? null,
      missed,
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted.at(-1) ?? 0),
      pass: failures.length === 0 && missed === 0 && percentile(sorted, 99) < LIVE_BUDGET_MS,
    };
  } finally {
    await client.end();
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
}

// 50 drivers, each signed in on their phone through their personal link, with two confirmed
// bookings arriving today (Melbourne), assigned: 100 jobs, each moved four steps, 400 changes.
async function seed({ url, token, userId, client }) {
  const drivers = [];
  const cookies = [];
  for (let i = 0; i < DRIVERS; i++) {
    const { driver } = await api(url, '/api/admin/drivers', {
      method: 'POST',
      token,
      body: { name: `Driver ${i}`, phone: '+61 400 000 000', email: `driver${i}@bench.test` },
    });
    drivers.push(driver._id);
    const link = await api(url, `/api/admin/drivers/${driver._id}/access-link`, {
      method: 'POST',
      token,
    });
    const opened = await fetch(`${url}/api/driver/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link.url.split('#')[1] }),
    });
    if (!opened.ok) throw new Error(`driver session: ${opened.status}`);
    cookies.push(opened.headers.get('set-cookie').split(';')[0]);
  }
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Australia/Melbourne' });
  const { rows } = await client.query(
    `insert into bookings (booking_ref, user_id, package_name, contact_name, contact_email,
       contact_phone, preferred_date, arrival_time, flight_number, status, total_price_cents,
       driver_id, pickup_status, meeting_point)
     select 'LB-' || n || '-' || extract(epoch from now())::bigint, $1, 'Standard',
       'Student ' || n, 'student' || n || '@bench.test', '+61 400 000 000', $2::date,
       '09:00', 'QF' || n, 'Confirmed', 18000, ($3::uuid[])[(n - 1) % $4 + 1], 'Assigned',
       'Terminal 2'
     from generate_series(1, $4 * 2) as n returning id, user_id, driver_id`,
    [userId, today, drivers, DRIVERS],
  );
  return rows.map((row) => ({ ...row, driverCookie: cookies[drivers.indexOf(row.driver_id)] }));
}

// Run alone: `node bench/live-board.js` (BENCH_LIVE_TRIGGER=notify: the live path alone;
// =assignment: the board's assignment route).
if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.env.BENCH_DATABASE_URL;
  if (!given && !postgresAvailable()) {
    console.error('PostgreSQL is not installed: set BENCH_DATABASE_URL.');
    process.exit(1);
  }
  const pgServer = given ? null : await startPostgres();
  const result = await benchLiveBoard({ databaseUrl: given ?? pgServer.url }).finally(() => {
    if (pgServer) stopPostgres(pgServer.dir);
  });
  console.log(JSON.stringify(result, null, 2));
  process.exit(result.pass ? 0 : 1);
}
