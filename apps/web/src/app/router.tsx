import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { Suspense, lazy, useState } from 'react';
import { Route, Routes, createRoutesFromElements, matchRoutes, useLocation } from 'react-router';

import { splitLocale } from '@landed/shared/locales';
import type { PageId } from '@landed/shared/pages';
import { PAGES, PAGE_LIST } from '@landed/shared/pages';

import { RouteErrorBoundary } from '#web/components/errors/route-error.tsx';
import { Loading } from '#web/components/ui/page.tsx';
import { loadBrowserCatalogue } from '#web/lib/i18n.tsx';
import { SiteLayout } from './site-layout.tsx';

// React Router in declarative mode with every page a lazy route: a page's code loads when it
// is first visited. Data loading is TanStack Query's job, so the data router's loaders are not
// needed, and leaving them out keeps the first load of `/` under budget
// (docs/decisions/009-first-load-budget.md). Each module exports `Component`, and may export
// `prefetch`: it asks (`ask`) for the queries of its first screen, before the first render on
// a full page load (docs/decisions/043-first-render-with-data.md). The pages, their addresses
// and modules come from the page table (@landed/shared/pages, docs/decisions/056).
export type Prefetch = (
  ask: <T, K extends QueryKey>(query: FetchQueryOptions<T, Error, T, K>) => Promise<void>,
  params: Record<string, string | undefined>,
) => Promise<void>[];
export type PageModule = { Component: ComponentType; prefetch?: Prefetch };
type LazyPage = { element: ReactNode; load: () => Promise<PageModule> };

// Every module under routes/, each its own lazy chunk, by its path under routes/.
const modules = import.meta.glob<PageModule>(['./routes/**/*.tsx', '!./routes/**/*.test.tsx']);
export function moduleLoader(module: string): () => Promise<PageModule> {
  const load = modules[`./routes/${module}`];
  if (!load) throw new Error(`No page module at src/app/routes/${module}`);
  return load;
}

// `account`: the page's texts are in the account catalogue, loaded with its code.
function lazyPage(module: string, account = false): LazyPage {
  const load = moduleLoader(module);
  let loaded: PageModule | undefined;
  const loadOnce = () =>
    Promise.all([load(), account && loadBrowserCatalogue('account')]).then(([m]) => {
      loaded = m;
      return m;
    });
  const Lazy = lazy(() => loadOnce().then((m) => ({ default: m.Component })));
  // A page whose code is already here renders at once, without a Suspense fallback (and
  // without React's pause before revealing what replaced a fallback).
  function Page() {
    const [Chosen] = useState<ComponentType>(() => loaded?.Component ?? Lazy);
    return <Chosen />;
  }
  return { element: <Page />, load: loadOnce };
}

// The lazy page of each page in the table, by its id.
// The back-office stays in English; the other pages rendered only in the browser are the
// student's account and forms.
const pages = Object.fromEntries(
  PAGE_LIST.map(({ id, module, rendered }) => [
    id,
    lazyPage(module, !rendered && !id.startsWith('admin')),
  ]),
) as Record<PageId, LazyPage>;
const dashboardGuard = lazyPage('dashboard/guard.tsx', true);
const notFound = lazyPage('not-found.tsx');

// Pages outside the main layout get their own boundary and loading state.
function Standalone({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

// Where a page sits, when not in the site's layout like most: outside it, or behind the
// dashboard's sign-in guard (the dashboard and the pages under its address).
const STANDALONE = new Set<PageId>([
  'login',
  'signup',
  'forgotPassword',
  'resetPassword',
  'verifyEmail',
  'acceptInvitation',
  'newsletterConfirm',
  'newsletterUnsubscribe',
  'googleCallback',
]);
const SIGNED_IN = new Set<PageId>(['dashboard', 'twoFactor', 'arrivalPass']);

// A page's route; `handle` carries its lazy page, for preparePage.
const route = (id: PageId, wrap = (element: ReactNode) => element) => (
  <Route key={id} path={PAGES[id].path} element={wrap(pages[id].element)} handle={pages[id]} />
);
const ids = PAGE_LIST.map(({ id }) => id);
const inLayout = ids.filter((id) => !STANDALONE.has(id) && !SIGNED_IN.has(id));

const routes = (
  <>
    <Route element={<SiteLayout />}>
      {inLayout.map((id) => route(id))}
      <Route path={PAGES.dashboard.path} element={dashboardGuard.element} handle={dashboardGuard}>
        <Route index element={pages.dashboard.element} handle={pages.dashboard} />
        {ids.filter((id) => SIGNED_IN.has(id) && id !== 'dashboard').map((id) => route(id))}
      </Route>
      <Route path={`${PAGES.admin.path}/*`} element={pages.admin.element} handle={pages.admin} />
      <Route path="*" element={notFound.element} handle={notFound} />
    </Route>
    {ids
      .filter((id) => STANDALONE.has(id))
      .map((id) => route(id, (element) => <Standalone>{element}</Standalone>))}
  </>
);

// The same routes as objects, for matching an address outside rendering (made once).
const routeObjects = createRoutesFromElements(routes);

// What the server does with an address (docs/decisions/068): render a public page, render the
// not-found page (404), or leave the page to the browser (signed-in areas and forms).
// The address may carry a language's prefix (/zh-CN/packages).
export function matchedPage(pathname: string): { kind: 'rendered' | 'not-found' | 'client' } {
  const matches = matchRoutes(routeObjects, splitLocale(pathname).path) ?? [];
  const handle = matches.at(-1)?.route.handle as LazyPage | undefined;
  if (handle === notFound) return { kind: 'not-found' };
  const page = PAGE_LIST.find(({ id }) => pages[id] === handle);
  return { kind: page?.rendered ? 'rendered' : 'client' };
}

export function AppRoutes() {
  return <Routes>{routes}</Routes>;
}

// On a full page load: the code of the page at the address and the answers its first screen
// shows, so that the first render is the page itself; at most `limitMs`. Never rejects: when
// the code or an answer fails, the page renders and asks again itself, showing its loading
// and error states.
export async function preparePage({
  location: { pathname, search },
  queryClient,
  limitMs,
  data = true,
}: {
  location: { pathname: string; search: string };
  queryClient: QueryClient;
  limitMs: number;
  // False when the answers are already here (taking over a page rendered on the server).
  data?: boolean;
}): Promise<void> {
  // The Google sign-in variants (`/?token=`, `/dashboard?token=`) show their own screen first.
  if (new URLSearchParams(search).has('token')) return;
  // While the first render waits, a failed answer is not asked again: the page renders at once
  // instead. An answer still on its way when the wait ends is the page's own from then on, with
  // the usual retries.
  let waiting = true;
  const usual = queryClient.getDefaultOptions().queries?.retry;
  const retry = (failures: number, error: Error): boolean => {
    if (waiting) return false;
    if (typeof usual === 'function') return usual(failures, error);
    if (typeof usual === 'number') return failures < usual;
    return usual ?? failures < 3;
  };
  const ask = <T, K extends QueryKey>(query: FetchQueryOptions<T, Error, T, K>) =>
    queryClient.prefetchQuery({ ...query, retry });
  const matches = matchRoutes(routeObjects, splitLocale(pathname).path) ?? [];
  const work = Promise.all(
    matches.map(async ({ route, params }) => {
      const module = await (route.handle as LazyPage | undefined)?.load();
      if (data) await Promise.all(module?.prefetch?.(ask, params) ?? []);
    }),
  ).catch(() => {});
  await Promise.race([work, new Promise((resolve) => setTimeout(resolve, limitMs))]);
  waiting = false;
}
