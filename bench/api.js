// API throughput and latency with autocannon against the real server (child process), on
// PGlite and on PostgreSQL: requests per second, p50 and p99 latency, errors.
import autocannon from 'autocannon';

import { api, startServer } from './server.js';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

function summarise(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon(
      { connections: CONNECTIONS, duration: DURATION_SECONDS, ...opts },
      (error, result) => (error ? reject(error) : resolve(summarise(result))),
    );
  });
}

function futureDate(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function signUp(url, name) {
  const email = `${name}.${Date.now()}.${Math.random().toString(36).slice(2)}@bench.test`;
  return api(url, '/api/auth/register', {
    method: 'POST',
    body: { name, email, password: 'Bench-password-42' },
  });
}

export async function benchApi({ label, databaseUrl = null }) {
  const server = await startServer({ databaseUrl });
  try {
    const { url } = server;
    const { packages } = await api(url, '/api/public/packages');
    const standard = packages.find((p) => p.title === 'Standard' || p.name === 'Standard');
    const booker = await signUp(url, 'Booker');
    const reader = await signUp(url, 'Reader');
    const booking = (userName, email) => ({
      userName,
      email,
      phone: '+61 400 000 000',
      preferredDate: futureDate(30),
      packageId: standard._id,
    });
    // The reader has a handful of bookings, as a real student would.
    for (let i = 0; i < 5; i++) {
      await api(url, '/api/booking', {
        method: 'POST',
        token: reader.token,
        body: booking('Reader', reader.user.email),
      });
    }
    const results = {};
    results.createBooking = await run({
      url: `${url}/api/booking`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${booker.token}` },
      body: JSON.stringify(booking('Booker', booker.user.email)),
    });
    results.listBookings = await run({
      url: `${url}/api/booking/user/${reader.user._id}`,
      headers: { authorization: `Bearer ${reader.token}` },
    });
    return { label, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, results };
  } finally {
    await server.stop();
  }
}
