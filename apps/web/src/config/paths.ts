// Every URL of the web app in one place: pages and API endpoints.
export const paths = {
  home: '/',
  services: '/services',
  service: (slug: string) => `/services/${encodeURIComponent(slug)}`,
  packages: '/packages',
  booking: '/booking',
  about: '/about',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  contact: '/contact',
  dashboard: '/dashboard',
  admin: '/admin',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  googleCallback: '/auth/google/callback',
  privacy: '/privacy',
  terms: '/terms',
} as const;

export const api = {
  health: '/api/health',
  register: '/api/auth/register',
  login: '/api/auth/login',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  verifyResetToken: '/api/auth/reset-password/verify',
  googleStart: '/api/auth/google',
  me: '/api/user/me',
  publicServices: '/api/public/services',
  publicService: (slug: string) => `/api/public/services/${encodeURIComponent(slug)}`,
} as const;
