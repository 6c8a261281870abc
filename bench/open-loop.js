// An open-loop load generator: requests leave at an even pace (one every 1000/rate ms) over
// up to `connections` keep-alive sockets, whatever the server's answers do, and each latency is
// measured from the moment the request was due to leave, so a stall is never hidden
// (coordinated omission). autocannon's rate mode sends each second's quota in a burst, which
// measures its own bursts rather than the server.
import http from 'node:http';

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function openLoop({
  url,
  method = 'GET',
  headers = {},
  body,
  rate,
  durationSeconds,
  connections = 50,
}) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const payload = body === undefined ? undefined : Buffer.from(body);
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  const interval = 1000 / rate;
  const total = Math.round(rate * durationSeconds);
  const start = performance.now();

  return new Promise((resolve) => {
    let finished = 0;
    const done = () => {
      finished += 1;
      if (finished === total) {
        agent.destroy();
        latencies.sort((a, b) => a - b);
        resolve({
          offeredRate: rate,
          sent,
          completed: latencies.length,
          p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
          p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
          maxMs: Math.round((latencies.at(-1) ?? 0) * 10) / 10,
          non2xx,
          errors,
        });
      }
    };
    const fire = (due) => {
      sent += 1;
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method,
          headers: { ...headers, ...(payload ? { 'content-length': payload.length } : {}) },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - due);
            if (response.statusCode < 200 || response.statusCode >= 300) non2xx += 1;
            done();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        done();
      });
      if (payload) request.write(payload);
      request.end();
    };
    // Each request is scheduled for its exact due time; a late timer fires immediately and
    // the lateness counts in that request's latency.
    for (let i = 0; i < total; i++) {
      const due = start + i * interval;
      setTimeout(() => fire(due), Math.max(0, due - performance.now()));
    }
  });
}
