// npm run test:load: 60 s of mixed traffic at 100 connections against the real server on
// PostgreSQL (sign-ups, sign-ins, catalogue reads, bookings, cancellations, "I have paid",
// administrators confirming bookings). Passes when there was no 5xx and no connection error,
// and when afterwards every booking acknowledged with a 2xx is in the database exactly once,
// with unique references and payment records that agree with the bookings.
import autocannon from 'autocannon';
import pg from 'pg';

import { postgresAvailable, startPostgres, stopPostgres } from '../scripts/postgres.js';
import { api, startServer } from './server.js';

const DURATION = Number(process.env.LOAD_DURATION ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const ADMIN = { email: 'load-admin@landed.test', password: 'Load-admin-password-1' };
const PASSWORD = 'Load-student-password-1';

const acknowledged = new Set(); // booking _ids answered 2xx
const statuses = new Map();
const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

function futureDate(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

// One student's session, as a sequence autocannon repeats on each connection. The context
// carries the token and the last booking between steps.
function studentScript(packageId) {
  let serial = 0;
  const json = (body) => JSON.stringify(body);
  return [
    {
      method: 'POST',
      path: '/api/auth/register',
      setupRequest: (req, context) => {
        serial += 1;
        context.email = `load.${process.pid}.${Date.now().toString(36)}.${serial}@example.com`;
        return {
          ...req,
          headers: { 'content-type': 'application/json' },
          body: json({ name: 'Load Student', email: context.email, password: PASSWORD }),
        };
      },
      onResponse: (status, body, context) => {
        count(status);
        if (status === 201) context.token = JSON.parse(body).token;
      },
    },
    { method: 'GET', path: '/api/public/services', onResponse: (status) => count(status) },
    { method: 'GET', path: '/api/public/packages', onResponse: (status) => count(status) },
    {
      method: 'POST',
      path: '/api/booking',
      setupRequest: (req, context) => ({
        ...req,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${context.token}` },
        body: json({
          userName: 'Load Student',
          email: context.email,
          phone: '+61 400 000 000',
          preferredDate: futureDate(20),
          packageId,
        }),
      }),
      onResponse: (status, body, context) => {
        count(status);
        if (status === 201) {
          const { booking } = JSON.parse(body);
          acknowledged.add(booking._id);
          context.bookingId = booking._id;
        }
      },
    },
    {
      method: 'PATCH',
      setupRequest: (req, context) => ({
        ...req,
        path: `/api/booking/${context.bookingId}/mark-paid`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${context.token}` },
        body: json({ reference: 'LOAD-TEST' }),
      }),
      onResponse: (status) => count(status),
    },
    {
      method: 'POST',
      path: '/api/booking',
      setupRequest: (req, context) => ({
        ...req,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${context.token}` },
        body: json({
          userName: 'Load Student',
          email: context.email,
          phone: '+61 400 000 000',
          preferredDate: futureDate(25),
          packageId,
        }),
      }),
      onResponse: (status, body, context) => {
        count(status);
        if (status === 201) {
          const { booking } = JSON.parse(body);
          acknowledged.add(booking._id);
          context.bookingId = booking._id;
        }
      },
    },
    {
      method: 'PATCH',
      setupRequest: (req, context) => ({
        ...req,
        path: `/api/booking/${context.bookingId}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${context.token}` },
        body: json({ status: 'Cancelled' }),
      }),
      onResponse: (status) => count(status),
    },
    {
      method: 'POST',
      path: '/api/auth/login',
      setupRequest: (req, context) => ({
        ...req,
        headers: { 'content-type': 'application/json' },
        body: json({ email: context.email, password: PASSWORD }),
      }),
      onResponse: (status) => count(status),
    },
    {
      method: 'GET',
      setupRequest: (req, context) => {
        const payload = JSON.parse(
          Buffer.from(context.token.split('.')[1], 'base64url').toString(),
        );
        return {
          ...req,
          path: `/api/booking/user/${payload.id}`,
          headers: { authorization: `Bearer ${context.token}` },
        };
      },
      onResponse: (status) => count(status),
    },
  ];
}

// An administrator confirming bookings others made, and reading the bookings list.
function adminScript(adminToken) {
  const ids = () => [...acknowledged];
  return [
    {
      method: 'GET',
      path: '/api/admin/bookings?limit=25',
      headers: { authorization: `Bearer ${adminToken}` },
      onResponse: (status) => count(status),
    },
    {
      method: 'PATCH',
      setupRequest: (req) => {
        const all = ids();
        const id =
          all[Math.floor(Math.random() * all.length)] ?? '00000000-0000-4000-8000-000000000000';
        return {
          ...req,
          path: `/api/admin/bookings/${id}`,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
          body: JSON.stringify({ status: 'Confirmed' }),
        };
      },
      onResponse: (status) => count(status),
    },
  ];
}

function fire(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, timeout: 30, ...opts }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function verify(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = [...acknowledged];
    const found = await client.query(
      'select id, count(*)::int as n from bookings where id = any($1::uuid[]) group by id',
      [ids],
    );
    const missing = ids.length - found.rowCount;
    const duplicated = found.rows.filter((r) => r.n !== 1).length;
    const refs = await client.query(
      'select count(*)::int as n, count(distinct booking_ref)::int as d from bookings',
    );
    // Payments agree with bookings: Verification Pending ⇔ exactly one pending claim; Not Paid
    // ⇒ no pending claim.
    const inconsistent = await client.query(`
      select b.id from bookings b
      left join lateral (select count(*) filter (where p.status = 'Pending')::int as pending from payments p where p.booking_id = b.id) c on true
      where (b.payment_status = 'Verification Pending' and c.pending <> 1)
         or (b.payment_status = 'Not Paid' and c.pending <> 0)`);
    return {
      acknowledged: ids.length,
      stored: found.rowCount,
      missing,
      duplicated,
      bookingsInDatabase: refs.rows[0].n,
      uniqueReferences: refs.rows[0].d === refs.rows[0].n,
      inconsistentPayments: inconsistent.rowCount,
    };
  } finally {
    await client.end();
  }
}

async function main() {
  const given = process.env.TEST_DATABASE_URL || process.env.LOAD_DATABASE_URL;
  if (!given && !postgresAvailable()) {
    console.error(
      'The load test needs PostgreSQL: install it (apt-get install postgresql) or set TEST_DATABASE_URL.',
    );
    process.exit(1);
  }
  const pgServer = given ? null : await startPostgres();
  const adminUrl = given ?? pgServer.url;
  // A database of its own on that server.
  const name = `landed_load_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const server = await startServer({
    databaseUrl,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  let ok;
  try {
    const { packages } = await api(server.url, '/api/public/packages');
    const standard = packages.find((p) => p.title === 'Standard');
    const { token: adminToken } = await api(server.url, '/api/auth/login', {
      method: 'POST',
      body: ADMIN,
    });
    const adminConnections = Math.max(2, Math.round(CONNECTIONS / 20));
    console.log(`Load: ${CONNECTIONS} connections for ${DURATION} s on PostgreSQL...`);
    const [students, admins] = await Promise.all([
      fire({
        url: server.url,
        connections: CONNECTIONS - adminConnections,
        requests: studentScript(standard._id),
      }),
      fire({ url: server.url, connections: adminConnections, requests: adminScript(adminToken) }),
    ]);
    const requests = students.requests.total + admins.requests.total;
    const errors = students.errors + admins.errors + students.timeouts + admins.timeouts;
    const byClass = { '2xx': 0, '4xx': 0, '5xx': 0 };
    for (const [status, n] of statuses) {
      if (status >= 500) byClass['5xx'] += n;
      else if (status >= 400) byClass['4xx'] += n;
      else if (status >= 200 && status < 300) byClass['2xx'] += n;
    }
    const stored = await verify(databaseUrl);
    // Bookings stored without an answer counted here: requests still under way when the run
    // stopped (autocannon drops them). At most one per connection.
    const cutOffAtTheEnd = stored.bookingsInDatabase - stored.acknowledged;
    const report = {
      requests,
      ...byClass,
      statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
      connectionErrors: errors,
      ...stored,
      cutOffAtTheEnd,
    };
    console.log(JSON.stringify(report, null, 2));
    ok =
      byClass['5xx'] === 0 &&
      errors === 0 &&
      stored.missing === 0 &&
      stored.duplicated === 0 &&
      stored.uniqueReferences &&
      stored.inconsistentPayments === 0 &&
      cutOffAtTheEnd >= 0 &&
      cutOffAtTheEnd <= CONNECTIONS &&
      stored.acknowledged > 0;
    if (!ok) {
      const unexpected = [...statuses].filter(([s]) => s >= 500).map(([s, n]) => `${s}×${n}`);
      console.error(
        `Load test FAILED${unexpected.length ? ` (server errors: ${unexpected.join(', ')})` : ''}`,
      );
    }
  } finally {
    await server.stop();
    if (pgServer) stopPostgres(pgServer.dir);
  }
  console.log(ok ? '1 passed, 0 failed' : '0 passed, 1 failed');
  process.exit(ok ? 0 : 1);
}

await main();
