import { createBrowserRouter } from 'react-router';

import { MainLayout } from '../components/layouts/main-layout.tsx';
import { RouteError } from '../components/errors/route-error.tsx';

// Every page is a lazy route: its code loads when it is first visited, so the first load of
// `/` carries only the shell and the home page. Each module exports `Component`.
export const router = createBrowserRouter([
  {
    path: '/',
    Component: MainLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('./routes/home.tsx') },
      { path: 'services', lazy: () => import('./routes/services.tsx') },
      { path: 'services/:slug', lazy: () => import('./routes/service-detail.tsx') },
      { path: 'packages', lazy: () => import('./routes/packages.tsx') },
      { path: 'booking', lazy: () => import('./routes/booking.tsx') },
      { path: 'about', lazy: () => import('./routes/about.tsx') },
      { path: 'blog', lazy: () => import('./routes/blog.tsx') },
      { path: 'blog/:slug', lazy: () => import('./routes/blog-post.tsx') },
      { path: 'contact', lazy: () => import('./routes/contact.tsx') },
      { path: 'privacy', lazy: () => import('./routes/privacy.tsx') },
      { path: 'terms', lazy: () => import('./routes/terms.tsx') },
      {
        path: 'dashboard',
        lazy: () => import('./routes/dashboard/guard.tsx'),
        children: [{ index: true, lazy: () => import('./routes/dashboard/index.tsx') }],
      },
      { path: 'admin/*', lazy: () => import('./routes/admin.tsx') },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
  { path: '/login', lazy: () => import('./routes/login.tsx'), ErrorBoundary: RouteError },
  { path: '/signup', lazy: () => import('./routes/signup.tsx'), ErrorBoundary: RouteError },
  {
    path: '/forgot-password',
    lazy: () => import('./routes/forgot-password.tsx'),
    ErrorBoundary: RouteError,
  },
  {
    path: '/reset-password',
    lazy: () => import('./routes/reset-password.tsx'),
    ErrorBoundary: RouteError,
  },
  {
    path: '/auth/google/callback',
    lazy: () => import('./routes/google-callback.tsx'),
    ErrorBoundary: RouteError,
  },
]);
