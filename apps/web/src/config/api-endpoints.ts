// Every API endpoint the web app calls, by name. Kept apart from the pages' addresses
// (./paths.ts), which the site's frame uses on every page: this table loads with the pages
// that call the API, not in the first load of every page (docs/decisions/009, 071).
import { apiPaths } from '@landed/shared/api-paths';

import { LOGOUT_PATH } from './paths.ts';

export const api = {
  health: '/api/health',
  register: '/api/auth/register',
  login: '/api/auth/login',
  loginMfa: '/api/auth/login/mfa',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  verifyResetToken: '/api/auth/reset-password/verify',
  verifyEmail: '/api/auth/verify-email',
  resendVerification: '/api/auth/verify-email/resend',
  acceptInvitation: '/api/auth/invitations/accept',
  googleStart: '/api/auth/google',
  logout: LOGOUT_PATH,
  logoutOthers: '/api/auth/logout-all',
  tokenExchange: '/api/auth/token/exchange',
  me: '/api/user/me',
  meArrival: '/api/user/me/arrival',
  meExport: '/api/user/me/export',
  meMarketing: '/api/user/me/marketing',
  messaging: '/api/user/messaging',
  newsletterConfirm: '/api/public/newsletter/confirm',
  newsletterUnsubscribe: '/api/public/newsletter/unsubscribe',
  mePassword: '/api/user/me/password',
  sessions: '/api/user/sessions',
  mfa: '/api/user/mfa',
  mfaSetup: '/api/user/mfa/totp/setup',
  mfaEnable: '/api/user/mfa/totp/enable',
  mfaDisable: '/api/user/mfa/disable',
  mfaRecoveryCodes: '/api/user/mfa/recovery-codes',
  session: (id: string) => `/api/user/sessions/${encodeURIComponent(id)}`,
  notifications: '/api/user/notifications',
  pushSubscriptions: '/api/user/push-subscriptions',
  pushKey: '/api/user/push-subscriptions/key',
  notificationRead: (id: string) => `/api/user/notifications/${encodeURIComponent(id)}/read`,
  onboarding: '/api/user/onboarding',
  documents: '/api/user/documents',
  document: (id: string) => `/api/user/documents/${encodeURIComponent(id)}`,
  bookings: '/api/booking',
  userBookings: (userId: string) => `/api/booking/user/${encodeURIComponent(userId)}`,
  booking: (id: string) => `/api/booking/${encodeURIComponent(id)}`,
  bookingMarkPaid: (id: string) => `/api/booking/${encodeURIComponent(id)}/mark-paid`,
  bookingCheckout: (id: string) => `/api/booking/${encodeURIComponent(id)}/checkout`,
  bookingArrival: (id: string) => `/api/booking/${encodeURIComponent(id)}/arrival`,
  bookingRating: (id: string) => `/api/booking/${encodeURIComponent(id)}/rating`,
  bookingPartnerConsent: (id: string) => `/api/booking/${encodeURIComponent(id)}/partner-consent`,
  bookingInvoice: (id: string) => `/api/booking/${encodeURIComponent(id)}/invoice`,
  bookingAdjustmentNote: (id: string, number: string) =>
    `/api/booking/${encodeURIComponent(id)}/adjustment-notes/${encodeURIComponent(number)}`,
  bookingCancellation: (id: string) => `/api/booking/${encodeURIComponent(id)}/cancellation`,
  refundDetails: '/api/user/refund-details',
  bankDetails: '/api/booking/bank-details',
  // The arrival pass and calendars (decision 062).
  bookingPass: (id: string) => `/api/booking/${encodeURIComponent(id)}/pass`,
  // The pass live (issue 35): an event stream naming the booking when it changes.
  bookingLive: (id: string) => `/api/booking/${encodeURIComponent(id)}/live`,
  bookingCalendar: (id: string) => `/api/booking/${encodeURIComponent(id)}/calendar.ics`,
  // The chat on the pass (docs/decisions/134).
  bookingMessages: (id: string) => `/api/booking/${encodeURIComponent(id)}/messages`,
  adminMyCalendarFeed: '/api/admin/me/calendar-feed',
  adminDriverCalendarFeed: (id: string) =>
    `/api/admin/drivers/${encodeURIComponent(id)}/calendar-feed`,
  // A driver's own page (issue 35): their personal sign-in link, and ending their sessions.
  adminDriverAccessLink: (id: string) => `/api/admin/drivers/${encodeURIComponent(id)}/access-link`,
  adminDriverSessions: (id: string) => `/api/admin/drivers/${encodeURIComponent(id)}/sessions`,
  adminMe: '/api/admin/me',
  adminStats: '/api/admin/stats',
  adminGstReport: '/api/admin/reports/gst',
  adminSystemNotifications: '/api/admin/system-notifications',
  adminUsers: '/api/admin/users',
  adminUser: (id: string) => `/api/admin/users/${encodeURIComponent(id)}`,
  adminUsersExport: '/api/admin/users/export',
  adminUserSessionsRevoke: (id: string) =>
    `/api/admin/users/${encodeURIComponent(id)}/sessions/revoke`,
  adminUserOnboarding: (id: string, step: string) =>
    `/api/admin/users/${encodeURIComponent(id)}/onboarding/${encodeURIComponent(step)}`,
  adminUserDocument: (id: string, docId: string) =>
    `/api/admin/users/${encodeURIComponent(id)}/documents/${encodeURIComponent(docId)}`,
  adminBookings: '/api/admin/bookings',
  adminBooking: (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}`,
  adminBookingCancellation: (id: string) =>
    `/api/admin/bookings/${encodeURIComponent(id)}/cancellation`,
  adminCancellationPolicy: '/api/admin/cms/cancellation-policy',
  adminBookingNotes: (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}/notes`,
  adminBookingMessages: (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}/messages`,
  adminUnreadMessages: '/api/admin/bookings/unread-messages',
  adminBookingInvoiceReissue: (id: string) =>
    `/api/admin/bookings/${encodeURIComponent(id)}/invoice/reissue`,
  // The owner's set-up checklist (docs/decisions/079).
  adminSetup: '/api/admin/setup',
  adminSetupTestMail: '/api/admin/setup/test-mail',
  adminBookingAssignment: (id: string) =>
    `/api/admin/bookings/${encodeURIComponent(id)}/assignment`,
  // Arrival operations (issue 15): the arrivals board and the drivers.
  adminArrivals: '/api/admin/arrivals',
  adminArrivalsExport: '/api/admin/arrivals/export',
  adminDispatchSettings: '/api/admin/arrivals/settings',
  // Live (issue 35) and the photos of who is coming.
  adminArrivalsLive: '/api/admin/arrivals/live',
  adminMeetingPointPhoto: (terminal: string) =>
    `/api/admin/arrivals/settings/meeting-point-photos/${encodeURIComponent(terminal)}`,
  adminDrivers: '/api/admin/drivers',
  adminDriver: (id: string) => `/api/admin/drivers/${encodeURIComponent(id)}`,
  adminDriverPhoto: (id: string) => `/api/admin/drivers/${encodeURIComponent(id)}/photo`,
  // A partner's invoices and commissions, for staff (issue 27; docs/decisions/096, 097).
  adminPartnerInvoices: (id: string) => `/api/admin/partners/${encodeURIComponent(id)}/invoices`,
  adminPartnerInvoice: (id: string, number: string) =>
    `/api/admin/partners/${encodeURIComponent(id)}/invoices/${encodeURIComponent(number)}`,
  adminPartnerCommissions: (id: string) =>
    `/api/admin/partners/${encodeURIComponent(id)}/commissions`,
  adminPartnerStatement: (id: string, number: string) =>
    `/api/admin/partners/${encodeURIComponent(id)}/commissions/statements/${encodeURIComponent(number)}`,
  // The partner portal (issue 27): its board of arrivals (docs/decisions/095).
  partnerArrivals: '/api/partner/arrivals',
  partnerArrivalsLive: '/api/partner/arrivals/live',
  // Its invoices and commissions (docs/decisions/096, 097).
  partnerInvoices: '/api/partner/invoices',
  partnerInvoice: (number: string) => `/api/partner/invoices/${encodeURIComponent(number)}`,
  partnerCommissions: '/api/partner/commissions',
  partnerCommissionStatement: (number: string, format: 'pdf' | 'csv') =>
    `/api/partner/commissions/statements/${encodeURIComponent(number)}?format=${format}`,
  adminPayments: '/api/admin/payments',
  adminPaymentVerify: (id: string) => `/api/admin/payments/${encodeURIComponent(id)}/verify`,
  adminPaymentReject: (id: string) => `/api/admin/payments/${encodeURIComponent(id)}/reject`,
  adminRefunds: '/api/admin/refunds',
  adminRefund: (id: string) => `/api/admin/refunds/${encodeURIComponent(id)}`,
  adminRefundPaid: (id: string) => `/api/admin/refunds/${encodeURIComponent(id)}/paid`,
  adminRefundFailed: (id: string) => `/api/admin/refunds/${encodeURIComponent(id)}/failed`,
  adminRefundConfirmAccountChange: (id: string) =>
    `/api/admin/refunds/${encodeURIComponent(id)}/confirm-account-change`,
  adminBookingAdjustmentNote: (id: string, number: string) =>
    `/api/admin/bookings/${encodeURIComponent(id)}/adjustment-notes/${encodeURIComponent(number)}`,
  // Bank statements (issue 26, docs/decisions/088).
  adminStatements: '/api/admin/statements',
  adminStatementLayouts: '/api/admin/statements/layouts',
  adminStatement: (id: string) => `/api/admin/statements/${encodeURIComponent(id)}`,
  adminStatementVerifyExact: (id: string) =>
    `/api/admin/statements/${encodeURIComponent(id)}/verify-exact`,
  // A mismatched or unmatched credit decided by staff (docs/decisions/103).
  adminStatementLineLink: (id: string) =>
    `/api/admin/statements/lines/${encodeURIComponent(id)}/link`,
  adminStatementLineDismiss: (id: string) =>
    `/api/admin/statements/lines/${encodeURIComponent(id)}/dismiss`,
  adminLogs: '/api/admin/logs',
  adminTeam: '/api/admin/admin-users',
  // Staff invitations (docs/decisions/075).
  adminInvitations: '/api/admin/invitations',
  adminInvitation: (id: string) => `/api/admin/invitations/${encodeURIComponent(id)}`,
  adminInvitationResend: (id: string) => `/api/admin/invitations/${encodeURIComponent(id)}/resend`,
  // Partners (issue 27, docs/decisions/091, 092).
  adminPartners: '/api/admin/partners',
  adminPartner: (id: string) => `/api/admin/partners/${encodeURIComponent(id)}`,
  adminPartnerInvitations: (id: string) =>
    `/api/admin/partners/${encodeURIComponent(id)}/invitations`,
  adminPartnerInvitation: (id: string, invitationId: string) =>
    `/api/admin/partners/${encodeURIComponent(id)}/invitations/${encodeURIComponent(invitationId)}`,
  adminPartnerInvitationResend: (id: string, invitationId: string) =>
    `/api/admin/partners/${encodeURIComponent(id)}/invitations/${encodeURIComponent(invitationId)}/resend`,
  partnerMe: '/api/partner/me',
  publicReferrals: '/api/public/referrals',
  userReferral: '/api/user/referral',
  adminCms: '/api/admin/cms',
  adminCmsUpdate: (id: string) => `/api/admin/cms/${encodeURIComponent(id)}`,
  adminBlog: '/api/admin/blog',
  adminBlogPost: (id: string) => `/api/admin/blog/${encodeURIComponent(id)}`,
  adminNewsletterExport: '/api/admin/newsletter/export',
  adminInquiries: '/api/admin/inquiries',
  adminInquiry: (id: string) => `/api/admin/inquiries/${encodeURIComponent(id)}`,
  adminInquiryAssignees: '/api/admin/inquiries/assignees',
  adminInquiryReplies: (id: string) => `/api/admin/inquiries/${encodeURIComponent(id)}/replies`,
  adminTeamMember: (id: string) => `/api/admin/admin-users/${encodeURIComponent(id)}`,
  // The catalogue (issue 7): services, packages and banking services.
  adminServices: '/api/admin/services',
  adminService: (id: string) => `/api/admin/services/${encodeURIComponent(id)}`,
  adminServiceUpload: '/api/admin/services/upload',
  adminPackages: '/api/admin/packages',
  adminPackage: (id: string) => `/api/admin/packages/${encodeURIComponent(id)}`,
  adminBanking: '/api/admin/banking',
  adminBankingService: (id: string) => `/api/admin/banking/${encodeURIComponent(id)}`,
  // The partner portal (issue 27): a partner's bookings for its students and its approvals.
  partnerBookings: '/api/partner/bookings',
  partnerImports: '/api/partner/imports',
  partnerImportTemplate: '/api/partner/imports/template',
  partnerImportConfirm: (id: string) => `/api/partner/imports/${encodeURIComponent(id)}/confirm`,
  partnerApprovals: '/api/partner/approvals',
  partnerApproval: (id: string) => `/api/partner/approvals/${encodeURIComponent(id)}`,
  ...apiPaths,
  publicCustomOptions: '/api/public/custom-options',
  newsletter: '/api/public/newsletter',
  inquiries: '/api/inquiries',
} as const;
