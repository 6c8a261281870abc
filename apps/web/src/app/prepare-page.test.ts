// On a full load of a page the browser renders itself (the server renders the public ones,
// docs/decisions/068), the app first waits for the page's code and first answers
// (docs/decisions/043), at most a limit, and never asks a failed answer again while it waits.
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { postsQueryOptions } from '#web/features/blog/api/get-posts.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { matchedPage, preparePage } from './router.tsx';

const BLOG = '/api/public/blog?limit=100';

function answering(handler: (url: string) => Promise<Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(url);
      return handler(url);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('preparePage', () => {
  it('fills the cache with the answers of the page at the address', async () => {
    const calls = answering(async () => Response.json({ posts: [], total: 0 }));
    const queryClient = createQueryClient();
    await preparePage({ location: { pathname: '/blog', search: '' }, queryClient, limitMs: 2_000 });
    expect(calls).toEqual([BLOG]);
    expect(queryClient.getQueryData(postsQueryOptions().queryKey)).toBeDefined();
  });

  it('does not ask a failed answer again while the first render waits', async () => {
    const calls = answering(async () =>
      Response.json({ message: 'Service temporarily unavailable.' }, { status: 503 }),
    );
    const queryClient = createQueryClient();
    await preparePage({ location: { pathname: '/blog', search: '' }, queryClient, limitMs: 2_000 });
    expect(calls).toEqual([BLOG]);
  });

  it('stops waiting at the limit; a slow answer is still the page’s when it comes', async () => {
    let release: (response: Response) => void = () => {};
    answering(() => new Promise<Response>((resolve) => (release = resolve)));
    const queryClient = createQueryClient();
    // The answer never comes until released below: that preparePage returns at all is the
    // limit at work (no clock is read, so a loaded machine cannot fail it).
    await preparePage({ location: { pathname: '/blog', search: '' }, queryClient, limitMs: 50 });
    expect(queryClient.getQueryData(postsQueryOptions().queryKey)).toBeUndefined();
    release(Response.json({ posts: [], total: 0 }));
    await waitFor(() =>
      expect(queryClient.getQueryData(postsQueryOptions().queryKey)).toBeDefined(),
    );
  });

  it('loads only the code when the answers came with a page rendered on the server', async () => {
    const calls = answering(async () => Response.json({ posts: [], total: 0 }));
    await preparePage({
      location: { pathname: '/blog', search: '' },
      queryClient: createQueryClient(),
      limitMs: 2_000,
      data: false,
    });
    expect(calls).toEqual([]);
  });
});

describe('matchedPage', () => {
  it('tells the public pages, the not-found page and the browser’s own pages apart', () => {
    expect(matchedPage('/').kind).toBe('rendered');
    expect(matchedPage('/blog/some-post').kind).toBe('rendered');
    expect(matchedPage('/services/airport-pickup').kind).toBe('rendered');
    expect(matchedPage('/no/such/page').kind).toBe('not-found');
    expect(matchedPage('/dashboard').kind).toBe('client');
    expect(matchedPage('/admin/services').kind).toBe('client');
    expect(matchedPage('/login').kind).toBe('client');
  });
});
