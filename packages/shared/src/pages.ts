// The one table of the web app's pages (docs/decisions/056). Both apps read it:
// - the web app's router (apps/web/src/app/router.tsx) makes a lazy route for each page, and
//   its addresses (apps/web/src/config/paths.ts) come from here;
// - the server adds preload hints for each page with `data` to the HTML
//   (apps/server/src/lib/page-hints.ts), and lists the pages with `sitemap` in /sitemap.xml
//   (apps/server/src/routes/seo.ts);
// - `npm run bench` measures the first load of each page (bench/first-load.js).
import { apiPaths } from './api-paths.ts';

// A route's parameters, as React Router gives them (`:slug` → `slug`).
export type PageParams = Record<string, string | undefined>;

export type Page = {
  // React Router's pattern: absolute, with `:name` for a parameter.
  path: string;
  // The page's module, under apps/web/src/app/routes/. It exports `Component`, and `prefetch`
  // when the page has `data`.
  module: string;
  // Listed in /sitemap.xml with this priority. For a page with a parameter, this applies to
  // each published service or post, which the sitemap reads from the database.
  sitemap?: { priority: string };
  // The API answers the first screen shows. The module's `prefetch` asks for exactly these
  // (apps/web/src/app/pages.test.ts checks it), and the server preloads them with the page's
  // code. A page with `data` is a public page: the server adds preload hints to its HTML. It
  // leaves out the answers that index.html preloads for every page (`PRELOADED_BY_INDEX_HTML`).
  data?: (params: PageParams) => string[];
  // Rendered on the server, with its head tags and structured data, and taken over by the
  // browser (issue 17, docs/decisions/068): the public pages that search engines and link
  // previews read. The others arrive as the app's shell and render in the browser.
  rendered?: true;
  // The query parameters a rendered page reads (the server renders it with these only, and
  // keeps one copy per combination of them; docs/decisions/077).
  query?: readonly string[];
};

// The order is the sitemap's, by importance to a visitor.
export const PAGES = {
  home: {
    path: '/',
    module: 'home.tsx',
    rendered: true,
    // A Google sign-in's completion (`/?token=`, components/layouts/main-layout.tsx).
    query: ['token'],
    sitemap: { priority: '1.0' },
    data: () => [apiPaths.publicCms, apiPaths.publicPackages],
  },
  packages: {
    path: '/packages',
    module: 'packages.tsx',
    rendered: true,
    sitemap: { priority: '0.9' },
    data: () => [apiPaths.publicCms, apiPaths.publicPackages],
  },
  services: {
    path: '/services',
    module: 'services.tsx',
    rendered: true,
    sitemap: { priority: '0.9' },
    data: () => [apiPaths.publicServices, apiPaths.publicBanking, apiPaths.publicCms],
  },
  blog: {
    path: '/blog',
    module: 'blog.tsx',
    rendered: true,
    // The search and the category (features/blog/components/blog-browser.tsx).
    query: ['q', 'category'],
    sitemap: { priority: '0.8' },
    data: () => [apiPaths.publicBlogList],
  },
  about: {
    path: '/about',
    module: 'about.tsx',
    rendered: true,
    sitemap: { priority: '0.6' },
    data: () => [apiPaths.publicCmsPage('about')],
  },
  contact: {
    path: '/contact',
    module: 'contact.tsx',
    rendered: true,
    sitemap: { priority: '0.6' },
    data: () => [apiPaths.publicCms],
  },
  privacy: {
    path: '/privacy',
    module: 'privacy.tsx',
    rendered: true,
    sitemap: { priority: '0.3' },
    data: () => [apiPaths.publicCmsPage('privacy')],
  },
  terms: {
    path: '/terms',
    module: 'terms.tsx',
    rendered: true,
    sitemap: { priority: '0.3' },
    // The settings carry the cancellation policy the page states (docs/decisions/085).
    data: () => [apiPaths.publicCmsPage('terms'), apiPaths.publicCms],
  },
  service: {
    path: '/services/:slug',
    module: 'service-detail.tsx',
    rendered: true,
    sitemap: { priority: '0.7' },
    data: ({ slug = '' }) => [apiPaths.publicService(slug)],
  },
  blogPost: {
    path: '/blog/:slug',
    module: 'blog-post.tsx',
    rendered: true,
    sitemap: { priority: '0.6' },
    data: ({ slug = '' }) => [apiPaths.publicBlogPost(slug)],
  },
  login: { path: '/login', module: 'login.tsx', data: () => [] },
  signup: { path: '/signup', module: 'signup.tsx', data: () => [] },
  booking: { path: '/booking', module: 'booking.tsx' },
  forgotPassword: { path: '/forgot-password', module: 'forgot-password.tsx' },
  resetPassword: { path: '/reset-password', module: 'reset-password.tsx' },
  verifyEmail: { path: '/verify-email', module: 'verify-email.tsx' },
  // The link of a staff invitation (docs/decisions/075).
  acceptInvitation: { path: '/accept-invitation', module: 'accept-invitation.tsx' },
  // The newsletter's confirmation and unsubscribe links (docs/decisions/067).
  newsletterConfirm: { path: '/newsletter/confirm', module: 'newsletter-confirm.tsx' },
  newsletterUnsubscribe: { path: '/newsletter/unsubscribe', module: 'newsletter-unsubscribe.tsx' },
  googleCallback: { path: '/auth/google/callback', module: 'google-callback.tsx' },
  dashboard: { path: '/dashboard', module: 'dashboard/index.tsx' },
  // Two-factor sign-in: where an administrator without it is sent (docs/decisions/054).
  twoFactor: { path: '/dashboard/two-factor', module: 'dashboard/two-factor.tsx' },
  // The arrival pass of one booking, by its reference; kept for offline use (decision 062).
  arrivalPass: {
    path: '/dashboard/bookings/:bookingId/pass',
    module: 'dashboard/arrival-pass.tsx',
  },
  admin: { path: '/admin', module: 'admin/index.tsx' },
  // The partner portal (issue 27, docs/decisions/091): a partner user's organisation.
  partner: { path: '/partner', module: 'partner/index.tsx' },
  adminServices: { path: '/admin/services', module: 'admin/services.tsx' },
  adminPackages: { path: '/admin/packages', module: 'admin/packages.tsx' },
  adminBanking: { path: '/admin/banking', module: 'admin/banking.tsx' },
} as const satisfies Record<string, Page>;

export type PageId = keyof typeof PAGES;

// The table with each page's optional fields visible, for code that goes through all of them.
export const PAGE_LIST: ReadonlyArray<{ id: PageId } & Page> = Object.entries(PAGES).map(
  ([id, page]) => ({ id: id as PageId, ...page }),
);

// index.html preloads these for every page: the CMS answer, which every page's footer shows.
export const PRELOADED_BY_INDEX_HTML: readonly string[] = [apiPaths.publicCms];

// A page's address: its pattern with the parameters filled in.
export function pagePath(id: PageId, params: Record<string, string> = {}): string {
  return PAGES[id].path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}
