// The API under load against the real server (a child process), on PGlite or PostgreSQL:
// throughput at saturation (autocannon, 50 connections, bounded in time) for each endpoint,
// as a ratio of a bare Fastify route's (the ceiling, same machine, same run); latency at a
// stated load with an even open-loop pace; sign-in compared with a single sign-in.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { openLoop } from './open-loop.js';
import { api, freePort, node24, startServer } from './server.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 50;
// Latency is measured here: about a fifth of what the server manages flat out on this machine,
// and orders of magnitude above the business's real demand (docs/decisions/015).
const LATENCY_RATE = 50;
const PASSWORD = 'Bench-password-42';

// The processor time a process has used so far, in microseconds (Linux: /proc/<pid>/stat,
// user and system time in clock ticks of 1/100 s); null where that cannot be read.
export function cpuMicros(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

// Each measured run follows an unmeasured 2 s one on the same endpoint, so the figures are of
// warm code (compiled hot paths, open sockets and pooled connections), the server's steady state.
// With `pid`, also the server's processor time per answer: what an answer costs the server,
// whatever the load generator manages. autocannon turns every body into a string, so a body of
// compressed (binary) bytes costs it far more than the server; at 16 KB of them it tops out near
// 4,000 req/s whatever the server (docs/decisions/069).
async function saturate({ pid, ...opts }) {
  await burst({ ...opts, duration: 2 });
  const before = pid ? cpuMicros(pid) : null;
  const result = await burst(opts);
  const after = pid ? cpuMicros(pid) : null;
  const cpuMicrosPerRequest =
    before !== null && after !== null && result.requests > 0
      ? Math.round(((after - before) / result.requests) * 10) / 10
      : null;
  return { ...result, cpuMicrosPerRequest };
}

// Every request says what a browser says: it accepts compressed answers.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

function burst(opts) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        ...opts,
        headers: { ...BROWSER_HEADERS, ...opts.headers },
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              requestsPerSecond: Math.round(result.requests.average),
              requests: result.requests.total,
              p50Ms: result.latency.p50,
              p99Ms: result.latency.p99,
              non2xx: result.non2xx,
              errors: result.errors + result.timeouts,
            }),
    );
  });
}

export async function startCeiling() {
  const port = await freePort();
  const child = fork(path.join(here, 'ceiling-server.js'), [String(port)], {
    execPath: node24,
    stdio: 'ignore',
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`ceiling server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/ceiling`,
    pid: child.pid,
    stop: () => child.kill('SIGKILL'),
  };
}

// The ceiling server stays up for the whole API bench: it is measured once for the record,
// and again just before each endpoint, which is compared with that adjacent figure, so a drift
// in the machine's speed over the minutes of the run does not pass for a change in the code.
export async function measureCeiling() {
  const ceiling = await startCeiling();
  try {
    const throughput = await saturate({ url: ceiling.url });
    const latency = await openLoop({
      url: ceiling.url,
      rate: LATENCY_RATE,
      durationSeconds: DURATION_SECONDS,
      connections: CONNECTIONS,
    });
    return { throughput, latency, url: ceiling.url, pid: ceiling.pid, stop: ceiling.stop };
  } catch (error) {
    ceiling.stop();
    throw error;
  }
}

function futureDate(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function signUp(url, name, adminEmail) {
  const email =
    adminEmail ??
    `${name.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2)}@bench.test`;
  const result = adminEmail
    ? await api(url, '/api/auth/login', { method: 'POST', body: { email, password: PASSWORD } })
    : await api(url, '/api/auth/register', {
        method: 'POST',
        body: { name, email, password: PASSWORD },
      });
  return { ...result, email };
}

// A seeded post, for the rendered page against its API answer.
export const BENCH_POST = 'oshc-and-seeing-a-gp-in-australia';

export async function benchApi({ label, databaseUrl = null, ceiling }) {
  const adminEmail = 'bench-admin@landed.test';
  const server = await startServer({
    databaseUrl,
    env: { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: PASSWORD },
  });
  try {
    const { url } = server;
    const { packages } = await api(url, '/api/public/packages');
    const standard = packages.find((p) => p.title === 'Standard');
    const booker = await signUp(url, 'Booker');
    const reader = await signUp(url, 'Reader');
    const admin = await signUp(url, 'Admin', adminEmail);
    const booking = (user) =>
      JSON.stringify({
        userName: user.user.name,
        email: user.email,
        phone: '+61 400 000 000',
        preferredDate: futureDate(30),
        packageId: standard._id,
      });
    const authed = (user, extra = {}) => ({ authorization: `Bearer ${user.token}`, ...extra });
    // The reader has a handful of bookings, as a real student would.
    for (let i = 0; i < 5; i++) {
      await api(url, '/api/booking', {
        method: 'POST',
        token: reader.token,
        body: JSON.parse(booking(reader)),
      });
    }
    const throughput = {};
    const measure = async (name, opts) => {
      const beside = await saturate({ url: ceiling.url, pid: ceiling.pid });
      const result = await saturate({ ...opts, pid: server.child.pid });
      throughput[name] = {
        ...result,
        ceilingRequestsPerSecond: beside.requestsPerSecond,
        ceilingCpuMicrosPerRequest: beside.cpuMicrosPerRequest,
        ratioToCeiling:
          Math.round((result.requestsPerSecond / beside.requestsPerSecond) * 1000) / 1000,
      };
    };
    // The public reads first, while no booking's mail is being delivered in the background.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await measure('GET /api/public/services', { url: `${url}/api/public/services` });
    await measure('GET /api/public/packages', { url: `${url}/api/public/packages` });
    // A post as the API answers it, and as its page rendered on the server (issue 17).
    await measure('GET /api/public/blog/{slug}', { url: `${url}/api/public/blog/${BENCH_POST}` });
    await measure('GET /blog/{slug} (HTML)', { url: `${url}/blog/${BENCH_POST}` });
    // The two again at one pace, half the slower one's: the server's processor time per
    // answer, compared where neither the load generator nor the pace differs (at saturation
    // the API answers six times as often, and its answers share the server's wake-ups).
    const blogPace = Math.round(
      Math.min(
        throughput['GET /api/public/blog/{slug}'].requestsPerSecond,
        throughput['GET /blog/{slug} (HTML)'].requestsPerSecond,
      ) / 2,
    );
    const atPace = async (target) =>
      (await saturate({ url: target, pid: server.child.pid, overallRate: blogPace }))
        .cpuMicrosPerRequest;
    const blogAtOnePace = {
      requestsPerSecond: blogPace,
      apiMicrosPerAnswer: await atPace(`${url}/api/public/blog/${BENCH_POST}`),
      htmlMicrosPerAnswer: await atPace(`${url}/blog/${BENCH_POST}`),
    };

    // Warm up the writes: a short burst at 50 connections compiles the hot code and opens
    // every pooled database connection; the mail it wrote is then left a few seconds to drain.
    await burst({
      url: `${url}/api/booking`,
      method: 'POST',
      headers: authed(booker, { 'content-type': 'application/json' }),
      body: booking(booker),
      duration: 2,
    });
    await new Promise((resolve) => setTimeout(resolve, 4_000));

    // Latency first, before the saturation runs leave a backlog of mail to deliver. Like every
    // measured run, it follows an unmeasured one at the same pace: after the pause, the first
    // answers pay for the machine's waking up, not for the server (a bare Node server takes
    // 12-25 ms, instead of 0.4, for its first answer after a few idle seconds here).
    await openLoop({
      url: `${url}/api/booking`,
      method: 'POST',
      headers: authed(booker, { 'content-type': 'application/json' }),
      body: booking(booker),
      rate: LATENCY_RATE,
      durationSeconds: 1,
      connections: CONNECTIONS,
    });
    const createBookingLatency = await openLoop({
      url: `${url}/api/booking`,
      method: 'POST',
      headers: authed(booker, { 'content-type': 'application/json' }),
      body: booking(booker),
      rate: LATENCY_RATE,
      durationSeconds: DURATION_SECONDS,
      connections: CONNECTIONS,
    });
    // The student's bookings list (public §4 dashboard) at the same pace.
    const bookingsListLatency = await openLoop({
      url: `${url}/api/booking/user/${reader.user._id}`,
      headers: authed(reader),
      rate: LATENCY_RATE,
      durationSeconds: DURATION_SECONDS,
      connections: CONNECTIONS,
    });

    // One sign-in alone (argon2 dominates), then 50 at a time.
    const loginBody = JSON.stringify({ email: reader.email, password: PASSWORD });
    const singleStart = performance.now();
    for (let i = 0; i < 10; i++)
      await api(url, '/api/auth/login', { method: 'POST', body: JSON.parse(loginBody) });
    const singleLoginMs = (performance.now() - singleStart) / 10;

    const endpoints = {
      'POST /api/auth/login': {
        url: `${url}/api/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: loginBody,
      },
      'POST /api/booking': {
        url: `${url}/api/booking`,
        method: 'POST',
        headers: authed(booker, { 'content-type': 'application/json' }),
        body: booking(booker),
      },
      'GET /api/booking/user/{id}': {
        url: `${url}/api/booking/user/${reader.user._id}`,
        headers: authed(reader),
      },
      'GET /api/admin/bookings': {
        url: `${url}/api/admin/bookings?limit=25`,
        headers: authed(admin),
      },
    };
    for (const [name, opts] of Object.entries(endpoints)) await measure(name, opts);
    const login = throughput['POST /api/auth/login'];
    return {
      label,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      throughput,
      blogAtOnePace,
      createBookingLatency,
      bookingsListLatency,
      login: {
        singleLoginMs: Math.round(singleLoginMs * 10) / 10,
        // Time per sign-in when 50 are under way: 1000 / (sign-ins per second).
        perLoginAt50Ms: Math.round((1000 / Math.max(1, login.requestsPerSecond)) * 10) / 10,
      },
    };
  } finally {
    await server.stop();
  }
}
