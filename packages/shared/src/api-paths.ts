// The public API addresses that pages ask for on their first screen. The web app requests
// them, and the page table (./pages.ts) lists them for the server's preload hints. Both use
// these builders, so the URLs match exactly; a preload with a different URL would be
// downloaded twice.
const segment = encodeURIComponent;

export const apiPaths = {
  publicServices: '/api/public/services',
  publicService: (slug: string) => `/api/public/services/${segment(slug)}`,
  publicPackages: '/api/public/packages',
  // What /blog shows: the newest 100 published posts, searched and filtered in the browser.
  publicBlogList: '/api/public/blog?limit=100',
  publicBlogPost: (slug: string) => `/api/public/blog/${segment(slug)}`,
  publicCms: '/api/public/cms',
  publicCmsPage: (page: string) => `/api/public/cms/${segment(page)}`,
  publicBanking: '/api/public/banking',
} as const;

// A public read in a student's language (issue 18, docs/decisions/073): `?locale=` added for
// any language but English, whose addresses stay as they are.
export function inLocale(url: string, locale: string): string {
  if (locale === 'en') return url;
  return `${url}${url.includes('?') ? '&' : '?'}locale=${segment(locale)}`;
}
