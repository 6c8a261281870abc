// Values both apps rely on. Texts quoted by the specifications are used exactly as quoted.

export const BOOKING_STATUSES = ['Pending', 'Confirmed', 'Completed', 'Cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

// A university's approval of its students' bookings (docs/decisions/094). 'Decline requested':
// the partner declined a booking already paid or confirmed; staff settle it as a cancellation
// with the policy's refund (issue 31; docs/decisions/100).
export const APPROVAL_STATUSES = ['Awaiting', 'Approved', 'Declined', 'Decline requested'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

// What a booking's payment can be. 'Paid' is listed by public §4 and displayed as itself.
export const PAYMENT_STATUSES = ['Not Paid', 'Verification Pending', 'Paid', 'Verified'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// A payment claim ("I have paid") as reviewed by an administrator.
export const PAYMENT_CLAIM_STATUSES = ['Pending', 'Verified', 'Rejected'] as const;
export type PaymentClaimStatus = (typeof PAYMENT_CLAIM_STATUSES)[number];

export const ADMIN_ROLES = [
  'Super Admin',
  'Content Manager',
  'Booking Agent',
  'Support Admin',
  'Developer',
] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const DEFAULT_ADMIN_ROLE: AdminRole = 'Support Admin';

export const ONBOARDING_STEPS = [
  { key: 'airport', label: 'Airport pickup' },
  { key: 'sim', label: 'SIM card' },
  { key: 'accommodation', label: 'Accommodation' },
  { key: 'bank', label: 'Bank account' },
  { key: 'healthcare', label: 'Healthcare registration' },
  { key: 'orientation', label: 'Orientation' },
  { key: 'job', label: 'Part-time job' },
] as const;
export const ONBOARDING_STEP_KEYS = [
  'airport',
  'sim',
  'accommodation',
  'bank',
  'healthcare',
  'orientation',
  'job',
] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEP_KEYS)[number];
export const ONBOARDING_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

export const NOTIFICATION_TYPES = ['welcome', 'booking', 'reminder', 'payment'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const INQUIRY_TYPES = ['General Inquiry', 'Partnership', 'Support'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
// Replied: an administrator answered it from the back-office (issue 15).
export const INQUIRY_STATUSES = ['Unread', 'Read', 'Replied'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const PACKAGE_TYPES = ['Standard', 'Custom'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const SERVICE_VISIBILITIES = ['Published', 'Hidden'] as const;
export type ServiceVisibility = (typeof SERVICE_VISIBILITIES)[number];

export const BLOG_CATEGORIES = [
  'Checklist',
  'Banking',
  'Essentials',
  'Arrival',
  'Lifestyle',
  'Health',
  'Accommodation',
] as const;

// A mail in the outbox: waiting, being sent, sent through SMTP, given up on, or only written to
// the server log (no SMTP_URL).
// Where a pickup stands on the day (docs/decisions/060): set by staff on the arrivals board.
export const PICKUP_STATUSES = ['Unassigned', 'Assigned', 'Picked up', 'No-show', 'Done'] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'logged'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
// Public §2/§9: the blog's recent posts and a post's related articles.
export const RECENT_POSTS_COUNT = 5;
export const RELATED_POSTS_MAX = 3;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const TIME_ZONE = 'Australia/Melbourne';
export const LIST_LIMIT_MAX = 100;

// Texts quoted by the specifications and DECISIONS.md, used by both apps.
export const MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 6 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  passwordTooCommon: 'This password is too common. Choose another.',
  passwordsDoNotMatch: 'Passwords do not match',
  nameRequired: 'Name is required.',
  accountSuspended: 'Your account is suspended.',
  invalidCredentials: 'Invalid email or password.',
  accountLocked: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  emailTaken: 'An account with this email already exists.',
  sessionExpired: 'Session expired. Please log in again.',
  notSignedIn: 'Please log in to continue.',
  tooManyRequests: 'Too many requests. Please try again later.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found.',
  serverError: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  // Password recovery (public §2 Forgot password; the texts the specification does not quote
  // are ours).
  resetEmailSent:
    'If an account exists for this address, we have sent it a link to reset the password.',
  resetLinkInvalid: 'This password reset link has expired or has already been used.',
  // Sessions and sign-in links (docs/decisions/048, 049; not quoted by the specification).
  signInLinkInvalid:
    'This sign-in link has expired or has already been used. Please sign in again.',
  sessionNotFound: 'Session not found.',
  // E-mail verification and change (docs/decisions/050; our texts).
  verifyLinkInvalid: 'This confirmation link has expired or has already been used.',
  emailVerified: 'Your e-mail address is confirmed.',
  emailChanged: 'Your e-mail address has been changed.',
  verificationResent: 'If your e-mail address still needs confirming, we have sent you a new link.',
  currentPasswordRequired: 'Please enter your current password to change your e-mail address.',
  currentPasswordIncorrect: 'Your current password is incorrect.',
  recentSignInRequired: 'Please sign in again to change your e-mail address.',
  // Two-factor sign-in (docs/decisions/054; our texts).
  mfaCodeInvalid: 'That code is not right. Please check your authenticator app and try again.',
  mfaCodeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  mfaChallengeExpired: 'Your sign-in took too long. Please sign in again.',
  mfaAlreadyEnabled: 'Two-factor sign-in is already on.',
  mfaNotEnabled: 'Two-factor sign-in is not on.',
  mfaSetupMissing: 'Start the two-factor setup again: scan the new QR code, then enter a code.',
  mfaRequiredForAdmins:
    'Administrators must turn on two-factor sign-in before using the admin area.',
  mfaCannotDisable:
    'Two-factor sign-in is required for administrators, so it cannot be turned off.',
  mfaRecentSignInRequired: 'Please sign in again to turn off two-factor sign-in.',
  mfaPasswordRequired: 'Please enter your current password.',
  // Staff invitations (issue 24, docs/decisions/075; our texts).
  emailNotVerifiedForRole:
    'This person must first confirm their e-mail address: ask them to open the confirmation link we sent them (they can have it sent again from their dashboard), then add them again.',
  invitationInvalid:
    'This invitation has expired, been withdrawn or already been used. Ask the person who invited you to send a new one.',
  invitationOtherAddress:
    'This invitation was sent to another e-mail address. Sign out, then sign in or sign up with the address the invitation was sent to.',
  invitationAccepted: 'Invitation accepted: you are now on the staff team.',
  // Partners (issue 27, docs/decisions/091; our texts).
  partnerInactive: 'Your organisation’s access to Landed is paused. Please contact us.',
  mfaRequiredForPartners:
    'Partner accounts must turn on two-factor sign-in before using the partner area.',
  partnerInvitationAccepted: 'Invitation accepted: you can now use the partner area.',
} as const;
