import { PAGES, pagePath } from '@landed/shared/pages';

// Every page address of the web app in one place; the API's are in ./api-endpoints.ts. The
// pages' addresses come from the page table (docs/decisions/056).
export const paths = {
  home: PAGES.home.path,
  services: PAGES.services.path,
  service: (slug: string) => pagePath('service', { slug }),
  packages: PAGES.packages.path,
  booking: PAGES.booking.path,
  about: PAGES.about.path,
  blog: PAGES.blog.path,
  blogPost: (slug: string) => pagePath('blogPost', { slug }),
  contact: PAGES.contact.path,
  dashboard: PAGES.dashboard.path,
  twoFactor: PAGES.twoFactor.path,
  arrivalPass: (bookingRef: string) => pagePath('arrivalPass', { bookingId: bookingRef }),
  admin: PAGES.admin.path,
  adminTab: (tab: string) => `${PAGES.admin.path}?tab=${encodeURIComponent(tab)}`,
  adminServices: PAGES.adminServices.path,
  adminPackages: PAGES.adminPackages.path,
  adminBanking: PAGES.adminBanking.path,
  partner: PAGES.partner.path,
  login: PAGES.login.path,
  signup: PAGES.signup.path,
  forgotPassword: PAGES.forgotPassword.path,
  resetPassword: PAGES.resetPassword.path,
  verifyEmail: PAGES.verifyEmail.path,
  acceptInvitation: PAGES.acceptInvitation.path,
  googleCallback: PAGES.googleCallback.path,
  privacy: PAGES.privacy.path,
  terms: PAGES.terms.path,
} as const;

// The one API endpoint the site's frame calls itself (signing out, lib/session.tsx): here, so
// that the first load of a page does not carry the whole table of ./api-endpoints.ts.
export const LOGOUT_PATH = '/api/auth/logout';
