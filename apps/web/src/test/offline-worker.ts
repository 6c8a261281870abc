// The offline worker (public/dashboard/bookings/pass-sw.js: the arrival pass's and the driver's
// page's, decisions 062 and 131) run against a fake worker scope, for the tests of both pages.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { vi } from 'vitest';

import { PASS_WORKER_SCOPE, PASS_WORKER_URL } from '#web/lib/pass-cache.ts';

const publicDir = path.join(import.meta.dirname, '..', '..', 'public');
export const workerSource = readFileSync(path.join(publicDir, PASS_WORKER_URL), 'utf8');
export const publicFile = (url: string) => readFileSync(path.join(publicDir, url), 'utf8');
const ORIGIN = 'http://127.0.0.1:4910';

type FetchEvent = {
  request: Request;
  respondWith: (response: Promise<Response>) => void;
};

export const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};

// Loads the worker with caches holding `saved` (by path, whichever cache is opened) and a
// network that answers with `network`; `opened` lists the caches it read.
export function loadWorker({
  saved,
  network,
  scope = PASS_WORKER_SCOPE,
}: {
  saved: Record<string, Response>;
  network: (request: Request) => Promise<Response>;
  scope?: string;
}) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const opened: string[] = [];
  const self = {
    location: new URL(`${ORIGIN}${scope}`),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
    skipWaiting: vi.fn(),
    clients: { claim: vi.fn(async () => {}) },
  };
  const caches = {
    open: async (name: string) => {
      opened.push(name);
      return {
        match: async (request: Request) => saved[new URL(request.url).pathname]?.clone(),
      };
    },
  };
  new Function('self', 'caches', 'fetch', workerSource)(self, caches, network);
  // Whether the worker answered, and with what.
  const dispatch = async (
    url: string,
    mode: RequestMode = 'cors',
  ): Promise<Response | 'network'> => {
    let answer: Promise<Response> | null = null;
    const request = new Request(`${ORIGIN}${url}`);
    Object.defineProperty(request, 'mode', { value: mode });
    const event: FetchEvent = { request, respondWith: (r) => void (answer = r) };
    listeners.fetch!(event);
    return answer ? await answer : 'network';
  };
  return { dispatch, opened };
}
