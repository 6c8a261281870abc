// The driver's page offline (decision 131): the arrival pass's worker, loaded from /driver-sw.js
// with the scope /driver, opens the kept page and jobs from the driver's own cache.
import { describe, expect, it } from 'vitest';

import { loadWorker, offline, publicFile, workerSource } from '#web/test/offline-worker.ts';
import { PASS_WORKER_URL } from '#web/lib/pass-cache.ts';

import { DRIVER_CACHE, DRIVER_WORKER_SCOPE, DRIVER_WORKER_URL } from './driver-page.ts';

describe("the driver's page offline", () => {
  it('loads the one offline worker, from where it may take the scope /driver', () => {
    expect(publicFile(DRIVER_WORKER_URL)).toContain(`importScripts('${PASS_WORKER_URL}');`);
    expect(
      DRIVER_WORKER_SCOPE.startsWith(
        DRIVER_WORKER_URL.slice(0, DRIVER_WORKER_URL.lastIndexOf('/') + 1),
      ),
    ).toBe(true);
    expect(workerSource).toContain(`const DRIVER_CACHE = '${DRIVER_CACHE}';`);
  });

  it('opens the kept page, its files and the jobs when the network is gone', async () => {
    const { dispatch, opened } = loadWorker({
      scope: DRIVER_WORKER_SCOPE,
      saved: {
        '/driver': new Response('<html>jobs</html>'),
        '/assets/driver-abc.js': new Response('code'),
        '/api/driver/jobs': new Response('{"jobs":[]}'),
      },
      network: offline,
    });
    const page = await dispatch('/driver', 'navigate');
    expect(page !== 'network' && (await page.text())).toBe('<html>jobs</html>');
    const jobs = await dispatch('/api/driver/jobs');
    expect(jobs !== 'network' && (await jobs.text())).toBe('{"jobs":[]}');
    const code = await dispatch('/assets/driver-abc.js');
    expect(code !== 'network' && (await code.text())).toBe('code');
    expect(opened).toContain(DRIVER_CACHE);
  });

  it('prefers the network, and leaves the sign-in and the statuses to it', async () => {
    const { dispatch } = loadWorker({
      scope: DRIVER_WORKER_SCOPE,
      saved: { '/api/driver/jobs': new Response('saved') },
      network: async () => new Response('fresh'),
    });
    const jobs = await dispatch('/api/driver/jobs');
    expect(jobs !== 'network' && (await jobs.text())).toBe('fresh');
    expect(await dispatch('/driver/welcome', 'navigate')).toBe('network');
    expect(await dispatch('/api/driver/session')).toBe('network');
    expect(await dispatch('/api/driver/jobs/abc/photo')).toBe('network');
  });
});
