import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { QueryFunction } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PAGE_LIST, PRELOADED_BY_INDEX_HTML } from '@landed/shared/pages';

import type { Prefetch } from './router.tsx';
import { moduleLoader } from './router.tsx';

// The page table (docs/decisions/056) against the pages' modules: the answers a page's
// `prefetch` asks for are exactly the `data` the server preloads with it (026, 043).

afterEach(() => {
  vi.restoreAllMocks();
});

// The URLs a page's prefetch would fetch: each query it asks for runs against a fetch that
// records the URL and then fails.
async function urlsAskedBy(prefetch: Prefetch, params: Record<string, string>) {
  const urls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    urls.push(String(input));
    throw new TypeError('Failed to fetch');
  });
  const signal = new AbortController().signal;
  const ask: Parameters<Prefetch>[0] = async (query) => {
    const queryFn = query.queryFn as QueryFunction;
    await Promise.resolve(queryFn({ queryKey: query.queryKey, signal } as never)).catch(() => {});
  };
  await Promise.all(prefetch(ask, params));
  return urls;
}

// Each parameter of a pattern, with a plain slug.
const paramsOf = (path: string) =>
  Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, 'a-slug']));

describe('the page table', () => {
  it.each(PAGE_LIST.map((page) => [page.id, page] as const))(
    "%s: its module's prefetch asks for exactly the page's data",
    async (_id, page) => {
      const module = await moduleLoader(page.module)();
      expect(module.Component).toBeTypeOf('function');
      const params = paramsOf(page.path);
      const declared = page.data?.(params) ?? [];
      const asked = module.prefetch ? await urlsAskedBy(module.prefetch, params) : [];
      expect(asked.toSorted()).toEqual(declared.toSorted());
      // A page without `data` gets no hints from the server, and has nothing to prefetch.
      if (!page.data) expect(module.prefetch).toBeUndefined();
    },
  );

  it('has index.html preload the answers every page shares', () => {
    const html = readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), '../../index.html'),
      'utf8',
    );
    for (const url of PRELOADED_BY_INDEX_HTML) {
      expect(html).toContain(
        `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous" />`,
      );
    }
  });
});
