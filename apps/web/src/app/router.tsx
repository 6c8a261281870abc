import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Suspense, createElement, lazy, useState } from 'react';
import { Route, Routes, createRoutesFromElements, matchRoutes, useLocation } from 'react-router';

import { RouteErrorBoundary } from '../components/errors/route-error.tsx';
import { Loading } from '../components/ui/page.tsx';
import { SiteLayout } from './site-layout.tsx';

// React Router in declarative mode with every page a lazy route: a page's code loads when it
// is first visited. Data loading is TanStack Query's job, so the data router's loaders are not
// needed, and leaving them out keeps the first load of `/` under budget
// (docs/decisions/009-first-load-budget.md). Each module exports `Component`, and may export
// `prefetch`: it asks (`ask`) for the queries of its first screen, before the first render on
// a full page load (docs/decisions/043-first-render-with-data.md).
export type Prefetch = (
  ask: <T, K extends QueryKey>(query: FetchQueryOptions<T, Error, T, K>) => Promise<void>,
  params: Record<string, string | undefined>,
) => Promise<void>[];
type PageModule = { Component: ComponentType; prefetch?: Prefetch };
type PageComponent = ComponentType & { load: () => Promise<PageModule> };

function page(load: () => Promise<PageModule>) {
  let loaded: PageModule | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Lazy = lazy(() => loadOnce().then((m) => ({ default: m.Component })));
  // A page whose code is already here renders at once, without a Suspense fallback (and
  // without React's pause before revealing what replaced a fallback).
  function Page() {
    const [Chosen] = useState<ComponentType>(() => loaded?.Component ?? Lazy);
    return <Chosen />;
  }
  const component: PageComponent = Object.assign(Page, { load: loadOnce });
  return createElement(component);
}

const home = page(() => import('./routes/home.tsx'));
const services = page(() => import('./routes/services.tsx'));
const serviceDetail = page(() => import('./routes/service-detail.tsx'));
const packages = page(() => import('./routes/packages.tsx'));
const booking = page(() => import('./routes/booking.tsx'));
const about = page(() => import('./routes/about.tsx'));
const blog = page(() => import('./routes/blog.tsx'));
const blogPost = page(() => import('./routes/blog-post.tsx'));
const contact = page(() => import('./routes/contact.tsx'));
const privacy = page(() => import('./routes/privacy.tsx'));
const terms = page(() => import('./routes/terms.tsx'));
const dashboardGuard = page(() => import('./routes/dashboard/guard.tsx'));
const dashboard = page(() => import('./routes/dashboard/index.tsx'));
const admin = page(() => import('./routes/admin/index.tsx'));
const adminServices = page(() => import('./routes/admin/services.tsx'));
const adminPackages = page(() => import('./routes/admin/packages.tsx'));
const adminBanking = page(() => import('./routes/admin/banking.tsx'));
const notFound = page(() => import('./routes/not-found.tsx'));
const login = page(() => import('./routes/login.tsx'));
const signup = page(() => import('./routes/signup.tsx'));
const forgotPassword = page(() => import('./routes/forgot-password.tsx'));
const resetPassword = page(() => import('./routes/reset-password.tsx'));
const verifyEmail = page(() => import('./routes/verify-email.tsx'));
const googleCallback = page(() => import('./routes/google-callback.tsx'));

// Pages outside the main layout get their own boundary and loading state.
function Standalone({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

const routes = (
  <>
    <Route element={<SiteLayout />}>
      <Route index element={home} />
      <Route path="services" element={services} />
      <Route path="services/:slug" element={serviceDetail} />
      <Route path="packages" element={packages} />
      <Route path="booking" element={booking} />
      <Route path="about" element={about} />
      <Route path="blog" element={blog} />
      <Route path="blog/:slug" element={blogPost} />
      <Route path="contact" element={contact} />
      <Route path="privacy" element={privacy} />
      <Route path="terms" element={terms} />
      <Route path="dashboard" element={dashboardGuard}>
        <Route index element={dashboard} />
      </Route>
      <Route path="admin" element={admin} />
      <Route path="admin/services" element={adminServices} />
      <Route path="admin/packages" element={adminPackages} />
      <Route path="admin/banking" element={adminBanking} />
      <Route path="admin/*" element={admin} />
      <Route path="*" element={notFound} />
    </Route>
    <Route path="login" element={<Standalone>{login}</Standalone>} />
    <Route path="signup" element={<Standalone>{signup}</Standalone>} />
    <Route path="forgot-password" element={<Standalone>{forgotPassword}</Standalone>} />
    <Route path="reset-password" element={<Standalone>{resetPassword}</Standalone>} />
    <Route path="verify-email" element={<Standalone>{verifyEmail}</Standalone>} />
    <Route path="auth/google/callback" element={<Standalone>{googleCallback}</Standalone>} />
  </>
);

export function AppRoutes() {
  return <Routes>{routes}</Routes>;
}

// The page module behind a route's element: the page itself, or the one a Standalone wraps.
function pageOf(element: ReactNode): PageComponent | undefined {
  if (!element || typeof element !== 'object' || !('type' in element)) return undefined;
  const { type, props } = element as ReactElement<{ children?: ReactNode }>;
  if (typeof type === 'function' && 'load' in type) return type as PageComponent;
  return type === Standalone ? pageOf(props.children) : undefined;
}

// On a full page load: the code of the page at the address and the answers its first screen
// shows, so that the first render is the page itself; at most `limitMs`. Never rejects: when
// the code or an answer fails, the page renders and asks again itself, showing its loading
// and error states.
export async function preparePage(
  { pathname, search }: { pathname: string; search: string },
  queryClient: QueryClient,
  limitMs: number,
): Promise<void> {
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
  const matches = matchRoutes(createRoutesFromElements(routes), pathname) ?? [];
  const work = Promise.all(
    matches.map(async ({ route, params }) => {
      const module = await pageOf(route.element)?.load();
      await Promise.all(module?.prefetch?.(ask, params) ?? []);
    }),
  ).catch(() => {});
  await Promise.race([work, new Promise((resolve) => setTimeout(resolve, limitMs))]);
  waiting = false;
}
