// The arrival pass's service worker (public/dashboard/bookings/pass-sw.js, decision 062), run
// here against a fake worker scope: what it answers, what it leaves to the network, and that it
// reads the cache the page writes.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadWorker, offline, workerSource as source } from '#web/test/offline-worker.ts';

import { PASS_CACHE, PASS_WORKER_SCOPE, PASS_WORKER_URL, clearPassCache } from './pass-cache.ts';
import { leavePassPush } from './pass-push.ts';

describe('the arrival pass service worker', () => {
  it('uses the cache the page fills', () => {
    expect(source).toContain(`const CACHE = '${PASS_CACHE}';`);
    expect(PASS_WORKER_URL.startsWith(PASS_WORKER_SCOPE)).toBe(true);
  });

  it('opens a saved pass, its files and its data when the network is gone', async () => {
    const { dispatch, opened } = loadWorker({
      saved: {
        '/dashboard/bookings/BK-7K2M9Q/pass': new Response('<html>pass</html>'),
        '/assets/index-abc.js': new Response('code'),
        '/api/booking/BK-7K2M9Q/pass': new Response('{"pass":{}}'),
      },
      network: offline,
    });
    const page = await dispatch('/dashboard/bookings/BK-7K2M9Q/pass', 'navigate');
    expect(page !== 'network' && (await page.text())).toBe('<html>pass</html>');
    const code = await dispatch('/assets/index-abc.js');
    expect(code !== 'network' && (await code.text())).toBe('code');
    const data = await dispatch('/api/booking/BK-7K2M9Q/pass');
    expect(data !== 'network' && (await data.text())).toBe('{"pass":{}}');
    expect(new Set(opened)).toEqual(new Set([PASS_CACHE]));
  });

  it('shows the saved photos of who is coming when the network is gone (issue 35)', async () => {
    const { dispatch } = loadWorker({
      saved: { '/api/media/driver-photo': new Response('png') },
      network: offline,
    });
    const photo = await dispatch('/api/media/driver-photo');
    expect(photo !== 'network' && (await photo.text())).toBe('png');
  });

  it('opens a saved pass in another language, at that language’s address', async () => {
    const { dispatch } = loadWorker({
      saved: { '/zh-CN/dashboard/bookings/BK-7K2M9Q/pass': new Response('<html>通行证</html>') },
      network: offline,
    });
    const page = await dispatch('/zh-CN/dashboard/bookings/BK-7K2M9Q/pass', 'navigate');
    expect(page !== 'network' && (await page.text())).toBe('<html>通行证</html>');
    expect(await dispatch('/zh-CN/dashboard/bookings/BK-7K2M9Q', 'navigate')).toBe('network');
  });

  it('prefers the network for the page and the data, and falls back on a server failure', async () => {
    const { dispatch } = loadWorker({
      saved: { '/api/booking/BK-7K2M9Q/pass': new Response('saved') },
      network: async (request) =>
        new URL(request.url).pathname.startsWith('/api/')
          ? new Response('down', { status: 503 })
          : new Response('fresh'),
    });
    const page = await dispatch('/dashboard/bookings/BK-7K2M9Q/pass', 'navigate');
    expect(page !== 'network' && (await page.text())).toBe('fresh');
    const data = await dispatch('/api/booking/BK-7K2M9Q/pass');
    expect(data !== 'network' && (await data.text())).toBe('saved');
  });

  it('leaves the rest of the app alone', async () => {
    const { dispatch } = loadWorker({ saved: {}, network: offline });
    expect(await dispatch('/dashboard/bookings/BK-7K2M9Q', 'navigate')).toBe('network');
    expect(await dispatch('/api/public/cms')).toBe('network');
    expect(await dispatch('/api/booking/user/abc')).toBe('network');
    expect(await dispatch('/api/booking/BK-7K2M9Q/calendar.ics')).toBe('network');
  });

  it('fails like the network when nothing was saved', async () => {
    const { dispatch } = loadWorker({ saved: {}, network: offline });
    await expect(dispatch('/api/booking/BK-7K2M9Q/pass')).rejects.toThrow('Failed to fetch');
  });
});

describe('clearPassCache', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('deletes the saved passes', async () => {
    const remove = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: remove });
    await clearPassCache();
    expect(remove).toHaveBeenCalledWith(PASS_CACHE);
  });
});

describe('leavePassPush', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("has the server forget the pass's push subscriptions, then drops them in the browser", async () => {
    const steps: string[] = [];
    const subscriptionAt = (endpoint: string) => ({
      endpoint,
      unsubscribe: vi.fn(async () => {
        steps.push(`unsubscribe ${endpoint}`);
        return true;
      }),
    });
    const pass = subscriptionAt('https://fcm.googleapis.com/fcm/send/pass');
    const other = subscriptionAt('https://fcm.googleapis.com/fcm/send/other');
    vi.stubGlobal('navigator', {
      serviceWorker: {
        getRegistrations: async () => [
          {
            scope: `http://localhost/zh-CN${PASS_WORKER_SCOPE}`,
            pushManager: { getSubscription: async () => pass },
          },
          {
            scope: 'http://localhost/driver/',
            pushManager: { getSubscription: async () => other },
          },
        ],
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        steps.push(
          `${init.method} ${url} ${String(init.body)} ${new Headers(init.headers).get('authorization')}`,
        );
        return new Response(null, { status: 204 });
      }),
    );
    await leavePassPush('the-token');
    expect(steps).toEqual([
      'DELETE /api/user/push-subscriptions {"endpoint":"https://fcm.googleapis.com/fcm/send/pass"} Bearer the-token',
      'unsubscribe https://fcm.googleapis.com/fcm/send/pass',
    ]);
    expect(other.unsubscribe).not.toHaveBeenCalled();
  });
});
